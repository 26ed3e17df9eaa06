import { describe, expect, it } from "vitest";

import { lineAmounts } from "~/calculator/arithmetic/invoice";
import {
  QUANTITY_MODES,
  defaultQuantityMode,
  fitModeToUnit,
  modeFitsUnit,
  quantityModesFor,
} from "~/calculator/arithmetic/quantity-modes";
import { readLine } from "~/calculator/device/stored-fields";

import { item, lineFor } from "../helpers";

describe("the modes an item offers", () => {
  it("pieces: piece, dozen, carton; kilograms: kg, bag; units: unit, carton", () => {
    expect(quantityModesFor("pcs")).toEqual(["piece", "dozen", "carton"]);
    expect(quantityModesFor("kg")).toEqual(["kg", "bag"]);
    expect(quantityModesFor("unit")).toEqual(["unit", "carton"]);
  });

  it("every mode fits at least one packing unit, and kg never fits pieces", () => {
    for (const mode of QUANTITY_MODES) {
      expect(["pcs", "kg", "unit"].some((unit) => modeFitsUnit(mode, unit as "pcs"))).toBe(true);
    }
    expect(modeFitsUnit("kg", "pcs")).toBe(false);
    expect(modeFitsUnit("dozen", "kg")).toBe(false);
  });

  it("the first mode is bag for goods by the kg, piece or unit for oil, dozen or unit otherwise", () => {
    expect(defaultQuantityMode({ category: "dhoop", packingUnit: "kg" })).toBe("bag");
    expect(defaultQuantityMode({ category: "oil", packingUnit: "kg" })).toBe("bag");
    expect(defaultQuantityMode({ category: "oil", packingUnit: "pcs" })).toBe("piece");
    expect(defaultQuantityMode({ category: "oil", packingUnit: "unit" })).toBe("unit");
    expect(defaultQuantityMode({ category: "incense", packingUnit: "pcs" })).toBe("dozen");
    expect(defaultQuantityMode({ category: "personalcare", packingUnit: "pcs" })).toBe("dozen");
    expect(defaultQuantityMode({ category: "gift", packingUnit: "unit" })).toBe("unit");
    for (const unit of ["pcs", "kg", "unit"] as const) {
      expect(modeFitsUnit(defaultQuantityMode({ category: "incense", packingUnit: unit }), unit)).toBe(true);
    }
  });
});

describe("a stored line whose mode does not fit its item", () => {
  it.each([
    [5, "kg", "pcs", 5, "piece"],
    [2, "dozen", "kg", 24, "kg"],
    [3, "bag", "pcs", 3, "carton"],
    [3, "carton", "kg", 3, "bag"],
    [2, "dozen", "unit", 24, "unit"],
    [7, "piece", "unit", 7, "unit"],
    [4, "unit", "pcs", 4, "piece"],
    [4, "dozen", "pcs", 4, "dozen"],
  ] as const)("%d %s of goods in %s becomes %d %s", (quantity, mode, unit, wantQuantity, wantMode) => {
    expect(fitModeToUnit(quantity, mode, unit)).toEqual({ quantity: wantQuantity, mode: wantMode });
  });

  it("is read back in the fitting mode at exactly the amount it was priced at", () => {
    const lakkad = item({ name: "Lakkad", category: "dhoop", rate: 320, packingUnit: "kg", packingSize: 5 });
    const stored = { ...lineFor(lakkad, 2, "kg"), mode: "dozen" }; // was 24 kg, printed "2 dozen"
    const line = readLine(JSON.parse(JSON.stringify(stored)));
    expect(line).toMatchObject({ quantity: 24, mode: "kg" });
    expect(lineAmounts(line!).amount).toBe(24 * 32000);
  });
});
