/**
 * Collection page rules (docs/shop-urls.md): which products `/collections/{slug}` lists and its title.
 *
 * - `all` lists everything; `new-arrivals` lists products flagged new.
 * - A top-level category slug (incense, pooja-essentials, candles, …) selects that category,
 *   including products whose `category` is one of its subcategories (the data has some
 *   "Agarbatti" or "Hawan Samagri" categories).
 * - The By Fragrance slugs (sandalwood, rose, chandan, luxury, lavender) select a fragrance filter.
 * - `attar` and `aroma` are curated extra collections.
 * - Any other subcategory slug selects the parent category plus that subcategory (spelling
 *   variants "Ripped"/"Ribbed" and "Air Freshner"/"Air Freshener" are one collection).
 * - Any other fragrance value's slug (e.g. `jasmine`) is a fragrance filter too.
 * - An unknown slug clears every selection: everything, titled "All Products".
 * New-arrivals mode turning off under a price or stock filter is the listing's rule
 * (listing/query-listing.ts).
 */
import { BY_FRAGRANCE } from "./menu";
import { products as catalogue } from "./products";
import type { Product } from "./schema";
import { slugify } from "~/paths";

export type CollectionKind =
  "all" | "new-arrivals" | "category" | "subcategory" | "fragrance" | "extra" | "unknown";

export interface CollectionSelection {
  /** The slug as requested. */
  slug: string;
  kind: CollectionKind;
  /** Top-level category (group) a product must belong to, or null. */
  category: string | null;
  /** A product matches when its subCategory's or category's slug is one of these; null = any. */
  subCategorySlugs: readonly string[] | null;
  /** Fragrance slug a product's fragrance must have, or null. */
  fragranceSlug: string | null;
  newOnly: boolean;
  /** "{subcategory} Products", "{category} Products", "New Arrivals" or "All Products". */
  title: string;
}

/** Top-level groups and the product `category` values that belong to each. */
export const CATEGORY_GROUPS: Readonly<Record<string, readonly string[]>> = {
  Incense: ["Incense", "Agarbatti", "Dhoop Cones", "Dhoop Batti", "Sambrani Cups"],
  "Pooja Essentials": ["Pooja Essentials", "Hawan Samagri"],
  Candles: ["Candles"],
  Lifestyle: ["Lifestyle"],
  "Organic Products": ["Organic Products"],
  "Premium Packs": ["Premium Packs"],
};

const GROUP_OF_CATEGORY = new Map<string, string>(
  Object.entries(CATEGORY_GROUPS).flatMap(([group, cats]) => cats.map((c) => [c, group] as const)),
);

/** The top-level group a product belongs to ("Agarbatti" → "Incense"). */
export function categoryGroupOf(category: string): string {
  return GROUP_OF_CATEGORY.get(category) ?? category;
}

/** Spelling variants that are one collection. */
const SLUG_ALIASES: Readonly<Record<string, readonly string[]>> = {
  "ribbed-collection": ["ribbed-collection", "ripped-collection"],
  "ripped-collection": ["ribbed-collection", "ripped-collection"],
  "air-freshner": ["air-freshner", "air-freshener"],
  "air-freshener": ["air-freshner", "air-freshener"],
};

/** Curated collections that are neither a category nor a fragrance. */
const EXTRA_COLLECTIONS: Readonly<
  Record<string, { title: string; category: string; subCategorySlugs: string[] }>
> = {
  attar: { title: "Attar", category: "Lifestyle", subCategorySlugs: ["attar"] },
  aroma: {
    title: "Aroma",
    category: "Lifestyle",
    subCategorySlugs: ["diffusers", "air-freshner", "air-freshener", "attar"],
  },
};

/** Slugs of the curated extra collections (`attar`, `aroma`), for the sitemap. */
export const EXTRA_COLLECTION_SLUGS: readonly string[] = Object.keys(EXTRA_COLLECTIONS);

interface SlugTable {
  groups: Map<string, string>;
  subcategories: Map<string, { group: string; name: string }>;
  fragrances: Map<string, string>;
}

const tables = new WeakMap<readonly Product[], SlugTable>();

function slugTable(products: readonly Product[]): SlugTable {
  let t = tables.get(products);
  if (t) return t;
  t = { groups: new Map(), subcategories: new Map(), fragrances: new Map() };
  for (const group of Object.keys(CATEGORY_GROUPS)) t.groups.set(slugify(group), group);
  for (const p of products) {
    const group = categoryGroupOf(p.category);
    if (!t.groups.has(slugify(group))) t.groups.set(slugify(group), group);
    for (const name of [p.subCategory, p.category]) {
      const s = slugify(name);
      if (s && !t.groups.has(s) && !t.subcategories.has(s)) t.subcategories.set(s, { group, name });
    }
    const f = slugify(p.fragrance);
    if (f && !t.fragrances.has(f)) t.fragrances.set(f, p.fragrance);
  }
  tables.set(products, t);
  return t;
}

/** "{name} Products", unless the name already says Products ("Organic Products", not "… Products Products"). */
export function productsTitle(name: string): string {
  return /\bproducts$/i.test(name.trim()) ? name : `${name} Products`;
}

/** Resolve `/collections/{slug}` to a selection and title. Never throws; unknown → All Products. */
export function selectCollection(
  slug: string,
  products: readonly Product[] = catalogue,
): CollectionSelection {
  const s = slug.trim().toLowerCase();
  const base = { slug, category: null, subCategorySlugs: null, fragranceSlug: null, newOnly: false };
  if (s === "all") return { ...base, kind: "all", title: "All Products" };
  if (s === "new-arrivals") return { ...base, kind: "new-arrivals", newOnly: true, title: "New Arrivals" };
  const t = slugTable(products);
  const group = t.groups.get(s);
  if (group) return { ...base, kind: "category", category: group, title: productsTitle(group) };
  const byFragrance = BY_FRAGRANCE.find((f) => slugify(f) === s);
  if (byFragrance) return { ...base, kind: "fragrance", fragranceSlug: s, title: productsTitle(byFragrance) };
  const extra = ownEntry(EXTRA_COLLECTIONS, s);
  if (extra) {
    return {
      ...base,
      kind: "extra",
      category: extra.category,
      subCategorySlugs: extra.subCategorySlugs,
      title: productsTitle(extra.title),
    };
  }
  const aliases = ownEntry(SLUG_ALIASES, s);
  const sub = t.subcategories.get(s) ?? (aliases ?? []).map((a) => t.subcategories.get(a)).find(Boolean);
  if (sub) {
    return {
      ...base,
      kind: "subcategory",
      category: sub.group,
      subCategorySlugs: aliases ?? [s],
      title: productsTitle(ownEntry(SUBCATEGORY_TITLES, s) ?? sub.name),
    };
  }
  const fragrance = t.fragrances.get(s);
  if (fragrance) return { ...base, kind: "fragrance", fragranceSlug: s, title: productsTitle(fragrance) };
  return { ...base, kind: "unknown", title: "All Products" };
}

/**
 * `table[key]` for a key from a URL: only the table's own entries, never what every object
 * inherits (`constructor`, `__proto__`, …).
 */
function ownEntry<T>(table: Readonly<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(table, key) ? table[key] : undefined;
}

/** Titles that follow the menu's spelling rather than a data variant. */
const SUBCATEGORY_TITLES: Readonly<Record<string, string>> = {
  "ribbed-collection": "Ribbed Collection",
  "ripped-collection": "Ribbed Collection",
  "air-freshner": "Air Freshner",
  "air-freshener": "Air Freshner",
};

/** The selection for `/search` and for code that wants no collection restriction. */
export const ALL_PRODUCTS: CollectionSelection = Object.freeze({
  slug: "all",
  kind: "all",
  category: null,
  subCategorySlugs: null,
  fragranceSlug: null,
  newOnly: false,
  title: "All Products",
});
