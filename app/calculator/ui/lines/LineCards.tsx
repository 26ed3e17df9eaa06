import { memo, useId } from "react";

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
 * the remove handler change (typing in Add Line Item leaves sixty cards alone), and then each card
 * only when its own line, place or settings changed: adding a line renders one card, not sixty-one.
 */
export const LineCards = memo(function LineCards({ lines, settings, onRemove }: LineCardsProps) {
  const id = useId();
  const { ss, tradeDiscountPercent } = settings;
  return (
    <section className="calc-line-cards" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Lines ({lines.length})</h2>
      {lines.length === 0 ? (
        <p className="calc-hint">No line items yet. Add products above.</p>
      ) : (
        <ol className="calc-card-list">
          {lines.map((line, index) => (
            <LineCard
              key={line.id}
              line={line}
              index={index}
              ss={ss}
              tradeDiscountPercent={tradeDiscountPercent}
              onRemove={onRemove}
            />
          ))}
        </ol>
      )}
    </section>
  );
});

interface LineCardProps extends Pick<InvoiceSettings, "ss" | "tradeDiscountPercent"> {
  line: InvoiceLine;
  /** The line's place in the list, from 0. */
  index: number;
  onRemove: LineCardsProps["onRemove"];
}

const LineCard = memo(function LineCard({ line, index, ss, tradeDiscountPercent, onRemove }: LineCardProps) {
  const view = lineView(line, index + 1);
  const insights = lineInsights(line, { ss, tradeDiscountPercent }, lineBreakdown(line));
  return (
    <li className="calc-line-card">
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
  );
});
