import { useId, useState } from "react";

import type { BuyerRecord } from "~/calculator/buyers/buyer-record";
import { checkGstin } from "~/calculator/documents/gstin";
import { INDIAN_STATES } from "~/calculator/documents/indian-states";
import { buyerGstinProblem, type Buyer } from "~/calculator/documents/parties";

import { BuyerCombobox } from "./BuyerCombobox";

interface BuyerFieldsProps {
  buyer: Buyer;
  /** The buyer book, offered as the rep types a name, GSTIN or phone. */
  book: readonly BuyerRecord[];
  onChange: (buyer: Partial<Buyer>) => void;
}

/** Every field of the buyer from the book's record, blanks included, so nothing of the last buyer stays. */
function fieldsOf(record: BuyerRecord): Required<Buyer> {
  const { name, address, gstin, stateCode, pincode, city, phone, email } = record;
  return { name, address, gstin, stateCode, pincode, city, phone, email };
}

/**
 * The customer as a tax invoice names them: name, billing address, GSTIN (optional, checked) and state,
 * the place of supply. A valid GSTIN chooses the state itself, since its first two digits are the
 * holder's state code. The name, GSTIN and phone offer the buyer book's buyers as the rep types;
 * picking one fills every field.
 */
export function BuyerFields({ buyer, book, onChange }: BuyerFieldsProps) {
  const id = useId();
  // A GSTIN is judged once typed in full or once the rep leaves the field, not at every keystroke.
  const [gstinTouched, setGstinTouched] = useState(false);
  const typedInFull = buyer.gstin.replace(/\s+/g, "").length >= 15;
  const gstinProblem = gstinTouched || typedInFull ? buyerGstinProblem(buyer) : null;
  return (
    <>
      <div className="calc-field">
        <label htmlFor={`${id}-name`}>Customer name</label>
        <BuyerCombobox
          id={`${id}-name`}
          book={book}
          listLabel="Known buyers"
          autoComplete="organization"
          value={buyer.name}
          onValueChange={(name) => onChange({ name })}
          onPick={(record) => onChange(fieldsOf(record))}
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
          <BuyerCombobox
            id={`${id}-gstin`}
            book={book}
            listLabel="Known buyers by GSTIN"
            autoCapitalize="characters"
            autoComplete="off"
            spellCheck={false}
            maxLength={20}
            value={buyer.gstin}
            aria-invalid={gstinProblem ? true : undefined}
            aria-describedby={`${id}-gstin-message`}
            onValueChange={(typed) => {
              const gstin = typed.toUpperCase();
              const check = checkGstin(gstin);
              onChange(check.ok ? { gstin, stateCode: check.stateCode } : { gstin });
            }}
            onPick={(record) => onChange(fieldsOf(record))}
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
      <div className="calc-field-row">
        <div className="calc-field">
          <label htmlFor={`${id}-phone`}>Phone (optional)</label>
          <BuyerCombobox
            id={`${id}-phone`}
            book={book}
            listLabel="Known buyers by phone"
            inputMode="tel"
            autoComplete="tel"
            maxLength={20}
            value={buyer.phone ?? ""}
            onValueChange={(phone) => onChange({ phone })}
            onPick={(record) => onChange(fieldsOf(record))}
          />
        </div>
        <div className="calc-field">
          <label htmlFor={`${id}-email`}>E-mail (optional)</label>
          <input
            id={`${id}-email`}
            type="text"
            inputMode="email"
            autoComplete="email"
            spellCheck={false}
            maxLength={100}
            value={buyer.email ?? ""}
            onChange={(event) => onChange({ email: event.target.value.trim() })}
          />
        </div>
      </div>
    </>
  );
}
