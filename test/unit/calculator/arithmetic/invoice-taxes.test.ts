import { describe, expect, it } from "vitest";

import { allocateProportionally } from "~/calculator/arithmetic/allocate";
import { seededRandom } from "~/catalog/seeded-random";
import { summaryRows } from "~/calculator/documents/invoice-summary";
import { invoiceTotals } from "~/calculator/arithmetic/invoice-totals";
import { hsnTaxTable, splitTax, supplyBetween } from "~/calculator/arithmetic/tax-breakdown";
import { item, lineFor } from "../helpers";

/** Taxes per rate, the CGST/SGST and IGST splits, and the HSN-wise table (docs/calculator.md, "Taxes"). */

const base = { ss: false, tradeDiscountPercent: 0, roundingStep: 1 };
const rose16 = item({ name: "Rose 16 g" }); // incense, 5%, HSN 330741
const soap = item({
  name: "Neem soap",
  rate: 38,
  category: "personalcare",
  packingSize: 144,
  scheme: "none",
  hsn: "3401",
  gstRate: 18,
});
const oil = item({ name: "Pooja oil", rate: 244, category: "oil", packingSize: 12, scheme: "none" });

describe("allocateProportionally", () => {
  it("shares a total out in proportion, adding up exactly", () => {
    expect(allocateProportionally(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocateProportionally(10, [3, 0, 7])).toEqual([3, 0, 7]);
    expect(allocateProportionally(0, [5, 5])).toEqual([0, 0]);
    expect(allocateProportionally(0, [0, 0])).toEqual([0, 0]);
  });

  it("gives the largest-remainder shares worked in bigint, for small amounts and for vast ones", () => {
    // The method itself, in bigint throughout: what the fast path in plain numbers must equal.
    const reference = (total: number, weights: number[]) => {
      const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
      const exact = weights.map((w) => BigInt(total) * BigInt(w));
      const shares = exact.map((value) => value / sum);
      const left = BigInt(total) - shares.reduce((a, b) => a + b, 0n);
      const order = weights
        .map((_, index) => index)
        .sort((a, b) => Number((exact[b]! % sum) - (exact[a]! % sum)) || a - b);
      for (const index of order.slice(0, Number(left))) shares[index]! += 1n;
      return shares.map(Number);
    };
    const random = seededRandom(53);
    const whole = (max: number) => Math.floor(random() * max);
    for (let run = 0; run < 3000; run += 1) {
      const scale = [100, 1e7, 1e12, Number.MAX_SAFE_INTEGER][run % 4]!;
      const weights = Array.from({ length: 1 + whole(9) }, () => whole(scale));
      if (!weights.some((weight) => weight > 0)) weights[0] = 1;
      const total = whole(scale);
      const shares = allocateProportionally(total, weights);
      expect(shares).toEqual(reference(total, weights));
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
    }
  });

  it("refuses what cannot be shared", () => {
    expect(() => allocateProportionally(5, [0, 0])).toThrow(RangeError);
    expect(() => allocateProportionally(-1, [1])).toThrow(RangeError);
    expect(() => allocateProportionally(1, [1.5])).toThrow(RangeError);
  });
});

describe("splitTax", () => {
  it("gives CGST and SGST half each, the odd paisa to CGST, adding up to the tax exactly", () => {
    expect(splitTax(22176, "intra")).toEqual({ cgst: 11088, sgst: 11088, igst: 0 });
    expect(splitTax(20701, "intra")).toEqual({ cgst: 10351, sgst: 10350, igst: 0 });
    for (let tax = 0; tax <= 5000; tax += 1) {
      const { cgst, sgst } = splitTax(tax, "intra");
      expect(cgst + sgst).toBe(tax);
      expect(cgst - sgst === 0 || cgst - sgst === 1).toBe(true);
    }
  });

  it("gives all of it as IGST across states", () => {
    expect(splitTax(20701, "inter")).toEqual({ cgst: 0, sgst: 0, igst: 20701 });
  });

  it("knows the supply from the two states", () => {
    expect(supplyBetween("07", "07")).toBe("intra");
    expect(supplyBetween("07", "29")).toBe("inter");
    expect(supplyBetween("07", "")).toBeNull();
  });
});

describe("taxes per rate", () => {
  it("spreads the discounts over the non-oil lines and taxes each rate's share once", () => {
    // Incense 64 dz → 60 billed = ₹5,040.00; soap 144 pcs × ₹38 = ₹5,472.00; S = ₹10,512.00
    // D 12% = ₹1,261.44; V = ₹9,250.56; shares ∝ 5,040 : 5,472 → ₹4,435.20 and ₹4,815.36
    const lines = [lineFor(rose16, 64, "dozen"), lineFor(soap, 144, "piece"), lineFor(oil, 10, "piece")];
    const totals = invoiceTotals(lines, base);
    expect(totals.taxableValue).toBe(925056);
    expect(totals.rateTaxes).toEqual([
      { block: "nonOil", ratePercent: 5, amount: 504000, taxable: 443520, tax: 22176 },
      { block: "nonOil", ratePercent: 18, amount: 547200, taxable: 481536, tax: 86676 }, // 866.7648 → 866.76
      { block: "oil", ratePercent: 12, amount: 244000, taxable: 244000, tax: 29280 },
    ]);
    expect(totals.gstNonOil).toBe(22176 + 86676);
    expect(totals.grandTotal).toBe(925056 + 22176 + 86676 + 244000 + 29280);
  });

  it("labels one GST row per rate present, in rate order, with its split under it", () => {
    const lines = [lineFor(soap, 1, "piece"), lineFor(rose16, 1, "dozen"), lineFor(oil, 1, "piece")];
    const totals = invoiceTotals(lines, base);
    const labels = (supply: "intra" | "inter" | null) =>
      summaryRows(totals, { ss: false, supply }).map((row) => row.label);
    expect(labels(null)).toEqual([
      "Non-oil subtotal",
      "Distributor discount",
      "Trade discount",
      "Taxable value",
      "GST 5%",
      "GST 18%",
      "Oil subtotal",
      "GST 12%",
      "Grand total",
      "Round-off",
      "Rounded total",
    ]);
    expect(labels("intra").slice(4, 12)).toEqual([
      "GST 5%",
      "CGST 2.5%",
      "SGST 2.5%",
      "GST 18%",
      "CGST 9%",
      "SGST 9%",
      "Oil subtotal",
      "GST 12%",
    ]);
    expect(labels("inter").slice(4, 10)).toEqual([
      "GST 5%",
      "IGST 5%",
      "GST 18%",
      "IGST 18%",
      "Oil subtotal",
      "GST 12%",
    ]);
  });

  it("says which GST row is the oil's when oil shares a rate with other goods", () => {
    const oilAt5 = item({
      name: "Oil 5",
      rate: 100,
      category: "oil",
      packingSize: 1,
      scheme: "none",
      gstRate: 5,
    });
    const totals = invoiceTotals([lineFor(rose16, 1, "dozen"), lineFor(oilAt5, 1, "piece")], base);
    const labels = summaryRows(totals, { ss: false, supply: "intra" }).map((row) => row.label);
    expect(labels).toContain("GST 5% on oil");
    expect(labels).toContain("CGST 2.5% on oil");
    expect(new Set(labels).size).toBe(labels.length);
  });

  it("has CGST + SGST = GST to the paisa for every rate, and IGST = GST", () => {
    for (const gstRate of [0, 0.25, 1.5, 3, 5, 12, 18, 28]) {
      for (const quantity of [1, 7, 13, 101]) {
        const taxed = item({
          name: `At ${gstRate}`,
          rate: 37.37,
          category: "gift",
          packingSize: 1,
          scheme: "none",
          gstRate,
        });
        const totals = invoiceTotals([lineFor(taxed, quantity, "piece")], {
          ...base,
          tradeDiscountPercent: 3.3,
        });
        for (const supply of ["intra", "inter"] as const) {
          const rows = summaryRows(totals, { ss: false, supply });
          const gst = rows.find((row) => row.key === `gst-nonOil-${gstRate}`)!;
          const parts = rows.filter((row) => row.role === "split");
          expect(parts.length).toBe(supply === "intra" ? 2 : 1);
          expect(parts.reduce((sum, row) => sum + row.amount, 0)).toBe(gst.amount);
        }
      }
    }
  });
});

describe("the HSN-wise tax table", () => {
  it("groups lines by HSN code and rate, codes in order, and adds up to the summary", () => {
    const agarbatti = item({ name: "Other agarbatti", rate: 252, packingSize: 132, scheme: "10+1" });
    const unknownHsn = item({
      name: "Gift box",
      rate: 499,
      category: "gift",
      packingSize: 10,
      scheme: "none",
    });
    const lines = [
      lineFor(soap, 20, "piece"),
      lineFor(rose16, 10, "dozen"),
      lineFor(unknownHsn, 3, "piece"),
      lineFor(agarbatti, 5, "dozen"),
      lineFor(oil, 3, "piece"),
    ];
    const totals = invoiceTotals(lines, { ...base, ss: true, tradeDiscountPercent: 7.5 });
    const table = hsnTaxTable(lines, totals, "intra");
    expect(table.rows.map((row) => [row.hsn, row.ratePercent])).toEqual([
      ["330741", 5],
      ["3401", 18],
      ["", 5],
      ["", 12],
    ]);
    expect(table.total.taxable).toBe(totals.taxableValue + totals.oilSubtotal);
    expect(table.total.tax).toBe(totals.gstNonOil + totals.gstOil);
    const summary = summaryRows(totals, { ss: true, supply: "intra" });
    const sumOf = (prefix: string) =>
      summary.filter((row) => row.key.startsWith(prefix)).reduce((sum, row) => sum + row.amount, 0);
    expect(table.total.cgst).toBe(sumOf("cgst-"));
    expect(table.total.sgst).toBe(sumOf("sgst-"));
    for (const row of table.rows) expect(row.cgst + row.sgst).toBe(row.tax);
  });

  it("shows only the whole tax while the place of supply is unknown", () => {
    const lines = [lineFor(rose16, 10, "dozen")];
    const totals = invoiceTotals(lines, base);
    const table = hsnTaxTable(lines, totals, null);
    expect(table.rows).toEqual([
      { hsn: "330741", ratePercent: 5, taxable: 73920, cgst: 0, sgst: 0, igst: 0, tax: 3696 },
    ]);
  });
});
