/**
 * Fuzzy search with Fuse.js:
 * - the search grid matches name, category and subCategory at threshold 0.4;
 * - header suggestions list matching categories first, then products (name and subCategory),
 *   at most 6 in all, threshold 0.35.
 * Fuse decides which products and categories match; the order is Fuse's within two groups, the
 * name matches (search-rank.ts: every query word is a word of the name or the start of one) first.
 * Each index is built once per products array (lazily, cached in a WeakMap), never per request.
 * Product search runs through `FuzzyIndex` (search-index.ts): Fuse's own scorer on each distinct
 * field value that can match, combined exactly as Fuse combines keys, so results (set and order)
 * equal `new Fuse(products, { keys, threshold }).search(text)`.
 * Server-only by name: the index never ships to the browser; suggestions come from a resource route.
 */
import Fuse, { type IFuseOptions } from "fuse.js";
import { products as catalogue } from "./products";
import type { Product } from "./schema";
import { FuzzyIndex } from "./search-index";
import { nameMatcher, rankByName } from "./search-rank";
import { categoryTree } from "./sidebar";
import { collectionPath, productPath, slugify } from "~/paths";

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
  products: readonly Product[];
  /** The grid: Fuse's ranking over name, category, subCategory (see search-index.ts). */
  grid: FuzzyIndex<Product>;
  suggestProducts: FuzzyIndex<Product>;
  suggestCategories: Fuse<CategoryEntry>;
}

const GRID_KEYS = ["name", "category", "subCategory"] as const;
const SUGGEST_KEYS = ["name", "subCategory"] as const;
const GRID_THRESHOLD = 0.4;
const SUGGEST_THRESHOLD = 0.35;
const SUGGEST_CATEGORY_OPTIONS: IFuseOptions<CategoryEntry> = {
  keys: ["name"],
  threshold: SUGGEST_THRESHOLD,
};

const cache = new WeakMap<readonly Product[], SearchIndexes>();

function indexesFor(products: readonly Product[]): SearchIndexes {
  let ix = cache.get(products);
  if (ix) return ix;
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
    products,
    grid: new FuzzyIndex(products, GRID_KEYS, { threshold: GRID_THRESHOLD }),
    suggestProducts: new FuzzyIndex(products, SUGGEST_KEYS, { threshold: SUGGEST_THRESHOLD }),
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
  const ix = indexesFor(products);
  const ranked = ix.grid.search(text, { first: namesFirst(text) });
  const out: Product[] = new Array(ranked.length);
  for (let k = 0; k < ranked.length; k++) out[k] = ix.products[ranked[k]!]!;
  return out;
}

/** Products whose name holds every word of `text` first (the index tests each distinct name once). */
function namesFirst(text: string) {
  return { key: "name" as const, when: nameMatcher(text) };
}

/** Header suggestions: categories first, then products; at most 6. Blank query → []. */
export function suggest(query: string, products: readonly Product[] = catalogue): Suggestion[] {
  const text = normalizeSearchText(query);
  if (!text) return [];
  const ix = indexesFor(products);
  // Rank every hit, then cut: the best name matches may sit past Fuse's first six.
  const categories = rankByName(
    text,
    ix.suggestCategories.search(text).map((r) => r.item),
    (c) => c.name,
  ).slice(0, MAX_SUGGESTIONS);
  const out: Suggestion[] = categories.map((c) => ({
    kind: "category" as const,
    label: c.name,
    href: c.href,
  }));
  if (out.length < MAX_SUGGESTIONS) {
    const limit = MAX_SUGGESTIONS - out.length;
    for (const i of ix.suggestProducts.search(text, { limit, first: namesFirst(text) })) {
      const p = ix.products[i]!;
      out.push({ kind: "product", label: p.name, href: productPath(p.id) });
    }
  }
  return out;
}
