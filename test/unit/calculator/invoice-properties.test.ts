import { describe, expect, it } from "vitest";
import {
  QUANTITY_MODES,
  invoiceTotals,
  lineAmounts,
  lineBreakdown,
  type InvoiceLine,
} from "~/calculator/invoice";
import { builtInPriceList } from "~/calculator/price-list";
import { add, compare, ZERO } from "~/money/rational";
import { seededRandom } from "~/catalog/related";
import { lineFor } from "./helpers";

/**
 * Invariants over many random invoices. The generator is seeded, so a failure names a seed that
 * reproduces it.
 */

const list = builtInPriceList();
const SCHEMES = ["none", "-", "10+1", "60+4 dozen", "5+1 carton", "12+1 pcs", "10+2", "1+1", "3+0", "7+5 dz"];

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}

function randomLine(random: () => number): InvoiceLine {
  const product = pick(random, list);
  const mode = pick(random, QUANTITY_MODES);
  const quantity = 1 + Math.floor(random() * (random() < 0.8 ? 20 : 500));
  const overrides: { -readonly [K in keyof InvoiceLine]?: InvoiceLine[K] } = {};
  if (random() < 0.3) overrides.scheme = pick(random, SCHEMES);
  if (random() < 0.2) overrides.ratePaise = Math.floor(random() * 350000);
  if (random() < 0.2) {
    overrides.packingSize =
      product.packingUnit === "kg"
        ? Math.round(random() * 5000) / 100 + 0.01
        : 1 + Math.floor(random() * 900);
  }
  return lineFor(product, quantity, mode, overrides);
}

function randomSettings(random: () => number) {
  return {
    ss: random() < 0.5,
    tradeDiscountPercent: pick(random, [0, 0, 5, 12.5, 37.5, 99.99, 100, Math.round(random() * 10000) / 100]),
    roundingStep: pick(random, [0, 1, 5, 10, 100]),
  };
}

const SEEDS = Array.from({ length: 300 }, (_, index) => index + 1);

describe("invoice invariants", () => {
  it("billed + free = total delivered, exactly, on every line", () => {
    for (const seed of SEEDS) {
      const random = seededRandom(seed);
      for (let i = 0; i < 10; i += 1) {
        const line = randomLine(random);
        const breakdown = lineBreakdown(line);
        expect(compare(add(breakdown.billed, breakdown.free), breakdown.total), `seed ${seed}`).toBe(0);
        expect(compare(breakdown.free, ZERO), `seed ${seed}`).toBeGreaterThanOrEqual(0);
        const amounts = lineAmounts(line);
        expect(amounts.billedUnits + amounts.freeUnits).toBeCloseTo(amounts.totalUnits, 9);
      }
    }
  });

  it("amounts are never negative and always whole paise", () => {
    for (const seed of SEEDS) {
      const random = seededRandom(seed);
      const lines = Array.from({ length: 1 + Math.floor(random() * 12) }, () => randomLine(random));
      for (const line of lines) {
        const { amount, freeValue } = lineAmounts(line);
        expect(amount, `seed ${seed}`).toBeGreaterThanOrEqual(0);
        expect(freeValue, `seed ${seed}`).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(amount) && Number.isInteger(freeValue)).toBe(true);
      }
      const totals = invoiceTotals(lines, randomSettings(random));
      for (const key of [
        "nonOilSubtotal",
        "distributorDiscount",
        "tradeDiscount",
        "taxableValue",
        "gstNonOil",
        "oilSubtotal",
        "gstOil",
        "grandTotal",
        "roundedTotal",
        "freeGoodsValue",
      ] as const) {
        expect(totals[key], `seed ${seed} ${key}`).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(totals[key]), `seed ${seed} ${key}`).toBe(true);
      }
    }
  });

  it("discounts never exceed the non-oil subtotal, and the totals add up", () => {
    for (const seed of SEEDS) {
      const random = seededRandom(seed);
      const lines = Array.from({ length: 1 + Math.floor(random() * 12) }, () => randomLine(random));
      const settings = randomSettings(random);
      const t = invoiceTotals(lines, settings);
      expect(t.distributorDiscount + t.tradeDiscount, `seed ${seed}`).toBeLessThanOrEqual(t.nonOilSubtotal);
      expect(t.taxableValue).toBe(t.nonOilSubtotal - t.distributorDiscount - t.tradeDiscount);
      expect(t.grandTotal).toBe(t.taxableValue + t.gstNonOil + t.oilSubtotal + t.gstOil);
      expect(t.roundedTotal - t.grandTotal).toBe(t.roundOff);
      expect(Math.abs(t.roundOff)).toBeLessThanOrEqual(settings.roundingStep * 50);
      if (settings.roundingStep > 0) expect(t.roundedTotal % (settings.roundingStep * 100)).toBe(0);
      const subtotal = lines.reduce((sum, line) => sum + lineAmounts(line).amount, 0);
      expect(t.nonOilSubtotal + t.oilSubtotal).toBe(subtotal);
    }
  });

  it("totals do not depend on the order of the lines", () => {
    for (const seed of SEEDS) {
      const random = seededRandom(seed);
      const lines = Array.from({ length: 2 + Math.floor(random() * 10) }, () => randomLine(random));
      const settings = randomSettings(random);
      const shuffled = [...lines];
      for (let i = shuffled.length - 1; i > 0; i -= 1) {
        const j = Math.floor(random() * (i + 1));
        [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
      }
      expect(invoiceTotals(shuffled, settings), `seed ${seed}`).toEqual(invoiceTotals(lines, settings));
      expect(invoiceTotals([...lines].reverse(), settings)).toEqual(invoiceTotals(lines, settings));
    }
  });

  it("a scheme never bills more than was ordered, and more ordered never bills less", () => {
    for (const seed of SEEDS) {
      const random = seededRandom(seed);
      const line = randomLine(random);
      const breakdown = lineBreakdown(line);
      if (breakdown.applied !== "carton-exception") {
        expect(compare(breakdown.billed, breakdown.total)).toBeLessThanOrEqual(0);
      }
      const more = lineAmounts({ ...line, quantity: line.quantity + 1 });
      expect(more.amount, `seed ${seed}`).toBeGreaterThanOrEqual(lineAmounts(line).amount);
    }
  });
});
