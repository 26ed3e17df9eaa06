import { formatQuantity, roundToPaise, toPaise, type Paise } from "~/money/money";
import {
  ZERO,
  add,
  compare,
  div,
  fromDecimal,
  isInteger,
  isZero,
  mul,
  rational,
  sub,
  toNumber,
  type Rational,
} from "~/money/rational";

import {
  amountAtRate,
  clampTradeDiscount,
  lineBreakdown,
  schemeCycles,
  type InvoiceLine,
  type InvoiceSettings,
  type LineBreakdown,
} from "./invoice";
import { countWord } from "./invoice-labels";
import { distributorDiscountPercentFor } from "./invoice-totals";
import type { SchemeUnit } from "./scheme";

/**
 * The rep's aids, shown on the rep's screen only (never on the customer's copy): per line, what one
 * retail pack really costs the shop after the scheme's free goods, the discounts and GST; the shop's
 * margin against the printed MRP; and a nudge when a few more units would reach the next free-goods slab.
 *
 * These are per-line estimates: the discounts and GST are spread over the line in proportion, while the
 * invoice itself rounds them once on the totals, so lines may differ from the invoice by a paisa.
 */

export interface LineInsights {
  /** What one pack costs after scheme, discounts and GST; null when nothing is delivered. */
  readonly netCostPerPack: Paise | null;
  /** What the "pack" is: "pack", "unit", "kg" or e.g. "250 g pack". */
  readonly packLabel: string;
  /** MRP minus net cost, per pack; null without an MRP. */
  readonly marginPerPack: Paise | null;
  /** Margin as a percentage of the MRP, one decimal; null without an MRP. */
  readonly marginPercent: number | null;
  /** e.g. "add 4 dozen more to get 4 free"; null when no slab is near. */
  readonly slabHint: string | null;
}

const HUNDRED = rational(100n);

function percentFactor(percent: Rational): Rational {
  return div(sub(HUNDRED, percent), HUNDRED);
}

/** The line's share of the invoice after discounts and GST, exact. */
function lineNetValue(
  line: InvoiceLine,
  settings: Pick<InvoiceSettings, "ss" | "tradeDiscountPercent">,
  billed: Rational,
): Rational {
  const amount = rational(BigInt(amountAtRate(line, billed)));
  const withGst = (value: Rational) => div(mul(value, add(HUNDRED, fromDecimal(line.gstRate))), HUNDRED);
  if (line.category === "oil") return withGst(amount);
  const distributor = distributorDiscountPercentFor(settings.ss);
  const afterDistributor = mul(amount, percentFactor(rational(BigInt(distributor))));
  const afterTrade = mul(
    afterDistributor,
    percentFactor(fromDecimal(clampTradeDiscount(settings.tradeDiscountPercent))),
  );
  return withGst(afterTrade);
}

/** Packs delivered and what a pack is: pieces and units count as packs; kg count in packs of gramsPerPack. */
function packsDelivered(line: InvoiceLine, total: Rational): { packs: Rational; label: string } {
  if (line.packingUnit === "pcs") return { packs: total, label: "pack" };
  if (line.packingUnit === "unit") return { packs: total, label: "unit" };
  if (line.gramsPerPack && line.gramsPerPack > 0) {
    return {
      packs: div(mul(total, rational(1000n)), fromDecimal(line.gramsPerPack)),
      label: `${formatQuantity(line.gramsPerPack)} g pack`,
    };
  }
  return { packs: total, label: "kg" };
}

function quantityPhrase(count: Rational, unit: SchemeUnit | "pcs"): string {
  const word = countWord(unit === "pcs" ? "piece" : unit, compare(count, rational(1n)) === 0);
  return `${formatQuantity(toNumber(count))} ${word}`;
}

/**
 * The next free-goods slab. Below the buy count of the current cycle, say how many more billed units
 * unlock the free ones, when that is a few (a quarter of the buy count or less, at least 1). Inside the
 * free part of a cycle, say how many more units would come free. Pass the line's breakdown when it is
 * already at hand.
 */
export function slabHint(line: InvoiceLine, breakdown: LineBreakdown = lineBreakdown(line)): string | null {
  if (
    breakdown.applied !== "scheme" ||
    !breakdown.scheme ||
    !breakdown.schemeUnit ||
    !breakdown.schemeUnitSize
  ) {
    return null;
  }
  const { buy, free } = breakdown.scheme;
  if (free === 0) return null;
  const unit = breakdown.schemeUnit;
  const size = breakdown.schemeUnitSize;
  const { cycle, remainder } = schemeCycles(breakdown.total, size, breakdown.scheme);
  const buyCount = rational(BigInt(buy));

  // Say it in the scheme's unit when that is a whole number, else in the line's packing unit.
  const inUnits = (count: Rational): string => {
    if (isInteger(count) || line.packingUnit !== "pcs") return quantityPhrase(count, unit);
    return quantityPhrase(mul(count, size), "pcs");
  };

  if (compare(remainder, buyCount) < 0) {
    const needed = sub(buyCount, remainder);
    const few = Math.max(1, buy / 4);
    if (toNumber(needed) > few) return null;
    const sameUnit = isInteger(needed) || line.packingUnit !== "pcs";
    const freePart = sameUnit ? `${free} free` : `${quantityPhrase(rational(BigInt(free)), unit)} free`;
    return `add ${inUnits(needed)} more to get ${freePart}`;
  }
  const moreFree = sub(cycle, remainder);
  if (isZero(moreFree) || compare(moreFree, ZERO) < 0) return null;
  return `add ${inUnits(moreFree)} more at no charge (scheme ${buy}+${free})`;
}

export function lineInsights(
  line: InvoiceLine,
  settings: Pick<InvoiceSettings, "ss" | "tradeDiscountPercent">,
  breakdown: LineBreakdown = lineBreakdown(line),
): LineInsights {
  const { packs, label } = packsDelivered(line, breakdown.total);
  const netCostPerPack = isZero(packs)
    ? null
    : roundToPaise(div(lineNetValue(line, settings, breakdown.billed), packs));
  let marginPerPack: Paise | null = null;
  let marginPercent: number | null = null;
  if (line.productMrp !== null && line.productMrp > 0 && netCostPerPack !== null) {
    const mrp = toPaise(line.productMrp);
    marginPerPack = mrp - netCostPerPack;
    marginPercent = Math.round((marginPerPack / mrp) * 1000) / 10;
  }
  return {
    netCostPerPack,
    packLabel: label,
    marginPerPack,
    marginPercent,
    slabHint: slabHint(line, breakdown),
  };
}
