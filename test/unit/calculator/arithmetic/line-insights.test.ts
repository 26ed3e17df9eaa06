import { describe, expect, it } from "vitest";
import { lineInsights, slabHint } from "~/calculator/arithmetic/line-insights";
import { item, lineFor } from "../helpers";

const rose16 = item({ name: "Rose 16 g" }); // ₹84/dozen, MRP ₹10, 60+4 dozen
const oil1l = item({
  name: "Oil",
  rate: 244,
  category: "oil",
  packingSize: 12,
  scheme: "10+1",
  gramsPerPack: null,
  productMrp: 299,
});
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
const plain = { ss: false, tradeDiscountPercent: 0 };

describe("lineInsights: net cost per pack and margin", () => {
  it("incense: scheme, distributor discount and GST spread over every pack delivered", () => {
    // 64 dz: billed ₹5,040 × 0.88 × 1.05 = ₹4,656.96 over 768 packs = ₹6.06375 → ₹6.06; MRP ₹10 → ₹3.94, 39.4%
    expect(lineInsights(lineFor(rose16, 64, "dozen"), plain)).toEqual({
      netCostPerPack: 606,
      packLabel: "pack",
      marginPerPack: 394,
      marginPercent: 39.4,
      slabHint: null,
    });
  });

  it("SS and trade discount lower the cost", () => {
    // ₹5,040 × 0.81 × 0.9 × 1.05 = ₹3,857.87 over 768 = ₹5.0233 → ₹5.02
    expect(
      lineInsights(lineFor(rose16, 64, "dozen"), { ss: true, tradeDiscountPercent: 10 }).netCostPerPack,
    ).toBe(502);
  });

  it("oil: no discounts, GST 12%", () => {
    // 21 billed × ₹244 × 1.12 = ₹5,738.88 over 23 bottles = ₹249.5165 → ₹249.52; MRP ₹299 → ₹49.48, 16.5%
    expect(lineInsights(lineFor(oil1l, 23, "piece"), { ss: true, tradeDiscountPercent: 50 })).toMatchObject({
      netCostPerPack: 24952,
      packLabel: "pack",
      marginPerPack: 4948,
      marginPercent: 16.5,
    });
  });

  it("kg goods count in packs of grams per pack", () => {
    // 15 kg × ₹320 = ₹4,800 × 0.88 × 1.05 = ₹4,435.20 over 60 packs of 250 g = ₹73.92; MRP ₹99 → 25.3%
    expect(lineInsights(lineFor(lakkad, 3, "bag"), plain)).toMatchObject({
      netCostPerPack: 7392,
      packLabel: "250 g pack",
      marginPerPack: 2508,
      marginPercent: 25.3,
    });
  });

  it("kg goods without grams per pack are costed per kg, without an MRP no margin", () => {
    const loose = { ...lakkad, gramsPerPack: null, productMrp: null };
    // ₹4,435.20 over 15 kg = ₹295.68
    expect(lineInsights(lineFor(loose, 3, "bag"), plain)).toMatchObject({
      netCostPerPack: 29568,
      packLabel: "kg",
      marginPerPack: null,
      marginPercent: null,
    });
  });

  it("a margin can be negative when the rate is above the MRP", () => {
    const dear = lineFor(rose16, 1, "dozen", { ratePaise: 24000 }); // ₹20/pack before tax vs MRP ₹10
    expect(lineInsights(dear, plain).marginPercent).toBeLessThan(0);
  });
});

describe("slabHint", () => {
  it("a few dozen short of the buy count: the issue's example", () => {
    expect(slabHint(lineFor(rose16, 56, "dozen"))).toBe("add 4 dozen more to get 4 free");
  });

  it("one short, in pieces", () => {
    expect(slabHint(lineFor(oil1l, 9, "piece"))).toBe("add 1 piece more to get 1 free");
    expect(slabHint(lineFor(oil1l, 8, "piece"))).toBe("add 2 pieces more to get 1 free");
  });

  it("nothing when the next slab is far away", () => {
    expect(slabHint(lineFor(rose16, 10, "dozen"))).toBeNull();
    expect(slabHint(lineFor(rose16, 64, "dozen"))).toBeNull(); // a full cycle: the next needs 60 more
  });

  it("inside the free part of a cycle: the rest would come at no charge", () => {
    expect(slabHint(lineFor(rose16, 62, "dozen"))).toBe("add 2 dozen more at no charge (scheme 60+4)");
    expect(slabHint(lineFor(rose16, 61, "dozen"))).toBe("add 3 dozen more at no charge (scheme 60+4)");
  });

  it("pieces of a dozen scheme are counted in pieces when the dozens are not whole", () => {
    const chandan = item({ name: "Chandan", rate: 252, packingSize: 132, scheme: "10+1" });
    // 114 pieces = 9.5 dozen: 0.5 dozen = 6 pieces short
    expect(slabHint(lineFor(chandan, 114, "piece"))).toBe("add 6 pieces more to get 1 dozen free");
  });

  it("no hint without a scheme, without free goods, or for the carton exception", () => {
    expect(slabHint(lineFor(lakkad, 1, "bag"))).toBeNull();
    expect(slabHint(lineFor(rose16, 59, "dozen", { scheme: "60+0 dozen" }))).toBeNull();
    expect(slabHint(lineFor(item({ name: "Sandal", packingSize: 720 }), 1, "carton"))).toBeNull();
  });
});
