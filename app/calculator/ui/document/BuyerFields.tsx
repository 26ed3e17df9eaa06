import { useId, useState } from "react";

import { checkGstin } from "~/calculator/documents/gstin";
import { INDIAN_STATES } from "~/calculator/documents/indian-states";
import { buyerGstinProblem, type Buyer } from "~/calculator/documents/parties";

interface BuyerFieldsProps {
  buyer: Buyer;
  onChange: (buyer: Partial<Buyer>) => void;
}

/**
 * The customer as a tax invoice names them: name, billing address, GSTIN (optional, checked) and state,
 * the place of supply. A valid GSTIN chooses the state itself, since its first two digits are the
 * holder's state code.
 */
export function BuyerFields({ buyer, onChange }: BuyerFieldsProps) {
  const id = useId();
  // A GSTIN is judged once typed in full or once the rep leaves the field, not at every keystroke.
  const [gstinTouched, setGstinTouched] = useState(false);
  const typedInFull = buyer.gstin.replace(/\s+/g, "").length >= 15;
  const gstinProblem = gstinTouched || typedInFull ? buyerGstinProblem(buyer) : null;
  return (
    <>
      <div className="calc-field">
        <label htmlFor={`${id}-name`}>Customer name</label>
        <input
          id={`${id}-name`}
          type="text"
          autoComplete="organization"
          value={buyer.name}
          onChange={(event) => onChange({ name: event.target.value })}
        />
      </div>
      <div className="calc-field">
        <label htmlFor={`${id}-address`}>Billing address</label>
        <textarea
          id={`${id}-address`}
          rows={3}
          autoComplete="street-address"
          value={buyer.address}
          onChange={(event) => onChange({ address: event.target.value })}
        />
      </div>
      <div className="calc-field-row">
        <div className="calc-field">
          <label htmlFor={`${id}-gstin`}>Customer GSTIN (optional)</label>
          <input
            id={`${id}-gstin`}
            type="text"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            value={buyer.gstin}
            aria-invalid={gstinProblem ? true : undefined}
            aria-describedby={`${id}-gstin-message`}
            onChange={(event) => {
              const gstin = event.target.value.toUpperCase();
              const check = checkGstin(gstin);
              onChange(check.ok ? { gstin, stateCode: check.stateCode } : { gstin });
            }}
            onBlur={() => setGstinTouched(true)}
          />
          <p
            id={`${id}-gstin-message`}
            className={gstinProblem ? "calc-hint calc-status-error" : "calc-hint"}
          >
            {gstinProblem ?? "15 characters; fills in the state."}
          </p>
        </div>
        <div className="calc-field">
          <label htmlFor={`${id}-state`}>State (place of supply)</label>
          <select
            id={`${id}-state`}
            value={buyer.stateCode}
            onChange={(event) => onChange({ stateCode: event.target.value })}
          >
            <option value="">Choose a state</option>
            {INDIAN_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name} ({state.code})
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="calc-field-row">
        <div className="calc-field">
          <label htmlFor={`${id}-city`}>City or town</label>
          <input
            id={`${id}-city`}
            type="text"
            autoComplete="address-level2"
            value={buyer.city ?? ""}
            aria-describedby={`${id}-location-hint`}
            onChange={(event) => onChange({ city: event.target.value })}
          />
        </div>
        <div className="calc-field">
          <label htmlFor={`${id}-pincode`}>PIN code</label>
          <input
            id={`${id}-pincode`}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={6}
            value={buyer.pincode ?? ""}
            aria-describedby={`${id}-location-hint`}
            onChange={(event) => onChange({ pincode: event.target.value.replace(/\D+/g, "") })}
          />
        </div>
      </div>
      <p id={`${id}-location-hint`} className="calc-hint">
        City and PIN code are needed only for e-invoice data (B2B invoices of large sellers).
      </p>
    </>
  );
}
