import {
  DEFAULT_GST_PERCENT,
  DEFAULT_OIL_GST_PERCENT,
  formatPercent,
} from "~/calculator/arithmetic/gst-rates";
import type { InvoiceTotals, RateTax, TaxBlock } from "~/calculator/arithmetic/invoice-totals";
import { splitTax, type Supply } from "~/calculator/arithmetic/tax-breakdown";
import type { Paise } from "~/money/money";
import { formatINR, formatQuantity } from "~/money/money";

/**
 * The rows of the invoice's summary, in the order docs/calculator.md gives: Non-oil subtotal, Distributor
 * discount, Trade discount, Taxable value, a GST row per rate of the non-oil lines (GST 5%, GST 18%…),
 * Oil subtotal, a GST row per rate of the oil lines (GST 12%…), Grand total, Round-off, Rounded total.
 * A block without lines shows its default rate at ₹0.00, so an ordinary invoice always has the same
 * rows. Under each GST row with a known place of supply come its CGST and SGST (half the rate each) or
 * its IGST. The screen, the print and the PDF all show these rows.
 */

export type SummaryRowRole = "figure" | "tax" | "split" | "total";

export interface SummaryRow {
  /** Stable and unique: "nonOilSubtotal", "gst-nonOil-5", "cgst-nonOil-5", "roundedTotal"… */
  readonly key: string;
  readonly label: string;
  /** How the figure came about, e.g. "12% (SS) of non-oil subtotal"; "" when nothing to say. */
  readonly detail: string;
  readonly amount: Paise;
  /** The amount as shown: the round-off carries its sign. */
  readonly amountText: string;
  readonly role: SummaryRowRole;
}

function row(key: string, label: string, amount: Paise, role: SummaryRowRole, detail = ""): SummaryRow {
  const amountText = key === "roundOff" && amount > 0 ? `+${formatINR(amount)}` : formatINR(amount);
  return { key, label, detail, amount, amountText, role };
}

function blockRows(
  block: TaxBlock,
  totals: InvoiceTotals,
  supply: Supply | null,
  ratesOfOtherBlock: ReadonlySet<number>,
): SummaryRow[] {
  const present = totals.rateTaxes.filter((entry) => entry.block === block);
  const shown: RateTax[] =
    present.length > 0
      ? present
      : [
          {
            block,
            ratePercent: block === "oil" ? DEFAULT_OIL_GST_PERCENT : DEFAULT_GST_PERCENT,
            amount: 0,
            taxable: 0,
            tax: 0,
          },
        ];
  const several = shown.length > 1;
  return shown.flatMap((entry) => {
    // Only when an oil rate is also a non-oil rate do the labels need to say which is which.
    const suffix = block === "oil" && ratesOfOtherBlock.has(entry.ratePercent) ? " on oil" : "";
    const id = `${block}-${entry.ratePercent}`;
    const rows = [
      row(
        `gst-${id}`,
        `GST ${formatPercent(entry.ratePercent)}${suffix}`,
        entry.tax,
        "tax",
        several ? `on ${formatINR(entry.taxable)}` : "",
      ),
    ];
    if (supply === null || present.length === 0) return rows;
    const split = splitTax(entry.tax, supply);
    const half = formatPercent(entry.ratePercent / 2);
    if (supply === "inter") {
      rows.push(row(`igst-${id}`, `IGST ${formatPercent(entry.ratePercent)}${suffix}`, split.igst, "split"));
    } else {
      rows.push(row(`cgst-${id}`, `CGST ${half}${suffix}`, split.cgst, "split"));
      rows.push(row(`sgst-${id}`, `SGST ${half}${suffix}`, split.sgst, "split"));
    }
    return rows;
  });
}

export function summaryRows(
  totals: InvoiceTotals,
  options: { readonly ss: boolean; readonly supply: Supply | null },
): SummaryRow[] {
  const nonOilRates = new Set(
    totals.rateTaxes.filter((entry) => entry.block === "nonOil").map((entry) => entry.ratePercent),
  );
  return [
    row("nonOilSubtotal", "Non-oil subtotal", totals.nonOilSubtotal, "figure"),
    row(
      "distributorDiscount",
      "Distributor discount",
      totals.distributorDiscount,
      "figure",
      `${totals.distributorDiscountPercent}%${options.ss ? " (SS)" : ""} of non-oil subtotal`,
    ),
    row(
      "tradeDiscount",
      "Trade discount",
      totals.tradeDiscount,
      "figure",
      `${formatQuantity(totals.tradeDiscountPercent)}% after distributor discount`,
    ),
    row("taxableValue", "Taxable value", totals.taxableValue, "figure"),
    ...blockRows("nonOil", totals, options.supply, new Set()),
    row("oilSubtotal", "Oil subtotal", totals.oilSubtotal, "figure"),
    ...blockRows("oil", totals, options.supply, nonOilRates),
    row("grandTotal", "Grand total", totals.grandTotal, "total"),
    row(
      "roundOff",
      "Round-off",
      totals.roundOff,
      "figure",
      totals.roundingStep === 0 ? "no rounding" : `to the nearest ₹${totals.roundingStep}`,
    ),
    row("roundedTotal", "Rounded total", totals.roundedTotal, "total"),
  ];
}
