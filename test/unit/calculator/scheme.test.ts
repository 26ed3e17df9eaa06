import { describe, expect, it } from "vitest";
import { describeScheme, parseScheme, resolveSchemeUnit } from "~/calculator/scheme";

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

  it.each(["buy 10 get 1", "10+", "+1", "10+1 boxes", "10-1", "0+1", "1.5+1", "10+1+1"])(
    "refuses %j with a reason",
    (text) => {
      const result = parseScheme(text);
      expect(result.kind).toBe("invalid");
      if (result.kind === "invalid") expect(result.reason.length).toBeGreaterThan(10);
    },
  );

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

  it("describes a scheme canonically", () => {
    expect(describeScheme(parseScheme("60 + 4 DZ"))).toBe("60+4 dozen");
    expect(describeScheme(parseScheme("10+1"))).toBe("10+1");
    expect(describeScheme(parseScheme("-"))).toBe("none");
  });
});
