import { useId, useState, type RefObject } from "react";

import { StatusMessage } from "./StatusMessage";

interface InvoiceActionsProps {
  invoiceRef: RefObject<HTMLElement>;
  invoiceNumber: string;
  onReset: () => void;
  /** Present while the last reset can still be undone. */
  onUndoReset: (() => void) | null;
}

/**
 * Reset Invoice, Save PDF and Print. The PDF libraries (jsPDF, html2canvas) are imported on the first
 * click only, so they are not part of the page's JavaScript; if they fail to load or to render, the
 * print dialog opens instead, where "Save as PDF" does the same job.
 */
export function InvoiceActions({ invoiceRef, invoiceNumber, onReset, onUndoReset }: InvoiceActionsProps) {
  const id = useId();
  const [message, setMessage] = useState<{ text: string; tone: "info" | "error" } | null>(null);
  const [busy, setBusy] = useState(false);

  async function savePdf() {
    const element = invoiceRef.current;
    if (busy || !element) return;
    const fileName = `invoice-${invoiceNumber}.pdf`;
    setBusy(true);
    setMessage({ tone: "info", text: `Preparing ${fileName}…` });
    try {
      const { saveInvoicePdf } = await import("~/calculator/pdf-export.client");
      await saveInvoicePdf(element, invoiceNumber);
      setMessage({ tone: "info", text: `Saved ${fileName}.` });
    } catch (error) {
      console.error("PDF export failed; falling back to printing", error);
      setMessage({
        tone: "error",
        text: "Could not create the PDF here, so the print dialog was opened: choose “Save as PDF” there.",
      });
      window.print();
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="calc-actions calc-no-print">
      <div className="calc-actions-buttons">
        <button
          type="button"
          className="calc-button calc-button-danger"
          onClick={() => {
            onReset();
            setMessage({ tone: "info", text: "Invoice reset. A new invoice has been started." });
          }}
        >
          Reset Invoice
        </button>
        <button
          type="button"
          className="calc-button calc-button-primary"
          aria-disabled={busy || undefined}
          onClick={savePdf}
        >
          {busy ? "Saving PDF…" : "Save PDF"}
        </button>
        <button
          type="button"
          className="calc-button calc-button-primary"
          onClick={() => {
            setMessage(null);
            window.print();
          }}
        >
          Print
        </button>
      </div>
      <div className="calc-actions-status">
        <StatusMessage id={`${id}-status`} tone={message?.tone}>
          {message?.text}
        </StatusMessage>
        {onUndoReset ? (
          <button
            type="button"
            className="calc-button calc-button-small"
            onClick={() => {
              onUndoReset();
              setMessage({ tone: "info", text: "The previous invoice is back." });
            }}
          >
            Undo reset
          </button>
        ) : null}
      </div>
    </div>
  );
}
