/**
 * The listing engine: one pure function from (products, collection selection, parsed query) to a
 * page of results plus the facts the page shows. Filters (collection, price on the display price,
 * stock per docs/shop-urls.md), five sorts, 20 a page, page clamped.
 *
 * Speed: everything that depends only on the catalogue (display prices, availability, interned
 * slugs, the five sort orders) is computed once per products array and cached in a WeakMap. A
 * query then walks one precomputed order with typed-array predicates and copies out only the
 * page's 20 products: O(n) integer comparisons, no sorting, no per-product allocation.
 */
import { availabilityOf } from "~/catalog/availability";
import { categoryGroupOf, type CollectionSelection } from "~/catalog/collections";
import { displayPrice } from "~/catalog/pricing";
import type { Product } from "~/catalog/schema";
import { slugify } from "~/paths";

import { PAGE_SIZE, SORT_KEYS, type ListingQuery, type SortKey } from "./listing-query";

export interface ListingPage {
  /** At most 20 products of the current page. */
  items: Product[];
  /** Products matching the selection and filters (all pages). */
  total: number;
  /** Current page, clamped to 1…pageCount. */
  page: number;
  /** At least 1, also when nothing matches. */
  pageCount: number;
  pageSize: number;
  /** Page heading (collection title; "All Products" when new-arrivals mode switched off). */
  title: string;
  /** "1 Product Found", "N Products Found", "0 Products Found". */
  countLabel: string;
  /** The selection actually applied (see `effectiveSelection`). */
  selection: CollectionSelection;
}

export interface ListingOptions {
  /**
   * Restrict to these products (e.g. search hits), in this order. Sorted by relevance the given
   * order is kept; other sorts reorder as usual (best selling: catalogue order).
   */
  restrictTo?: readonly Product[] | null;
}

const AVAIL_IN = 0;
const AVAIL_OUT = 1;
const AVAIL_SOLD = 2;

interface CatalogIndex {
  products: readonly Product[];
  n: number;
  price: Float64Array; // NaN when a product has no price at all
  avail: Uint8Array;
  isNew: Uint8Array;
  group: Int32Array; // interned slug ids
  cat: Int32Array;
  sub: Int32Array;
  frag: Int32Array;
  slugIds: Map<string, number>;
  orders: Record<SortKey, Uint32Array>;
  positionOf: Map<Product, number>;
  /** Reused match buffer; queries are synchronous so one per index is safe. */
  scratch: Uint32Array;
}

const indexes = new WeakMap<readonly Product[], CatalogIndex>();

/** Build (once) and return the query index of a products array. */
export function catalogIndex(products: readonly Product[]): CatalogIndex {
  const cached = indexes.get(products);
  if (cached) return cached;
  const n = products.length;
  const slugIds = new Map<string, number>();
  const intern = (s: string): number => {
    let id = slugIds.get(s);
    if (id === undefined) slugIds.set(s, (id = slugIds.size));
    return id;
  };
  const price = new Float64Array(n);
  const avail = new Uint8Array(n);
  const isNew = new Uint8Array(n);
  const group = new Int32Array(n);
  const cat = new Int32Array(n);
  const sub = new Int32Array(n);
  const frag = new Int32Array(n);
  const positionOf = new Map<Product, number>();
  const slugCache = new Map<string, string>();
  const slugOf = (name: string): string => {
    let s = slugCache.get(name);
    if (s === undefined) slugCache.set(name, (s = slugify(name)));
    return s;
  };
  const names: string[] = new Array(n);
  for (let i = 0; i < n; i++) {
    const p = products[i]!;
    positionOf.set(p, i);
    price[i] = displayPrice(p) ?? Number.NaN;
    const a = availabilityOf(p);
    avail[i] = a === "in-stock" ? AVAIL_IN : a === "out-of-stock" ? AVAIL_OUT : AVAIL_SOLD;
    isNew[i] = p.isNew === true ? 1 : 0;
    group[i] = intern(slugOf(categoryGroupOf(p.category)));
    cat[i] = intern(slugOf(p.category));
    sub[i] = intern(slugOf(p.subCategory));
    frag[i] = intern(slugOf(p.fragrance));
    names[i] = p.name;
  }
  const identity = new Uint32Array(n);
  for (let i = 0; i < n; i++) identity[i] = i;

  // Title order: en-IN collation, case-insensitive; stable (ties keep catalogue order).
  const collator = new Intl.Collator("en-IN", { sensitivity: "accent", numeric: false });
  // Sort the distinct names once, then rank each product by its name's rank: far fewer
  // collator calls when names repeat, and integer comparisons in the index sorts below.
  const distinct = [...new Set(names)].sort(collator.compare);
  const rankOfName = new Map<string, number>();
  let rank = 0;
  for (let i = 0; i < distinct.length; i++) {
    if (i > 0 && collator.compare(distinct[i - 1]!, distinct[i]!) !== 0) rank++;
    rankOfName.set(distinct[i]!, rank);
  }
  const titleRank = new Int32Array(n);
  for (let i = 0; i < n; i++) titleRank[i] = rankOfName.get(names[i]!)!;

  const byKey = (key: Float64Array | Int32Array, dir: 1 | -1): Uint32Array =>
    identity.slice().sort((a, b) => {
      const ka = key[a]!;
      const kb = key[b]!;
      const na = Number.isNaN(ka);
      const nb = Number.isNaN(kb);
      if (na || nb) return na === nb ? a - b : na ? 1 : -1; // no price: last either way
      return ka === kb ? a - b : (ka < kb ? -1 : 1) * dir;
    });

  const orders: Record<SortKey, Uint32Array> = {
    relevance: identity, // without search hits to order, catalogue order
    "best-selling": identity,
    "price-ascending": byKey(price, 1),
    "price-descending": byKey(price, -1),
    "title-ascending": byKey(titleRank, 1),
    "title-descending": byKey(titleRank, -1),
  };
  const index: CatalogIndex = {
    products,
    n,
    price,
    avail,
    isNew,
    group,
    cat,
    sub,
    frag,
    slugIds,
    orders,
    positionOf,
    scratch: new Uint32Array(n),
  };
  indexes.set(products, index);
  return index;
}

/** True when a price or stock filter is set (turns new-arrivals mode off). */
export function hasPriceOrStockFilter(
  query: Pick<ListingQuery, "minPrice" | "maxPrice" | "inStock" | "outOfStock">,
): boolean {
  return query.minPrice !== null || query.maxPrice !== null || query.inStock || query.outOfStock;
}

/**
 * New-arrivals mode turns off when a price or stock filter is chosen; the listing then shows every
 * product that passes the filter, titled All Products. (Choosing a category, subcategory or
 * fragrance navigates to that collection, which is not new-arrivals.)
 */
export function effectiveSelection(selection: CollectionSelection, query: ListingQuery): CollectionSelection {
  if (selection.newOnly && hasPriceOrStockFilter(query)) {
    return { ...selection, kind: "all", newOnly: false, title: "All Products" };
  }
  return selection;
}

/** docs/shop-urls.md, "Stock filter": In Stock only → in stock; Out of Stock only → out of stock or sold out; both/neither → all. */
function stockMode(query: Pick<ListingQuery, "inStock" | "outOfStock">): "any" | "in" | "out" {
  if (query.inStock === query.outOfStock) return "any";
  return query.inStock ? "in" : "out";
}

/** List one page of a collection (or of search hits) under the given query. Pure; never throws. */
export function queryListing(
  products: readonly Product[],
  selection: CollectionSelection,
  query: ListingQuery,
  options: ListingOptions = {},
): ListingPage {
  const ix = catalogIndex(products);
  const sel = effectiveSelection(selection, query);

  // Compile the selection to integer tests (-2 = a slug no product has: nothing matches).
  const idOf = (s: string): number => ix.slugIds.get(s) ?? -2;
  const groupId = sel.category !== null ? idOf(slugify(sel.category)) : -1;
  const subIds = sel.subCategorySlugs ? sel.subCategorySlugs.map(idOf) : null;
  const subA = subIds?.[0] ?? -1;
  const subB = subIds?.[1] ?? -2;
  const subMany = subIds !== null && subIds.length > 2;
  const fragId = sel.fragranceSlug !== null ? idOf(sel.fragranceSlug) : -1;
  const newOnly = sel.newOnly;
  const min = query.minPrice ?? Number.NEGATIVE_INFINITY;
  const max = query.maxPrice ?? Number.POSITIVE_INFINITY;
  const priceFilter = query.minPrice !== null || query.maxPrice !== null;
  const stock = stockMode(query);

  let mask: Uint8Array | null = null;
  let order = ix.orders[SORT_KEYS.includes(query.sort) ? query.sort : "best-selling"];
  if (options.restrictTo) {
    mask = new Uint8Array(ix.n);
    if (query.sort === "relevance") {
      // Keep the given order (e.g. search relevance).
      const given = new Uint32Array(options.restrictTo.length);
      let k = 0;
      for (const p of options.restrictTo) {
        const i = ix.positionOf.get(p);
        if (i !== undefined && mask[i] === 0) {
          mask[i] = 1;
          given[k++] = i;
        }
      }
      order = given.subarray(0, k);
    } else {
      for (const p of options.restrictTo) {
        const i = ix.positionOf.get(p);
        if (i !== undefined) mask[i] = 1;
      }
    }
  }

  const unfiltered =
    mask === null &&
    groupId === -1 &&
    subIds === null &&
    fragId === -1 &&
    !newOnly &&
    !priceFilter &&
    stock === "any";

  let total: number;
  let matches: Uint32Array;
  if (unfiltered) {
    total = order.length;
    matches = order;
  } else {
    const out = ix.scratch;
    const { price, avail, isNew, group, cat, sub, frag } = ix;
    let k = 0;
    for (let j = 0; j < order.length; j++) {
      const i = order[j]!;
      if (mask !== null && mask[i] === 0) continue;
      if (groupId !== -1 && group[i] !== groupId) continue;
      if (subIds !== null) {
        const s = sub[i]!;
        const c = cat[i]!;
        if (s !== subA && s !== subB && c !== subA && c !== subB) {
          if (!subMany || (!subIds.includes(s) && !subIds.includes(c))) continue;
        }
      }
      if (fragId !== -1 && frag[i] !== fragId) continue;
      if (newOnly && isNew[i] === 0) continue;
      if (priceFilter) {
        const pr = price[i]!;
        if (!(pr >= min && pr <= max)) continue; // NaN (no price) never passes a bound
      }
      if (stock === "in" ? avail[i] !== AVAIL_IN : stock === "out" ? avail[i] === AVAIL_IN : false) continue;
      out[k++] = i;
    }
    total = k;
    matches = out;
  }

  const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE));
  const page = Math.min(Math.max(1, Math.floor(Number.isFinite(query.page) ? query.page : 1)), pageCount);
  const start = (page - 1) * PAGE_SIZE;
  const end = Math.min(start + PAGE_SIZE, total);
  const items: Product[] = [];
  for (let j = start; j < end; j++) items.push(ix.products[matches[j]!]!);

  return {
    items,
    total,
    page,
    pageCount,
    pageSize: PAGE_SIZE,
    title: sel.title,
    countLabel: countLabel(total),
    selection: sel,
  };
}

/** "1 Product Found" / "N Products Found" ("0 Products Found" when nothing matches). */
export function countLabel(total: number): string {
  return `${total} ${total === 1 ? "Product" : "Products"} Found`;
}
