import { describe, expect, it } from "vitest";
import {
  describeOrderedQuantity,
  describeUnits,
  packingSizeBasis,
  rateBasis,
  schemeLabel,
} from "~/calculator/arithmetic/invoice-labels";
import { builtInPriceList } from "~/calculator/price-list/price-list";
import { filterProducts } from "~/calculator/price-list/product-search";

const list = builtInPriceList();

describe("filterProducts", () => {
  it("lists everything for an empty query", () => {
    expect(filterProducts(list, "  ").total).toBe(list.length);
  });

  it("needs every word, in the name or the category, ignoring case", () => {
    const { matches } = filterProducts(list, "ROSE 16");
    expect(matches.map((item) => item.name)).toEqual(["Punarvana Rose Agarbatti 16 g"]);
    expect(filterProducts(list, "oil 500").matches.map((item) => item.name)).toEqual([
      "Punarvana Pooja Oil 500 ml",
    ]);
    expect(filterProducts(list, "personalcare").total).toBeGreaterThan(3);
    expect(filterProducts(list, "zzz").total).toBe(0);
  });

  it("puts names that start with the text first", () => {
    const { matches } = filterProducts(list, "pooja");
    expect(matches[0]?.name.startsWith("Punarvana Pooja")).toBe(true);
  });

  it("limits the options but reports the total", () => {
    const result = filterProducts(list, "", 10);
    expect(result.matches).toHaveLength(10);
    expect(result.total).toBe(list.length);
  });
});

describe("invoice labels", () => {
  it("describe quantities, units and bases", () => {
    expect(describeOrderedQuantity(1, "carton")).toBe("1 carton");
    expect(describeOrderedQuantity(5, "carton")).toBe("5 cartons");
    expect(describeOrderedQuantity(12, "dozen")).toBe("12 dozen");
    expect(describeUnits(1440, "pcs")).toBe("1,440 pcs");
    expect(describeUnits(7.5, "kg")).toBe("7.5 kg");
    expect(rateBasis({ category: "incense", packingUnit: "pcs" })).toBe("dozen");
    expect(rateBasis({ category: "oil", packingUnit: "pcs" })).toBe("piece");
    expect(rateBasis({ category: "dhoop", packingUnit: "kg" })).toBe("kg");
    expect(packingSizeBasis("kg")).toBe("kg per bag");
    expect(packingSizeBasis("pcs")).toBe("pcs per carton");
  });
});

describe("schemeLabel", () => {
  it("shows the scheme as written, or No scheme", () => {
    expect(schemeLabel("60+4 dozen")).toBe("Scheme 60+4 dozen");
    expect(schemeLabel("-")).toBe("No scheme");
    expect(schemeLabel("none")).toBe("No scheme");
    expect(schemeLabel("No")).toBe("No scheme");
  });
});
