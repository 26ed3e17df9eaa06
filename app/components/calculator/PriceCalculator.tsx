import { useCallback, useRef, useState } from "react";

import type { InvoiceLine } from "~/calculator/invoice";
import { newDraft, type InvoiceDraft } from "~/calculator/invoice-draft";

import { AddLineItemCard } from "./AddLineItemCard";
import { CustomerSettingsCard } from "./CustomerSettingsCard";
import { InvoiceActions } from "./InvoiceActions";
import { InvoiceCard } from "./InvoiceCard";
import { LiveClock } from "./LiveClock";
import { PriceListControls } from "./PriceListControls";
import { PunarvanaLogo } from "./PunarvanaLogo";
import { StatusMessage } from "./StatusMessage";
import { useCalculator } from "./use-calculator";

/**
 * The wholesale calculator (spec §2 "Calculator", issue 7): branded top bar with the price-list
 * controls, the Add Line Item and Customer & Settings cards, the invoice and its actions.
 */
export function PriceCalculator({ pageLoadedAt }: { pageLoadedAt: number }) {
  const [storageProblem, setStorageProblem] = useState(false);
  const [state, items, dispatch] = useCalculator(
    pageLoadedAt,
    useCallback(() => setStorageProblem(true), []),
  );
  const invoiceRef = useRef<HTMLElement>(null);
  const [lineMessage, setLineMessage] = useState("");
  // The invoice before the last Reset, and the fresh one that replaced it: Undo is offered only while
  // the fresh invoice is untouched, so an undo can never throw away new work.
  const [reset, setReset] = useState<{ before: InvoiceDraft; after: InvoiceDraft } | null>(null);
  const canUndoReset = reset !== null && reset.after === state.draft;

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

  return (
    <div className="calc">
      <div className="calc-topbar">
        <div className="calc-brand">
          <PunarvanaLogo size={44} />
          <div>
            <p className="calc-brand-name">Punarvana Eco</p>
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
            settings={state.draft.settings}
            onChange={(settings) => dispatch({ type: "editSettings", settings })}
          />
        </div>

        <InvoiceCard ref={invoiceRef} draft={state.draft} onRemove={removeLine} />
        <div className="calc-no-print">
          <StatusMessage>{lineMessage}</StatusMessage>
        </div>

        <InvoiceActions
          invoiceRef={invoiceRef}
          invoiceNumber={state.draft.invoiceNumber}
          onReset={() => {
            const fresh = newDraft(Date.now());
            setReset({ before: state.draft, after: fresh });
            setLineMessage("");
            dispatch({ type: "replaceDraft", draft: fresh });
          }}
          onUndoReset={
            canUndoReset
              ? () => {
                  dispatch({ type: "replaceDraft", draft: reset.before });
                  setReset(null);
                }
              : null
          }
        />
      </div>
    </div>
  );
}
