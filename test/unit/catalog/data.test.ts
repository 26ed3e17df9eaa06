import { describe, expect, it } from "vitest";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { blogPosts } from "~/content/blog-posts";
import { selectCollection } from "~/catalog/collections";
import {
  candleAromatics,
  candleBestsellers,
  essentialsTiles,
  featureCandle,
  mostLovedCards,
  shopByCategoryTiles,
} from "~/catalog/featured";
import { ALL_PRODUCTS } from "~/catalog/collections";
import { DEFAULT_LISTING_QUERY } from "~/listing/listing-query";
import { queryListing } from "~/listing/query-listing";
import { productById } from "~/catalog/lookup";
import { shopMenu } from "~/catalog/menu";
import { products } from "~/catalog/products";
import {
  catalogSchema,
  CATEGORIES,
  FRAGRANCES,
  sidebarCategorySchema,
  SUBCATEGORIES,
} from "~/catalog/schema";
import { searchSidebarSections, sidebarCategories } from "~/catalog/sidebar";

const PUBLIC = join(process.cwd(), "public");

function countFor(slug: string): number {
  return queryListing(products, selectCollection(slug), DEFAULT_LISTING_QUERY).total;
}

describe("catalogue data", () => {
  it("parses with the schema (unique ids, required fields, a price somewhere)", () => {
    const result = catalogSchema.safeParse(products);
    expect(result.success, JSON.stringify(!result.success && result.error.issues.slice(0, 3))).toBe(true);
  });

  it("has at least 250 products with unique ids in 1..296", () => {
    expect(products.length).toBeGreaterThanOrEqual(250);
    const ids = products.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id >= 1 && id <= 296).toBe(true);
  });

  it("uses every category, subcategory and fragrance value the catalogue declares", () => {
    for (const c of CATEGORIES)
      expect(
        products.some((p) => p.category === c),
        c,
      ).toBe(true);
    for (const s of SUBCATEGORIES)
      expect(
        products.some((p) => p.subCategory === s),
        s || "(empty)",
      ).toBe(true);
    for (const f of FRAGRANCES)
      expect(
        products.some((p) => p.fragrance === f),
        f || "(empty)",
      ).toBe(true);
  });

  it("has the shapes the shop must handle: variants, no own price, new, sold out, out of stock, no listing", () => {
    expect(products.filter((p) => p.variants && p.variants.length > 0).length).toBeGreaterThanOrEqual(40);
    expect(products.some((p) => p.price === undefined && p.variants?.length)).toBe(true);
    expect(products.filter((p) => p.isNew).length).toBeGreaterThanOrEqual(12);
    const soldOut = products.filter((p) => p.soldOut === true);
    expect(soldOut).toHaveLength(1);
    expect(soldOut[0]!.name).toMatch(/sandalwood.*12 sticks/i);
    expect(soldOut[0]!.category === "Incense" || soldOut[0]!.category === "Agarbatti").toBe(true);
    expect(products.some((p) => p.inStock === false && !p.soldOut)).toBe(true);
    expect(products.find((p) => p.id === 278)?.name).toBe("Dry Flower Glass Candle");
    const linked = (p: (typeof products)[number]) =>
      !!p.marketplaceUrl || !!p.variants?.some((v) => v.marketplaceUrl);
    expect(products.some((p) => !linked(p))).toBe(true);
    expect(products.filter(linked).length).toBeGreaterThan(200);
    const labels = products.flatMap((p) => p.variants?.map((v) => v.label) ?? []);
    for (const l of [
      "16 g",
      "40 g",
      "100 g",
      "250 g",
      "400 g",
      "Pack of 2",
      "Pack of 3",
      "Pack of 20",
      "Red",
    ]) {
      expect(labels, l).toContain(l);
    }
    expect(labels.some((l) => /,.*&/.test(l))).toBe(true); // a fragrance trio
    expect(products.some((p) => p.description?.includes("\n"))).toBe(true);
  });

  it("uses the sample prices and discounts of the shop's price list", () => {
    const prices = new Set(products.flatMap((p) => [p.price, ...(p.variants?.map((v) => v.price) ?? [])]));
    for (const v of [
      15, 27, 30, 35, 40, 65, 75, 80, 85, 90, 99, 110, 125, 131, 135, 149, 150, 175, 179.1, 199, 210, 239,
      244, 299, 349, 408, 499, 599, 699, 749,
    ]) {
      expect(prices.has(v), String(v)).toBe(true);
    }
    const discounts = new Set(
      products.flatMap((p) => [p.discountPercent, ...(p.variants?.map((v) => v.discountPercent) ?? [])]),
    );
    for (const d of [7, 12, 17, 20, 30, 63]) expect(discounts.has(d), String(d)).toBe(true);
  });

  it("references only image files that exist and are under 20 KB", () => {
    const paths = new Set<string>();
    for (const p of products) {
      paths.add(p.image);
      p.thumbnails.forEach((t) => paths.add(t));
      expect(p.thumbnails.length).toBeGreaterThanOrEqual(2);
      for (const v of p.variants ?? []) {
        if (v.image) paths.add(v.image);
        v.thumbnails?.forEach((t) => paths.add(t));
      }
    }
    for (const { tile } of mostLovedCards()) {
      paths.add(tile.image);
      if (tile.hoverImage) paths.add(tile.hoverImage);
    }
    for (const t of [...shopByCategoryTiles, ...essentialsTiles]) paths.add(t.image);
    for (const b of blogPosts) if (b.image) paths.add(b.image);
    for (const path of paths) {
      const file = join(PUBLIC, path);
      expect(existsSync(file), path).toBe(true);
      expect(statSync(file).size, path).toBeLessThan(20 * 1024);
    }
  });

  it("gives every product distinct artwork with width and height", async () => {
    const { readFileSync } = await import("node:fs");
    const seen = new Set<string>();
    for (const p of products) {
      const svg = readFileSync(join(PUBLIC, p.image), "utf8");
      expect(svg).toMatch(/<svg[^>]* width="\d+" height="\d+"/);
      expect(seen.has(svg)).toBe(false);
      seen.add(svg);
    }
  });

  it("resolves every menu slug and every extra collection slug to at least one product", () => {
    const slugs = [
      ...shopMenu.flatMap((c) => [c.slug, ...c.links.map((l) => l.slug)]),
      "new-arrivals",
      "attar",
      "aroma",
      "sandalwood",
      "rose",
      "chandan",
      "luxury",
      "lavender",
    ];
    for (const slug of slugs) {
      expect(selectCollection(slug).kind, slug).not.toBe("unknown");
      expect(countFor(slug), slug).toBeGreaterThan(0);
    }
  });

  it("resolves every sidebar, search-sidebar and home tile link", () => {
    const hrefs = [
      ...sidebarCategories.flatMap((c) => [
        ...(c.link ? [c.link] : []),
        ...c.subcategories.map((s) => s.link ?? ""),
        ...c.fragrances.map((f) => `/collections/${f.toLowerCase()}`),
      ]),
      ...searchSidebarSections.flatMap((s) => s.links.map((l) => l.href)),
      ...shopByCategoryTiles.map((t) => t.href),
      ...essentialsTiles.map((t) => t.href),
    ];
    for (const href of hrefs) {
      const slug = href.replace(/^\/collections\//, "");
      expect(href.startsWith("/collections/"), href).toBe(true);
      expect(countFor(slug), href).toBeGreaterThan(0);
    }
    for (const c of sidebarCategories) expect(sidebarCategorySchema.safeParse(c).success).toBe(true);
  });

  it("has valid featured lists", () => {
    const mostLoved = mostLovedCards();
    expect(mostLoved.map((m) => m.tile.id)).toEqual([30, 84, 1, 278]);
    expect(mostLoved.filter((m) => m.tile.hoverImage).map((m) => m.tile.id)).toEqual([30, 84, 278]);
    expect(mostLoved.some((m) => m.tile.price?.mrp)).toBe(true);
    for (const m of mostLoved) expect(m.blurb.length, m.tile.name).toBeGreaterThan(20);
    expect(candleBestsellers()).toHaveLength(5);
    expect(candleAromatics()).toHaveLength(5);
    for (const t of [...candleBestsellers(), ...candleAromatics()])
      expect(productById(t.id)?.category, t.name).toBe("Candles");
    expect(featureCandle()?.name).toBe("Dry Flower Glass Candle");
    expect(queryListing(products, ALL_PRODUCTS, DEFAULT_LISTING_QUERY).total).toBe(products.length);
  });
});
