/**
 * The loader side of a listing page (collections and search): parsed URL in, exactly what the
 * page shows out. Pure apart from reading the embedded catalogue; never throws.
 */
import { type CollectionSelection } from "~/catalog/collections";
import { newProducts } from "~/catalog/lookup";
import { productTile, type ProductTile } from "~/catalog/product-tile";
import { products } from "~/catalog/products";
import type { Product, SidebarCategory } from "~/catalog/schema";
import { sidebarCategories } from "~/catalog/sidebar";

import { type ListingQuery } from "./listing-query";
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
  /** The page's products, as tiles. */
  tiles: ProductTile[];
}

export interface CollectionSidebarData {
  categories: readonly SidebarCategory[];
  /** Title of the category whose panel starts open, if the collection belongs to one. */
  openCategory: string | null;
  newProducts: ProductTile[];
}

/** The page for a parsed URL (`parseListingQuery`), a collection and, for search, the hits. */
export function listingData(
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
    tiles: result.items.map((product) => productTile(product)),
  };
}

let newTiles: ProductTile[] | null = null;

export function collectionSidebarData(selection: CollectionSelection): CollectionSidebarData {
  newTiles ??= newProducts()
    .slice(0, SIDEBAR_NEW_PRODUCTS)
    .map((product) => productTile(product));
  const fragrance = selection.kind === "fragrance" ? "By Fragrance" : null;
  return {
    categories: sidebarCategories,
    openCategory: fragrance ?? selection.category,
    newProducts: newTiles,
  };
}
