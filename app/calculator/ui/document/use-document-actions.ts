import { useCallback, useMemo, useRef } from "react";
import { flushSync } from "react-dom";

import { documentFileName, type IssuedDocument } from "~/calculator/device/issued-documents";

import type { BarMessage } from "~/calculator/ui/BottomBar";

/** What was done, and why it is a quotation when the rep chose a tax invoice that cannot be issued yet. */
function withNote(text: string, fallbackNote: string | null): string {
  return fallbackNote ? `${text} ${fallbackNote}` : text;
}

function documentLabel(document: IssuedDocument): string {
  return `${document.kind === "tax-invoice" ? "tax invoice" : "quotation"} ${document.number}`;
}

/**
 * Save PDF and Print. The document is numbered first (and rendered with its number, which is why `issue`
 * runs inside flushSync), then the PDF code is imported on the click, so jsPDF and the font are not part
 * of the page's JavaScript. If they fail to load or to draw, the print dialog opens instead, where
 * "Save as PDF" does the same job with the same layout.
 */
export function useDocumentActions(options: {
  /** The document to save or print, numbered on its first use; throws when it cannot be kept. */
  issue: () => IssuedDocument;
  /** Resolves true once the device has a series code (asking the rep for one if need be). */
  ensureSeriesCode: () => Promise<boolean>;
  /** Set while the tax invoice the rep chose cannot be issued, so a quotation is made instead. */
  fallbackNote: string | null;
  onMessage: (message: BarMessage) => void;
  onBusy: (busy: boolean) => void;
}) {
  const latest = useRef(options);
  latest.current = options;
  const busy = useRef(false);

  /** The document, or null after saying why there is none. */
  const prepare = useCallback(async (): Promise<IssuedDocument | null> => {
    if (!(await latest.current.ensureSeriesCode())) {
      latest.current.onMessage({
        tone: "error",
        text: "Nothing was numbered: this device needs its series code first.",
      });
      return null;
    }
    try {
      return flushSync(latest.current.issue);
    } catch (error) {
      latest.current.onMessage({
        tone: "error",
        text: error instanceof Error ? error.message : String(error),
      });
      return null;
    }
  }, []);

  const savePdf = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    const document = await prepare();
    if (!document) {
      busy.current = false;
      return;
    }
    const { onMessage, onBusy } = latest.current;
    onBusy(true);
    onMessage({ tone: "info", text: `Preparing ${documentFileName(document)}…` });
    try {
      const { saveDocumentPdf } = await import("~/calculator/pdf/pdf-document.client");
      const fileName = await saveDocumentPdf(document);
      const text = withNote(`Saved ${documentLabel(document)} as ${fileName}.`, latest.current.fallbackNote);
      onMessage({ tone: "info", text });
    } catch (error) {
      console.error("PDF export failed; falling back to printing", error);
      onMessage({
        tone: "error",
        text: "Could not create the PDF here, so the print dialog was opened: choose “Save as PDF” there.",
      });
      window.print();
    } finally {
      busy.current = false;
      latest.current.onBusy(false);
    }
  }, [prepare]);

  const print = useCallback(async () => {
    const document = await prepare();
    if (!document) return;
    const text = withNote(`Printing ${documentLabel(document)}.`, latest.current.fallbackNote);
    latest.current.onMessage({ tone: "info", text });
    window.print();
  }, [prepare]);

  return useMemo(() => ({ savePdf, print }), [savePdf, print]);
}
