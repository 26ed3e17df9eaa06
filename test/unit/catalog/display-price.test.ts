/**
 * One display price everywhere: for every product of the catalogue, the price on its card (grid,
 * Most Loved, quick view, candle sliders, related products and the sidebar all render the same
 * tile), the price its page opens with, the price the listing filters and sorts on, the JSON-LD
 * offer and the brochure agree.
 */
import { describe, expect, it } from "vitest";

import { selectCollection } from "~/catalog/collections";
import { mostLovedCards } from "~/catalog/featured";
import { productById } from "~/catalog/lookup";
import { displayPrice, isPriceVisible } from "~/catalog/pricing";
import { productPageView } from "~/catalog/product-page";
import { productTile } from "~/catalog/product-tile";
import { products } from "~/catalog/products";
import type { Product } from "~/catalog/schema";
import { brochurePrice } from "~/catalog/brochure-pdf.server";
import { DEFAULT_LISTING_QUERY } from "~/listing/listing-query";
import { queryListing } from "~/listing/query-listing";
import { formatINR, toPaise } from "~/money/money";
import { loader as productLoader } from "~/routes/product-detail.$productId";

/** The Offer price of the product page's JSON-LD, in paise, or null when it claims no offer. */
async function jsonLdPrice(product: Product): Promise<number | null> {
  const url = `http://shop.test/product-detail/${product.id}`;
  const page = await productLoader({
    request: new Request(url),
    params: { productId: String(product.id) },
    context: {},
  });
  const lds = page.meta.flatMap((tag) =>
    "script:ld+json" in tag ? [tag["script:ld+json"] as { "@type": string; offers?: { price: string } }] : [],
  );
  const ld = lds.find((item) => item["@type"] === "Product")!;
  return ld.offers ? toPaise(ld.offers.price) : null;
}

/** Whether a price filter of exactly [rupees, rupees] keeps the product in its category's listing. */
function keptByPriceFilter(product: Product, rupees: number): boolean {
  const query = { ...DEFAULT_LISTING_QUERY, minPrice: rupees, maxPrice: rupees, page: 1 };
  const selection = selectCollection("all");
  for (let page = 1; ; page++) {
    const result = queryListing(products, selection, { ...query, page });
    if (result.items.includes(product)) return true;
    if (page >= result.pageCount) return false;
  }
}

describe("one display price for every product", () => {
  it("card, page, filter, JSON-LD and brochure agree", async () => {
    let priced = 0;
    for (const product of products) {
      const rupees = displayPrice(product);
      expect(rupees, product.name).not.toBeNull();
      const card = productTile(product).price;
      const page = productPageView(product, null).price;
      const ld = await jsonLdPrice(product);
      const brochure = brochurePrice(product);
      if (!isPriceVisible(product.category)) {
        expect([card, page, ld, brochure], product.name).toEqual([null, null, null, "On request"]);
        continue;
      }
      priced++;
      const paise = toPaise(rupees!);
      expect(card?.price, `card of ${product.name}`).toBe(paise);
      expect(page?.price, `page of ${product.name}`).toBe(paise);
      expect(page?.mrp, `MRP of ${product.name}`).toBe(card?.mrp);
      expect(ld, `JSON-LD of ${product.name}`).toBe(paise);
      expect(brochure.replace(/^from /, ""), `brochure of ${product.name}`).toBe(formatINR(paise));
      expect(brochure.startsWith("from "), `brochure of ${product.name}`).toBe(card!.from);
      expect(keptByPriceFilter(product, rupees!), `price filter at ${rupees} for ${product.name}`).toBe(true);
    }
    expect(priced).toBeGreaterThan(120);
  }, 60_000);

  it("sorts by the same price: a price-sorted listing reads in display-price order", () => {
    for (const sort of ["price-ascending", "price-descending"] as const) {
      const prices: number[] = [];
      const selection = selectCollection("incense");
      for (let page = 1; ; page++) {
        const result = queryListing(products, selection, { ...DEFAULT_LISTING_QUERY, sort, page });
        prices.push(...result.items.map((p) => displayPrice(p)!));
        if (page >= result.pageCount) break;
      }
      const sorted = [...prices].sort((a, b) => (sort === "price-ascending" ? a - b : b - a));
      expect(prices, sort).toEqual(sorted);
    }
  });

  it("shows the page's price on the products that once had two (the product's own and its first variant's)", () => {
    const opening = (id: number) => productTile(productById(id)!).price?.price;
    expect(opening(30)).toBe(13500); // not 179.10
    for (const id of [42, 43, 44, 45, 46, 47, 48]) expect(opening(id)).toBe(2700); // not 80
    for (const id of [121, 122, 123, 124, 125]) expect(opening(id)).toBe(13500); // not 244
    expect(opening(110)).toBe(8500); // not 99
    expect(keptByPriceFilter(productById(42)!, 27)).toBe(true);
  });

  it("Most Loved and the quick view use the same tile", () => {
    for (const { tile } of mostLovedCards())
      expect(tile.price).toEqual(productTile(productById(tile.id)!).price);
  });
});
