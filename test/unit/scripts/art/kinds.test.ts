import { describe, expect, it } from "vitest";

import { products } from "~/catalog/products";
import type { Product } from "~/catalog/schema";

import { KINDS, kindOf, type Kind } from "../../../../scripts/art/kinds";

/** What a shopper would call each subcategory's products: the picture must show that. */
const EXPECTED: Readonly<Record<string, Kind>> = {
  Agarbatti: "agarbatti",
  "Premium Agarbatti": "agarbatti",
  "Dhoop Sticks": "dhoop-stick",
  "Premium Dhoop Sticks": "dhoop-stick",
  "Dhoop Batti": "dhoop-stick",
  "Dhoop Cones": "cone",
  "Premium Incense Cones": "cone",
  "Sambrani Cups": "sambrani-cup",
  "Premium Sambrani Cups": "sambrani-cup",
  Camphor: "camphor",
  "Pooja Ghee": "ghee-jar",
  "Pooja Oil": "oil-bottle",
  "Jyot Batti": "jyot-batti",
  "Ghee Diya Batti": "jyot-batti",
  "Hawan Samagri": "hawan-samagri",
  Kalawa: "kalawa",
  Gangajal: "gangajal",
  Tealight: "tealight",
  "Glass Candles": "glass-candle",
  "Glass Collection": "glass-candle",
  "Mercury Collection": "glass-candle",
  "Bowl Candles": "bowl-candle",
  "Metal Collection": "metal-candle",
  "Ribbed Collection": "ribbed-candle",
  "Ripped Collection": "ribbed-candle",
  "Body Massage Candle": "massage-candle",
  "Wooden Collection": "wooden-candle",
  "Cube Collection": "cube-candle",
  Diffusers: "diffuser",
  "Air Freshner": "air-freshener",
  "Air Freshener": "air-freshener",
  Soap: "soap",
  Attar: "attar",
  "Dhoop Lakkad": "lakkad",
};

/** The kinds every shopper expects to tell apart, wherever the catalogue sells them. */
const MUST_BE_DISTINCT: readonly Kind[] = [
  "agarbatti",
  "dhoop-stick",
  "cone",
  "sambrani-cup",
  "camphor",
  "ghee-jar",
  "oil-bottle",
  "jyot-batti",
  "hawan-samagri",
  "kalawa",
  "tealight",
  "glass-candle",
  "bowl-candle",
  "metal-candle",
  "ribbed-candle",
  "massage-candle",
  "diffuser",
  "air-freshener",
  "soap",
  "lakkad",
];

const product = (over: Partial<Product>): Pick<Product, "category" | "subCategory" | "name"> => ({
  category: "Incense",
  subCategory: "",
  name: "Something",
  ...over,
});

describe("kindOf", () => {
  it("gives every product in the catalogue one of the known kinds", () => {
    for (const p of products) expect(KINDS, `product ${p.id} ${p.name}`).toContain(kindOf(p));
  });

  it("maps every subcategory to the thing its products are", () => {
    for (const p of products) {
      const expected = EXPECTED[p.subCategory];
      if (expected) expect(kindOf(p), `product ${p.id} ${p.name}`).toBe(expected);
    }
  });

  it("uses each of the named kinds for the products that are that thing", () => {
    const used = new Set(products.map(kindOf));
    for (const kind of MUST_BE_DISTINCT) expect(used, kind).toContain(kind);
  });

  it("draws tealights as tealights, not jar candles, and jyot batti as wicks, not incense", () => {
    const tealights = products.filter((p) => /tealight/i.test(p.name));
    const jyot = products.filter((p) => /jyot batti/i.test(p.name));
    expect(tealights.length).toBeGreaterThan(0);
    expect(jyot.length).toBeGreaterThan(0);
    for (const p of tealights) expect(kindOf(p)).toBe("tealight");
    for (const p of jyot) expect(kindOf(p)).toBe("jyot-batti");
  });

  it("reads the name of products filed without a telling subcategory", () => {
    const byName = (name: string) => products.find((p) => p.name === name);
    const cases: readonly [string, Kind][] = [
      ["Brass Incense Stick Holder", "incense-holder"],
      ["Floating Flower Candles", "floating-candle"],
      ["Diwali Diya Candles", "diya-candle"],
      ["Gel Wax Candle", "glass-candle"],
      ["Ceramic Aroma Oil Burner", "burner"],
      ["Brass Bakhoor Burner", "burner"],
      ["Diffuser Refill Oil", "aroma-oil"],
      ["Brass Aarti Diya", "brass-diya"],
      ["Cotton Wicks (Phool Batti)", "jyot-batti"],
      ["Roli Chawal Pooja Kit", "pooja-kit"],
      ["Kumkum and Haldi Set", "pooja-kit"],
      ["Dried Marigold Petals", "organic-pouch"],
      ["Navratri Pooja Kit", "gift-pack"],
    ];
    for (const [name, kind] of cases) {
      const p = byName(name);
      expect(p, name).toBeDefined();
      expect(kindOf(p!), name).toBe(kind);
    }
  });

  it("falls back on the category for a product it has never seen", () => {
    expect(kindOf(product({ category: "Candles", name: "Moon Candle" }))).toBe("votive-candle");
    expect(kindOf(product({ category: "Organic Products", name: "Neem Leaves" }))).toBe("organic-pouch");
    expect(kindOf(product({ category: "Dhoop Cones", name: "Mini Cones" }))).toBe("cone");
    expect(kindOf(product({ category: "Premium Packs", subCategory: "Candles", name: "Candle Box" }))).toBe(
      "gift-pack",
    );
  });
});
