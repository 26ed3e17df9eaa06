import type { Paise } from "~/money/money";
import type { Rational } from "~/money/rational";

import { allocateProportionally } from "../arithmetic/allocate";
import { amountAtRate, lineBreakdown, type InvoiceLine } from "../arithmetic/invoice";
import { taxBlockOf, type InvoiceTotals, type RateTax } from "../arithmetic/invoice-totals";
import { compareCodes, splitTax, type Supply } from "../arithmetic/tax-breakdown";
import type { PackingUnit } from "../price-list/price-list-item";

/**
 * Each line's share of the invoice's discounts and taxes, in paise (docs/calculator.md, "The
 * e-invoice"). The invoice's figures were rounded once per rate; the e-invoice and the HSN summaries
 * need them per line, so they are shared out exactly (allocate.ts), in the same steps as the printed
 * HSN table: each rate's taxable value over its HSN codes in proportion to their amounts, each code's
 * share over its lines, and each tax (CGST, SGST or IGST) over the same parts in proportion to their
 * taxable values. So the lines add up to the code, the codes to the rate, the rates to the invoice,
 * to the paisa; and each line's taxable value is its amount less its share of the discounts.
 */

export interface LineValues {
  readonly line: InvoiceLine;
  /** 1 for the invoice's first line. */
  readonly serial: number;
  readonly unit: PackingUnit;
  /** In the packing unit, exactly. */
  readonly billed: Rational;
  readonly free: Rational;
  /** The billed goods at the line's rate: the line's amount. */
  readonly amount: Paise;
  /** The line's share of the distributor and trade discounts (0 for oil). */
  readonly discount: Paise;
  /** amount − discount. */
  readonly taxable: Paise;
  readonly ratePercent: number;
  readonly cgst: Paise;
  readonly sgst: Paise;
  readonly igst: Paise;
}

/** A total shared over weights, or nothing to share when every weight is 0 (then so is the total). */
function share(total: Paise, weights: readonly Paise[]): Paise[] {
  return weights.some((weight) => weight > 0) ? allocateProportionally(total, weights) : weights.map(() => 0);
}

interface Entry {
  readonly line: InvoiceLine;
  readonly serial: number;
  readonly breakdown: ReturnType<typeof lineBreakdown>;
  readonly amount: Paise;
}

function groupValues(group: RateTax, entries: readonly Entry[], supply: Supply): LineValues[] {
  const byCode = new Map<string, Entry[]>();
  for (const entry of entries) {
    if (taxBlockOf(entry.line) !== group.block || entry.line.gstRate !== group.ratePercent) continue;
    const code = byCode.get(entry.line.hsn);
    if (code) code.push(entry);
    else byCode.set(entry.line.hsn, [entry]);
  }
  const codes = [...byCode.keys()].sort(compareCodes);
  const codeTaxables = share(
    group.taxable,
    codes.map((code) => byCode.get(code)!.reduce((sum, entry) => sum + entry.amount, 0)),
  );
  const split = splitTax(group.tax, supply);
  const codeCgst = share(split.cgst, codeTaxables);
  const codeSgst = share(split.sgst, codeTaxables);
  const codeIgst = share(split.igst, codeTaxables);
  return codes.flatMap((code, index) => {
    const lines = byCode.get(code)!;
    const taxables = share(
      codeTaxables[index]!,
      lines.map((entry) => entry.amount),
    );
    const cgst = share(codeCgst[index]!, taxables);
    const sgst = share(codeSgst[index]!, taxables);
    const igst = share(codeIgst[index]!, taxables);
    return lines.map((entry, at) => ({
      line: entry.line,
      serial: entry.serial,
      unit: entry.breakdown.unit,
      billed: entry.breakdown.billed,
      free: entry.breakdown.free,
      amount: entry.amount,
      discount: entry.amount - taxables[at]!,
      taxable: taxables[at]!,
      ratePercent: group.ratePercent,
      cgst: cgst[at]!,
      sgst: sgst[at]!,
      igst: igst[at]!,
    }));
  });
}

/** Every line's values, in the invoice's line order. */
export function lineValues(
  lines: readonly InvoiceLine[],
  totals: InvoiceTotals,
  supply: Supply,
): LineValues[] {
  const entries = lines.map((line, index) => {
    const breakdown = lineBreakdown(line);
    return { line, serial: index + 1, breakdown, amount: amountAtRate(line, breakdown.billed) };
  });
  return totals.rateTaxes
    .flatMap((group) => groupValues(group, entries, supply))
    .sort((a, b) => a.serial - b.serial);
}
