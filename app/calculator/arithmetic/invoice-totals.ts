import type { PackingUnit } from "~/calculator/price-list/price-list-item";
import { roundToPaise, type Paise } from "~/money/money";
import {
  ZERO,
  add,
  div,
  fromDecimal,
  mul,
  rational,
  roundHalfAwayFromZero,
  roundedQuotient,
  toNumber,
  type Rational,
} from "~/money/rational";

import { allocateProportionally } from "./allocate";
import {
  amountAtRate,
  clampTradeDiscount,
  lineBreakdown,
  normaliseRoundingStep,
  type InvoiceLine,
  type InvoiceSettings,
} from "./invoice";

/**
 * The invoice's totals and taxes in integer paise (docs/calculator.md, "Totals" and "Taxes"). Each
 * amount is rounded half away from zero to the paisa where it is computed: the distributor discount, the
 * trade discount, the tax of each rate, and the rounded total.
 *
 * Discounts apply to non-oil lines only. The taxable value V is shared out over the GST rates of the
 * non-oil lines in proportion to their amounts (the shares add up to V exactly, see allocate.ts); each
 * rate's tax is that rate of its share, rounded once. Oil lines are taxed on their amounts, rate by rate.
 * Nothing depends on the order of the lines.
 */

export const DISTRIBUTOR_DISCOUNT_PERCENT = 12;
export const SS_DISTRIBUTOR_DISCOUNT_PERCENT = 19;

/** The distributor discount percent: 19 for a super-stockist (SS), else 12. */
export function distributorDiscountPercentFor(ss: boolean): number {
  return ss ? SS_DISTRIBUTOR_DISCOUNT_PERCENT : DISTRIBUTOR_DISCOUNT_PERCENT;
}

/** Non-oil goods carry the discounts; oil is taxed on its amount. */
export type TaxBlock = "nonOil" | "oil";

export function taxBlockOf(line: Pick<InvoiceLine, "category">): TaxBlock {
  return line.category === "oil" ? "oil" : "nonOil";
}

/** The tax of one rate within one block: what the summary shows as "GST 5%". */
export interface RateTax {
  readonly block: TaxBlock;
  readonly ratePercent: number;
  /** The amounts of the block's lines at this rate, before discounts. */
  readonly amount: Paise;
  /** The rate's share of the taxable value (non-oil), or the amounts of its oil lines. */
  readonly taxable: Paise;
  readonly tax: Paise;
}

export interface QuantityTotals {
  readonly total: number;
  readonly billed: number;
  readonly free: number;
}

export interface InvoiceTotals {
  readonly nonOilSubtotal: Paise;
  /** 12, or 19 with SS. */
  readonly distributorDiscountPercent: number;
  readonly distributorDiscount: Paise;
  /** The trade discount percent actually applied (clamped). */
  readonly tradeDiscountPercent: number;
  readonly tradeDiscount: Paise;
  readonly taxableValue: Paise;
  /** Taxes of the non-oil block, then of the oil block, each in rate order. */
  readonly rateTaxes: readonly RateTax[];
  /** Σ non-oil rate taxes. */
  readonly gstNonOil: Paise;
  readonly oilSubtotal: Paise;
  /** Σ oil rate taxes. */
  readonly gstOil: Paise;
  readonly grandTotal: Paise;
  /** The rounding step actually applied (floored, ≥ 0), in rupees. */
  readonly roundingStep: number;
  readonly roundOff: Paise;
  readonly roundedTotal: Paise;
  readonly freeGoodsValue: Paise;
  /** Total, billed and free quantity per packing unit. */
  readonly quantities: Readonly<Record<PackingUnit, QuantityTotals>>;
}

/** A percentage of an amount of paise, rounded to the paisa. */
export function percentOf(amount: Paise, percent: Rational | number): Paise {
  // A whole percent of paise (every GST rate and discount but a few): the same rounding in plain numbers.
  if (typeof percent === "number" && Number.isInteger(percent)) {
    const rounded = roundedQuotient(amount * percent, 100);
    if (rounded !== null) return rounded;
  }
  const factor = typeof percent === "number" ? fromDecimal(percent) : percent;
  return roundToPaise(div(mul(rational(BigInt(amount)), factor), rational(100n)));
}

/**
 * The block's amounts per rate, in rate order, with each rate's share of `taxable` (the block's taxable
 * value) and its tax.
 */
function rateTaxesOf(
  block: TaxBlock,
  lines: readonly InvoiceLine[],
  amounts: readonly Paise[],
  taxable: Paise,
): RateTax[] {
  const byRate = new Map<number, Paise>();
  lines.forEach((line, index) => {
    if (taxBlockOf(line) !== block) return;
    byRate.set(line.gstRate, (byRate.get(line.gstRate) ?? 0) + amounts[index]!);
  });
  const rates = [...byRate.entries()].sort(([a], [b]) => a - b);
  const shares = allocateProportionally(
    taxable,
    rates.map(([, amount]) => amount),
  );
  return rates.map(([ratePercent, amount], index) => {
    const share = shares[index]!;
    return { block, ratePercent, amount, taxable: share, tax: percentOf(share, ratePercent) };
  });
}

export function invoiceTotals(
  lines: readonly InvoiceLine[],
  settings: Pick<InvoiceSettings, "ss" | "tradeDiscountPercent" | "roundingStep">,
): InvoiceTotals {
  let freeGoodsValue = 0;
  const sums: Record<PackingUnit, { total: Rational; billed: Rational; free: Rational }> = {
    pcs: { total: ZERO, billed: ZERO, free: ZERO },
    kg: { total: ZERO, billed: ZERO, free: ZERO },
    unit: { total: ZERO, billed: ZERO, free: ZERO },
  };
  const amounts = lines.map((line) => {
    const breakdown = lineBreakdown(line);
    freeGoodsValue += amountAtRate(line, breakdown.free);
    const sum = sums[line.packingUnit];
    sum.total = add(sum.total, breakdown.total);
    sum.billed = add(sum.billed, breakdown.billed);
    sum.free = add(sum.free, breakdown.free);
    return amountAtRate(line, breakdown.billed);
  });
  const isOil = lines.map((line) => taxBlockOf(line) === "oil");
  const nonOilSubtotal = amounts.reduce((sum, amount, index) => (isOil[index] ? sum : sum + amount), 0);
  const oilSubtotal = amounts.reduce((sum, amount, index) => (isOil[index] ? sum + amount : sum), 0);

  const distributorDiscountPercent = distributorDiscountPercentFor(settings.ss);
  const distributorDiscount = percentOf(nonOilSubtotal, distributorDiscountPercent);
  const tradeDiscountPercent = clampTradeDiscount(settings.tradeDiscountPercent);
  const tradeDiscount = percentOf(nonOilSubtotal - distributorDiscount, tradeDiscountPercent);
  const taxableValue = nonOilSubtotal - distributorDiscount - tradeDiscount;

  const rateTaxes = [
    ...rateTaxesOf("nonOil", lines, amounts, taxableValue),
    ...rateTaxesOf("oil", lines, amounts, oilSubtotal),
  ];
  const taxOf = (block: TaxBlock) =>
    rateTaxes.filter((entry) => entry.block === block).reduce((sum, entry) => sum + entry.tax, 0);
  const gstNonOil = taxOf("nonOil");
  const gstOil = taxOf("oil");
  const grandTotal = taxableValue + gstNonOil + oilSubtotal + gstOil;

  const roundingStep = normaliseRoundingStep(settings.roundingStep);
  const roundedTotal = roundToStep(grandTotal, roundingStep);

  const quantities = Object.fromEntries(
    (Object.keys(sums) as PackingUnit[]).map((unit) => [
      unit,
      {
        total: toNumber(sums[unit].total),
        billed: toNumber(sums[unit].billed),
        free: toNumber(sums[unit].free),
      },
    ]),
  ) as Record<PackingUnit, QuantityTotals>;

  return {
    nonOilSubtotal,
    distributorDiscountPercent,
    distributorDiscount,
    tradeDiscountPercent,
    tradeDiscount,
    taxableValue,
    rateTaxes,
    gstNonOil,
    oilSubtotal,
    gstOil,
    grandTotal,
    roundingStep,
    roundOff: roundedTotal - grandTotal,
    roundedTotal,
    freeGoodsValue,
    quantities,
  };
}

/** Round paise to the nearest multiple of a step in whole rupees, halves away from zero; 0 = none. */
export function roundToStep(amount: Paise, stepRupees: number): Paise {
  const step = normaliseRoundingStep(stepRupees);
  if (step === 0) return amount;
  const multiplesOfStep = roundedQuotient(amount, step * 100);
  if (multiplesOfStep !== null) return multiplesOfStep * step * 100;
  const stepPaise = BigInt(step) * 100n;
  const multiples = roundHalfAwayFromZero(rational(BigInt(amount), stepPaise));
  return Number(multiples * stepPaise);
}
