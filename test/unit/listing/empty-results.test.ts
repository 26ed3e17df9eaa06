import { describe, expect, it } from "vitest";

import { emptyResults } from "~/listing/empty-results";
import { DEFAULT_LISTING_QUERY, type ListingQuery } from "~/listing/listing-query";

const query = (over: Partial<ListingQuery> = {}): ListingQuery => ({ ...DEFAULT_LISTING_QUERY, ...over });

describe("emptyResults: why an empty listing is empty, and the way out", () => {
  it("says nothing when something is listed", () => {
    expect(emptyResults("/collections/all", query({ minPrice: 500, maxPrice: 100 }), 3, null)).toBeNull();
  });
  it("a minimum above the maximum, cleared by removing the filters (sort kept)", () => {
    const empty = emptyResults(
      "/collections/incense",
      query({ minPrice: 500, maxPrice: 100, inStock: true, sort: "price-ascending" }),
      0,
      null,
    );
    expect(empty?.reason).toBe("price-range");
    expect(empty?.message).toContain("₹500.00");
    expect(empty?.message).toContain("₹100.00");
    expect(empty?.clear).toEqual({
      label: "Clear the filters",
      href: "/collections/incense?sort=price-ascending",
    });
  });
  it("a search without hits, cleared by clearing the search", () => {
    const empty = emptyResults(
      "/search",
      query({ query: "zzqx", defaultSort: "relevance", sort: "relevance" }),
      0,
      0,
    );
    expect(empty?.reason).toBe("no-hits");
    expect(empty?.message).toContain("“zzqx”");
    expect(empty?.clear.href).toBe("/search");
  });
  it("hits that the filters all remove: the filters are the cause", () => {
    const empty = emptyResults(
      "/search",
      query({ query: "rose", defaultSort: "relevance", sort: "relevance", maxPrice: 1 }),
      0,
      12,
    );
    expect(empty?.reason).toBe("filters");
    expect(empty?.clear.href).toBe("/search?query=rose");
  });
  it("a collection with nothing in it and no filters", () => {
    expect(emptyResults("/collections/x", query(), 0, null)?.reason).toBe("empty");
  });
  it("offers All Products and the departments to go on from, whatever the cause", () => {
    for (const empty of [
      emptyResults("/collections/x", query(), 0, null),
      emptyResults("/search", query({ query: "zzqx", defaultSort: "relevance", sort: "relevance" }), 0, 0),
    ]) {
      expect(empty?.popular.map((link) => link.href)).toEqual([
        "/collections/all",
        "/collections/incense",
        "/collections/pooja-essentials",
        "/collections/candles",
        "/collections/lifestyle",
        "/collections/organic-products",
      ]);
    }
  });
});
