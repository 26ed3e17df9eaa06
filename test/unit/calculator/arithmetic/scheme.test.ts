import { describe, expect, it } from "vitest";
import { normalisePriceListRow } from "~/calculator/price-list/normalise-price-list";
import { parseScheme, resolveSchemeUnit } from "~/calculator/arithmetic/scheme";

describe("parseScheme", () => {
  it.each([
    ["60+4 dozen", 60, 4, "dozen"],
    ["60+4 Dozen", 60, 4, "dozen"],
    ["60 + 4 dozens", 60, 4, "dozen"],
    ["60+4 dz", 60, 4, "dozen"],
    ["60+4dz.", 60, 4, "dozen"],
    ["10+1", 10, 1, null],
    [" 10 + 1 ", 10, 1, null],
    ["12+1 pcs", 12, 1, "piece"],
    ["12+1 pieces", 12, 1, "piece"],
    ["12+1 pc", 12, 1, "piece"],
    ["5+1 carton", 5, 1, "carton"],
    ["5+1 cartons", 5, 1, "carton"],
    ["5+1 CARTONS", 5, 1, "carton"],
    ["10+0", 10, 0, null],
  ])("reads %j as %i+%i in %s", (text, buy, free, unit) => {
    expect(parseScheme(text)).toEqual({ kind: "scheme", scheme: { buy, free, unit } });
  });

  it.each(["", "  ", "no", "No", "none", "NONE", "n/a", "N/A", "-", "—", null, undefined])(
    "reads %j as no scheme",
    (text) => {
      expect(parseScheme(text)).toEqual({ kind: "none" });
    },
  );

  it.each([
    ["buy 10 get 1", 'scheme "buy 10 get 1" is not of the form buy+free (e.g. 10+1 or 60+4 dozen)'],
    ["10+", 'scheme "10+" is not of the form buy+free'],
    ["+1", 'scheme "+1" is not of the form buy+free'],
    ["10-1", 'scheme "10-1" is not of the form buy+free'],
    ["1.5+1", 'scheme "1.5+1" is not of the form buy+free'],
    ["10+1+1", 'scheme "10+1+1" is not of the form buy+free'],
    ["10+1 boxes", 'scheme unit "boxes" is not one of dozen, dz, pcs, pieces, pc, carton, cartons'],
    ["0+1", "a scheme must bill at least 1 unit (buy count 0)"],
  ])("refuses %j, and a price list says why: %s", (text, reason) => {
    expect(parseScheme(text).kind).toBe("invalid");
    const row = normalisePriceListRow({ name: "A", rate: 1, scheme: text });
    expect(row.ok === false && row.reason).toContain(reason);
  });

  it("resolves a scheme without a unit: dozens for incense, else the packing unit", () => {
    const scheme = { buy: 10, free: 1, unit: null };
    expect(resolveSchemeUnit(scheme, { category: "incense", packingUnit: "pcs" })).toBe("dozen");
    expect(resolveSchemeUnit(scheme, { category: "dhoop", packingUnit: "pcs" })).toBe("piece");
    expect(resolveSchemeUnit(scheme, { category: "dhoop", packingUnit: "kg" })).toBe("kg");
    expect(resolveSchemeUnit(scheme, { category: "gift", packingUnit: "unit" })).toBe("unit");
    expect(
      resolveSchemeUnit({ ...scheme, unit: "carton" }, { category: "incense", packingUnit: "pcs" }),
    ).toBe("carton");
  });
});
