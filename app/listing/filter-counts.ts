/**
 * Counts beside filter values and sidebar links (docs/shop-urls.md, "Counts"): how many products
 * each would list, with every other current filter kept. A stock box counts its own choice with the
 * price filter and the page's collection or search; a collection link counts that collection under
 * the current price and stock filters, which the link carries. Pure; the loader calls it, so the
 * counts are there without JavaScript.
 */
import { selectCollection, type CollectionSelection } from "~/catalog/collections";
import type { Product } from "~/catalog/schema";

import { listingHref, type ListingQuery } from "./listing-query";
import { queryListing } from "./query-listing";

export interface StockCounts {
  inStock: number;
  outOfStock: number;
}

/** A sidebar link with the filters it carries and how many products it leads to. */
export interface CountedLink {
  label: string;
  href: string;
  count: number;
}

/** Products the In Stock box alone and the Out of Stock box alone would list here. */
export function stockCounts(
  products: readonly Product[],
  selection: CollectionSelection,
  query: ListingQuery,
  restrictTo: readonly Product[] | null,
): StockCounts {
  const total = (stock: Pick<ListingQuery, "inStock" | "outOfStock">) =>
    queryListing(products, selection, { ...query, ...stock, page: 1 }, { restrictTo }).total;
  return {
    inStock: total({ inStock: true, outOfStock: false }),
    outOfStock: total({ inStock: false, outOfStock: true }),
  };
}

// The sidebars' links are the same on every page, and a page counts some forty of them: resolve
// each link's collection once per catalogue. The selections are only read.
const selectionsByCatalogue = new WeakMap<readonly Product[], Map<string, CollectionSelection>>();

function linkSelection(products: readonly Product[], href: string): CollectionSelection {
  let selections = selectionsByCatalogue.get(products);
  if (!selections) selectionsByCatalogue.set(products, (selections = new Map()));
  let selection = selections.get(href);
  if (!selection) {
    selection = selectCollection(href.replace(/^\/collections\//, ""), products);
    selections.set(href, selection);
  }
  return selection;
}

/**
 * Collection links (`/collections/{slug}`) given the current price and stock filters and their
 * sort (a search's text and its relevance order stay behind), with the number each then lists.
 */
export function countedCollectionLinks(
  products: readonly Product[],
  links: readonly { label: string; href: string }[],
  query: ListingQuery,
): CountedLink[] {
  const carried: ListingQuery = {
    ...query,
    query: "",
    page: 1,
    defaultSort: "best-selling",
    sort: query.sort === "relevance" ? "best-selling" : query.sort,
  };
  return links.map(({ label, href }) => {
    const count = queryListing(products, linkSelection(products, href), carried).total;
    return { label, href: listingHref(href, carried), count };
  });
}
