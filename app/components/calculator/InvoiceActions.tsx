import { useId, useState } from "react";
import { flushSync } from "react-dom";

import { documentFileName, type IssuedDocument } from "~/calculator/issued-documents";

import { StatusMessage } from "./StatusMessage";

interface InvoiceActionsProps {
  /** The document to save or print, numbered on its first use; throws when it cannot be kept. */
  issue: () => IssuedDocument;
  /** Set while the tax invoice the rep chose cannot be issued, so a quotation is made instead. */
  fallbackNote: string | null;
  /** An issued document is open: Reset gives way to going back to the draft. */
  onBack: (() => void) | null;
  onReset: () => void;
  /** Present while the last reset can still be undone. */
  onUndoReset: (() => void) | null;
}

type Message = { text: string; tone: "info" | "error" };

function documentLabel(document: IssuedDocument): string {
  return `${document.kind === "tax-invoice" ? "tax invoice" : "quotation"} ${document.number}`;
}

/**
 * Reset Invoice, Save PDF and Print. The document is numbered first (and rendered with its number,
 * which is why `issue` runs inside flushSync), then the PDF code is imported on the click, so jsPDF and
 * the font are not part of the page's JavaScript. If they fail to load or to draw, the print dialog
 * opens instead, where "Save as PDF" does the same job with the same layout.
 */
export function InvoiceActions({ issue, fallbackNote, onBack, onReset, onUndoReset }: InvoiceActionsProps) {
  const id = useId();
  const [message, setMessage] = useState<Message | null>(null);
  const [busy, setBusy] = useState(false);

  /** The document, or null after saying why there is none. */
  function prepare(): IssuedDocument | null {
    try {
      return flushSync(issue);
    } catch (error) {
      setMessage({ tone: "error", text: error instanceof Error ? error.message : String(error) });
      return null;
    }
  }

  const note = (text: string) => (fallbackNote ? `${text} ${fallbackNote}` : text);

  async function savePdf() {
    if (busy) return;
    const document = prepare();
    if (!document) return;
    setBusy(true);
    setMessage({ tone: "info", text: `Preparing ${documentFileName(document)}…` });
    try {
      const { saveDocumentPdf } = await import("~/calculator/pdf-document.client");
      const fileName = await saveDocumentPdf(document);
      setMessage({ tone: "info", text: note(`Saved ${documentLabel(document)} as ${fileName}.`) });
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

  function print() {
    const document = prepare();
    if (!document) return;
    setMessage({ tone: "info", text: note(`Printing ${documentLabel(document)}.`) });
    window.print();
  }

  return (
    <div className="calc-actions calc-no-print">
      <div className="calc-actions-buttons">
        {onBack ? (
          <button type="button" className="calc-button" onClick={onBack}>
            Back to the current invoice
          </button>
        ) : (
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
        )}
        <button
          type="button"
          className="calc-button calc-button-primary"
          aria-disabled={busy || undefined}
          onClick={savePdf}
        >
          {busy ? "Saving PDF…" : "Save PDF"}
        </button>
        <button type="button" className="calc-button calc-button-primary" onClick={print}>
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
