import { useState, type Dispatch } from "react";

import { newDraft, type InvoiceDraft } from "~/calculator/device/invoice-draft";
import { StatusMessage } from "~/calculator/ui/StatusMessage";
import type { CalculatorAction } from "~/calculator/ui/use-calculator";

/**
 * Reset Invoice, which clears the customer, notes, lines, SS and trade discount and sets the rounding
 * step to 1, and Undo reset. Undo is offered only while the fresh invoice is untouched, so an undo can
 * never throw away new work.
 */
export function ResetInvoice({
  draft,
  dispatch,
}: {
  draft: InvoiceDraft;
  dispatch: Dispatch<CalculatorAction>;
}) {
  // The invoice before the last Reset, and the fresh one that replaced it.
  const [reset, setReset] = useState<{ before: InvoiceDraft; after: InvoiceDraft } | null>(null);
  const [message, setMessage] = useState("");
  const canUndo = reset !== null && reset.after === draft;
  return (
    <div className="calc-reset calc-no-print">
      <div className="calc-reset-buttons">
        <button
          type="button"
          className="calc-button calc-button-danger"
          onClick={() => {
            const fresh = newDraft(Date.now());
            setReset({ before: draft, after: fresh });
            setMessage("Invoice reset. A new invoice has been started.");
            dispatch({ type: "replaceDraft", draft: fresh });
          }}
        >
          Reset Invoice
        </button>
        {canUndo ? (
          <button
            type="button"
            className="calc-button"
            onClick={() => {
              dispatch({ type: "replaceDraft", draft: reset.before });
              setReset(null);
              setMessage("The previous invoice is back.");
            }}
          >
            Undo reset
          </button>
        ) : null}
      </div>
      <StatusMessage>{message}</StatusMessage>
    </div>
  );
}
