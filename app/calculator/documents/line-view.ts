import { formatPercent } from "~/calculator/arithmetic/gst-rates";
import { lineAmounts, lineBreakdown, type InvoiceLine } from "~/calculator/arithmetic/invoice";
import {
  describeOrderedQuantity,
  describeUnits,
  rateBasis,
  schemeLabel,
} from "~/calculator/arithmetic/invoice-labels";
import { formatINR } from "~/money/money";

/**
 * One line of a document in words and rupees: what the document's table prints, and what the rep's
 * line cards show on a phone.
 */

export interface DocumentLineView {
  readonly id: string;
  readonly position: number;
  readonly name: string;
  /** "Ordered 64 dozen · Scheme 60+4 dozen". */
  readonly detail: string;
  readonly hsn: string;
  /** Billed quantity, "720 pcs". */
  readonly quantity: string;
  /** Free quantity, "48 pcs", or "" when none. */
  readonly free: string;
  readonly rate: string;
  /** What the rate is per: "dozen", "piece", "kg", "unit". */
  readonly per: string;
  readonly gst: string;
  readonly amount: string;
}

export function lineView(line: InvoiceLine, position: number): DocumentLineView {
  const breakdown = lineBreakdown(line);
  const amounts = lineAmounts(line, breakdown);
  const scheme =
    schemeLabel(line.scheme) +
    (amounts.applied === "carton-exception" ? " (free on top of each carton)" : "");
  return {
    id: line.id,
    position,
    name: line.name,
    detail: `Ordered ${describeOrderedQuantity(line.quantity, line.mode)} · ${scheme}`,
    hsn: line.hsn,
    quantity: describeUnits(amounts.billedUnits, amounts.unit),
    free: amounts.freeUnits > 0 ? describeUnits(amounts.freeUnits, amounts.unit) : "",
    rate: formatINR(line.ratePaise),
    per: rateBasis(line),
    gst: formatPercent(line.gstRate),
    amount: formatINR(amounts.amount),
  };
}
