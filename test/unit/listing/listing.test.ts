import { describe, expect, it } from "vitest";
import { availabilityOf } from "~/catalog/availability";
import { ALL_PRODUCTS, selectCollection } from "~/catalog/collections";
import { paginationItems } from "~/listing/pagination";
import { countLabel, queryListing } from "~/listing/query-listing";
import {
  DEFAULT_LISTING_QUERY,
  listingHref,
  listingSearchParams,
  parseListingQuery,
  SORT_KEYS,
  type ListingQuery,
} from "~/listing/listing-query";
import { displayPrice } from "~/catalog/pricing";
import { products } from "~/catalog/products";
import { seededRandom } from "~/catalog/seeded-random";
import type { Product } from "~/catalog/schema";

import { SAMPLE_COLLECTION_SLUGS } from "../../support/search-sample-queries";

const q = (s: string) => parseListingQuery(new URLSearchParams(s));
const query = (over: Partial<ListingQuery> = {}): ListingQuery => ({ ...DEFAULT_LISTING_QUERY, ...over });

describe("parseListingQuery (the URL contract of docs/shop-urls.md)", () => {
  it("defaults", () => {
    expect(q("")).toEqual(DEFAULT_LISTING_QUERY);
  });
  it("reads good values", () => {
    expect(
      q("page=3&sort=price-descending&minPrice=10&maxPrice=99.5&inStock=1&outOfStock=1&query=%20rose%20"),
    ).toEqual({
      page: 3,
      sort: "price-descending",
      minPrice: 10,
      maxPrice: 99.5,
      inStock: true,
      outOfStock: true,
      query: "rose",
      defaultSort: "best-selling",
    });
  });
  it("relevance is the search page's default, left out of its links, and no sort elsewhere", () => {
    const search = (s: string) => parseListingQuery(new URLSearchParams(s), { search: true });
    expect(search("query=rose").sort).toBe("relevance");
    expect(search("query=rose&sort=evil").sort).toBe("relevance");
    expect(search("query=rose&sort=best-selling").sort).toBe("best-selling");
    expect(listingHref("/search", search("query=rose&sort=relevance&page=2"))).toBe(
      "/search?query=rose&page=2",
    );
    expect(listingHref("/search", search("query=rose&sort=best-selling"))).toBe(
      "/search?query=rose&sort=best-selling",
    );
    expect(q("sort=relevance").sort).toBe("best-selling");
    expect(listingHref("/collections/all", q("sort=relevance"))).toBe("/collections/all");
  });
  it("bad page → 1; huge page kept for clamping", () => {
    for (const bad of ["0", "-2", "abc", "", "1.5", "2e3", "NaN", "Infinity", " "])
      expect(q(`page=${bad}`).page, bad).toBe(1);
    expect(q("page=99999999999999999999999").page).toBe(Number.MAX_SAFE_INTEGER);
  });
  it("unknown sort → default", () => {
    for (const bad of ["", "price", "PRICE-ASCENDING", "__proto__", "constructor"])
      expect(q(`sort=${bad}`).sort).toBe("best-selling");
  });
  it("empty, non-numeric, negative prices are ignored", () => {
    for (const bad of ["", "abc", "-5", "1e3", "Infinity", "5,000", "₹10"]) {
      expect(q(`minPrice=${encodeURIComponent(bad)}`).minPrice, bad).toBeNull();
      expect(q(`maxPrice=${encodeURIComponent(bad)}`).maxPrice, bad).toBeNull();
    }
    expect(q("minPrice=0").minPrice).toBe(0);
  });
  it("checkboxes are on only with value 1", () => {
    for (const bad of ["", "0", "true", "on", "yes", "11"]) expect(q(`inStock=${bad}`).inStock).toBe(false);
  });
  it("queries: trimmed, 2,000 characters cut, odd Unicode kept safely", () => {
    expect(q("query=%20%20").query).toBe("");
    expect(q(`query=${"a".repeat(2000)}`).query.length).toBeLessThanOrEqual(200);
    for (const [odd, kept] of [
      ["\u0000\u0007x", "x"],
      ["\ud800", "\ufffd"], // URLSearchParams holds only well-formed text
      ["🪔🕉️", "🪔🕉️"],
      ["e\u0301", "é"],
      ["\u202Erose", "\u202Erose"],
      ["<script>", "<script>"],
    ]) {
      const params = new URLSearchParams();
      params.set("query", odd!);
      expect(parseListingQuery(params), JSON.stringify(odd)).toEqual({
        ...DEFAULT_LISTING_QUERY,
        query: kept,
      });
    }
    expect(q("query=%E0%A4%A&page=%ZZ").query).toBeTypeOf("string");
    expect(q("query=%00%01").query).toBe("");
    expect(q("query=e%CC%81").query).toBe("é");
  });
  it("repeated params: the first wins", () => {
    expect(q("page=2&page=5&sort=title-ascending&sort=bogus")).toMatchObject({
      page: 2,
      sort: "title-ascending",
    });
  });
});

describe("listingSearchParams", () => {
  it("omits defaults and page 1", () => {
    expect(listingSearchParams(DEFAULT_LISTING_QUERY)).toBe("");
    expect(listingSearchParams(query({ page: 1, sort: "best-selling" }))).toBe("");
  });
  it("keeps every other parameter when changing page", () => {
    const cur = query({ sort: "price-ascending", minPrice: 10, inStock: true, query: "rose" });
    expect(listingSearchParams(cur, { page: 3 })).toBe(
      "?query=rose&sort=price-ascending&minPrice=10&inStock=1&page=3",
    );
  });
  it("drops the page when a filter or sort changes", () => {
    const cur = query({ page: 4 });
    expect(listingSearchParams(cur, { sort: "title-ascending" })).toBe("?sort=title-ascending");
    expect(listingSearchParams(cur, { outOfStock: true })).toBe("?outOfStock=1");
    expect(listingSearchParams(cur, { sort: "best-selling" })).toBe("?page=4");
    expect(listingHref("/collections/rose", cur, { maxPrice: 100 })).toBe("/collections/rose?maxPrice=100");
  });
  it("round-trips through the parser", () => {
    const cur = query({
      page: 2,
      sort: "title-descending",
      minPrice: 1.5,
      maxPrice: 300,
      outOfStock: true,
      query: "dhoop & cones",
    });
    expect(q(listingSearchParams(cur).slice(1))).toEqual(cur);
  });
});

describe("queryListing", () => {
  it("lists everything in catalogue order by default", () => {
    const r = queryListing(products, ALL_PRODUCTS, DEFAULT_LISTING_QUERY);
    expect(r.total).toBe(products.length);
    expect(r.items).toEqual(products.slice(0, 20));
    expect(r.pageCount).toBe(Math.ceil(products.length / 20));
    expect(r.title).toBe("All Products");
  });
  it("count labels", () => {
    expect(countLabel(0)).toBe("0 Products Found");
    expect(countLabel(1)).toBe("1 Product Found");
    expect(countLabel(21)).toBe("21 Products Found");
  });
  it("clamps the page", () => {
    const last = Math.ceil(products.length / 20);
    expect(queryListing(products, ALL_PRODUCTS, query({ page: 10_000 })).page).toBe(last);
    expect(
      queryListing(products, ALL_PRODUCTS, query({ page: Number.MAX_SAFE_INTEGER })).items.length,
    ).toBeGreaterThan(0);
    expect(queryListing(products, ALL_PRODUCTS, query({ page: -3 })).page).toBe(1);
    const none = queryListing(products, ALL_PRODUCTS, query({ minPrice: 1e9 }));
    expect(none).toMatchObject({
      total: 0,
      page: 1,
      pageCount: 1,
      items: [],
      countLabel: "0 Products Found",
    });
  });
  it("collection selections", () => {
    const agarbatti = queryListing(products, selectCollection("agarbatti"), query({ page: 1 }));
    expect(agarbatti.title).toBe("Agarbatti Products");
    const all = collect(selectCollection("agarbatti"), query());
    expect(all.every((p) => p.subCategory === "Agarbatti" || p.category === "Agarbatti")).toBe(true);
    expect(collect(selectCollection("rose"), query()).every((p) => p.fragrance === "Rose")).toBe(true);
    expect(collect(selectCollection("candles"), query()).every((p) => p.category === "Candles")).toBe(true);
    expect(collect(selectCollection("incense"), query()).some((p) => p.category === "Sambrani Cups")).toBe(
      true,
    );
    expect(
      collect(selectCollection("ribbed-collection"), query()).some(
        (p) => p.subCategory === "Ripped Collection",
      ),
    ).toBe(true);
    expect(collect(selectCollection("new-arrivals"), query()).every((p) => p.isNew)).toBe(true);
    expect(queryListing(products, selectCollection("new-arrivals"), query({ inStock: true })).title).toBe(
      "All Products",
    );
    expect(collect(selectCollection("new-arrivals"), query({ inStock: true })).some((p) => !p.isNew)).toBe(
      true,
    );
    expect(queryListing(products, selectCollection("bogus"), query()).total).toBe(products.length);
  });
  it("stock filter semantics: in stock only, out of stock or sold out only, both or neither: all", () => {
    const inOnly = collect(ALL_PRODUCTS, query({ inStock: true }));
    const outOnly = collect(ALL_PRODUCTS, query({ outOfStock: true }));
    expect(inOnly.every((p) => availabilityOf(p) === "in-stock")).toBe(true);
    expect(outOnly.every((p) => availabilityOf(p) !== "in-stock")).toBe(true);
    expect(outOnly.some((p) => availabilityOf(p) === "sold-out")).toBe(true);
    expect(inOnly.length + outOnly.length).toBe(products.length);
    expect(collect(ALL_PRODUCTS, query({ inStock: true, outOfStock: true }))).toHaveLength(products.length);
  });
  it("price bounds are inclusive and use the display price", () => {
    const r = collect(ALL_PRODUCTS, query({ minPrice: 179, maxPrice: 179 }));
    expect(r.length).toBeGreaterThan(0);
    expect(r.every((p) => displayPrice(p) === 179)).toBe(true);
    expect(r.some((p) => p.price === undefined)).toBe(true); // priced only on variants
  });
  it("sorts titles case-insensitively, keeping catalogue order for ties", () => {
    const mini: Product[] = ["b", "A", "a", "C", "B"].map((name, i) => ({
      ...products[0]!,
      id: i + 1,
      name,
    }));
    const names = (sort: ListingQuery["sort"]) =>
      queryListing(mini, ALL_PRODUCTS, query({ sort })).items.map((p) => `${p.name}${p.id}`);
    expect(names("title-ascending")).toEqual(["A2", "a3", "b1", "B5", "C4"]);
    expect(names("title-descending")).toEqual(["C4", "b1", "B5", "A2", "a3"]);
  });
  it("keeps a given order (search relevance) sorted by relevance, and restricts to it", () => {
    const hits = [products[10]!, products[3]!, products[7]!];
    expect(
      queryListing(products, ALL_PRODUCTS, query({ sort: "relevance" }), { restrictTo: hits }).items,
    ).toEqual(hits);
    // Best selling is the catalogue's order, no longer relevance in disguise.
    expect(queryListing(products, ALL_PRODUCTS, query(), { restrictTo: hits }).items).toEqual([
      products[3]!,
      products[7]!,
      products[10]!,
    ]);
    const sorted = queryListing(products, ALL_PRODUCTS, query({ sort: "price-descending" }), {
      restrictTo: hits,
    }).items;
    expect(new Set(sorted)).toEqual(new Set(hits));
  });
  it("paginationItems", () => {
    expect(paginationItems(1, 1)).toEqual([1]);
    expect(paginationItems(2, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationItems(1, 13)).toEqual([1, 2, 3, "ellipsis", 13]);
    expect(paginationItems(7, 13)).toEqual([1, 2, 3, "ellipsis", 7, "ellipsis", 13]);
    expect(paginationItems(4, 13)).toEqual([1, 2, 3, 4, "ellipsis", 13]);
    expect(paginationItems(12, 13)).toEqual([1, 2, 3, "ellipsis", 12, 13]);
  });
});

/** Every product of every page, in order. */
function collect(
  selection: Parameters<typeof queryListing>[1],
  q0: ListingQuery,
  list: readonly Product[] = products,
): Product[] {
  const first = queryListing(list, selection, { ...q0, page: 1 });
  const out = [...first.items];
  for (let page = 2; page <= first.pageCount; page++)
    out.push(...queryListing(list, selection, { ...q0, page }).items);
  return out;
}

describe("queryListing properties (seeded random cases)", () => {
  const rnd = seededRandom(20251010);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const slugs = SAMPLE_COLLECTION_SLUGS;
  const cases = Array.from({ length: 150 }, () => ({
    slug: pick(slugs),
    q: query({
      sort: pick(SORT_KEYS),
      minPrice: rnd() < 0.4 ? Math.floor(rnd() * 300) : null,
      maxPrice: rnd() < 0.4 ? Math.floor(rnd() * 800) : null,
      inStock: rnd() < 0.3,
      outOfStock: rnd() < 0.2,
    }),
  }));
  const unfilteredIds = new Set(products.map((p) => p.id));

  it("pages hold at most 20, partition the result, and sorts are ordered permutations", () => {
    for (const { slug, q: q0 } of cases) {
      const sel = selectCollection(slug);
      const first = queryListing(products, sel, q0);
      const all = collect(sel, q0);
      // partition: the pages together are the result, each product once
      expect(all).toHaveLength(first.total);
      expect(new Set(all.map((p) => p.id)).size).toBe(all.length);
      for (let page = 1; page <= first.pageCount; page++) {
        const r = queryListing(products, sel, { ...q0, page });
        expect(r.items.length).toBeLessThanOrEqual(20);
        if (page < first.pageCount) expect(r.items).toHaveLength(20);
      }
      // filters never add products
      for (const p of all) expect(unfilteredIds.has(p.id)).toBe(true);
      const base = collect(sel, { ...q0, sort: "best-selling" });
      // permutation of the best-selling result
      expect([...all].map((p) => p.id).sort((a, b) => a - b)).toEqual(
        base.map((p) => p.id).sort((a, b) => a - b),
      );
      // best-selling keeps catalogue order
      const idx = base.map((p) => products.indexOf(p));
      expect(idx).toEqual([...idx].sort((a, b) => a - b));
      // ordered
      for (let i = 1; i < all.length; i++) {
        const a = all[i - 1]!;
        const b = all[i]!;
        if (q0.sort === "price-ascending") expect(displayPrice(a)!).toBeLessThanOrEqual(displayPrice(b)!);
        if (q0.sort === "price-descending") expect(displayPrice(a)!).toBeGreaterThanOrEqual(displayPrice(b)!);
        if (q0.sort === "title-ascending")
          expect(a.name.localeCompare(b.name, "en-IN", { sensitivity: "accent" })).toBeLessThanOrEqual(0);
        if (q0.sort === "title-descending")
          expect(a.name.localeCompare(b.name, "en-IN", { sensitivity: "accent" })).toBeGreaterThanOrEqual(0);
      }
      // filters respected
      for (const p of all) {
        const price = displayPrice(p)!;
        if (q0.minPrice !== null) expect(price).toBeGreaterThanOrEqual(q0.minPrice);
        if (q0.maxPrice !== null) expect(price).toBeLessThanOrEqual(q0.maxPrice);
      }
      // adding a filter never adds products
      const narrower = collect(sel, { ...q0, inStock: true, outOfStock: false });
      const ids = new Set(all.map((p) => p.id));
      if (!sel.newOnly)
        for (const p of narrower) if (!q0.outOfStock || q0.inStock) expect(ids.has(p.id)).toBe(true);
    }
  });
});
