import { useEffect, useId, useState, type ReactNode } from "react";

import {
  clampTradeDiscount,
  normaliseRoundingStep,
  type InvoiceSettings,
} from "~/calculator/arithmetic/invoice";
import {
  DISTRIBUTOR_DISCOUNT_PERCENT,
  SS_DISTRIBUTOR_DISCOUNT_PERCENT,
} from "~/calculator/arithmetic/invoice-totals";
import type { BuyerRecord } from "~/calculator/buyers/buyer-record";
import type { DocumentKind } from "~/calculator/documents/document-numbering";
import type { Readiness } from "~/calculator/documents/document-readiness";
import type { Buyer } from "~/calculator/documents/parties";

import { BuyerFields } from "./BuyerFields";
import { DocumentChooser } from "./DocumentChooser";

interface CustomerSettingsCardProps {
  kind: DocumentKind;
  readiness: Readiness;
  onChooseKind: (kind: DocumentKind) => void;
  /** The device's series code and its Change button, beside the document type. */
  series: ReactNode;
  buyer: Buyer;
  /** The buyer book the buyer's fields offer from. */
  book: readonly BuyerRecord[];
  /** The rep is in the card's fields: the buyer book is read then (use-buyer-book.ts). */
  onFocusWithin: () => void;
  onBuyerChange: (buyer: Partial<Buyer>) => void;
  settings: InvoiceSettings;
  onChange: (settings: Partial<InvoiceSettings>) => void;
}

/**
 * A number field that lets the rep type freely ("37.", an empty field) while the invoice uses the
 * clamped value at once; on leaving the field the text shows the value actually used.
 */
function SettingNumberInput({
  id,
  value,
  normalise,
  onValue,
  describedBy,
  ...rest
}: {
  id: string;
  value: number;
  normalise: (value: number) => number;
  onValue: (value: number) => void;
  describedBy: string;
  min: number;
  max?: number;
  step: number | "any";
  inputMode: "decimal" | "numeric";
}) {
  const [text, setText] = useState(String(value));
  useEffect(() => {
    // The value changed from outside (a restored draft, Reset Invoice): show it.
    setText((current) =>
      normalise(Number(current === "" ? Number.NaN : current)) === value ? current : String(value),
    );
  }, [value, normalise]);
  return (
    <input
      id={id}
      type="number"
      value={text}
      aria-describedby={describedBy}
      onChange={(event) => {
        setText(event.target.value);
        const raw = event.target.value === "" ? Number.NaN : Number(event.target.value);
        onValue(normalise(raw));
      }}
      onBlur={() => setText(String(value))}
      {...rest}
    />
  );
}

/** "Customer & Settings": the document to make, the buyer, notes, SS, trade discount and rounding step. */
export function CustomerSettingsCard({
  kind,
  readiness,
  onChooseKind,
  series,
  buyer,
  book,
  onFocusWithin,
  onBuyerChange,
  settings,
  onChange,
}: CustomerSettingsCardProps) {
  const id = useId();
  return (
    <section className="calc-card calc-settings" aria-labelledby={`${id}-heading`} onFocus={onFocusWithin}>
      <h2 id={`${id}-heading`}>Customer &amp; Settings</h2>
      <DocumentChooser chosen={kind} readiness={readiness} onChoose={onChooseKind} series={series} />
      <BuyerFields buyer={buyer} book={book} onChange={onBuyerChange} />
      <div className="calc-field">
        <label htmlFor={`${id}-notes`}>Notes</label>
        <textarea
          id={`${id}-notes`}
          rows={3}
          value={settings.notes}
          onChange={(event) => onChange({ notes: event.target.value })}
        />
      </div>
      <div className="calc-field calc-checkbox">
        <input
          id={`${id}-ss`}
          type="checkbox"
          checked={settings.ss}
          aria-describedby={`${id}-ss-hint`}
          onChange={(event) => onChange({ ss: event.target.checked })}
        />
        <label htmlFor={`${id}-ss`}>SS (super stockist)</label>
        <p id={`${id}-ss-hint`} className="calc-hint">
          Distributor discount {SS_DISTRIBUTOR_DISCOUNT_PERCENT}% instead of {DISTRIBUTOR_DISCOUNT_PERCENT}%
          on non-oil items.
        </p>
      </div>
      <div className="calc-field-row">
        <div className="calc-field">
          <label htmlFor={`${id}-trade`}>Trade discount (%)</label>
          <SettingNumberInput
            id={`${id}-trade`}
            value={settings.tradeDiscountPercent}
            normalise={clampTradeDiscount}
            onValue={(tradeDiscountPercent) => onChange({ tradeDiscountPercent })}
            describedBy={`${id}-trade-hint`}
            min={0}
            max={100}
            step="any"
            inputMode="decimal"
          />
          <p id={`${id}-trade-hint`} className="calc-hint">
            0 to 100, after the distributor discount.
          </p>
        </div>
        <div className="calc-field">
          <label htmlFor={`${id}-rounding`}>Rounding step (₹)</label>
          <SettingNumberInput
            id={`${id}-rounding`}
            value={settings.roundingStep}
            normalise={normaliseRoundingStep}
            onValue={(roundingStep) => onChange({ roundingStep })}
            describedBy={`${id}-rounding-hint`}
            min={0}
            step={1}
            inputMode="numeric"
          />
          <p id={`${id}-rounding-hint`} className="calc-hint">
            Whole rupees; 0 for no rounding.
          </p>
        </div>
      </div>
    </section>
  );
}
