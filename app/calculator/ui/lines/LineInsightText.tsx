import type { InvoiceLine } from "~/calculator/arithmetic/invoice";
import type { LineInsights } from "~/calculator/arithmetic/line-insights";
import { formatINR, formatQuantity, toPaise } from "~/money/money";

/** The rep's aids under a line: never printed, never in the PDF (which draws the document view only). */
export function LineInsightText({ line, insights }: { line: InvoiceLine; insights: LineInsights }) {
  if (insights.netCostPerPack === null) return null;
  return (
    <ul className="calc-insights calc-no-print" aria-label="For the rep only">
      <li>
        Net {formatINR(insights.netCostPerPack)} per {insights.packLabel}
      </li>
      {insights.marginPercent !== null && insights.marginPerPack !== null && line.productMrp ? (
        <li>
          Margin {formatQuantity(insights.marginPercent)}% ({formatINR(insights.marginPerPack)}) on MRP{" "}
          {formatINR(toPaise(line.productMrp))}
        </li>
      ) : null}
      {insights.slabHint ? <li className="calc-slab-hint">Tip: {insights.slabHint}</li> : null}
    </ul>
  );
}
