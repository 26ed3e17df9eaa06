import { oncePerObject } from "~/calculator/once-per-object";
import type { Category, PackingUnit } from "~/calculator/price-list/price-list-item";
import { roundToPaise, type Paise } from "~/money/money";
import {
  ZERO,
  add,
  div,
  floor,
  fromDecimal,
  min,
  mul,
  rational,
  roundedQuotient,
  sub,
  toNumber,
  type Rational,
} from "~/money/rational";

import type { QuantityMode } from "./quantity-modes";
import {
  parseScheme,
  resolveSchemeUnit,
  schemeUnitSizeWithoutPacking,
  type Scheme,
  type SchemeUnit,
} from "./scheme";

/**
 * The invoice's lines in integer paise (docs/calculator.md, "Arithmetic"): quantities, schemes, billed
 * and free goods, amounts. Quantities stay exact fractions (see rational.ts); each amount is rounded
 * half away from zero to the paisa where it is computed. The totals and taxes are in invoice-totals.ts.
 */

/** An invoice line: the product as it was when added, and what was ordered. */
export interface InvoiceLine {
  readonly id: string;
  readonly name: string;
  /** Rate in paise, on the item's rate basis (per dozen for incense in pieces). */
  readonly ratePaise: Paise;
  /** Whole number ≥ 1, in {@link mode}. */
  readonly quantity: number;
  readonly mode: QuantityMode;
  readonly packingSize: number;
  readonly packingUnit: PackingUnit;
  readonly scheme: string;
  readonly category: Category;
  readonly gramsPerPack: number | null;
  /** Rupees per retail pack. */
  readonly productMrp: number | null;
  /** HSN code, or "" when unknown. */
  readonly hsn: string;
  /** GST rate in percent. */
  readonly gstRate: number;
}

export interface InvoiceSettings {
  readonly notes: string;
  /** Super-stockist: distributor discount 19% instead of 12%. */
  readonly ss: boolean;
  /** 0 to 100, decimals allowed (37.5). */
  readonly tradeDiscountPercent: number;
  /** Whole rupees; 0 means no rounding. */
  readonly roundingStep: number;
}

export const DEFAULT_SETTINGS: InvoiceSettings = {
  notes: "",
  ss: false,
  tradeDiscountPercent: 0,
  roundingStep: 1,
};

/** The trade discount clamped to 0…100 (anything unreadable counts as 0). */
export function clampTradeDiscount(percent: number): number {
  if (!Number.isFinite(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}

/** The rounding step floored and at least 0 (anything unreadable counts as 0, no rounding). */
export function normaliseRoundingStep(step: number): number {
  if (!Number.isFinite(step)) return 0;
  return Math.max(0, Math.floor(step));
}

/** Incense priced in pieces has its rate per dozen; everything else per unit of its packing unit. */
export function isRatePerDozen(line: Pick<InvoiceLine, "category" | "packingUnit">): boolean {
  return line.category === "incense" && line.packingUnit === "pcs";
}

/**
 * The line's quantity in its packing unit (pieces, kg or units), exactly:
 * dozen → 12q; piece, kg and unit → q; carton and bag → q × packing size.
 */
export function lineQuantity(line: Pick<InvoiceLine, "quantity" | "mode" | "packingSize">): Rational {
  const q = rational(BigInt(line.quantity));
  switch (line.mode) {
    case "dozen":
      return mul(q, rational(12n));
    case "piece":
    case "kg":
    case "unit":
      return q;
    case "carton":
    case "bag":
      return mul(q, fromDecimal(line.packingSize));
  }
}

/** How a line's free goods came about. */
export type SchemeApplied = "none" | "scheme" | "carton-exception";

export interface LineBreakdown {
  readonly unit: PackingUnit;
  /** Delivered (billed + free), in the packing unit. */
  readonly total: Rational;
  readonly billed: Rational;
  readonly free: Rational;
  readonly applied: SchemeApplied;
  readonly scheme: Scheme | null;
  readonly schemeUnit: SchemeUnit | null;
  /** Packing units in one unit of the scheme (12 for dozen, the packing size for carton). */
  readonly schemeUnitSize: Rational | null;
}

function schemeUnitSize(unit: SchemeUnit, packingSize: number): Rational | null {
  const size = schemeUnitSizeWithoutPacking(unit);
  if (size !== null) return rational(BigInt(size));
  return packingSize > 0 ? fromDecimal(packingSize) : null;
}

export interface SchemeCycles {
  /** Scheme units in one cycle: buy + free. */
  readonly cycle: Rational;
  /** Whole cycles in the quantity. */
  readonly fullCycles: Rational;
  /** Scheme units past the last whole cycle. */
  readonly remainder: Rational;
}

/** A quantity in packing units, counted in the scheme's unit (of `size` packing units) and split into cycles. */
export function schemeCycles(quantity: Rational, size: Rational, scheme: Scheme): SchemeCycles {
  const n = div(quantity, size);
  const cycle = rational(BigInt(scheme.buy + scheme.free));
  const fullCycles = rational(floor(div(n, cycle)));
  return { cycle, fullCycles, remainder: sub(n, mul(fullCycles, cycle)) };
}

/**
 * The carton exception: an incense line ordered in cartons (or bags) whose packing size in dozens equals
 * the scheme's buy count gets, per carton, buy billed dozens plus free dozens on top. Incense packed in
 * pieces and incense packed as units alike (a dozen is 12 of either); never goods packed by the kg.
 */
function isCartonException(line: InvoiceLine, scheme: Scheme, unit: SchemeUnit): boolean {
  return (
    line.category === "incense" &&
    line.packingUnit !== "kg" &&
    (line.mode === "carton" || line.mode === "bag") &&
    unit === "dozen" &&
    line.packingSize === scheme.buy * 12
  );
}

/**
 * Billed and free quantities of a line, before any money. Worked out once per line: the totals, the
 * printed lines and the register all ask for the same line's, and the office's quarter asks for a
 * hundred thousand lines' twice each.
 */
export const lineBreakdown: (line: InvoiceLine) => LineBreakdown = oncePerObject(workOutBreakdown);

function workOutBreakdown(line: InvoiceLine): LineBreakdown {
  const ordered = lineQuantity(line);
  const parsed = parseScheme(line.scheme);
  const none: LineBreakdown = {
    unit: line.packingUnit,
    total: ordered,
    billed: ordered,
    free: ZERO,
    applied: "none",
    scheme: null,
    schemeUnit: null,
    schemeUnitSize: null,
  };
  if (parsed.kind !== "scheme") return none;
  const scheme = parsed.scheme;
  const unit = resolveSchemeUnit(scheme, line);
  const size = schemeUnitSize(unit, line.packingSize);
  if (size === null) return none;

  if (isCartonException(line, scheme, unit)) {
    const free = mul(rational(BigInt(line.quantity * scheme.free)), size);
    return {
      unit: line.packingUnit,
      total: add(ordered, free),
      billed: ordered,
      free,
      applied: "carton-exception",
      scheme,
      schemeUnit: unit,
      schemeUnitSize: size,
    };
  }

  // billed = ⌊n/(b+f)⌋·b + min(n mod (b+f), b), with n the quantity counted in the scheme's unit.
  const { fullCycles, remainder } = schemeCycles(ordered, size, scheme);
  const billedN = add(
    mul(fullCycles, rational(BigInt(scheme.buy))),
    min(remainder, rational(BigInt(scheme.buy))),
  );
  const billed = mul(billedN, size);
  return {
    unit: line.packingUnit,
    total: ordered,
    billed,
    free: sub(ordered, billed),
    applied: "scheme",
    scheme,
    schemeUnit: unit,
    schemeUnitSize: size,
  };
}

/** The exact value of a quantity of the line's goods at its rate, in paise (not yet rounded). */
function valueAtRate(
  line: Pick<InvoiceLine, "ratePaise" | "category" | "packingUnit">,
  quantity: Rational,
): Rational {
  const value = mul(quantity, rational(BigInt(line.ratePaise)));
  return isRatePerDozen(line) ? div(value, rational(12n)) : value;
}

/**
 * A quantity of the line's goods at its rate, rounded to the paisa: the line's amount (billed) and its
 * free goods value. The invoice lines, the subtotals and the line insights all use this one rounding.
 */
export function amountAtRate(
  line: Pick<InvoiceLine, "ratePaise" | "category" | "packingUnit">,
  quantity: Rational,
): Paise {
  // Most quantities are whole: the same rounding in plain numbers, without a bigint fraction.
  if (quantity.d === 1n) {
    const rounded = roundedQuotient(Number(quantity.n) * line.ratePaise, isRatePerDozen(line) ? 12 : 1);
    if (rounded !== null) return rounded;
  }
  return roundToPaise(valueAtRate(line, quantity));
}

export interface LineAmounts {
  readonly unit: PackingUnit;
  readonly totalUnits: number;
  readonly billedUnits: number;
  readonly freeUnits: number;
  /** The billed value, rounded to the paisa. */
  readonly amount: Paise;
  /** The free quantity valued at the rate, rounded to the paisa. */
  readonly freeValue: Paise;
  readonly applied: SchemeApplied;
}

/** Pass the line's breakdown when it is already at hand, to save working it out again. */
export function lineAmounts(line: InvoiceLine, breakdown: LineBreakdown = lineBreakdown(line)): LineAmounts {
  return {
    unit: breakdown.unit,
    totalUnits: toNumber(breakdown.total),
    billedUnits: toNumber(breakdown.billed),
    freeUnits: toNumber(breakdown.free),
    amount: amountAtRate(line, breakdown.billed),
    freeValue: amountAtRate(line, breakdown.free),
    applied: breakdown.applied,
  };
}
