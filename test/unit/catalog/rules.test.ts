import { describe, expect, it } from "vitest";
import { availabilityLabel, availabilityOf } from "~/catalog/availability";
import { selectCollection } from "~/catalog/collections";
import { effectiveSelection } from "~/listing/query-listing";
import { DEFAULT_LISTING_QUERY } from "~/listing/listing-query";
import { imagesOf, newProducts, productById, variantIndexOf } from "~/catalog/lookup";
import { displayPrice, isPriceVisible, priceTag, tilePriceTag } from "~/catalog/pricing";
import { productForParam } from "~/catalog/product-page";
import { products } from "~/catalog/products";
import { relatedProducts } from "~/catalog/related";
import type { Product } from "~/catalog/schema";
import { slugify, slugifyWithAnd } from "~/paths";

describe("slugs", () => {
  it("lowercases, turns spaces into hyphens and strips other punctuation", () => {
    expect(slugify("Pooja Essentials")).toBe("pooja-essentials");
    expect(slugify("Body Massage Candle")).toBe("body-massage-candle");
    expect(slugify("Rock & Roll!")).toBe("rock--roll");
    expect(slugify("Kalawa (Mauli)")).toBe("kalawa-mauli");
  });
  it("variant: & becomes -and-, runs of spaces or non-word characters one hyphen", () => {
    expect(slugifyWithAnd("Rock & Roll!")).toBe("rock-and-roll");
    expect(slugifyWithAnd("  Dhoop   Batti  ")).toBe("dhoop-batti");
    expect(slugifyWithAnd("Kalawa (Mauli)")).toBe("kalawa-mauli");
  });
  it("agrees on every category and subcategory name in the catalogue", () => {
    for (const p of products) {
      expect(slugifyWithAnd(p.category)).toBe(slugify(p.category));
      expect(slugifyWithAnd(p.subCategory)).toBe(slugify(p.subCategory));
    }
  });
});

describe("collection rules (docs/shop-urls.md)", () => {
  it("all and unknown slugs list everything as All Products", () => {
    expect(selectCollection("all")).toMatchObject({ kind: "all", title: "All Products", category: null });
    expect(selectCollection("no-such-thing")).toMatchObject({
      kind: "unknown",
      title: "All Products",
      category: null,
      subCategorySlugs: null,
      fragranceSlug: null,
      newOnly: false,
    });
    expect(selectCollection("")).toMatchObject({ kind: "unknown" });
  });
  it("a top-level slug selects the category", () => {
    expect(selectCollection("incense")).toMatchObject({
      kind: "category",
      category: "Incense",
      title: "Incense Products",
    });
    expect(selectCollection("organic-products")).toMatchObject({
      kind: "category",
      category: "Organic Products",
    });
  });
  it("a subcategory slug selects parent plus subcategory", () => {
    expect(selectCollection("agarbatti")).toMatchObject({
      kind: "subcategory",
      category: "Incense",
      subCategorySlugs: ["agarbatti"],
      title: "Agarbatti Products",
    });
    expect(selectCollection("pooja-oil")).toMatchObject({
      category: "Pooja Essentials",
      title: "Pooja Oil Products",
    });
    expect(selectCollection("ribbed-collection").subCategorySlugs).toEqual([
      "ribbed-collection",
      "ripped-collection",
    ]);
  });
  it("By Fragrance slugs select a fragrance filter", () => {
    for (const f of ["sandalwood", "rose", "chandan", "luxury", "lavender"]) {
      const s = selectCollection(f);
      expect(s.kind).toBe("fragrance");
      expect(s.fragranceSlug).toBe(f);
      expect(s.category).toBeNull();
    }
    expect(selectCollection("rose").title).toBe("Rose Products");
  });
  it("new-arrivals shows new products and turns off with a price or stock filter", () => {
    const s = selectCollection("new-arrivals");
    expect(s).toMatchObject({ newOnly: true, kind: "new-arrivals" });
    expect(effectiveSelection(s, DEFAULT_LISTING_QUERY)).toBe(s);
    for (const change of [{ minPrice: 10 }, { maxPrice: 100 }, { inStock: true }, { outOfStock: true }]) {
      const off = effectiveSelection(s, { ...DEFAULT_LISTING_QUERY, ...change });
      expect(off.newOnly).toBe(false);
      expect(off.title).toBe("All Products");
    }
    expect(
      effectiveSelection(s, { ...DEFAULT_LISTING_QUERY, sort: "price-ascending", page: 2 }).newOnly,
    ).toBe(true);
  });
  it("attar and aroma are extra collections", () => {
    expect(selectCollection("attar")).toMatchObject({ kind: "extra", title: "Attar Products" });
    expect(selectCollection("aroma").kind).toBe("extra");
  });
});

describe("availability (docs/availability-and-pricing.md)", () => {
  it("sold out wins, then out of stock, else in stock", () => {
    expect(availabilityOf({ soldOut: true, inStock: true })).toBe("sold-out");
    expect(availabilityOf({ soldOut: true, inStock: false })).toBe("sold-out");
    expect(availabilityOf({ soldOut: false, inStock: false })).toBe("out-of-stock");
    expect(availabilityOf({})).toBe("in-stock");
    expect(availabilityOf({ inStock: true })).toBe("in-stock");
    expect(availabilityLabel("sold-out")).toBe("Sold Out");
    expect(availabilityLabel("in-stock")).toBe("Available");
  });
});

describe("pricing", () => {
  it("the display price is the opening (first) variant's price, else the product's own", () => {
    expect(displayPrice({ price: 50, variants: [{ label: "x", price: 10 }] })).toBe(10);
    expect(
      displayPrice({
        variants: [
          { label: "a", price: 30 },
          { label: "b", price: 20 },
        ],
      }),
    ).toBe(30);
    expect(displayPrice({ price: 50 })).toBe(50);
    expect(displayPrice({})).toBeNull();
    // Product 30 carries its own 179.10 too, but its page opens on the 135 variant.
    expect(displayPrice(productById(30)!)).toBe(135);
  });
  it("a price tag strikes the MRP only when it exceeds the price, with its discount, in paise", () => {
    const p = productById(30)!;
    expect(priceTag(p, 0)).toEqual({ price: 13500, mrp: 15000, discountPercent: 10, from: false });
    expect(priceTag(productById(9)!, 0)).toEqual({
      price: 2700,
      mrp: null,
      discountPercent: null,
      from: false,
    });
    const cheaperMrp = { ...productById(9)!, variants: [{ label: "a", price: 100, mrp: 90 }] };
    expect(priceTag(cheaperMrp)).toMatchObject({ mrp: null, discountPercent: null });
    const noStatedDiscount = { ...productById(9)!, variants: [{ label: "a", price: 75, mrp: 100 }] };
    expect(priceTag(noStatedDiscount)?.discountPercent).toBe(25);
  });
  it("hides the price of Candles, Premium Packs, Organic Products and Lifestyle", () => {
    const candle = productById(278)!;
    expect(candle.category).toBe("Candles");
    expect(priceTag(candle)).toBeNull();
    expect(tilePriceTag(candle)).toBeNull();
  });
  it("a card says From only when the other variants cost more", () => {
    const line = (...prices: number[]) => ({
      ...productById(9)!,
      variants: prices.map((price, i) => ({ label: String(i), price })),
    });
    expect(tilePriceTag(line(27, 65, 175))?.from).toBe(true);
    expect(tilePriceTag(line(27, 27))?.from).toBe(false);
    // A later variant is cheaper: "From ₹135" would not be true, so the card shows ₹135 plainly.
    expect(tilePriceTag(line(135, 131, 244))).toMatchObject({ price: 13500, from: false });
    expect(tilePriceTag({ ...productById(9)!, variants: undefined, price: 80 })?.from).toBe(false);
  });
  it("price visibility by category", () => {
    for (const c of ["Candles", "Premium Packs", "Organic Products", "Lifestyle", "candles"])
      expect(isPriceVisible(c)).toBe(false);
    for (const c of ["Incense", "Agarbatti", "Pooja Essentials", "Sambrani Cups"])
      expect(isPriceVisible(c)).toBe(true);
  });
});

describe("related products", () => {
  it("gives 4, excludes the product, prefers the same category, and is deterministic", () => {
    for (const p of products.slice(0, 60)) {
      const r = relatedProducts(p);
      expect(r).toHaveLength(4);
      expect(r.some((x) => x.id === p.id)).toBe(false);
      expect(new Set(r.map((x) => x.id)).size).toBe(4);
      expect(r.map((x) => x.id)).toEqual(relatedProducts(p).map((x) => x.id));
      expect(r.every((x) => x.category === p.category)).toBe(true);
    }
  });
  it("falls back to same subcategory, then any product", () => {
    const lonely: Product = {
      ...productById(100)!,
      id: 999,
      category: "Premium Packs",
      subCategory: "Camphor",
    };
    const pool = [lonely, ...products.filter((p) => p.category !== "Premium Packs")];
    const r = relatedProducts(lonely, 4, pool);
    expect(r[0]!.subCategory).toBe("Camphor");
    expect(r).toHaveLength(4);
    expect(relatedProducts(lonely, 4, [lonely])).toEqual([]);
  });
  it("differs between products (it is shuffled)", () => {
    const a = relatedProducts(productById(1)!)
      .map((p) => p.id)
      .join();
    const b = relatedProducts(productById(2)!)
      .map((p) => p.id)
      .join();
    expect(a).not.toBe(b);
  });
});

describe("lookups", () => {
  it("finds products by id and rejects junk ids", () => {
    expect(productById(278)?.name).toBe("Dry Flower Glass Candle");
    expect(productForParam("278")?.id).toBe(278);
    for (const bad of ["abc", "12abc", "-1", "1e2", "", "0", "297", "99999999999999999999"])
      expect(productForParam(bad)).toBeUndefined();
  });
  it("lists new products", () => {
    expect(newProducts().length).toBeGreaterThanOrEqual(12);
  });
  it("parses the variant index", () => {
    const p = productById(1)!;
    expect(variantIndexOf(p, "2")).toBe(2);
    for (const bad of [null, "x", "-1", "99", "1.5"]) expect(variantIndexOf(p, bad)).toBe(0);
  });
  it("uses a variant's own images", () => {
    const p = productById(1)!;
    expect(imagesOf(p, 1).image).toBe("/images/products/1-2.svg");
  });
});
