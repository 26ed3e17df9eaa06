/**
 * Fuzzy search with Fuse.js, as spec §5 describes it:
 * - the search grid matches name, category and subCategory at threshold 0.4;
 * - header suggestions list matching categories first, then products (name and subCategory),
 *   at most 6 in all, threshold 0.35.
 * Each index is built once per products array (lazily, cached in a WeakMap), never per request.
 * Server-only by name: the index never ships to the browser; suggestions come from a resource route.
 */
import Fuse, { type IFuseOptions } from "fuse.js";
import { collectionPath } from "./menu";
import { products as catalogue } from "./products";
import type { Product } from "./schema";
import { categoryTree } from "./sidebar";
import { slugify } from "./slugs";

/** Fuse's bitap works on at most 32 characters; longer text is cut there (at a word end if possible). */
export const SEARCH_PATTERN_LIMIT = 32;
export const MAX_SUGGESTIONS = 6;

export interface Suggestion {
  kind: "category" | "product";
  /** Name only; the UI prefixes "Category: " or "Product: ". */
  label: string;
  /** `/collections/{slug}` for a category, `/product-detail/{id}` for a product. */
  href: string;
}

interface CategoryEntry {
  name: string;
  href: string;
}

interface SearchIndexes {
  grid: Fuse<Product>;
  suggestProducts: Fuse<Product>;
  suggestCategories: Fuse<CategoryEntry>;
}

const GRID_OPTIONS: IFuseOptions<Product> = { keys: ["name", "category", "subCategory"], threshold: 0.4 };
const SUGGEST_PRODUCT_OPTIONS: IFuseOptions<Product> = { keys: ["name", "subCategory"], threshold: 0.35 };
const SUGGEST_CATEGORY_OPTIONS: IFuseOptions<CategoryEntry> = { keys: ["name"], threshold: 0.35 };

const cache = new WeakMap<readonly Product[], SearchIndexes>();

function indexesFor(products: readonly Product[]): SearchIndexes {
  let ix = cache.get(products);
  if (ix) return ix;
  const list = products as Product[];
  const categories: CategoryEntry[] = [];
  const seen = new Set<string>();
  for (const node of categoryTree) {
    for (const name of [node.name, ...node.children]) {
      const slug = slugify(name);
      if (seen.has(slug)) continue;
      seen.add(slug);
      categories.push({ name, href: collectionPath(slug) });
    }
  }
  ix = {
    grid: new Fuse(list, GRID_OPTIONS, Fuse.createIndex(GRID_OPTIONS.keys!, list)),
    suggestProducts: new Fuse(list, SUGGEST_PRODUCT_OPTIONS, Fuse.createIndex(SUGGEST_PRODUCT_OPTIONS.keys!, list)),
    suggestCategories: new Fuse(categories, SUGGEST_CATEGORY_OPTIONS),
  };
  cache.set(products, ix);
  return ix;
}

/** Build the indexes now (e.g. at server start) instead of on the first search. */
export function warmSearchIndexes(products: readonly Product[] = catalogue): void {
  indexesFor(products);
}

/**
 * Trim, collapse whitespace, drop control characters and cut to Fuse's pattern limit.
 * Returns "" for a blank query.
 */
export function normalizeSearchText(text: string): string {
  const clean = text
    .normalize("NFC")
    .replace(/[\u0000-\u001f\u007f\s]+/g, " ")
    .trim();
  if (clean.length <= SEARCH_PATTERN_LIMIT) return clean;
  const cut = clean.slice(0, SEARCH_PATTERN_LIMIT);
  const lastSpace = cut.lastIndexOf(" ");
  const atWord = lastSpace >= SEARCH_PATTERN_LIMIT / 2 ? cut.slice(0, lastSpace) : cut;
  // Never end on half of a surrogate pair.
  return atWord.replace(/[\ud800-\udbff]$/, "").trim();
}

/**
 * The search grid: products matching `query` in relevance order, or null for a blank query
 * (the page then lists every product).
 */
export function searchProducts(query: string, products: readonly Product[] = catalogue): Product[] | null {
  const text = normalizeSearchText(query);
  if (!text) return null;
  return indexesFor(products).grid.search(text).map((r) => r.item);
}

/** Header suggestions: categories first, then products; at most 6. Blank query → []. */
export function suggest(query: string, products: readonly Product[] = catalogue): Suggestion[] {
  const text = normalizeSearchText(query);
  if (!text) return [];
  const ix = indexesFor(products);
  const out: Suggestion[] = ix.suggestCategories
    .search(text, { limit: MAX_SUGGESTIONS })
    .map((r) => ({ kind: "category" as const, label: r.item.name, href: r.item.href }));
  if (out.length < MAX_SUGGESTIONS) {
    for (const r of ix.suggestProducts.search(text, { limit: MAX_SUGGESTIONS - out.length })) {
      out.push({ kind: "product", label: r.item.name, href: `/product-detail/${r.item.id}` });
    }
  }
  return out;
}
