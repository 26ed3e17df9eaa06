import type { Paise } from "~/money/money";

import { allocateProportionally } from "./allocate";
import { lineAmounts, type InvoiceLine } from "./invoice";
import { taxBlockOf, type InvoiceTotals, type RateTax } from "./invoice-totals";

/**
 * How each tax is shown on the document (docs/calculator.md, "Taxes"): split into CGST and SGST when
 * the buyer is in the seller's state, as IGST when not, and again per HSN code in the HSN-wise table.
 * Every figure shown as parts of a rounded tax is allocated from it, never rounded again on its own, so
 * the halves add up to the tax and the table's columns add up to the summary's taxes, to the paisa.
 */

/** Within one state (CGST + SGST), across states (IGST); `null` while the buyer's state is unknown. */
export type Supply = "intra" | "inter";

export interface TaxSplit {
  readonly cgst: Paise;
  readonly sgst: Paise;
  readonly igst: Paise;
}

/** CGST and SGST at half the rate each; an odd paisa goes to CGST. Across states, all of it is IGST. */
export function splitTax(tax: Paise, supply: Supply): TaxSplit {
  if (supply === "inter") return { cgst: 0, sgst: 0, igst: tax };
  const sgst = Math.floor(tax / 2);
  return { cgst: tax - sgst, sgst, igst: 0 };
}

export function supplyBetween(sellerStateCode: string, buyerStateCode: string): Supply | null {
  if (buyerStateCode === "") return null;
  return sellerStateCode === buyerStateCode ? "intra" : "inter";
}

export interface HsnTaxRow {
  /** "" for lines without an HSN code. */
  readonly hsn: string;
  readonly ratePercent: number;
  readonly taxable: Paise;
  readonly cgst: Paise;
  readonly sgst: Paise;
  readonly igst: Paise;
  /** cgst + sgst + igst, or the whole tax when the supply is not known yet. */
  readonly tax: Paise;
}

export interface HsnTaxTable {
  readonly rows: readonly HsnTaxRow[];
  readonly total: Omit<HsnTaxRow, "hsn" | "ratePercent">;
}

interface Part {
  readonly hsn: string;
  readonly taxable: Paise;
}

/**
 * One rate's taxable value shared out over its HSN codes in proportion to their amounts, codes in
 * order, so the parts add up to the rate's taxable value and do not depend on the order of the lines.
 */
function partsOf(group: RateTax, lines: readonly InvoiceLine[]): Part[] {
  const amounts = new Map<string, Paise>();
  for (const line of lines) {
    if (taxBlockOf(line) !== group.block || line.gstRate !== group.ratePercent) continue;
    amounts.set(line.hsn, (amounts.get(line.hsn) ?? 0) + lineAmounts(line).amount);
  }
  const codes = [...amounts.keys()].sort(compareCodes);
  const weights = codes.map((code) => amounts.get(code)!);
  const taxables = weights.some((weight) => weight > 0)
    ? allocateProportionally(group.taxable, weights)
    : codes.map(() => 0);
  return codes.map((hsn, index) => ({ hsn, taxable: taxables[index]! }));
}

/** Codes in order, lines without a code last. */
export function compareCodes(a: string, b: string): number {
  if (a === b) return 0;
  if (a === "") return 1;
  if (b === "") return -1;
  return a < b ? -1 : 1;
}

function groupRows(group: RateTax, lines: readonly InvoiceLine[], supply: Supply | null): HsnTaxRow[] {
  const parts = partsOf(group, lines);
  const weights = parts.map((part) => part.taxable);
  const split = splitTax(group.tax, supply ?? "inter");
  const share = (amount: Paise) =>
    weights.some((weight) => weight > 0) ? allocateProportionally(amount, weights) : parts.map(() => 0);
  const cgst = supply === null ? parts.map(() => 0) : share(split.cgst);
  const sgst = supply === null ? parts.map(() => 0) : share(split.sgst);
  const igst = supply === null ? parts.map(() => 0) : share(split.igst);
  const whole = share(group.tax);
  return parts.map((part, index) => ({
    hsn: part.hsn,
    ratePercent: group.ratePercent,
    taxable: part.taxable,
    cgst: cgst[index]!,
    sgst: sgst[index]!,
    igst: igst[index]!,
    tax: supply === null ? whole[index]! : cgst[index]! + sgst[index]! + igst[index]!,
  }));
}

/** Codes in order, lines without a code last; within a code, rates in order. */
function compareRows(a: HsnTaxRow, b: HsnTaxRow): number {
  return compareCodes(a.hsn, b.hsn) || a.ratePercent - b.ratePercent;
}

/** The HSN-wise tax table: one row per HSN code and rate, oil and non-oil lines of a code together. */
export function hsnTaxTable(
  lines: readonly InvoiceLine[],
  totals: InvoiceTotals,
  supply: Supply | null,
): HsnTaxTable {
  const merged = new Map<string, HsnTaxRow>();
  for (const group of totals.rateTaxes) {
    for (const row of groupRows(group, lines, supply)) {
      const key = `${row.hsn}|${row.ratePercent}`;
      const before = merged.get(key);
      merged.set(
        key,
        before
          ? {
              ...row,
              taxable: before.taxable + row.taxable,
              cgst: before.cgst + row.cgst,
              sgst: before.sgst + row.sgst,
              igst: before.igst + row.igst,
              tax: before.tax + row.tax,
            }
          : row,
      );
    }
  }
  const rows = [...merged.values()].sort(compareRows);
  const sum = (key: "taxable" | "cgst" | "sgst" | "igst" | "tax") =>
    rows.reduce((total, row) => total + row[key], 0);
  return {
    rows,
    total: {
      taxable: sum("taxable"),
      cgst: sum("cgst"),
      sgst: sum("sgst"),
      igst: sum("igst"),
      tax: sum("tax"),
    },
  };
}
