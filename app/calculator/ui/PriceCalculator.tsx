import { Suspense, lazy, memo, useCallback, useMemo, useRef, useState } from "react";

import type { InvoiceLine } from "~/calculator/arithmetic/invoice";
import { invoiceTotals } from "~/calculator/arithmetic/invoice-totals";
import { documentValue, type IssuedDocument } from "~/calculator/device/issued-documents";
import { ewayBillNeeded } from "~/calculator/documents/eway-bill";
import { missingHsnWarning } from "~/calculator/documents/hsn-check";
import type { PriceListItem } from "~/calculator/price-list/price-list-item";
import type { SellerConfig } from "~/calculator/seller-config";
import { BuyersPanel } from "~/calculator/ui/buyers/BuyersPanel";
import { DeviceFilesPanel } from "~/calculator/ui/device/DeviceFilesPanel";
import {
  perform,
  type DocumentAction,
  type DocumentPanelHandle,
} from "~/calculator/ui/document/document-action";
import { DraftsPanel } from "~/calculator/ui/drafts/DraftsPanel";
import { AddLineItemCard } from "~/calculator/ui/lines/AddLineItemCard";
import { LineCards } from "~/calculator/ui/lines/LineCards";
import { OfficePanel } from "~/calculator/ui/office/OfficePanel";
import { formatINR } from "~/money/money";

import { BottomBar, type BarMessage } from "./BottomBar";
import { LiveClock } from "./LiveClock";
import { loadOnDemand } from "./load-on-demand";
import { PriceListPanel } from "./PriceListPanel";
import { PunarvanaLogo } from "./PunarvanaLogo";
import { StatusMessage } from "./StatusMessage";
import { useCalculator } from "./use-calculator";
import { useOffline } from "./use-offline";
import { useWideLayout } from "./use-wide-layout";

/** The customer's side (Customer & Settings, the document, issued documents), loaded when first shown. */
const DocumentPanel = lazy(() => loadOnDemand().then((parts) => ({ default: parts.DocumentPanel })));
const DraftNotices = lazy(() => loadOnDemand().then((parts) => ({ default: parts.DraftNotices })));

/**
 * The wholesale calculator (docs/calculator.md), phone first: the price list and the drafts folded
 * into two disclosures, Add Line Item with a preview, the lines as cards, the customer's side on
 * request, and a bar fixed to the bottom with the rounded total, Save PDF and Print. On a wide screen:
 * two columns and the document with its table, as on paper.
 */
interface PriceCalculatorProps {
  pageLoadedAt: number;
  /** The calculator's own brand (SITE_CALCULATOR_BRAND), on its header and documents. */
  brand: string;
  seller: SellerConfig;
  /** The built-in (fallback) price list. */
  builtInList: readonly PriceListItem[];
}

/**
 * Memoised: the router renders the page again whenever it learns routes (the links' route discovery,
 * after the page starts), with the same loader data; the calculator is not rendered again for that.
 */
export const PriceCalculator = memo(function PriceCalculator({
  pageLoadedAt,
  brand,
  seller,
  builtInList,
}: PriceCalculatorProps) {
  const [storageProblem, setStorageProblem] = useState(false);
  const { state, items, dispatch, drafts } = useCalculator(
    pageLoadedAt,
    builtInList,
    useCallback(() => setStorageProblem(true), []),
  );
  const { draft } = state;
  const offline = useOffline();
  const wide = useWideLayout();

  const [documentAsked, setDocumentAsked] = useState(false);
  const showDocument = wide || documentAsked;
  const documentPanel = useRef<DocumentPanelHandle>(null);
  const [pending, setPending] = useState<DocumentAction | null>(null);
  const clearPending = useCallback(() => setPending(null), []);
  const [barMessage, setBarMessage] = useState<BarMessage | null>(null);
  const [busy, setBusy] = useState(false);
  const [viewing, setViewing] = useState<IssuedDocument | null>(null);

  const invoiceRef = useRef<HTMLElement>(null);
  const workspaceRef = useRef<HTMLDivElement>(null);
  const [lineMessage, setLineMessage] = useState("");

  const shown = viewing ?? draft;
  const totals = useMemo(() => invoiceTotals(shown.lines, shown.settings), [shown.lines, shown.settings]);
  const ewayBillThreshold = viewing ? (viewing.seller.ewayBillThreshold ?? null) : seller.ewayBillThreshold;

  const notices = [
    ewayBillNeeded(shown.kind, totals.roundedTotal, ewayBillThreshold)
      ? `An e-way bill is needed before these goods move: this tax invoice is over ${formatINR(ewayBillThreshold!)}. The document has a line for its number.`
      : null,
    // An issued document is given again as it was: only the draft can still be put right.
    viewing ? null : missingHsnWarning(draft.kind, draft.lines),
  ].filter((notice) => notice !== null);

  const focusInvoiceHeading = () =>
    window.requestAnimationFrame(() => invoiceRef.current?.querySelector<HTMLElement>("h2")?.focus());

  function act(action: DocumentAction) {
    const panel = documentPanel.current;
    if (!panel) {
      // The document's code is not loaded yet (a phone): show it, then do what was asked.
      setDocumentAsked(true);
      setPending(action);
    } else perform(panel, action);
  }

  // The same function for the page's life, so the line cards are not rendered again on every keystroke.
  const removeLine = useCallback(
    (line: InvoiceLine, index: number) => {
      dispatch({ type: "removeLine", id: line.id });
      setLineMessage(`Removed ${line.name}.`);
      // Keep the keyboard where it was: on the next line's Remove button, else the Add Line Item heading.
      window.requestAnimationFrame(() => {
        const buttons = [
          ...(workspaceRef.current?.querySelectorAll<HTMLElement>("[data-remove]") ?? []),
        ].filter((button) => button.offsetParent !== null);
        const next = buttons[Math.min(index, buttons.length - 1)];
        if (next) next.focus();
        else workspaceRef.current?.querySelector<HTMLElement>("h2")?.focus();
      });
    },
    [dispatch],
  );

  return (
    <div className="calc">
      <div className="calc-topbar">
        <div className="calc-brand">
          <PunarvanaLogo size={44} />
          <div>
            <p className="calc-brand-name">{brand}</p>
            <h1 className="calc-title">Wholesale Price Calculator</h1>
          </div>
          <LiveClock initial={pageLoadedAt} />
        </div>
        <noscript>
          <p className="calc-noscript">
            The wholesale calculator needs JavaScript. Please turn JavaScript on in your browser, then reload
            this page.
          </p>
          {/* Without JavaScript the controls would do nothing, so they are not shown at all. */}
          <style>{".calc-needs-js{display:none}"}</style>
        </noscript>
        <div className="calc-needs-js calc-network" role="status">
          {offline.updated ? <p>The calculator has been updated to the latest version.</p> : null}
          {offline.online ? null : <p>Offline: the calculator works from this device.</p>}
        </div>
      </div>

      <div className="calc-needs-js calc-body">
        <div className="calc-panels">
          <PriceListPanel
            list={state.list}
            count={items.length}
            onChoose={(list) => dispatch({ type: "chooseList", list })}
          />
          <DraftsPanel drafts={drafts} />
          <DeviceFilesPanel
            seller={seller}
            onRestored={({ summary, priceList }) => {
              // The restored drafts join the list; a restored price list is the one in use.
              drafts.refresh();
              if (summary.priceListRestored) dispatch({ type: "chooseList", list: priceList });
            }}
          />
          <BuyersPanel seller={seller} />
          <OfficePanel seller={seller} />
        </div>

        {storageProblem ? (
          <p className="calc-warning">
            This browser is not keeping the draft: it will be lost on reload. Save a PDF before leaving the
            page.
          </p>
        ) : null}
        <div role="status" className="calc-draft-notice-region">
          {drafts.conflict ? (
            <Suspense fallback={null}>
              <DraftNotices drafts={drafts} />
            </Suspense>
          ) : null}
        </div>

        <div className="calc-workspace" ref={workspaceRef}>
          {viewing ? null : (
            <>
              <AddLineItemCard
                items={items}
                entry={draft.entry}
                onEntryChange={(entry) => dispatch({ type: "editEntry", entry })}
                onEntryReplace={(entry) => dispatch({ type: "replaceEntry", entry })}
                onAdd={(line, entry) => {
                  dispatch({ type: "addLine", line, entry });
                  setLineMessage("");
                }}
              />
              <LineCards lines={draft.lines} settings={draft.settings} onRemove={removeLine} />
            </>
          )}

          {showDocument ? (
            <Suspense fallback={<p className="calc-loading">Loading the document…</p>}>
              <DocumentPanel
                ref={documentPanel}
                draft={draft}
                dispatch={dispatch}
                seller={seller}
                brand={brand}
                viewing={viewing}
                onView={(document) => {
                  setViewing(document);
                  setBarMessage(null);
                  focusInvoiceHeading();
                }}
                editable={
                  wide ? { lines: draft.lines, settings: draft.settings, onRemove: removeLine } : null
                }
                pending={pending}
                onPendingDone={clearPending}
                onMessage={setBarMessage}
                onBusy={setBusy}
                invoiceRef={invoiceRef}
              />
            </Suspense>
          ) : (
            <section className="calc-card calc-document-toggle" aria-label="Customer and document">
              <p>
                {draft.kind === "tax-invoice" ? "Tax invoice" : "Quotation"} for{" "}
                <strong>{draft.buyer.name.trim() || "no customer yet"}</strong>
              </p>
              <button type="button" className="calc-button" onClick={() => setDocumentAsked(true)}>
                Customer, settings and document
              </button>
            </section>
          )}

          <div className="calc-line-status calc-no-print">
            <StatusMessage>{lineMessage}</StatusMessage>
          </div>
        </div>

        <BottomBar
          lineCount={viewing?.note ? viewing.note.lines.length : shown.lines.length}
          roundedTotal={viewing ? documentValue(viewing) : totals.roundedTotal}
          busy={busy}
          message={barMessage}
          notices={notices}
          onAction={act}
        />
      </div>
    </div>
  );
});
