/**
 * The one parser for listing and search URLs (decisions.md, "Routes and the URL contract").
 * Every field falls back to its default on bad input (Zod `.catch()`); parsing never throws.
 * Repeated parameters: the first value wins (what `URLSearchParams.get` returns).
 */
import { z } from "zod";

export const SORT_KEYS = [
  "best-selling",
  "price-ascending",
  "price-descending",
  "title-ascending",
  "title-descending",
] as const;
export type SortKey = (typeof SORT_KEYS)[number];

/** Labels of the sort dropdown (spec §2), in its order. */
export const SORT_OPTIONS: readonly { value: SortKey; label: string }[] = [
  { value: "best-selling", label: "Best selling" },
  { value: "title-ascending", label: "Alphabetically A-Z" },
  { value: "title-descending", label: "Alphabetically Z-A" },
  { value: "price-ascending", label: "Price low to high" },
  { value: "price-descending", label: "Price high to low" },
];

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
}

export const DEFAULT_LISTING_QUERY: Readonly<ListingQuery> = Object.freeze({
  page: 1,
  sort: "best-selling",
  minPrice: null,
  maxPrice: null,
  inStock: false,
  outOfStock: false,
  query: "",
});

const pageParam = z
  .string()
  .trim()
  .regex(/^\+?\d+$/)
  .transform((s) => Math.min(Number(s), Number.MAX_SAFE_INTEGER))
  .pipe(z.number().int().min(1))
  .catch(1);

const priceParam = z
  .string()
  .trim()
  .regex(/^\d+(\.\d+)?$|^\.\d+$/)
  .transform(Number)
  .pipe(z.number().finite().min(0))
  .nullable()
  .catch(null);

const checkboxParam = z
  .literal("1")
  .transform(() => true)
  .catch(false);

const queryParam = z
  .string()
  .transform((s) =>
    s
      .normalize("NFC")
      .replace(/[\u0000-\u001f\u007f]/g, " ")
      .trim()
      .slice(0, MAX_QUERY_LENGTH)
      .trim(),
  )
  .catch("");

export const listingQuerySchema = z.object({
  page: pageParam,
  sort: z.enum(SORT_KEYS).catch("best-selling"),
  minPrice: priceParam,
  maxPrice: priceParam,
  inStock: checkboxParam,
  outOfStock: checkboxParam,
  query: queryParam,
});

/** Parse listing/search search params. Never throws; bad values become defaults. */
export function parseListingQuery(params: URLSearchParams): ListingQuery {
  const raw: Record<string, string | null> = {};
  for (const key of Object.keys(listingQuerySchema.shape)) raw[key] = params.get(key);
  return listingQuerySchema.parse(raw);
}

/**
 * The parameters of a listing link, in URL order. `overrides` change some fields; changing
 * anything but `page` drops the page back to 1 (decisions.md). Default values are omitted,
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
  if (next.sort !== "best-selling") out.set("sort", next.sort);
  if (next.minPrice !== null) out.set("minPrice", String(next.minPrice));
  if (next.maxPrice !== null) out.set("maxPrice", String(next.maxPrice));
  if (next.inStock) out.set("inStock", "1");
  if (next.outOfStock) out.set("outOfStock", "1");
  if (next.page > 1) out.set("page", String(next.page));
  return out;
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

/** True when a price or stock filter is set (turns new-arrivals mode off, spec §2). */
export function hasPriceOrStockFilter(
  query: Pick<ListingQuery, "minPrice" | "maxPrice" | "inStock" | "outOfStock">,
): boolean {
  return query.minPrice !== null || query.maxPrice !== null || query.inStock || query.outOfStock;
}
