import { memo, useId, useMemo } from "react";

import { lineBreakdown, type InvoiceLine, type InvoiceSettings } from "~/calculator/arithmetic/invoice";
import { lineInsights } from "~/calculator/arithmetic/line-insights";
import { lineView } from "~/calculator/documents/line-view";

import { LineInsightText } from "./LineInsightText";

interface LineCardsProps {
  lines: readonly InvoiceLine[];
  settings: Pick<InvoiceSettings, "ss" | "tradeDiscountPercent">;
  onRemove: (line: InvoiceLine, index: number) => void;
}

/**
 * The lines as compact cards, for a phone: product, what was ordered, billed and free, the amount, the
 * rep's aids and Remove, with nothing wider than the screen. On a wide screen the document's table shows
 * the same (calculator.css hides these there). Rendered again only when the lines, the settings or
 * the remove handler change: typing in Add Line Item leaves sixty cards alone.
 */
export const LineCards = memo(function LineCards({ lines, settings, onRemove }: LineCardsProps) {
  const id = useId();
  const { ss, tradeDiscountPercent } = settings;
  const cards = useMemo(
    () =>
      lines.map((line, index) => {
        const breakdown = lineBreakdown(line);
        return {
          line,
          view: lineView(line, index + 1),
          insights: lineInsights(line, { ss, tradeDiscountPercent }, breakdown),
        };
      }),
    [lines, ss, tradeDiscountPercent],
  );
  return (
    <section className="calc-line-cards" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Lines ({lines.length})</h2>
      {cards.length === 0 ? (
        <p className="calc-hint">No line items yet. Add products above.</p>
      ) : (
        <ol className="calc-card-list">
          {cards.map(({ line, view, insights }, index) => (
            <li key={line.id} className="calc-line-card">
              <p className="calc-line-card-name">{view.name}</p>
              <p className="calc-line-scheme">{view.detail}</p>
              <p className="calc-line-card-figures">
                <span>
                  {view.quantity}
                  {view.free ? ` + ${view.free} free` : ""} at {view.rate}/{view.per}
                </span>
                <strong>{view.amount}</strong>
              </p>
              <LineInsightText line={line} insights={insights} />
              <button
                type="button"
                className="calc-button calc-button-small"
                data-remove
                onClick={() => onRemove(line, index)}
              >
                Remove<span className="visually-hidden"> {view.name}</span>
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
});
