import { describe, expect, it } from "vitest";

import { ALL_PRODUCTS, selectCollection } from "~/catalog/collections";
import { products } from "~/catalog/products";
import { searchProducts } from "~/catalog/search.server";
import { countedCollectionLinks, stockCounts } from "~/listing/filter-counts";
import { DEFAULT_LISTING_QUERY, parseListingQuery, type ListingQuery } from "~/listing/listing-query";
import { queryListing } from "~/listing/query-listing";

const query = (over: Partial<ListingQuery> = {}): ListingQuery => ({ ...DEFAULT_LISTING_QUERY, ...over });
const totalAt = (href: string) => {
  const url = new URL(href, "http://shop.test");
  const slug = url.pathname.replace("/collections/", "");
  return queryListing(products, selectCollection(slug), parseListingQuery(url.searchParams)).total;
};

describe("stockCounts: what each stock box alone would list", () => {
  it("splits a collection into in stock and out of stock (sold out included)", () => {
    const incense = selectCollection("incense");
    const counts = stockCounts(products, incense, query(), null);
    expect(counts.inStock + counts.outOfStock).toBe(queryListing(products, incense, query()).total);
    expect(counts.inStock).toBe(queryListing(products, incense, query({ inStock: true })).total);
    expect(counts.outOfStock).toBe(queryListing(products, incense, query({ outOfStock: true })).total);
  });
  it("keeps the price filter and ignores the current stock choice", () => {
    const all = selectCollection("all");
    const priced = stockCounts(products, all, query({ maxPrice: 100, inStock: true }), null);
    expect(priced.inStock).toBe(queryListing(products, all, query({ maxPrice: 100, inStock: true })).total);
    expect(priced.outOfStock).toBe(
      queryListing(products, all, query({ maxPrice: 100, outOfStock: true })).total,
    );
    expect(priced.inStock).toBeLessThan(stockCounts(products, all, query(), null).inStock);
  });
  it("counts within the search hits", () => {
    const hits = searchProducts("sandal")!;
    const counts = stockCounts(products, ALL_PRODUCTS, query({ query: "sandal" }), hits);
    expect(counts.inStock + counts.outOfStock).toBe(hits.length);
  });
  it("gives 0 for a range nothing fits", () => {
    expect(stockCounts(products, ALL_PRODUCTS, query({ minPrice: 500, maxPrice: 100 }), null)).toEqual({
      inStock: 0,
      outOfStock: 0,
    });
  });
});

describe("countedCollectionLinks: sidebar links carry the filters and count what they lead to", () => {
  const links = [
    { label: "Agarbatti", href: "/collections/agarbatti" },
    { label: "Tealight", href: "/collections/tealight" },
    { label: "Rose", href: "/collections/rose" },
  ];
  it("without filters: the plain links and their collections' sizes", () => {
    const counted = countedCollectionLinks(products, links, query());
    expect(counted.map((l) => l.href)).toEqual(links.map((l) => l.href));
    for (const link of counted) expect(link.count, link.label).toBe(totalAt(link.href));
    expect(counted[0]!.count).toBeGreaterThan(10);
  });
  it("with filters: each link keeps them (and the sort), and its count is what it then lists", () => {
    const q = query({ maxPrice: 60, inStock: true, sort: "price-ascending" });
    const counted = countedCollectionLinks(products, links, q);
    expect(counted[0]!.href).toBe("/collections/agarbatti?sort=price-ascending&maxPrice=60&inStock=1");
    for (const link of counted) expect(link.count, link.label).toBe(totalAt(link.href));
    // Candles show no price, so a price filter leaves none: the link would be a dead end.
    expect(counted[1]!.count).toBe(0);
  });
  it("from a search: the text and relevance stay behind", () => {
    const q = parseListingQuery(new URLSearchParams("query=rose&inStock=1"), { search: true });
    const [agarbatti] = countedCollectionLinks(products, links, q);
    expect(agarbatti!.href).toBe("/collections/agarbatti?inStock=1");
    expect(agarbatti!.count).toBe(totalAt(agarbatti!.href));
  });
});
