import { describe, expect, it } from "vitest";
import { lineAmounts, lineQuantity, type InvoiceLine } from "~/calculator/arithmetic/invoice";
import { rational } from "~/money/rational";
import { item, lineFor } from "../helpers";

/**
 * Worked examples for every quantity mode and every scheme form (docs/calculator.md, "Units", "Rate basis",
 * "Scheme"). Amounts are in paise; each comment shows the sum as a rep would do it on paper.
 */

const rose16 = item({ name: "Rose 16 g" }); // incense, ₹84/dozen, carton 768 pcs (64 dz), 60+4 dozen
const sandal16 = item({ name: "Sandal 16 g", packingSize: 720 }); // carton of 60 dz: the carton exception
const chandan40 = item({ name: "Chandan 40 g", rate: 252, packingSize: 132, scheme: "10+1" });
const musk60 = item({ name: "Musk 60 g", rate: 330, packingSize: 144, scheme: "10+2 dozen" });
const soap = item({
  name: "Neem soap",
  rate: 38,
  category: "personalcare",
  packingSize: 144,
  scheme: "12+1",
});
const dhoopBatti = item({
  name: "Dhoop batti",
  rate: 62,
  category: "dhoop",
  packingSize: 96,
  scheme: "10+1 pcs",
});
const bakhoor = item({ name: "Bakhoor", rate: 95, category: "dhoop", packingSize: 48, scheme: "5+1 carton" });
const lakkad = item({
  name: "Lakkad",
  rate: 320,
  category: "dhoop",
  packingSize: 5,
  packingUnit: "kg",
  scheme: "none",
  gramsPerPack: 250,
  productMrp: 99,
});
const samagri = item({
  name: "Samagri",
  rate: 140,
  category: "dhoop",
  packingSize: 25,
  packingUnit: "kg",
  scheme: "10+1",
  gramsPerPack: null,
  productMrp: null,
});
const giftSet = item({
  name: "Gift set",
  rate: 349,
  category: "gift",
  packingSize: 12,
  packingUnit: "unit",
  scheme: "10+1",
  gramsPerPack: null,
  productMrp: 499,
});
const oil1l = item({
  name: "Pooja oil 1 L",
  rate: 244,
  category: "oil",
  packingSize: 12,
  scheme: "10+1",
  gramsPerPack: null,
  productMrp: 299,
});

function amounts(line: InvoiceLine) {
  const { totalUnits, billedUnits, freeUnits, amount, freeValue, applied } = lineAmounts(line);
  return { totalUnits, billedUnits, freeUnits, amount, freeValue, applied };
}

describe("lineQuantity: the quantity in the packing unit", () => {
  it("dozen is 12 pieces, piece and unit are 1, carton and bag are the packing size, kg is 1 kg", () => {
    expect(lineQuantity({ quantity: 3, mode: "unit", packingSize: 12 })).toEqual(rational(3n));
    expect(lineQuantity({ quantity: 3, mode: "dozen", packingSize: 768 })).toEqual(rational(36n));
    expect(lineQuantity({ quantity: 3, mode: "piece", packingSize: 768 })).toEqual(rational(3n));
    expect(lineQuantity({ quantity: 3, mode: "carton", packingSize: 768 })).toEqual(rational(2304n));
    expect(lineQuantity({ quantity: 3, mode: "bag", packingSize: 2.5 })).toEqual(rational(15n, 2n));
    expect(lineQuantity({ quantity: 3, mode: "kg", packingSize: 25 })).toEqual(rational(3n));
  });
});

describe("dozen mode", () => {
  it("56 dozen of 60+4 dozen: remainder below the buy count, all billed", () => {
    // 56 dz < 60: billed 56 dz × ₹84 = ₹4,704
    expect(amounts(lineFor(rose16, 56, "dozen"))).toEqual({
      totalUnits: 672,
      billedUnits: 672,
      freeUnits: 0,
      amount: 470400,
      freeValue: 0,
      applied: "scheme",
    });
  });

  it("64 dozen of 60+4 dozen: one full cycle, 4 dozen free", () => {
    // billed 60 dz × ₹84 = ₹5,040; free 4 dz worth ₹336
    expect(amounts(lineFor(rose16, 64, "dozen"))).toEqual({
      totalUnits: 768,
      billedUnits: 720,
      freeUnits: 48,
      amount: 504000,
      freeValue: 33600,
      applied: "scheme",
    });
  });

  it("62 dozen of 60+4 dozen: remainder above the buy count, the excess is free", () => {
    // 62 = 60 billed + 2 free
    expect(amounts(lineFor(rose16, 62, "dozen"))).toMatchObject({
      billedUnits: 720,
      freeUnits: 24,
      amount: 504000,
      freeValue: 16800,
    });
  });

  it("130 dozen of 60+4 dozen: two cycles and a remainder of 2", () => {
    // ⌊130/64⌋ = 2 → 120 billed, remainder 2 → billed; 122 dz billed, 8 dz free
    expect(amounts(lineFor(rose16, 130, "dozen"))).toMatchObject({
      billedUnits: 1464,
      freeUnits: 96,
      amount: 1024800,
      freeValue: 67200,
    });
  });

  it("23 dozen of 10+2 dozen: remainder 11 above the buy count 10", () => {
    // ⌊23/12⌋ = 1 → 10 billed, remainder 11 → min(11, 10) = 10 billed; 20 dz billed, 3 dz free
    expect(amounts(lineFor(musk60, 23, "dozen"))).toMatchObject({
      totalUnits: 276,
      billedUnits: 240,
      freeUnits: 36,
      amount: 660000,
      freeValue: 99000,
    });
  });

  it("a scheme with no unit counts in dozens for incense: 22 dozen of 10+1", () => {
    expect(amounts(lineFor(chandan40, 22, "dozen"))).toMatchObject({
      billedUnits: 240,
      freeUnits: 24,
      amount: 504000,
    });
  });

  it("a non-incense item in dozens is priced per piece: 2 dozen soap, 12+1 in pieces", () => {
    // 24 pcs: ⌊24/13⌋ = 1 → 12, remainder 11 → 11; 23 billed × ₹38 = ₹874, 1 free
    expect(amounts(lineFor(soap, 2, "dozen"))).toMatchObject({
      totalUnits: 24,
      billedUnits: 23,
      freeUnits: 1,
      amount: 87400,
      freeValue: 3800,
    });
  });

  it("gift units with a 10+1 scheme in units", () => {
    // 12 units: 10 + min(1, 10) = 11 billed × ₹349, 1 free
    expect(amounts(lineFor(giftSet, 12, "unit"))).toMatchObject({
      totalUnits: 12,
      billedUnits: 11,
      freeUnits: 1,
      amount: 383900,
      freeValue: 34900,
    });
  });
});

describe("piece mode", () => {
  it("incense in pieces is priced per dozen: 30 pieces at ₹252/dozen", () => {
    // 2.5 dz < 10: all billed; 30/12 × ₹252 = ₹630
    expect(amounts(lineFor(chandan40, 30, "piece"))).toMatchObject({
      totalUnits: 30,
      billedUnits: 30,
      freeUnits: 0,
      amount: 63000,
    });
  });

  it("rounds a piece of a dozen rate half away from zero: 1 piece at ₹84.06/dozen", () => {
    // 8406 / 12 = 700.5 paise → 701
    expect(lineAmounts(lineFor(rose16, 1, "piece", { ratePaise: 8406 })).amount).toBe(701);
    // 8404 / 12 = 700.33 → 700
    expect(lineAmounts(lineFor(rose16, 1, "piece", { ratePaise: 8404 })).amount).toBe(700);
  });

  it("oil in pieces with 10+1 (pieces): 23 bottles", () => {
    // ⌊23/11⌋ = 2 → 20, remainder 1 → 1; 21 × ₹244 = ₹5,124, 2 free
    expect(amounts(lineFor(oil1l, 23, "piece"))).toMatchObject({
      billedUnits: 21,
      freeUnits: 2,
      amount: 512400,
      freeValue: 48800,
    });
  });

  it("a scheme written in pieces: 25 dhoop batti of 10+1 pcs", () => {
    // ⌊25/11⌋ = 2 → 20, remainder 3 → 3; 23 billed, 2 free
    expect(amounts(lineFor(dhoopBatti, 25, "piece"))).toMatchObject({
      billedUnits: 23,
      freeUnits: 2,
      amount: 142600,
    });
  });

  it("a remainder exactly at the buy count is all billed: 21 pieces of 10+1", () => {
    expect(amounts(lineFor(dhoopBatti, 21, "piece"))).toMatchObject({ billedUnits: 20, freeUnits: 1 });
  });

  it("a carton scheme ordered in pieces counts fractions of a carton: 24 of 48 per carton", () => {
    // half a carton, below the buy count of 5 cartons: all billed
    expect(amounts(lineFor(bakhoor, 24, "piece"))).toMatchObject({
      billedUnits: 24,
      freeUnits: 0,
      amount: 228000,
    });
  });
});

describe("carton and bag modes", () => {
  it("2 cartons that hold one scheme cycle each (64 dz, 60+4 dozen)", () => {
    // 128 dz: 2 cycles → 120 dz billed = ₹10,080, 8 dz free
    expect(amounts(lineFor(rose16, 2, "carton"))).toEqual({
      totalUnits: 1536,
      billedUnits: 1440,
      freeUnits: 96,
      amount: 1008000,
      freeValue: 67200,
      applied: "scheme",
    });
  });

  it("the carton exception: a carton of 60 dz with 60+4 dozen gets 4 dz free on top", () => {
    // per carton 60 dz billed + 4 dz free; 2 cartons: 1440 billed + 96 free = 1536 delivered
    expect(amounts(lineFor(sandal16, 2, "carton"))).toEqual({
      totalUnits: 1536,
      billedUnits: 1440,
      freeUnits: 96,
      amount: 1008000,
      freeValue: 67200,
      applied: "carton-exception",
    });
  });

  it("the carton exception applies to incense packed as units too", () => {
    // boxes of dhoop sticks counted as units, rate per unit: a carton of 120 units = 10 dozen with 10+1
    // → per carton 120 billed × ₹25 = ₹3,000 and 1 dozen (12 units) free on top
    const boxes = item({
      name: "Dhoop stick boxes",
      rate: 25,
      packingUnit: "unit",
      packingSize: 120,
      scheme: "10+1",
    });
    expect(amounts(lineFor(boxes, 3, "carton"))).toEqual({
      totalUnits: 396,
      billedUnits: 360,
      freeUnits: 36,
      amount: 900000,
      freeValue: 90000,
      applied: "carton-exception",
    });
    // the same item in single units follows the formula: 22 units = 1 dozen + 10 units → 12 + 10 billed
    expect(amounts(lineFor(boxes, 22, "unit"))).toMatchObject({ billedUnits: 22, applied: "scheme" });
    // and a carton that is not exactly the buy count gets the formula too
    expect(amounts(lineFor(boxes, 1, "carton", { packingSize: 132 }))).toMatchObject({
      billedUnits: 120,
      freeUnits: 12,
      applied: "scheme",
    });
  });

  it("the carton exception never applies to goods packed by the kg", () => {
    const loose = item({ name: "Loose incense", packingUnit: "kg", packingSize: 120, scheme: "10+1 dozen" });
    expect(lineAmounts(lineFor(loose, 1, "bag")).applied).toBe("scheme");
  });

  it("the same 120 dozen of that item ordered in dozens follows the formula instead", () => {
    // ⌊120/64⌋ = 1 → 60, remainder 56 → 56; 116 dz billed, 4 free
    expect(amounts(lineFor(sandal16, 120, "dozen"))).toMatchObject({
      billedUnits: 1392,
      freeUnits: 48,
      applied: "scheme",
    });
  });

  it("the exception needs incense, a dozen scheme and a carton of exactly the buy count", () => {
    // a carton of 10 dz with 10+1 (dozens for incense): exception
    const guggul = item({ name: "Guggul", rate: 252, packingSize: 120, scheme: "10+1" });
    expect(amounts(lineFor(guggul, 3, "carton"))).toMatchObject({
      billedUnits: 360,
      freeUnits: 36,
      applied: "carton-exception",
    });
    // the same shape in pieces (scheme counted in pieces): formula
    const pcsScheme = item({ name: "pcs scheme", packingSize: 120, scheme: "120+12 pcs" });
    expect(amounts(lineFor(pcsScheme, 1, "carton"))).toMatchObject({
      billedUnits: 120,
      freeUnits: 0,
      applied: "scheme",
    });
    // not incense: formula (12+1 pieces on 144 per carton: ⌊144/13⌋ = 11 → 132, remainder 1 → 133 billed)
    expect(amounts(lineFor(soap, 1, "carton"))).toMatchObject({
      billedUnits: 133,
      freeUnits: 11,
      applied: "scheme",
    });
  });

  it("a scheme written in cartons: 7 cartons of 5+1 carton", () => {
    // ⌊7/6⌋ = 1 → 5, remainder 1 → 1: 6 cartons = 288 pcs billed × ₹95 = ₹27,360; 1 carton free
    expect(amounts(lineFor(bakhoor, 7, "carton"))).toMatchObject({
      totalUnits: 336,
      billedUnits: 288,
      freeUnits: 48,
      amount: 2736000,
      freeValue: 456000,
    });
  });

  it("bags of a kg item: 3 bags of 5 kg at ₹320/kg, no scheme", () => {
    expect(amounts(lineFor(lakkad, 3, "bag"))).toEqual({
      totalUnits: 15,
      billedUnits: 15,
      freeUnits: 0,
      amount: 480000,
      freeValue: 0,
      applied: "none",
    });
  });

  it("bags of 2.5 kg keep fractional kg exact and round the amount once", () => {
    // 7.5 kg × ₹101.01 = 75,757.5 paise → 75,758
    const fine = item({
      name: "fine",
      rate: 101.01,
      category: "dhoop",
      packingUnit: "kg",
      packingSize: 2.5,
      scheme: "none",
    });
    expect(amounts(lineFor(fine, 3, "bag"))).toMatchObject({ totalUnits: 7.5, amount: 75758 });
  });

  it("a kg scheme without a unit counts in kg: 3 bags of 5 kg with 10+1", () => {
    // 15 kg: ⌊15/11⌋ = 1 → 10, remainder 4 → 4; 14 kg billed × ₹140, 1 kg free
    expect(amounts(lineFor(samagri, 3, "bag", { packingSize: 5 }))).toMatchObject({
      billedUnits: 14,
      freeUnits: 1,
      amount: 196000,
      freeValue: 14000,
    });
  });
});

describe("kg mode", () => {
  it("7 kg at ₹140/kg, no scheme", () => {
    expect(amounts(lineFor(lakkad, 7, "kg", { ratePaise: 14000 }))).toMatchObject({
      totalUnits: 7,
      billedUnits: 7,
      amount: 98000,
    });
  });
  it("22 kg with 10+1 in kg", () => {
    expect(amounts(lineFor(samagri, 22, "kg"))).toMatchObject({
      billedUnits: 20,
      freeUnits: 2,
      amount: 280000,
    });
  });
});

describe("no scheme", () => {
  it.each(["none", "no", "n/a", "-", ""])("bills everything with scheme %j", (scheme) => {
    expect(amounts(lineFor(rose16, 64, "dozen", { scheme }))).toMatchObject({
      billedUnits: 768,
      freeUnits: 0,
      amount: 537600,
      applied: "none",
    });
  });
});
