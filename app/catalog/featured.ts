/**
 * Curated lists for the home page and the candle landing page: the Most Loved cards, the
 * BESTSELLERS and AROMATIC candle sliders, the feature candle (product 278) and the home's
 * category tiles. Products come out as tiles (product-tile.ts), so their prices follow the same
 * rules as everywhere else.
 */
import { paragraphsOf } from "~/paragraphs";
import { collectionPath } from "~/paths";

import { marketplaceUrlOf, productById } from "./lookup";
import { productTile, type ProductTile } from "./product-tile";
import type { Product } from "./schema";

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

/** Home, "Shop By Categories", in strip order. */
export const shopByCategoryTiles: readonly CategoryTile[] = [
  tile("Sambrani Cups", "sambrani-cups"),
  tile("Incense", "incense"),
  tile("Dhoop Batti", "dhoop-batti"),
  tile("Pooja Oil", "pooja-oil"),
  tile("Attar", "attar"),
  tile("Candles", "candles"),
  tile("Aroma", "aroma"),
];

/** Home, "Shop the Essentials". */
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

function tilesOf(ids: readonly number[]): ProductTile[] {
  return ids.flatMap((id) => {
    const product = productById(id);
    return product ? [productTile(product)] : [];
  });
}

/** The BESTSELLERS slider of the candle landing page. */
export function candleBestsellers(): ProductTile[] {
  return tilesOf(candleBestsellerIds);
}

/** The AROMATIC slider of the candle landing page. */
export function candleAromatics(): ProductTile[] {
  return tilesOf(candleAromaticIds);
}

export interface FeatureProduct {
  name: string;
  href: string;
  image: string;
  paragraphs: string[];
  marketplaceUrl: string | null;
}

/** The feature block of the candle landing page: the Dry Flower Glass Candle. */
export function featureCandle(): FeatureProduct | null {
  const product: Product | undefined = productById(FEATURE_CANDLE_ID);
  if (!product) return null;
  return {
    name: product.name,
    href: productTile(product).href,
    image: product.image,
    paragraphs: paragraphsOf(product.description),
    marketplaceUrl: marketplaceUrlOf(product),
  };
}

/** Which products the Most Loved cards show, whether they swap to a second picture, and their blurb. */
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

export interface MostLovedCard {
  tile: ProductTile;
  /** The quick view's description. */
  blurb: string;
}

/** Home, "Most Loved Products": four cards. */
export function mostLovedCards(): MostLovedCard[] {
  return MOST_LOVED.flatMap(({ id, hover, blurb }) => {
    const product = productById(id);
    return product ? [{ tile: productTile(product, { hoverImage: hover }), blurb }] : [];
  });
}
