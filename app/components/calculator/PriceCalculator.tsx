import { useCallback, useMemo, useRef, useState } from "react";

import type { InvoiceLine } from "~/calculator/invoice";
import { newDraft, type InvoiceDraft } from "~/calculator/invoice-draft";
import { sellerSetup } from "~/calculator/parties";
import { useSiteConfig } from "~/components/use-site-config";
import type { SellerConfig } from "~/content/site-config";

import { AddLineItemCard } from "./AddLineItemCard";
import { CustomerSettingsCard } from "./CustomerSettingsCard";
import { InvoiceActions } from "./InvoiceActions";
import { InvoiceCard } from "./InvoiceCard";
import { IssuedDocumentsList } from "./IssuedDocumentsList";
import { LiveClock } from "./LiveClock";
import { PriceListControls } from "./PriceListControls";
import { PunarvanaLogo } from "./PunarvanaLogo";
import { StatusMessage } from "./StatusMessage";
import { useCalculator } from "./use-calculator";
import { useDocument } from "./use-document";

/**
 * The wholesale calculator (docs/calculator.md): branded top bar with the price-list controls, the Add
 * Line Item and Customer & Settings cards, the document (quotation or tax invoice) with its actions, and
 * the documents issued on this device.
 */
export function PriceCalculator({ pageLoadedAt, seller }: { pageLoadedAt: number; seller: SellerConfig }) {
  const brand = useSiteConfig().calculatorBrand;
  const setup = useMemo(() => sellerSetup(seller), [seller]);
  const [storageProblem, setStorageProblem] = useState(false);
  const [state, items, dispatch] = useCalculator(
    pageLoadedAt,
    useCallback(() => setStorageProblem(true), []),
  );
  const document = useDocument({ draft: state.draft, dispatch, brand, setup, today: pageLoadedAt });
  const invoiceRef = useRef<HTMLElement>(null);
  const [lineMessage, setLineMessage] = useState("");
  // The invoice before the last Reset, and the fresh one that replaced it: Undo is offered only while
  // the fresh invoice is untouched, so an undo can never throw away new work.
  const [reset, setReset] = useState<{ before: InvoiceDraft; after: InvoiceDraft } | null>(null);
  const canUndoReset = reset !== null && reset.after === state.draft;

  const focusInvoiceHeading = () =>
    window.requestAnimationFrame(() => invoiceRef.current?.querySelector<HTMLElement>("h2")?.focus());

  function removeLine(line: InvoiceLine, index: number) {
    dispatch({ type: "removeLine", id: line.id });
    setLineMessage(`Removed ${line.name}.`);
    // Keep the keyboard where it was: on the next line's Remove button, else the invoice heading.
    window.requestAnimationFrame(() => {
      const invoice = invoiceRef.current;
      const buttons = invoice?.querySelectorAll<HTMLButtonElement>("tbody button");
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      if (next) next.focus();
      else invoice?.querySelector<HTMLElement>("h2")?.focus();
    });
  }

  const viewing = document.viewing;
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
        <div className="calc-needs-js">
          <PriceListControls
            list={state.list}
            count={items.length}
            onUseFallback={() => dispatch({ type: "useFallback" })}
            onClear={() => dispatch({ type: "clearProducts" })}
            onLoad={(fileName, items) => dispatch({ type: "loadList", fileName, items })}
          />
        </div>
      </div>

      <div className="calc-needs-js calc-body">
        {storageProblem ? (
          <p className="calc-warning">
            This browser is not keeping the draft: it will be lost on reload. Save a PDF before leaving the
            page.
          </p>
        ) : null}

        {viewing ? (
          <p className="calc-viewing calc-no-print">
            You are looking at {viewing.kind === "tax-invoice" ? "tax invoice" : "quotation"} {viewing.number}{" "}
            as it was issued. Save PDF and Print give it again, unchanged.
          </p>
        ) : (
          <div className="calc-cards">
            <AddLineItemCard
              items={items}
              entry={state.draft.entry}
              onEntryChange={(entry) => dispatch({ type: "editEntry", entry })}
              onEntryReplace={(entry) => dispatch({ type: "replaceEntry", entry })}
              onAdd={(line, entry) => {
                dispatch({ type: "addLine", line, entry });
                setLineMessage("");
              }}
            />
            <CustomerSettingsCard
              kind={state.draft.kind}
              readiness={document.readiness}
              onChooseKind={(kind) => dispatch({ type: "chooseKind", kind })}
              buyer={state.draft.buyer}
              onBuyerChange={(buyer) => dispatch({ type: "editBuyer", buyer })}
              settings={state.draft.settings}
              onChange={(settings) => dispatch({ type: "editSettings", settings })}
            />
          </div>
        )}

        <InvoiceCard
          ref={invoiceRef}
          view={document.view}
          editable={
            viewing
              ? null
              : { lines: state.draft.lines, settings: state.draft.settings, onRemove: removeLine }
          }
        />
        <div className="calc-no-print">
          <StatusMessage>{lineMessage}</StatusMessage>
        </div>

        <InvoiceActions
          // A fresh status line for each document looked at.
          key={viewing?.number ?? "draft"}
          issue={document.issue}
          fallbackNote={
            !viewing && document.readiness.missing.length > 0
              ? "A tax invoice cannot be issued yet: see Document above for what is missing."
              : null
          }
          onBack={
            viewing
              ? () => {
                  document.close();
                  focusInvoiceHeading();
                }
              : null
          }
          onReset={() => {
            const fresh = newDraft(Date.now());
            setReset({ before: state.draft, after: fresh });
            setLineMessage("");
            dispatch({ type: "replaceDraft", draft: fresh });
          }}
          onUndoReset={
            canUndoReset && !viewing
              ? () => {
                  dispatch({ type: "replaceDraft", draft: reset.before });
                  setReset(null);
                }
              : null
          }
        />

        <IssuedDocumentsList
          documents={document.documents}
          openNumber={viewing?.number ?? null}
          onOpen={(issuedDocument) => {
            document.open(issuedDocument);
            focusInvoiceHeading();
          }}
        />
      </div>
    </div>
  );
}
