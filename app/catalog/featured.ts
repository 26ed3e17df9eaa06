/**
 * Curated lists for the home page and the candle landing page: Most Loved items (spec §3),
 * the BESTSELLERS and AROMATIC candle sliders, the feature candle (product 278) and the home tiles.
 */
import { collectionPath } from "./menu";
import type { MostLovedItem } from "./schema";

export interface CategoryTile {
  label: string;
  slug: string;
  href: string;
  image: string;
}

const tile = (label: string, slug: string): CategoryTile => ({
  label,
  slug,
  href: collectionPath(slug),
  image: `/images/categories/${slug}.svg`,
});

/** Home, "Shop By Categories" (spec §2), in strip order. */
export const shopByCategoryTiles: readonly CategoryTile[] = [
  tile("Sambrani Cups", "sambrani-cups"),
  tile("Incense", "incense"),
  tile("Dhoop Batti", "dhoop-batti"),
  tile("Pooja Oil", "pooja-oil"),
  tile("Attar", "attar"),
  tile("Candles", "candles"),
  tile("Aroma", "aroma"),
];

/** Home, "Shop the Essentials" (spec §2). */
export const essentialsTiles: readonly CategoryTile[] = [
  tile("Candles", "candles"),
  tile("Diffusers", "diffusers"),
  tile("Air Freshner", "air-freshner"),
  tile("Agarbatti", "agarbatti"),
];

/** Candle landing: ids of the BESTSELLERS and AROMATIC sliders (5 each) and the feature candle. */
export const candleBestsellerIds: readonly number[] = [];
export const candleAromaticIds: readonly number[] = [];
export const FEATURE_CANDLE_ID = 278;

/** Home, "Most Loved Products": 4 cards. */
export const mostLovedItems: readonly MostLovedItem[] = [];

/** The static rating every Most Loved card shows (spec §2). */
export const MOST_LOVED_RATING = 4.17;
