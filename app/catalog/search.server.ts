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

/**
 * Products whose searched fields are identical score identically, so Fuse runs over the distinct
 * field tuples and each hit expands to its products. Ranking is exactly Fuse's over the products:
 * by score, ties in catalogue order. The cost grows with the number of distinct names, not products.
 */
interface Grouped {
  fuse: Fuse<Record<string, string>>;
  /** Product indices of each tuple, in catalogue order. */
  members: Uint32Array[];
}

interface SearchIndexes {
  products: readonly Product[];
  grid: Grouped;
  suggestProducts: Grouped;
  suggestCategories: Fuse<CategoryEntry>;
}

const GRID_KEYS = ["name", "category", "subCategory"] as const;
const SUGGEST_KEYS = ["name", "subCategory"] as const;
const GRID_OPTIONS: IFuseOptions<Record<string, string>> = { keys: [...GRID_KEYS], threshold: 0.4, includeScore: true };
const SUGGEST_PRODUCT_OPTIONS: IFuseOptions<Record<string, string>> = { keys: [...SUGGEST_KEYS], threshold: 0.35, includeScore: true };
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
    products,
    grid: grouped(list, GRID_KEYS, GRID_OPTIONS),
    suggestProducts: grouped(list, SUGGEST_KEYS, SUGGEST_PRODUCT_OPTIONS),
    suggestCategories: new Fuse(categories, SUGGEST_CATEGORY_OPTIONS),
  };
  cache.set(products, ix);
  return ix;
}

function grouped(
  products: readonly Product[],
  keys: readonly (keyof Product & string)[],
  options: IFuseOptions<Record<string, string>>,
): Grouped {
  const byTuple = new Map<string, number>();
  const docs: Record<string, string>[] = [];
  const members: number[][] = [];
  products.forEach((p, i) => {
    const values = keys.map((k) => String(p[k] ?? ""));
    const tuple = values.join("\u0000");
    let t = byTuple.get(tuple);
    if (t === undefined) {
      byTuple.set(tuple, (t = docs.length));
      docs.push(Object.fromEntries(keys.map((k, j) => [k, values[j]!])));
      members.push([]);
    }
    members[t]!.push(i);
  });
  return {
    fuse: new Fuse(docs, options, Fuse.createIndex(options.keys!, docs)),
    members: members.map((m) => Uint32Array.from(m)),
  };
}

/** Fuse hits over tuples → product indices ranked by score, ties in catalogue order. */
function rankedMembers(g: Grouped, text: string, limit = Number.POSITIVE_INFINITY): number[] {
  const hits = g.fuse.search(text); // sorted by score, then tuple order
  const out: number[] = [];
  for (let start = 0; start < hits.length && out.length < limit; ) {
    // One run of equal scores: merge its tuples' members into catalogue order.
    const score = hits[start]!.score;
    let end = start + 1;
    while (end < hits.length && hits[end]!.score === score) end++;
    if (end - start === 1) {
      for (const i of g.members[hits[start]!.refIndex]!) out.push(i);
    } else {
      let n = 0;
      for (let h = start; h < end; h++) n += g.members[hits[h]!.refIndex]!.length;
      const run = new Uint32Array(n);
      let k = 0;
      for (let h = start; h < end; h++) {
        run.set(g.members[hits[h]!.refIndex]!, k);
        k += g.members[hits[h]!.refIndex]!.length;
      }
      run.sort();
      for (const i of run) out.push(i);
    }
    start = end;
  }
  return out.length > limit ? out.slice(0, limit) : out;
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
  return rankedMembers(ix.grid, text).map((i) => ix.products[i]!);
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
    for (const i of rankedMembers(ix.suggestProducts, text, MAX_SUGGESTIONS - out.length)) {
      const p = ix.products[i]!;
      out.push({ kind: "product", label: p.name, href: `/product-detail/${p.id}` });
    }
  }
  return out;
}
