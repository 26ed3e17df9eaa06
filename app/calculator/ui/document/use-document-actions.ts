import { useCallback, useMemo, useRef } from "react";

import { documentFileName, documentValue, type IssuedDocument } from "~/calculator/device/issued-documents";
import { KIND_NAMES, kindLabel } from "~/calculator/documents/document-numbering";
import type { BarMessage } from "~/calculator/ui/BottomBar";
import { formatINR } from "~/money/money";

import { shareOrSave } from "./share-files";

/** What was done, and why it is a quotation when the rep chose a tax invoice that cannot be issued yet. */
function withNote(text: string, fallbackNote: string | null): string {
  return fallbackNote ? `${text} ${fallbackNote}` : text;
}

function documentLabel(document: IssuedDocument): string {
  return `${KIND_NAMES[document.kind]} ${document.number}`;
}

/** The share sheet's title and message: what the document is, from whom, for how much. */
function shareMessage(document: IssuedDocument): { title: string; text: string } {
  const title = `${kindLabel(document.kind)} ${document.number}`;
  const total = formatINR(documentValue(document));
  return { title, text: `${title} from ${document.seller.legalName}: ${total}` };
}

const CANNOT_SHARE = "This browser cannot share files here, so";

/**
 * Save PDF, Print, Share and Share as picture. The document is numbered first (and rendered with its
 * number, which is why `issue` runs inside flushSync), so sharing issues exactly what saving does: the
 * same document, number and bytes. The PDF and picture code is imported on the click, so jsPDF,
 * html2canvas, the QR library and the font are not part of the page's JavaScript. If the PDF cannot be
 * made, the print dialog opens instead, where "Save as PDF" does the same job with the same layout.
 */
export function useDocumentActions(options: {
  /** The document to save or print, numbered on its first use and shown; throws when it cannot be kept. */
  issue: () => Promise<IssuedDocument>;
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
      return await latest.current.issue();
    } catch (error) {
      latest.current.onMessage({
        tone: "error",
        text: error instanceof Error ? error.message : String(error),
      });
      return null;
    }
  }, []);

  /** One action at a time: the bar shows it is busy, and what it did (or why not) when done. */
  const run = useCallback(
    async (
      preparing: (document: IssuedDocument) => string,
      work: (document: IssuedDocument) => Promise<string>,
      failed: (error: unknown) => void,
    ) => {
      if (busy.current) return;
      busy.current = true;
      const document = await prepare();
      if (!document) {
        busy.current = false;
        return;
      }
      const { onMessage, onBusy } = latest.current;
      onBusy(true);
      onMessage({ tone: "info", text: preparing(document) });
      try {
        const text = await work(document);
        onMessage({ tone: "info", text: withNote(text, latest.current.fallbackNote) });
      } catch (error) {
        failed(error);
      } finally {
        busy.current = false;
        latest.current.onBusy(false);
      }
    },
    [prepare],
  );

  const printInstead = useCallback((error: unknown) => {
    console.error("PDF export failed; falling back to printing", error);
    latest.current.onMessage({
      tone: "error",
      text: "Could not create the PDF here, so the print dialog was opened: choose “Save as PDF” there.",
    });
    window.print();
  }, []);

  const savePdf = useCallback(
    () =>
      run(
        (document) => `Preparing ${documentFileName(document)}…`,
        async (document) => {
          const { saveDocumentPdf } = await import("~/calculator/pdf/pdf-document.client");
          const fileName = await saveDocumentPdf(document);
          return `Saved ${documentLabel(document)} as ${fileName}.`;
        },
        printInstead,
      ),
    [run, printInstead],
  );

  const share = useCallback(
    () =>
      run(
        (document) => `Preparing ${documentFileName(document)} to share…`,
        async (document) => {
          const { documentPdfFile } = await import("~/calculator/pdf/pdf-document.client");
          const file = await documentPdfFile(document);
          const outcome = await shareOrSave([file], shareMessage(document));
          const label = documentLabel(document);
          if (outcome === "shared") return `Shared ${label} as ${file.name}.`;
          if (outcome === "cancelled") return `Sharing ${label} was cancelled.`;
          return `${CANNOT_SHARE} ${label} was saved as ${file.name}.`;
        },
        printInstead,
      ),
    [run, printInstead],
  );

  const sharePicture = useCallback(
    () =>
      run(
        (document) => `Drawing ${documentLabel(document)} as a picture…`,
        async (document) => {
          const { documentPictureFiles } = await import("./document-picture.client");
          const files = await documentPictureFiles(document);
          const outcome = await shareOrSave(files, shareMessage(document));
          const label = documentLabel(document);
          const pictures = files.length === 1 ? "a picture" : `${files.length} pictures`;
          if (outcome === "shared") return `Shared ${label} as ${pictures}.`;
          if (outcome === "cancelled") return `Sharing ${label} was cancelled.`;
          return `${CANNOT_SHARE} ${label} was saved as ${files.map((file) => file.name).join(", ")}.`;
        },
        (error) => {
          console.error("The picture could not be made", error);
          latest.current.onMessage({
            tone: "error",
            text: "Could not draw the document as a picture here: use Share or Save PDF instead.",
          });
        },
      ),
    [run],
  );

  const print = useCallback(async () => {
    const document = await prepare();
    if (!document) return;
    const text = withNote(`Printing ${documentLabel(document)}.`, latest.current.fallbackNote);
    latest.current.onMessage({ tone: "info", text });
    window.print();
  }, [prepare]);

  return useMemo(() => ({ savePdf, print, share, sharePicture }), [savePdf, print, share, sharePicture]);
}
