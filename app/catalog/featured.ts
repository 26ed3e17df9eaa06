/**
 * Curated lists for the home page and the candle landing page: Most Loved items (spec §3),
 * the BESTSELLERS and AROMATIC candle sliders, the feature candle (product 278) and the home tiles.
 */
import { productById } from "./lookup";
import { formatRupees } from "~/money/money";

import { displayPrice } from "./pricing";
import { firstMarketplaceUrl } from "./product-page";
import type { MostLovedItem, Product } from "./schema";
import { collectionPath } from "~/paths";

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
export const candleBestsellerIds: readonly number[] = [135, 158, 164, 185, 143];
export const candleAromaticIds: readonly number[] = [152, 179, 195, 146, 173];
export const FEATURE_CANDLE_ID = 278;

function existing(ids: readonly number[]): Product[] {
  return ids.map((id) => productById(id)).filter((p): p is Product => p !== undefined);
}

/** The BESTSELLERS slider of the candle landing page. */
export function candleBestsellers(): Product[] {
  return existing(candleBestsellerIds);
}

/** The AROMATIC slider of the candle landing page. */
export function candleAromatics(): Product[] {
  return existing(candleAromaticIds);
}

/** The feature block of the candle landing page: the Dry Flower Glass Candle. */
export function featureCandle(): Product | undefined {
  return productById(FEATURE_CANDLE_ID);
}

/** Which products the Most Loved cards show; prices and links come from the catalogue. */
const MOST_LOVED: readonly { id: number; hover: boolean; blurb: string }[] = [
  {
    id: 30,
    hover: true,
    blurb: "Our bestselling premium masala agarbatti, twice dipped in oud, amber and soft florals.",
  },
  {
    id: 84,
    hover: true,
    blurb: "Cup sambrani with pure loban that lights in seconds and clears the air in minutes.",
  },
  {
    id: 1,
    hover: false,
    blurb: "Everyday rose agarbatti made from recycled temple flowers, charcoal-free and gentle.",
  },
  {
    id: 278,
    hover: true,
    blurb: "Clear glass, soy wax and real dried petals: the candle our customers gift most.",
  },
];

/** Home, "Most Loved Products": 4 cards (spec §3 fields; prices as display text). */
export const mostLovedItems: readonly MostLovedItem[] = MOST_LOVED.flatMap(({ id, hover, blurb }) => {
  const p = productById(id);
  if (!p) return [];
  const price = displayPrice(p) ?? 0;
  const link = firstMarketplaceUrl(p);
  const item: MostLovedItem = {
    id: p.id,
    title: p.name,
    image: p.image,
    ...(hover ? { imageHover: `/images/products/${p.id}-2.svg` } : {}),
    price: formatRupees(price),
    original: p.mrp !== undefined && p.mrp > price ? formatRupees(p.mrp) : "",
    description: blurb,
    ...(link ? { amazonLink: link } : {}),
  };
  return [item];
});

/** The static rating every Most Loved card shows (spec §2). */
export const MOST_LOVED_RATING = 4.17;
