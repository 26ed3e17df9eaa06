/**
 * The one parser for listing and search URLs, and the links built back from a parsed query
 * (docs/shop-urls.md). Every field falls back to its default on bad input; parsing never throws.
 * Repeated parameters: the first value wins (what `URLSearchParams.get` returns).
 *
 * Plain code rather than a schema library. The browser needs only the links and the price rule (the
 * filter forms read their own controls, listing-form.ts), so the rest of the parser stays on the
 * server.
 */

export const SORT_KEYS = [
  "relevance",
  "best-selling",
  "price-ascending",
  "price-descending",
  "title-ascending",
  "title-descending",
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Labels of a collection's sort dropdown, in its order. */
const LISTING_SORT_OPTIONS: readonly { value: SortKey; label: string }[] = [
  { value: "best-selling", label: "Best selling" },
  { value: "title-ascending", label: "Alphabetically A-Z" },
  { value: "title-descending", label: "Alphabetically Z-A" },
  { value: "price-ascending", label: "Price low to high" },
  { value: "price-descending", label: "Price high to low" },
];
/** The search page's: Relevance (its default) first. */
const SEARCH_SORT_OPTIONS = [{ value: "relevance", label: "Relevance" } as const, ...LISTING_SORT_OPTIONS];

/** The sort dropdown's options for a page: Relevance only where it is the default (search). */
export function sortOptions(defaultSort: SortKey): readonly { value: SortKey; label: string }[] {
  return defaultSort === "relevance" ? SEARCH_SORT_OPTIONS : LISTING_SORT_OPTIONS;
}

export const PAGE_SIZE = 20;
/** Longest search text kept from the URL; longer input is cut (the search itself uses less). */
export const MAX_QUERY_LENGTH = 200;

export interface ListingQuery {
  /** 1-based, ≥ 1; clamped to the last page by the listing engine. */
  page: number;
  sort: SortKey;
  /** Inclusive bounds on the display price; null when not set. */
  minPrice: number | null;
  maxPrice: number | null;
  inStock: boolean;
  outOfStock: boolean;
  /** Trimmed search text; "" means no search. */
  query: string;
  /**
   * The page's own order, left out of its URLs: "relevance" on the search page (the only page
   * that offers it), "best-selling" on collections.
   */
  defaultSort: SortKey;
}

// Marked pure so that a browser bundle, which never reads it, leaves it out.
export const DEFAULT_LISTING_QUERY: Readonly<ListingQuery> = /* @__PURE__ */ Object.freeze({
  page: 1,
  sort: "best-selling",
  minPrice: null,
  maxPrice: null,
  inStock: false,
  outOfStock: false,
  query: "",
  defaultSort: "best-selling",
});

/** A whole number ≥ 1 ("+3" and " 3 " too); anything else is page 1. Huge values are kept for clamping. */
function parsePage(raw: string | null): number {
  const text = raw?.trim() ?? "";
  if (!/^\+?\d+$/.test(text)) return 1;
  const page = Math.min(Number(text), Number.MAX_SAFE_INTEGER);
  return page >= 1 ? page : 1;
}

/**
 * A sort key from a URL or form value: one of the page's sort options (so Relevance only where
 * there is a search), else the page's default.
 */
export function parseSort(raw: string | null, defaultSort: SortKey): SortKey {
  return sortOptions(defaultSort).find((option) => option.value === raw)?.value ?? defaultSort;
}

/** A plain decimal ≥ 0 ("150", "99.5", ".5"); empty, negative, exponent or other text is no bound. */
export function parsePrice(raw: string | null): number | null {
  const text = raw?.trim() ?? "";
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return null;
  const price = Number(text);
  return Number.isFinite(price) ? price : null;
}

/** Search text: NFC, control characters as spaces, trimmed, cut to MAX_QUERY_LENGTH. */
function parseQueryText(raw: string | null): string {
  return (raw ?? "")
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f]/g, " ")
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
}

/**
 * Parse listing/search search params (`search`: the search page's, whose default order is
 * relevance). Never throws; bad values become defaults.
 */
export function parseListingQuery(params: URLSearchParams, { search = false } = {}): ListingQuery {
  const defaultSort: SortKey = search ? "relevance" : "best-selling";
  return {
    defaultSort,
    page: parsePage(params.get("page")),
    sort: parseSort(params.get("sort"), defaultSort),
    minPrice: parsePrice(params.get("minPrice")),
    maxPrice: parsePrice(params.get("maxPrice")),
    inStock: params.get("inStock") === "1",
    outOfStock: params.get("outOfStock") === "1",
    query: parseQueryText(params.get("query")),
  };
}

/**
 * The parameters of a listing link, in URL order. `overrides` change some fields; changing
 * anything but `page` drops the page back to 1. Default values are omitted,
 * `page` is omitted when 1. Forms use these as their hidden inputs.
 */
export function listingParams(query: ListingQuery, overrides: Partial<ListingQuery> = {}): URLSearchParams {
  const filterChanged = (Object.keys(overrides) as (keyof ListingQuery)[]).some(
    (k) => k !== "page" && overrides[k] !== query[k],
  );
  const next: ListingQuery = { ...query, ...overrides };
  if (filterChanged && overrides.page === undefined) next.page = 1;
  const out = new URLSearchParams();
  if (next.query) out.set("query", next.query);
  if (next.sort !== next.defaultSort) out.set("sort", next.sort);
  if (next.minPrice !== null) out.set("minPrice", String(next.minPrice));
  if (next.maxPrice !== null) out.set("maxPrice", String(next.maxPrice));
  if (next.inStock) out.set("inStock", "1");
  if (next.outOfStock) out.set("outOfStock", "1");
  if (next.page > 1) out.set("page", String(next.page));
  return out;
}

/**
 * The phone's filter panel sends this marker with its form: there, both stock boxes ticked mean
 * Out of Stock (it wins), while elsewhere both mean no stock filter. The loader answers such a
 * request with a redirect to the clean URL of `panelQuery`.
 */
export const PANEL_MARKER = "panel";

/** A query sent from the phone's panel, with its rule applied: both stock boxes → Out of Stock. */
export function panelQuery(query: ListingQuery): ListingQuery {
  return query.inStock && query.outOfStock ? { ...query, inStock: false } : query;
}

/** `listingParams` as a search string: with "?", or "" when everything is default. */
export function listingSearchParams(query: ListingQuery, overrides: Partial<ListingQuery> = {}): string {
  const s = listingParams(query, overrides).toString();
  return s ? `?${s}` : "";
}

/** `listingSearchParams` appended to a path: `listingHref("/collections/rose", q, { page: 2 })`. */
export function listingHref(
  pathname: string,
  query: ListingQuery,
  overrides: Partial<ListingQuery> = {},
): string {
  return pathname + listingSearchParams(query, overrides);
}
