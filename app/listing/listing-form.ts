/**
 * Listing controls with JavaScript: read a filter or sort form into a ListingQuery through the
 * same parser the server uses, so the URL a script builds equals the one a plain GET would mean,
 * minus the empty and default parameters.
 */
import { parseListingQuery, type ListingQuery, type SortKey } from "~/listing/listing-query";

export function queryFromForm(form: HTMLFormElement, defaultSort: SortKey): ListingQuery {
  const params = new URLSearchParams();
  for (const [name, value] of new FormData(form)) {
    if (typeof value === "string") params.append(name, value);
  }
  return { ...parseListingQuery(params, { search: defaultSort === "relevance" }), page: 1 };
}

/** The filters cleared, sort and search text kept. */
export const NO_FILTERS: Pick<ListingQuery, "minPrice" | "maxPrice" | "inStock" | "outOfStock"> = {
  minPrice: null,
  maxPrice: null,
  inStock: false,
  outOfStock: false,
};

/** A price for an input's value: "150" rather than "150.00". */
export function priceInputValue(price: number | null): string {
  return price === null ? "" : String(price);
}
