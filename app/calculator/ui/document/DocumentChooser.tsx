import { useId, type ReactNode } from "react";

import type { DocumentKind } from "~/calculator/documents/document-numbering";
import type { Readiness } from "~/calculator/documents/document-readiness";

interface DocumentChooserProps {
  chosen: DocumentKind;
  readiness: Readiness;
  onChoose: (kind: DocumentKind) => void;
  series: ReactNode;
}

const CHOICES: { kind: DocumentKind; label: string; hint: string }[] = [
  { kind: "quotation", label: "Quotation", hint: "prices and taxes, no GST registration needed" },
  {
    kind: "tax-invoice",
    label: "Tax invoice",
    hint: "complete for GST; the buyer can claim input tax credit",
  },
];

/**
 * Quotation or tax invoice. While a tax invoice cannot be issued, this says exactly what is missing and
 * that Save PDF and Print make a quotation until then.
 */
export function DocumentChooser({ chosen, readiness, onChoose, series }: DocumentChooserProps) {
  const id = useId();
  return (
    <fieldset className="calc-document-choice">
      <legend>Document</legend>
      <div className="calc-document-options">
        {CHOICES.map((choice) => (
          <div key={choice.kind} className="calc-radio">
            <input
              id={`${id}-${choice.kind}`}
              type="radio"
              name={`${id}-kind`}
              value={choice.kind}
              checked={chosen === choice.kind}
              aria-describedby={`${id}-${choice.kind}-hint`}
              onChange={() => onChoose(choice.kind)}
            />
            <label htmlFor={`${id}-${choice.kind}`}>{choice.label}</label>
            <p id={`${id}-${choice.kind}-hint`} className="calc-hint">
              {choice.hint}
            </p>
          </div>
        ))}
      </div>
      {series}
      <div role="status" className="calc-readiness">
        {readiness.missing.length > 0 ? (
          <>
            <p>
              <strong>A tax invoice cannot be issued yet.</strong> Save PDF and Print make a quotation until
              then. Missing:
            </p>
            <ul>
              {readiness.missing.map((problem) => (
                <li key={problem}>{problem}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </fieldset>
  );
}
