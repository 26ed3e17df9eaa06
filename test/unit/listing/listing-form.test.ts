import { describe, expect, it } from "vitest";

import { queryFromFormValues } from "~/listing/listing-form";
import { listingHref, parseListingQuery, type ListingQuery } from "~/listing/listing-query";

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

const collection = (search: string): ListingQuery => parseListingQuery(new URLSearchParams(search));
const searchPage = (search: string): ListingQuery =>
  parseListingQuery(new URLSearchParams(search), { search: true });

describe("queryFromFormValues: a filter form's controls as the query a plain GET would mean", () => {
  it("reads the stock boxes and the prices, and goes back to page 1", () => {
    const query = collection("sort=price-ascending&page=3");
    const read = queryFromFormValues(
      form([
        ["sort", "price-ascending"],
        ["inStock", "1"],
        ["minPrice", " 150.50 "],
        ["maxPrice", ""],
      ]),
      query,
    );
    expect(read).toEqual({ ...query, page: 1, inStock: true, minPrice: 150.5, maxPrice: null });
    expect(listingHref("/collections/all", read)).toBe(
      "/collections/all?sort=price-ascending&minPrice=150.5&inStock=1",
    );
  });

  it("drops a price the URL parser would drop (negative, exponent, text)", () => {
    for (const bad of ["-5", "1e3", "abc", "12,5"]) {
      const read = queryFromFormValues(form([["minPrice", bad]]), collection(""));
      expect(read.minPrice, bad).toBeNull();
    }
  });

  it("keeps the search text, and offers Relevance only on the search page", () => {
    const query = searchPage("query=rose&sort=title-ascending");
    expect(queryFromFormValues(form([["sort", "relevance"]]), query).sort).toBe("relevance");
    expect(queryFromFormValues(form([["sort", "relevance"]]), collection("")).sort).toBe("best-selling");
    expect(queryFromFormValues(form([]), query).query).toBe("rose");
  });

  it("reads a form exactly as the server parses the same GET", () => {
    const cases: [string, [string, string][]][] = [
      ["", [["outOfStock", "1"]]],
      [
        "sort=title-descending",
        [
          ["sort", "title-descending"],
          ["inStock", "1"],
          ["outOfStock", "1"],
        ],
      ],
      [
        "minPrice=10",
        [
          ["sort", "nonsense"],
          ["maxPrice", ".5"],
        ],
      ],
    ];
    for (const [search, entries] of cases) {
      const query = collection(search);
      const sent = new URLSearchParams(entries);
      expect(queryFromFormValues(form(entries), query), search).toEqual({
        ...parseListingQuery(sent),
        page: 1,
      });
    }
  });
});
