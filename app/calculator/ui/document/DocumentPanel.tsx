import {
  forwardRef,
  useCallback,
  useEffect,
  useImperativeHandle,
  useMemo,
  useRef,
  useState,
  type Dispatch,
} from "react";

import type { InvoiceDraft } from "~/calculator/device/invoice-draft";
import type { IssuedDocument } from "~/calculator/device/issued-documents";
import { KIND_NAMES } from "~/calculator/documents/document-numbering";
import { sellerSetup } from "~/calculator/documents/parties";
import type { SellerConfig } from "~/calculator/seller-config";
import type { BarMessage } from "~/calculator/ui/BottomBar";
import type { CalculatorAction } from "~/calculator/ui/use-calculator";

import { CustomerSettingsCard } from "./CustomerSettingsCard";
import { perform, type DocumentAction, type DocumentPanelHandle } from "./document-action";
import { InvoiceCard, type EditableLines } from "./InvoiceCard";
import { IssuedDocumentsList } from "./IssuedDocumentsList";
import { ResetInvoice } from "./ResetInvoice";
import { SeriesCodeDialog } from "./SeriesCodeDialog";
import { SeriesCodeLine } from "./SeriesCodeLine";
import { useBuyerBook } from "./use-buyer-book";
import { useDocument } from "./use-document";
import { useDocumentActions } from "./use-document-actions";

interface DocumentPanelProps {
  draft: InvoiceDraft;
  dispatch: Dispatch<CalculatorAction>;
  seller: SellerConfig;
  brand: string;
  /** An issued document opened from the list, shown instead of the draft. */
  viewing: IssuedDocument | null;
  /** Opens an issued document, or (null) goes back to the draft. */
  onView: (document: IssuedDocument | null) => void;
  /** The draft's lines with Remove and the rep's aids in the table (the wide layout); null on a phone. */
  editable: EditableLines | null;
  /** Save PDF or Print asked for before this panel had loaded: done once it has. */
  pending: DocumentAction | null;
  onPendingDone: () => void;
  onMessage: (message: BarMessage) => void;
  onBusy: (busy: boolean) => void;
  invoiceRef: React.Ref<HTMLElement>;
}

/**
 * The customer's side of the calculator, loaded when it is first shown (at once on a wide screen, on
 * request on a phone): Customer & Settings, the document as it will be saved or printed, Reset Invoice,
 * and the documents issued on this device; and what Save PDF and Print do. Its elements take their places in
 * the page's grid themselves (the wrapper has `display: contents`).
 */
const DocumentPanel = forwardRef<DocumentPanelHandle, DocumentPanelProps>(function DocumentPanel(props, ref) {
  const { draft, dispatch, seller, brand, viewing, pending, onPendingDone } = props;
  // Dated from the clock, not the page (a page kept for offline use was served on an earlier day). The
  // panel is only ever rendered in the browser, after the page has hydrated.
  const [today] = useState(() => Date.now());
  const setup = useMemo(() => sellerSetup(seller), [seller]);
  const document = useDocument({ draft, dispatch, brand, setup, today, viewing });
  const [bookWanted, setBookWanted] = useState(false);
  const book = useBuyerBook(document.version, document.visitDocuments, bookWanted);

  // The series code dialog: opened by Change, or by a Save PDF or Print waiting for a code.
  const [askingCode, setAskingCode] = useState(false);
  const waitingForCode = useRef<((saved: boolean) => void) | null>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const { seriesCode, currentSeriesCode } = document;
  const ensureSeriesCode = useCallback(async (): Promise<boolean> => {
    if ((await currentSeriesCode()) !== null) return true;
    return new Promise<boolean>((resolve) => {
      waitingForCode.current = resolve;
      setAskingCode(true);
    });
  }, [currentSeriesCode]);
  const closeCodeDialog = (saved: boolean) => {
    setAskingCode(false);
    const waiting = waitingForCode.current;
    waitingForCode.current = null;
    if (waiting) waiting(saved);
    else window.requestAnimationFrame(() => changeButton.current?.focus());
  };

  const actions = useDocumentActions({
    ensureSeriesCode,
    issue: document.issue,
    fallbackNote:
      !viewing && document.readiness.missing.length > 0
        ? "A tax invoice cannot be issued yet: see Document under Customer & Settings for what is missing."
        : null,
    onMessage: props.onMessage,
    onBusy: props.onBusy,
  });
  useImperativeHandle(ref, () => actions, [actions]);

  useEffect(() => {
    if (!pending) return;
    onPendingDone();
    perform(actions, pending);
  }, [pending, onPendingDone, actions]);

  return (
    <div className="calc-document-panel">
      {viewing ? (
        <div className="calc-viewing calc-no-print">
          <p>
            You are looking at {KIND_NAMES[viewing.kind]} {viewing.number} as it was issued
            {viewing.cancelled ? ", since cancelled" : ""}. Save PDF and Print give it again
            {viewing.cancelled ? ", marked CANCELLED" : ", unchanged"}.
          </p>
          <button type="button" className="calc-button" onClick={() => props.onView(null)}>
            Back to the current invoice
          </button>
        </div>
      ) : (
        <CustomerSettingsCard
          kind={draft.kind}
          readiness={document.readiness}
          onChooseKind={(kind) => dispatch({ type: "chooseKind", kind })}
          series={
            <SeriesCodeLine
              code={seriesCode}
              changeable={document.codeChangeable}
              onChange={() => setAskingCode(true)}
              buttonRef={changeButton}
            />
          }
          buyer={draft.buyer}
          book={book}
          onFocusWithin={() => setBookWanted(true)}
          onBuyerChange={(buyer) => dispatch({ type: "editBuyer", buyer })}
          settings={draft.settings}
          onChange={(settings) => dispatch({ type: "editSettings", settings })}
        />
      )}
      <InvoiceCard ref={props.invoiceRef} view={document.view} editable={viewing ? null : props.editable} />
      {viewing ? null : <ResetInvoice draft={draft} dispatch={dispatch} />}
      <IssuedDocumentsList
        version={document.version}
        visitDocuments={document.storageAvailable ? null : document.visitDocuments}
        openNumber={viewing?.number ?? null}
        onOpen={props.onView}
        onCancel={document.cancel}
        onIssueNote={document.issueNote}
        seller={seller}
      />
      {askingCode ? (
        <SeriesCodeDialog
          current={seriesCode}
          invoicePrefix={setup.invoicePrefix}
          onSubmit={(typed) => document.setSeriesCode(typed, setup.invoicePrefix)}
          onClose={closeCodeDialog}
        />
      ) : null}
    </div>
  );
});

export default DocumentPanel;
