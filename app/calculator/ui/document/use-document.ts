import { useCallback, useEffect, useMemo, useState, type Dispatch } from "react";
import { flushSync } from "react-dom";

import type { InvoiceDraft } from "~/calculator/device/invoice-draft";
import { sameContent, type DocumentContent, type IssuedDocument } from "~/calculator/device/issued-documents";
import { documentReadiness } from "~/calculator/documents/document-readiness";
import { documentView } from "~/calculator/documents/document-view";
import type { SellerSetup } from "~/calculator/documents/parties";
import { issuedDocumentView } from "~/calculator/notes/note-view";
import type { CalculatorAction } from "~/calculator/ui/use-calculator";

import { useIssuedDocuments } from "./use-issued-documents";

/**
 * The document on the screen: the draft as the quotation or tax invoice it would make now, or the issued
 * document being looked at. `issue()` gives the document to save or print, numbering it the first time
 * (docs/calculator.md, "Numbering").
 */
export function useDocument(options: {
  draft: InvoiceDraft;
  dispatch: Dispatch<CalculatorAction>;
  brand: string;
  setup: SellerSetup;
  /** The date a document not yet issued shows. */
  today: number;
  /** An issued document opened from the list, shown instead of the draft. */
  viewing: IssuedDocument | null;
}) {
  const { draft, dispatch, brand, setup, today } = options;
  const issued = useIssuedDocuments();
  const { find, version } = issued;

  // The opened document as stored now (it may have been cancelled since it was opened), and the
  // document the draft issued last: both read again whenever documents change.
  const [storedViewing, setStoredViewing] = useState<IssuedDocument | null>(null);
  const [lastIssued, setLastIssued] = useState<IssuedDocument | null>(null);
  const viewingNumber = options.viewing?.number ?? null;
  useEffect(() => {
    let current = true;
    if (viewingNumber) void find(viewingNumber).then((document) => current && setStoredViewing(document));
    return () => {
      current = false;
    };
  }, [viewingNumber, version, find]);
  useEffect(() => {
    let current = true;
    if (draft.issuedNumber)
      void find(draft.issuedNumber).then((document) => current && setLastIssued(document));
    return () => {
      current = false;
    };
  }, [draft.issuedNumber, version, find]);

  const viewing =
    options.viewing && storedViewing?.number === options.viewing.number ? storedViewing : options.viewing;

  const readiness = documentReadiness({
    chosen: draft.kind,
    sellerProblems: setup.problems,
    buyer: draft.buyer,
    lineCount: draft.lines.length,
    storageAvailable: issued.storageAvailable,
  });
  const content = useMemo<DocumentContent>(
    () => ({
      kind: readiness.kind,
      brand,
      seller: setup.seller,
      buyer: draft.buyer,
      settings: draft.settings,
      lines: draft.lines,
    }),
    [readiness.kind, brand, setup.seller, draft.buyer, draft.settings, draft.lines],
  );
  // The draft's document as issued, while nothing has changed since.
  const current = useMemo(
    () =>
      lastIssued &&
      lastIssued.number === draft.issuedNumber &&
      !lastIssued.cancelled &&
      sameContent(lastIssued, content)
        ? lastIssued
        : null,
    [lastIssued, draft.issuedNumber, content],
  );
  const view = useMemo(
    () =>
      viewing
        ? issuedDocumentView(viewing)
        : documentView(content, { number: current?.number ?? null, date: current?.issuedAt ?? today }),
    [viewing, content, current, today],
  );

  const { issue: issueStored } = issued;
  /** Numbers and stores the document, then shows it with its number (at once, for a print). */
  const issue = useCallback(async (): Promise<IssuedDocument> => {
    if (viewing) return viewing;
    const document = await issueStored({
      content,
      previousNumber: draft.issuedNumber,
      invoicePrefix: setup.invoicePrefix,
    });
    flushSync(() => {
      setLastIssued(document);
      if (document.number !== draft.issuedNumber) dispatch({ type: "markIssued", number: document.number });
    });
    return document;
  }, [viewing, issueStored, content, draft.issuedNumber, setup.invoicePrefix, dispatch]);

  return {
    view,
    readiness,
    issue,
    version,
    visitDocuments: issued.visitDocuments,
    storageAvailable: issued.storageAvailable,
    seriesCode: issued.seriesCode,
    currentSeriesCode: issued.currentSeriesCode,
    codeChangeable: issued.codeChangeable,
    setSeriesCode: issued.setSeriesCode,
    cancel: issued.cancel,
    issueNote: issued.issueNote,
  };
}
