import { afterEach, describe, expect, it, vi } from "vitest";
import { BUILT_IN_PRICE_LIST_ROWS, builtInPriceList } from "~/calculator/price-list/price-list";
import { CATEGORIES } from "~/calculator/price-list/price-list-item";
import {
  incenseSchemeMismatch,
  normalisePriceList,
  normalisePriceListRow,
} from "~/calculator/price-list/normalise-price-list";
import { parseScheme } from "~/calculator/arithmetic/scheme";
import { item } from "../helpers";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the built-in price list", () => {
  const list = builtInPriceList();

  it("has about 75 items with unique names, all Punarvana Eco", () => {
    expect(list.length).toBeGreaterThanOrEqual(70);
    expect(list.length).toBeLessThanOrEqual(80);
    expect(list.length).toBe(BUILT_IN_PRICE_LIST_ROWS.length);
    expect(new Set(list.map((entry) => entry.name.toLowerCase())).size).toBe(list.length);
    for (const entry of list) expect(entry.name).toMatch(/^Punarvana /);
  });

  it("covers every category and rates from 8 to 3,500", () => {
    expect(new Set(list.map((entry) => entry.category))).toEqual(new Set(CATEGORIES));
    const rates = list.map((entry) => entry.rate);
    expect(Math.min(...rates)).toBe(8);
    expect(Math.max(...rates)).toBe(3500);
  });

  it("carries a GST rate and an HSN code (or none) on every item", () => {
    for (const entry of list) {
      expect(entry.gstRate, entry.name).toBe(entry.category === "oil" ? 12 : 5);
      expect(entry.hsn, entry.name).toMatch(/^(\d{4}|\d{6}|\d{8})?$/);
      if (["incense", "dhoop", "cones"].includes(entry.category)) expect(entry.hsn, entry.name).not.toBe("");
    }
    expect(BUILT_IN_PRICE_LIST_ROWS.every((row) => "hsn" in row && "gstRate" in row)).toBe(true);
  });

  it("writes schemes the way reps do, and every one parses", () => {
    const schemes = new Set(list.map((entry) => entry.scheme));
    for (const written of ["60+4 dozen", "10+1", "5+1 carton", "none", "-"])
      expect(schemes).toContain(written);
    for (const entry of list) expect(parseScheme(entry.scheme).kind, entry.name).not.toBe("invalid");
  });

  it("has packing sizes, units, grams per pack and MRPs that make sense", () => {
    for (const entry of list) {
      expect(entry.packingSize, entry.name).toBeGreaterThan(0);
      if (entry.packingUnit !== "kg") expect(Number.isInteger(entry.packingSize), entry.name).toBe(true);
      if (entry.productMrp !== null && entry.packingUnit !== "kg") {
        // the MRP of one pack is above what a pack costs at the rate
        const perPack = entry.category === "incense" ? entry.rate / 12 : entry.rate;
        expect(entry.productMrp, entry.name).toBeGreaterThan(perPack);
      }
    }
    expect(list.some((entry) => entry.packingUnit === "kg")).toBe(true);
    expect(list.some((entry) => entry.packingUnit === "unit")).toBe(true);
  });

  it("is written normalised: normalising it changes nothing and warns about no scheme", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const normalised = normalisePriceList(BUILT_IN_PRICE_LIST_ROWS.map((row) => ({ ...row })));
    expect(warn).not.toHaveBeenCalled();
    expect(normalised.errors).toEqual([]);
    expect(normalised.renamed).toEqual([]);
    expect(normalised.items).toEqual(list);
  });

  it("includes cartons of the carton exception", () => {
    const fresh = builtInPriceList();
    expect(
      fresh.some(
        (entry) =>
          entry.category === "incense" && entry.scheme.startsWith("60+4") && entry.packingSize === 720,
      ),
    ).toBe(true);
  });

  it("returns a fresh array each time", () => {
    expect(builtInPriceList()).not.toBe(builtInPriceList());
  });
});

describe("normalisePriceListRow", () => {
  it("lowercases the category and defaults it to incense", () => {
    expect(normalisePriceListRow({ name: "A", rate: 10, category: "OIL" })).toMatchObject({
      ok: true,
      item: { category: "oil" },
    });
    expect(normalisePriceListRow({ name: "A", rate: 10, category: "Personal Care" })).toMatchObject({
      ok: true,
      item: { category: "personalcare" },
    });
    expect(normalisePriceListRow({ name: "A", rate: 10 })).toMatchObject({
      ok: true,
      item: { category: "incense" },
    });
    expect(normalisePriceListRow({ name: "A", rate: 10, category: " " })).toMatchObject({
      ok: true,
      item: { category: "incense" },
    });
  });

  it("lowercases the packing unit and defaults it to pcs", () => {
    expect(normalisePriceListRow({ name: "A", rate: 10, packingUnit: "KG", packingSize: 5 })).toMatchObject({
      ok: true,
      item: { packingUnit: "kg" },
    });
    expect(normalisePriceListRow({ name: "A", rate: 10, packingUnit: "" })).toMatchObject({
      ok: true,
      item: { packingUnit: "pcs" },
    });
    expect(normalisePriceListRow({ name: "A", rate: 10, packingUnit: "Pieces" })).toMatchObject({
      ok: true,
      item: { packingUnit: "pcs" },
    });
  });

  it.each([
    // every way a scheme is written gives (buy + free) × 12
    ["60+4 dozen", "incense", "pcs", 768],
    ["60+4 dz", "incense", "pcs", 768],
    ["10+1", "incense", "pcs", 132],
    ["12+1 pcs", "incense", "pcs", 156],
    ["10+1", "dhoop", "pcs", 132],
    ["12+1 pieces", "dhoop", "pcs", 156],
    ["5+1 carton", "dhoop", "pcs", 72],
    ["10+1", "gift", "unit", 132],
    ["2+1", "dhoop", "kg", 36],
  ] as const)(
    "derives a missing packing size from scheme %j (%s in %s) as %d",
    (scheme, category, unit, size) => {
      expect(
        normalisePriceListRow({ name: "A", rate: 9, category, packingUnit: unit, scheme }),
      ).toMatchObject({
        ok: true,
        item: { packingSize: size },
      });
    },
  );

  it("otherwise defaults the packing size to 12 for incense and 1 for the rest", () => {
    expect(normalisePriceListRow({ name: "A", rate: 84, scheme: "none" })).toMatchObject({
      ok: true,
      item: { packingSize: 12 },
    });
    expect(
      normalisePriceListRow({ name: "A", rate: 84, category: "gift", packingUnit: "unit" }),
    ).toMatchObject({
      ok: true,
      item: { packingSize: 1 },
    });
    expect(normalisePriceListRow({ name: "A", rate: 84, packingSize: 0 })).toMatchObject({
      ok: true,
      item: { packingSize: 12 },
    });
    expect(
      normalisePriceListRow({ name: "A", rate: 84, category: "dhoop", packingUnit: "kg" }),
    ).toMatchObject({
      ok: true,
      item: { packingSize: 1 },
    });
  });

  it("floors pieces to at least 1 and keeps kg as is", () => {
    expect(normalisePriceListRow({ name: "A", rate: 1, packingSize: 100.7 })).toMatchObject({
      ok: true,
      item: { packingSize: 100 },
    });
    expect(normalisePriceListRow({ name: "A", rate: 1, packingSize: 0.4 })).toMatchObject({
      ok: true,
      item: { packingSize: 1 },
    });
    expect(
      normalisePriceListRow({ name: "A", rate: 1, packingSize: "2.5", packingUnit: "kg" }),
    ).toMatchObject({
      ok: true,
      item: { packingSize: 2.5 },
    });
  });

  it("reads numbers written with ₹, Rs. and commas", () => {
    expect(normalisePriceListRow({ name: "A", rate: "₹1,200.50" })).toMatchObject({
      ok: true,
      item: { rate: 1200.5 },
    });
    expect(normalisePriceListRow({ name: "A", rate: "Rs. 84" })).toMatchObject({
      ok: true,
      item: { rate: 84 },
    });
  });

  it("keeps optional grams per pack and MRP, null when empty", () => {
    expect(normalisePriceListRow({ name: "A", rate: 1, gramsPerPack: "16", productMrp: "10" })).toMatchObject(
      {
        ok: true,
        item: { gramsPerPack: 16, productMrp: 10 },
      },
    );
    expect(normalisePriceListRow({ name: "A", rate: 1, gramsPerPack: "", productMrp: null })).toMatchObject({
      ok: true,
      item: { gramsPerPack: null, productMrp: null },
    });
  });

  it.each([
    [{ rate: 1 }, "name is missing"],
    [{ name: "A" }, "rate is missing"],
    [{ name: "A", rate: "ten" }, 'rate "ten" is not a number of 0 or more'],
    [{ name: "A", rate: -1 }, 'rate "-1" is not a number of 0 or more'],
    [{ name: "A", rate: 1, category: "candles" }, 'category "candles" is not one of'],
    [{ name: "A", rate: 1, packingUnit: "box" }, 'packing unit "box" is not one of pcs, kg, unit'],
    [{ name: "A", rate: 1, scheme: "buy 10 get 1" }, 'scheme "buy 10 get 1" is not of the form'],
    [{ name: "A", rate: 1, packingSize: "a dozen" }, 'packing size "a dozen" is not a number'],
    [{ name: "A", rate: 1, gramsPerPack: "-3" }, 'grams per pack "-3" is not a number above 0'],
    [{ name: "A", rate: 1, productMrp: "free" }, 'MRP "free" is not a number above 0'],
  ])("refuses %j: %s", (row, reason) => {
    const result = normalisePriceListRow(row);
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.reason).toContain(reason);
  });
});

describe("the incense scheme warning", () => {
  it("warns once when an incense scheme disagrees with its packing size", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const { items } = normalisePriceList([
      { name: "Right", rate: 84, scheme: "60+4 dozen", packingSize: 768 },
      { name: "Exception", rate: 84, scheme: "60+4 dozen", packingSize: 720 },
      { name: "Wrong", rate: 84, scheme: "60+4 dozen", packingSize: 600 },
      { name: "Not incense", rate: 84, category: "dhoop", scheme: "10+1", packingSize: 500 },
      { name: "Carton scheme", rate: 84, scheme: "5+1 carton", packingSize: 500 },
    ]);
    expect(items).toHaveLength(5); // a warning, not a refusal
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('"Wrong"');
    expect(warn.mock.calls[0]?.[0]).toContain("600");
  });

  it("explains what was expected", () => {
    expect(incenseSchemeMismatch(item({ name: "X", packingSize: 100, scheme: "10+1" }))).toContain(
      "expected a multiple of 132, or 120",
    );
    // whole cycles are fine, including a size derived from a pieces scheme
    expect(incenseSchemeMismatch(item({ name: "X", packingSize: 264, scheme: "10+1" }))).toBeNull();
    expect(incenseSchemeMismatch(item({ name: "X", packingSize: 156, scheme: "12+1 pcs" }))).toBeNull();
    // incense packed as units is checked the same way
    expect(
      incenseSchemeMismatch(item({ name: "X", packingUnit: "unit", packingSize: 100, scheme: "10+1" })),
    ).toContain("100 unit");
    expect(incenseSchemeMismatch(item({ name: "X", packingSize: 12, scheme: "none" }))).toBeNull();
  });
});

describe("normalisePriceList", () => {
  it("keeps good rows in order and reports the others by position", () => {
    const result = normalisePriceList([
      { name: "A", rate: 1 },
      { name: "B" },
      { name: "a", rate: 2 },
      { name: "C", rate: 3 },
    ]);
    expect(result.items.map((entry) => entry.name)).toEqual(["A", "C"]);
    expect(result.errors).toEqual([
      { index: 1, reason: "rate is missing" },
      { index: 2, reason: '"a" is already listed at position 1' },
    ]);
  });
});
