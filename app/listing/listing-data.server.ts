/**
 * The loader side of a listing page (collections and search): parsed URL in, exactly what the
 * page shows out. Pure apart from reading the embedded catalogue; never throws.
 */
import { type CollectionSelection } from "~/catalog/collections";
import { newProducts } from "~/catalog/lookup";
import { productTile, type ProductTile } from "~/catalog/product-tile";
import { products } from "~/catalog/products";
import type { Product } from "~/catalog/schema";
import { sidebarCategories, sidebarLink } from "~/catalog/sidebar";
import { collectionPath, slugify } from "~/paths";

import { activeFilters, type ActiveFilter } from "./active-filters";
import { emptyResults, type EmptyResults } from "./empty-results";
import { countedCollectionLinks, stockCounts, type CountedLink, type StockCounts } from "./filter-counts";
import { listingHref, panelQuery, PANEL_MARKER, type ListingQuery } from "./listing-query";
import { toListingTile, type ListingTile } from "./listing-tile";
import { queryListing } from "./query-listing";

/** How many new products the sidebar shows; the rest are one link away (new arrivals). */
export const SIDEBAR_NEW_PRODUCTS = 4;

export interface ListingData {
  /** The parsed URL: what the controls show and what their links build on. */
  query: ListingQuery;
  title: string;
  countLabel: string;
  total: number;
  page: number;
  pageCount: number;
  /** The filters that are on, for the chips that remove them. */
  activeFilters: ActiveFilter[];
  /** The page's products, as tiles (their links and usual pictures left to the browser). */
  tiles: ListingTile[];
  /** Why nothing is listed, when nothing is. */
  empty: EmptyResults | null;
  /** What each stock box alone would list, beside it. */
  stockCounts: StockCounts;
}

/** A category panel of the collection sidebar: "All {title}" first, then its subcategories or fragrances. */
export interface SidebarPanel {
  title: string;
  links: CountedLink[];
}

export interface CollectionSidebarData {
  categories: SidebarPanel[];
  /** Title of the category whose panel starts open, if the collection belongs to one. */
  openCategory: string | null;
  newProducts: ProductTile[];
}

/**
 * Where a request sent by the phone's filter panel goes (its rule applied, the marker dropped), or
 * null for any other request.
 */
export function panelRedirect(url: URL, query: ListingQuery): string | null {
  return url.searchParams.has(PANEL_MARKER) ? listingHref(url.pathname, panelQuery(query)) : null;
}

/** The search page's sidebar sections, their links carrying the filters and counted. */
export function searchSidebarData(
  sections: readonly { title: string; links: readonly { label: string; href: string }[] }[],
  query: ListingQuery,
): SidebarPanel[] {
  return sections.map((section) => ({
    title: section.title,
    links: countedCollectionLinks(products, section.links, query),
  }));
}

/** The page for a parsed URL (`parseListingQuery`), a collection and, for search, the hits. */
export function listingData(
  path: string,
  query: ListingQuery,
  selection: CollectionSelection,
  restrictTo: readonly Product[] | null = null,
): ListingData {
  const result = queryListing(products, selection, query, { restrictTo });
  return {
    query: { ...query, page: result.page },
    title: result.title,
    countLabel: result.countLabel,
    total: result.total,
    page: result.page,
    pageCount: result.pageCount,
    activeFilters: activeFilters(query),
    tiles: result.items.map((product) => toListingTile(productTile(product))),
    empty: emptyResults(path, query, result.total, restrictTo ? restrictTo.length : null),
    stockCounts: stockCounts(products, selection, query, restrictTo),
  };
}

const sidebarPanels = sidebarCategories.map((category) => ({
  title: category.title,
  links: [
    ...(category.link ? [{ label: `All ${category.title}`, href: sidebarLink(category) }] : []),
    ...category.subcategories.map((sub) => ({ label: sub.name, href: sidebarLink(sub) })),
    ...category.fragrances.map((name) => ({ label: name, href: collectionPath(slugify(name)) })),
  ],
}));

let newTiles: ProductTile[] | null = null;

/** The collection sidebar; its links carry the current filters and count what they lead to. */
export function collectionSidebarData(
  selection: CollectionSelection,
  query: ListingQuery,
): CollectionSidebarData {
  newTiles ??= newProducts()
    .slice(0, SIDEBAR_NEW_PRODUCTS)
    .map((product) => productTile(product));
  const fragrance = selection.kind === "fragrance" ? "By Fragrance" : null;
  return {
    categories: sidebarPanels.map((panel) => ({
      title: panel.title,
      links: countedCollectionLinks(products, panel.links, query),
    })),
    openCategory: fragrance ?? selection.category,
    newProducts: newTiles,
  };
}
