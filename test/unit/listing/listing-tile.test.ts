import { describe, expect, it } from "vitest";

import { productTile } from "~/catalog/product-tile";
import { products } from "~/catalog/products";
import { fromListingTile, toListingTile } from "~/listing/listing-tile";

describe("listing tiles: what the loader sends, and the tile the grid draws from it", () => {
  it("give back every product's whole tile", () => {
    for (const product of products) {
      const tile = productTile(product);
      expect(fromListingTile(toListingTile(tile)), product.name).toEqual(tile);
    }
  });

  it("leave out the product page's link and the usual first picture", () => {
    const sent = toListingTile(productTile(products[0]!));
    expect(sent).not.toHaveProperty("href");
    expect(sent).not.toHaveProperty("image");
    expect(sent).not.toHaveProperty("hoverImage");
    expect(fromListingTile(sent).href).toBe(`/product-detail/${products[0]!.id}`);
    expect(fromListingTile(sent).image).toBe(`/images/products/${products[0]!.id}-1.svg`);
  });

  it("keep a picture that is not the product's usual first one", () => {
    const tile = { ...productTile(products[0]!), image: "/images/products/photo-of-the-week.jpg" };
    const sent = toListingTile(tile);
    expect(sent.image).toBe("/images/products/photo-of-the-week.jpg");
    expect(fromListingTile(sent)).toEqual(tile);
  });
});
