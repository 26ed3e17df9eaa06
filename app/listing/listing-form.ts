/**
 * Listing controls with JavaScript: the query a filter or sort form would send, read from its
 * controls by the parser's own rules, so the URL a script builds equals the one a plain GET would
 * mean, minus the empty and default parameters. What the form carries hidden (the search text, the
 * sort on the sidebar's form) is the current query already, so it is kept as it is; the page goes
 * back to 1.
 */
import { parsePrice, parseSort, type ListingQuery } from "~/listing/listing-query";

/** The controls' values: a form's `FormData`, or anything that answers `get` as it does. */
export interface FormValues {
  get(name: string): FormDataEntryValue | null;
}

export function queryFromFormValues(values: FormValues, query: ListingQuery): ListingQuery {
  const text = (name: string) => {
    const value = values.get(name);
    return typeof value === "string" ? value : null;
  };
  return {
    ...query,
    page: 1,
    sort: parseSort(text("sort"), query.defaultSort),
    minPrice: parsePrice(text("minPrice")),
    maxPrice: parsePrice(text("maxPrice")),
    inStock: text("inStock") === "1",
    outOfStock: text("outOfStock") === "1",
  };
}

export function queryFromForm(form: HTMLFormElement, query: ListingQuery): ListingQuery {
  return queryFromFormValues(new FormData(form), query);
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
