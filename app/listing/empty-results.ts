/**
 * What an empty listing says (docs/shop-urls.md, "Empty results"): why nothing is listed, a link
 * that undoes the cause, and the shop's popular collections to go on from. Decided in the loader,
 * so it reads the same with and without JavaScript; the collections travel with it, so the
 * listing's browser code carries no menu for a help most pages never show.
 */
import { shopCollectionLinks } from "~/catalog/menu";
import { ALL_PRODUCTS_PATH, SEARCH_PATH } from "~/paths";
import { formatRupees } from "~/money/money";

import { hasPriceOrStockFilter } from "./query-listing";
import { listingHref, type ListingQuery } from "./listing-query";
import { NO_FILTERS } from "./listing-form";

export interface EmptyResults {
  reason: "price-range" | "no-hits" | "filters" | "empty";
  message: string;
  /** The link that clears the cause (the filters, or the search). */
  clear: { label: string; href: string };
  /** The shop's popular collections: All Products and the departments. */
  popular: readonly { label: string; href: string }[];
}

/**
 * Why `total` is 0 for this query on the page at `path` (`searchHits`: the number of search hits,
 * null when there is no search); null when something is listed.
 */
export function emptyResults(
  path: string,
  query: ListingQuery,
  total: number,
  searchHits: number | null,
): EmptyResults | null {
  const cause = total > 0 ? null : emptyCause(path, query, searchHits);
  return cause && { ...cause, popular: shopCollectionLinks };
}

function emptyCause(
  path: string,
  query: ListingQuery,
  searchHits: number | null,
): Omit<EmptyResults, "popular"> {
  const clearFilters = { label: "Clear the filters", href: listingHref(path, query, NO_FILTERS) };
  const { minPrice, maxPrice } = query;
  if (minPrice !== null && maxPrice !== null && minPrice > maxPrice) {
    return {
      reason: "price-range",
      message: `The lowest price you asked for (${formatRupees(minPrice)}) is above the highest (${formatRupees(maxPrice)}), so no product can fit.`,
      clear: clearFilters,
    };
  }
  if (searchHits === 0) {
    return {
      reason: "no-hits",
      message: `No product matches “${query.query}”. Check the spelling, or try a shorter or more general word.`,
      clear: { label: "Clear the search", href: SEARCH_PATH },
    };
  }
  if (hasPriceOrStockFilter(query)) {
    return {
      reason: "filters",
      message: "No product here matches these filters. Try a wider price range or another stock choice.",
      clear: clearFilters,
    };
  }
  return {
    reason: "empty",
    message: "There are no products here yet.",
    clear: { label: "See all products", href: ALL_PRODUCTS_PATH },
  };
}
