import { describe, expect, it } from "vitest";
import type { InvoiceLine } from "~/calculator/arithmetic/invoice";
import { summaryRows } from "~/calculator/documents/invoice-summary";
import { invoiceTotals, roundToStep } from "~/calculator/arithmetic/invoice-totals";
import { formatINR } from "~/money/money";
import { item, lineFor } from "../helpers";

/** Worked invoices (docs/calculator.md, "Totals"): every figure checked by hand, in paise. */

const rose16 = item({ name: "Rose 16 g" });
const oil1l = item({
  name: "Pooja oil 1 L",
  rate: 244,
  category: "oil",
  packingSize: 12,
  scheme: "10+1",
  gramsPerPack: null,
  productMrp: 299,
});
const agarbatti = lineFor(rose16, 64, "dozen"); // amount ₹5,040.00 (60 dz billed)
const oil = lineFor(oil1l, 23, "piece"); // amount ₹5,124.00 (21 bottles billed)
const base = { ss: false, tradeDiscountPercent: 0, roundingStep: 1 };

describe("summary labels", () => {
  it("are the calculator's words, in order, for an ordinary invoice or an empty one", () => {
    const labels = (lines: InvoiceLine[]) =>
      summaryRows(invoiceTotals(lines, base), { ss: false, supply: null }).map((row) => row.label);
    expect(labels([])).toEqual(labels([agarbatti, oil]));
    expect(labels([agarbatti, oil])).toEqual([
      "Non-oil subtotal",
      "Distributor discount",
      "Trade discount",
      "Taxable value",
      "GST 5%",
      "Oil subtotal",
      "GST 12%",
      "Grand total",
      "Round-off",
      "Rounded total",
    ]);
  });
});

describe("invoiceTotals", () => {
  it("an empty invoice is all zeros", () => {
    const totals = invoiceTotals([], base);
    expect(totals).toMatchObject({
      nonOilSubtotal: 0,
      distributorDiscount: 0,
      tradeDiscount: 0,
      taxableValue: 0,
      gstNonOil: 0,
      oilSubtotal: 0,
      gstOil: 0,
      grandTotal: 0,
      roundOff: 0,
      roundedTotal: 0,
      freeGoodsValue: 0,
    });
    expect(totals.quantities).toEqual({
      pcs: { total: 0, billed: 0, free: 0 },
      kg: { total: 0, billed: 0, free: 0 },
      unit: { total: 0, billed: 0, free: 0 },
    });
  });

  it("a mixed invoice, SS off, no trade discount, rounding step 1", () => {
    // S 5,040.00; D 12% 604.80; V 4,435.20; GST 5% 221.76; O 5,124.00; GST 12% 614.88
    // G = 4,435.20 + 221.76 + 5,124.00 + 614.88 = 10,395.84 → rounded 10,396.00, round-off +0.16
    const totals = invoiceTotals([agarbatti, oil], base);
    expect(totals).toMatchObject({
      nonOilSubtotal: 504000,
      distributorDiscountPercent: 12,
      distributorDiscount: 60480,
      tradeDiscount: 0,
      taxableValue: 443520,
      gstNonOil: 22176,
      oilSubtotal: 512400,
      gstOil: 61488,
      grandTotal: 1039584,
      roundingStep: 1,
      roundOff: 16,
      roundedTotal: 1039600,
    });
    // free goods: 4 dz agarbatti ₹336 + 2 bottles ₹488
    expect(totals.freeGoodsValue).toBe(33600 + 48800);
    expect(totals.quantities.pcs).toEqual({ total: 768 + 23, billed: 720 + 21, free: 48 + 2 });
    expect(formatINR(totals.roundedTotal)).toBe("₹10,396.00");
  });

  it("SS on: the distributor discount is 19%", () => {
    // D 19% of 5,040 = 957.60; V 4,082.40; GST 204.12; G = 4,082.40 + 204.12 + 5,738.88 = 10,025.40 → 10,025.00
    expect(invoiceTotals([agarbatti, oil], { ...base, ss: true })).toMatchObject({
      distributorDiscountPercent: 19,
      distributorDiscount: 95760,
      taxableValue: 408240,
      gstNonOil: 20412,
      grandTotal: 1002540,
      roundOff: -40,
      roundedTotal: 1002500,
    });
  });

  it("trade discount 37.5% applies after the distributor discount", () => {
    // S − D = 4,435.20; T = 37.5% = 1,663.20; V 2,772.00; GST 138.60; G = 2,910.60 + 5,738.88 = 8,649.48
    expect(invoiceTotals([agarbatti, oil], { ...base, tradeDiscountPercent: 37.5 })).toMatchObject({
      tradeDiscountPercent: 37.5,
      tradeDiscount: 166320,
      taxableValue: 277200,
      gstNonOil: 13860,
      grandTotal: 864948,
      roundedTotal: 864900,
      roundOff: -48,
    });
  });

  it("trade discount 100% leaves only the oil", () => {
    expect(invoiceTotals([agarbatti, oil], { ...base, tradeDiscountPercent: 100 })).toMatchObject({
      tradeDiscount: 443520,
      taxableValue: 0,
      gstNonOil: 0,
      grandTotal: 573888,
    });
  });

  it("trade discount is clamped to 0…100", () => {
    expect(invoiceTotals([agarbatti], { ...base, tradeDiscountPercent: 150 }).tradeDiscountPercent).toBe(100);
    expect(invoiceTotals([agarbatti], { ...base, tradeDiscountPercent: -5 }).tradeDiscount).toBe(0);
    expect(invoiceTotals([agarbatti], { ...base, tradeDiscountPercent: Number.NaN }).tradeDiscount).toBe(0);
  });

  it("an oil-only invoice: no discounts, GST 12%", () => {
    // O 5,124.00 + GST 614.88 = 5,738.88 → 5,739.00, round-off +0.12
    expect(invoiceTotals([oil], { ...base, ss: true, tradeDiscountPercent: 50 })).toMatchObject({
      nonOilSubtotal: 0,
      distributorDiscount: 0,
      tradeDiscount: 0,
      taxableValue: 0,
      gstNonOil: 0,
      oilSubtotal: 512400,
      gstOil: 61488,
      grandTotal: 573888,
      roundOff: 12,
      roundedTotal: 573900,
    });
  });

  it.each([
    [0, 1039584, 0],
    [1, 1039600, 16],
    [5, 1039500, -84],
    [10, 1040000, 416],
    [5.9, 1039500, -84], // floored to 5
    [-3, 1039584, 0], // clamped to 0: no rounding
  ])("rounding step %d → rounded total %d, round-off %d", (roundingStep, roundedTotal, roundOff) => {
    expect(invoiceTotals([agarbatti, oil], { ...base, roundingStep })).toMatchObject({
      grandTotal: 1039584,
      roundedTotal,
      roundOff,
    });
  });

  it("rounds each amount half away from zero where it is computed", () => {
    // one piece at ₹6/dozen = 50 paise; SS: D = 19% of 50 = 9.5 → 10; V = 40; GST = 2; G = 42
    const tiny: InvoiceLine = lineFor(rose16, 1, "piece", { ratePaise: 600 });
    expect(invoiceTotals([tiny], { ss: true, tradeDiscountPercent: 0, roundingStep: 0 })).toMatchObject({
      nonOilSubtotal: 50,
      distributorDiscount: 10,
      taxableValue: 40,
      gstNonOil: 2,
      grandTotal: 42,
    });
    // S = 100 paise (2 pieces at ₹6/dz): D 12; S − D = 88; T 37.5% = 33; V 55; GST 2.75 → 3
    const two = lineFor(rose16, 2, "piece", { ratePaise: 600 });
    expect(invoiceTotals([two], { ss: false, tradeDiscountPercent: 37.5, roundingStep: 0 })).toMatchObject({
      distributorDiscount: 12,
      tradeDiscount: 33,
      taxableValue: 55,
      gstNonOil: 3,
      grandTotal: 58,
    });
    // trade discount on 4 paise at 37.5% = 1.5 → 2; GST on 10 paise = 0.5 → 1
    expect(roundToStep(250, 5)).toBe(500); // ₹2.50 to the nearest ₹5: half rounds up
    expect(roundToStep(249, 5)).toBe(0);
  });

  it("free goods value sums every line's free goods at the rate", () => {
    const sandal = item({ name: "Sandal", packingSize: 720 });
    const totals = invoiceTotals([lineFor(sandal, 2, "carton"), lineFor(rose16, 56, "dozen")], base);
    expect(totals.freeGoodsValue).toBe(67200); // 8 dz × ₹84
    expect(totals.quantities.pcs).toEqual({ total: 1536 + 672, billed: 1440 + 672, free: 96 });
  });

  it("sums quantities per packing unit", () => {
    const lakkad = item({
      name: "Lakkad",
      rate: 320,
      category: "dhoop",
      packingSize: 2.5,
      packingUnit: "kg",
      scheme: "none",
    });
    const gift = item({
      name: "Gift",
      rate: 499,
      category: "gift",
      packingSize: 10,
      packingUnit: "unit",
      scheme: "none",
    });
    const totals = invoiceTotals(
      [lineFor(lakkad, 3, "bag"), lineFor(lakkad, 2, "kg"), lineFor(gift, 4, "unit")],
      base,
    );
    expect(totals.quantities.kg).toEqual({ total: 9.5, billed: 9.5, free: 0 });
    expect(totals.quantities.unit).toEqual({ total: 4, billed: 4, free: 0 });
  });
});
