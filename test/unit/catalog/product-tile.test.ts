import { describe, expect, it } from "vitest";

import { marketplaceUrlOf, productById } from "~/catalog/lookup";
import { productTile } from "~/catalog/product-tile";
import { products } from "~/catalog/products";

describe("product tiles", () => {
  it("carry only what a tile shows, never descriptions, details or variants", () => {
    for (const p of products) {
      const tile = productTile(p);
      expect(Object.keys(tile).sort()).toEqual([
        "availability",
        "hoverImage",
        "href",
        "id",
        "image",
        "marketplaceUrl",
        "name",
        "price",
      ]);
      expect(JSON.stringify(tile).length, p.name).toBeLessThan(400);
    }
  });

  it("link to the product page and to the marketplace listing of the variant it opens on", () => {
    for (const p of products) {
      const tile = productTile(p);
      expect(tile.href).toBe(`/product-detail/${p.id}`);
      expect(tile.marketplaceUrl).toBe(marketplaceUrlOf(p, 0));
    }
    const withoutListing = products.filter((p) => !marketplaceUrlOf(p, 0));
    expect(withoutListing.length).toBeGreaterThan(0);
    for (const p of withoutListing) expect(productTile(p).marketplaceUrl).toBeNull();
  });

  it("show a second picture only when asked to", () => {
    const p = productById(30)!;
    expect(productTile(p).hoverImage).toBeNull();
    expect(productTile(p, { hoverImage: true }).hoverImage).toBe(p.thumbnails[1]);
  });

  it("say From on dhoop sticks, whose larger packs cost more, and show the 40 g price", () => {
    const tile = productTile(productById(42)!);
    expect(tile.price).toEqual({ price: 2700, mrp: null, discountPercent: null, from: true });
  });
});
