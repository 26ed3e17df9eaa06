import { describe, expect, it } from "vitest";
import {
  EMPTY_LINE_ENTRY,
  LINE_ENTRY_MESSAGES,
  clampQuantityInput,
  entryForProduct,
  entryProduct,
  findProduct,
  validateLineEntry,
  type LineEntry,
} from "~/calculator/arithmetic/add-line";
import { describeOrderedQuantity } from "~/calculator/arithmetic/invoice-labels";
import { builtInPriceList } from "~/calculator/price-list/price-list";
import { item } from "../helpers";

const list = builtInPriceList();
const rose = findProduct(list, "Punarvana Rose Agarbatti 16 g")!;
const lakkad = findProduct(list, "Punarvana Dhoop Lakkad (loose)")!;
const oil = findProduct(list, "Punarvana Pooja Oil 1000 ml")!;
const bakhoor = findProduct(list, "Punarvana Bakhoor Dhoop Chips 50 g")!;

function entry(overrides: Partial<LineEntry>): LineEntry {
  return { ...entryForProduct(EMPTY_LINE_ENTRY, rose), ...overrides };
}

describe("the calculator's messages", () => {
  it("are exactly as docs/calculator.md writes them", () => {
    expect(LINE_ENTRY_MESSAGES.quantity).toBe("Please enter a quantity");
    expect(LINE_ENTRY_MESSAGES.noProduct).toBe("Please select a product.");
    expect(LINE_ENTRY_MESSAGES.invalidProduct).toBe("Please select a valid product.");
    expect(LINE_ENTRY_MESSAGES.packingSize).toBe("Please set a valid packing size.");
  });
});

describe("selecting a product", () => {
  it("fills rate, packing size and the default mode", () => {
    expect(entryForProduct(EMPTY_LINE_ENTRY, rose)).toMatchObject({
      selectedName: rose.name,
      productQuery: rose.name,
      rate: "84",
      packingSize: "768",
      mode: "dozen",
    });
    expect(entryForProduct(EMPTY_LINE_ENTRY, lakkad)).toMatchObject({
      mode: "bag",
      packingSize: "5",
      rate: "320",
    });
    expect(entryForProduct(EMPTY_LINE_ENTRY, oil)).toMatchObject({ mode: "piece" });
  });

  it("keeps the quantity already typed", () => {
    expect(entryForProduct({ ...EMPTY_LINE_ENTRY, quantity: "7" }, oil).quantity).toBe("7");
  });

  it("finds products by name ignoring case and spaces", () => {
    expect(findProduct(list, "  punarvana ROSE agarbatti 16 g ")).toBe(rose);
    expect(findProduct(list, "")).toBeUndefined();
  });
});

describe("clampQuantityInput (as typed)", () => {
  it.each([
    ["3", "3"],
    ["3.9", "3"],
    ["-2", "0"],
    ["0", "0"],
    ["", ""],
    ["abc", ""],
  ])("%j → %j", (typed, shown) => {
    expect(clampQuantityInput(typed)).toBe(shown);
  });
});

describe("validateLineEntry", () => {
  it("builds the line from the product and the edited fields", () => {
    const result = validateLineEntry(
      entry({ quantity: "5", rate: "80.5", mode: "carton", packingSize: "720" }),
      list,
      "l1",
    );
    expect(result).toEqual({
      ok: true,
      line: {
        id: "l1",
        name: rose.name,
        ratePaise: 8050,
        quantity: 5,
        mode: "carton",
        packingSize: 720,
        packingUnit: "pcs",
        scheme: "60+4 dozen",
        category: "incense",
        gramsPerPack: 16,
        productMrp: 10,
        hsn: "330741",
        gstRate: 5,
      },
    });
  });

  it("floors a fractional quantity", () => {
    const result = validateLineEntry(entry({ quantity: "2.7" }), list, "l1");
    expect(result.ok && result.line.quantity).toBe(2);
  });

  it.each(["", "0", "-1", "0.5", "abc"])("quantity %j: Please enter a quantity", (quantity) => {
    expect(validateLineEntry(entry({ quantity }), list, "x")).toEqual({
      ok: false,
      errors: { quantity: "Please enter a quantity" },
      firstInvalid: "quantity",
    });
  });

  it("nothing selected and nothing typed: Please select a product.", () => {
    const result = validateLineEntry({ ...EMPTY_LINE_ENTRY, rate: "10" }, list, "x");
    expect(result).toEqual({
      ok: false,
      errors: { product: "Please select a product." },
      firstInvalid: "product",
    });
  });

  it("typed text that is not a product: Please select a valid product.", () => {
    const result = validateLineEntry({ ...EMPTY_LINE_ENTRY, productQuery: "rose", rate: "10" }, list, "x");
    expect(result).toEqual({
      ok: false,
      errors: { product: "Please select a valid product." },
      firstInvalid: "product",
    });
  });

  it("a selected product no longer in the list: Please select a valid product.", () => {
    const result = validateLineEntry(entry({}), [], "x");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.product).toBe("Please select a valid product.");
  });

  it("typing a product's full name counts as selecting it", () => {
    const result = validateLineEntry(
      { ...EMPTY_LINE_ENTRY, productQuery: "punarvana pooja oil 1000 ML", rate: "244", mode: "piece" },
      list,
      "x",
    );
    expect(result.ok && result.line.name).toBe(oil.name);
  });

  it.each(["", "0", "-5", "abc", "0.4"])(
    "carton mode with packing size %j: Please set a valid packing size.",
    (packingSize) => {
      expect(validateLineEntry(entry({ mode: "carton", packingSize }), list, "x")).toEqual({
        ok: false,
        errors: { packingSize: "Please set a valid packing size." },
        firstInvalid: "packingSize",
      });
    },
  );

  it("bag mode needs a packing size too; kg bags may be fractional", () => {
    const lakkadEntry = entryForProduct(EMPTY_LINE_ENTRY, lakkad);
    expect(validateLineEntry({ ...lakkadEntry, packingSize: "" }, list, "x").ok).toBe(false);
    const half = validateLineEntry({ ...lakkadEntry, packingSize: "0.5" }, list, "x");
    expect(half.ok && half.line.packingSize).toBe(0.5);
  });

  it("a scheme counted in cartons needs a packing size in any mode", () => {
    const result = validateLineEntry(
      { ...entryForProduct(EMPTY_LINE_ENTRY, bakhoor), mode: "piece", packingSize: "" },
      list,
      "x",
    );
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.packingSize).toBe("Please set a valid packing size.");
  });

  it("dozen mode does not use the packing size: an empty one keeps the list's value", () => {
    const result = validateLineEntry(entry({ mode: "dozen", packingSize: "" }), list, "x");
    expect(result.ok && result.line.packingSize).toBe(768);
  });

  it.each(["", "-1", "abc"])("rate %j: Please enter a valid rate.", (rate) => {
    expect(validateLineEntry(entry({ rate }), list, "x")).toEqual({
      ok: false,
      errors: { rate: "Please enter a valid rate." },
      firstInvalid: "rate",
    });
  });

  it("reports every problem at once, the first field first", () => {
    const result = validateLineEntry({ ...EMPTY_LINE_ENTRY, quantity: "0", rate: "" }, list, "x");
    expect(result).toEqual({
      ok: false,
      errors: {
        product: "Please select a product.",
        quantity: "Please enter a quantity",
        rate: "Please enter a valid rate.",
      },
      firstInvalid: "product",
    });
  });

  it("accepts a rate of 0 (a free sample) and rounds a rate to the paisa", () => {
    const zero = validateLineEntry(entry({ rate: "0" }), list, "x");
    expect(zero.ok && zero.line.ratePaise).toBe(0);
    const fine = validateLineEntry(entry({ rate: "10.005" }), list, "x");
    expect(fine.ok && fine.line.ratePaise).toBe(1001);
  });

  it("floors a packing size in pieces", () => {
    const custom = [item({ name: "Custom" })];
    const result = validateLineEntry(
      { ...entryForProduct(EMPTY_LINE_ENTRY, custom[0]!), mode: "carton", packingSize: "700.9" },
      custom,
      "x",
    );
    expect(result.ok && result.line.packingSize).toBe(700);
  });
});

describe("item-aware modes", () => {
  const giftBox = findProduct(list, "Punarvana Festive Pooja Gift Box")!;

  it("selecting a product picks a mode that fits it", () => {
    expect(entryForProduct(EMPTY_LINE_ENTRY, giftBox).mode).toBe("unit");
    expect(entryForProduct({ ...EMPTY_LINE_ENTRY, mode: "kg" }, rose).mode).toBe("dozen");
  });

  it.each([
    [
      "kg of an agarbatti",
      () => entry({ mode: "kg" }),
      "Please choose Piece, Dozen or Carton for this product.",
    ],
    [
      "dozen of loose lakkad",
      () => ({ ...entryForProduct(EMPTY_LINE_ENTRY, lakkad), mode: "dozen" as const }),
      "Please choose Kg or Bag for this product.",
    ],
    [
      "pieces of a gift box",
      () => ({ ...entryForProduct(EMPTY_LINE_ENTRY, giftBox), mode: "piece" as const }),
      "Please choose Unit or Carton for this product.",
    ],
  ])("refuses %s, naming the modes that fit", (_label, build, message) => {
    expect(validateLineEntry(build(), list, "x")).toEqual({
      ok: false,
      errors: { mode: message },
      firstInvalid: "mode",
    });
  });

  it("knows the product by its typed full name too", () => {
    expect(entryProduct({ ...EMPTY_LINE_ENTRY, productQuery: " punarvana dhoop lakkad (loose)" }, list)).toBe(
      lakkad,
    );
    expect(entryProduct({ ...EMPTY_LINE_ENTRY, productQuery: "lakkad" }, list)).toBeUndefined();
  });

  it("a line in units prints in units", () => {
    const result = validateLineEntry(
      { ...entryForProduct(EMPTY_LINE_ENTRY, giftBox), quantity: "3" },
      list,
      "x",
    );
    expect(result.ok && result.line).toMatchObject({ quantity: 3, mode: "unit", packingUnit: "unit" });
    expect(describeOrderedQuantity(3, "unit")).toBe("3 units");
    expect(describeOrderedQuantity(1, "unit")).toBe("1 unit");
  });
});
