/**
 * Prices, by the rules of docs/availability-and-pricing.md:
 * - a product has one display price, the price of the variant its page opens on (the first), or
 *   its own `price` when it has no variants; every card, filter, sort, JSON-LD offer and the
 *   brochure use it;
 * - an MRP is struck only when it is above the price, with its discount;
 * - Candles, Premium Packs, Organic Products and Lifestyle show no price at all.
 */
import { toPaise, type Paise } from "~/money/money";

import type { Product } from "./schema";

/** The variant a product page opens on, when the URL names none. */
export const OPENING_VARIANT = 0;

/** A product's display price in rupees: the opening variant's price, else its own; null if neither. */
export function displayPrice(product: Pick<Product, "price" | "variants">): number | null {
  return product.variants?.[OPENING_VARIANT]?.price ?? product.price ?? null;
}

/** Whole percent saved from `mrp` down to `price` (sale price): 699 → 599 is 14. */
export function percentOff(mrp: number, price: number): number {
  return Math.round(((mrp - price) / mrp) * 100);
}

/** What a price display shows: every amount in paise, ready for the money formatter. */
export interface PriceTag {
  /** What the shopper pays. */
  price: Paise;
  /** Struck MRP, only when it is above the price. */
  mrp: Paise | null;
  /** Whole percent off, only with a struck MRP. */
  discountPercent: number | null;
  /** The other variants cost more (never less): a card says "From ₹x". */
  from: boolean;
}

const PRICE_HIDDEN = new Set(["candles", "premium packs", "organic products", "lifestyle"]);

/**
 * Candles, Premium Packs, Organic Products and Lifestyle show "Available" and a Contact Us button
 * instead of a price; Incense always shows its price.
 */
export function isPriceVisible(category: string): boolean {
  const c = category.trim().toLowerCase();
  if (c === "incense") return true;
  return !PRICE_HIDDEN.has(c);
}

/**
 * The price of one variant (the opening one by default) as shown: the variant's price and MRP
 * when it has variants, else the product's own. Null when the category hides prices or there is
 * no price at all. `from` is left false; `tilePriceTag` decides it for cards.
 */
export function priceTag(product: Product, variantIndex = OPENING_VARIANT): PriceTag | null {
  if (!isPriceVisible(product.category)) return null;
  const variant = product.variants?.[variantIndex];
  const source = variant ?? product;
  const price = variant ? variant.price : displayPrice(product);
  if (price === null) return null;
  const mrp = source.mrp !== undefined && source.mrp > price ? source.mrp : null;
  return {
    price: toPaise(price),
    mrp: mrp === null ? null : toPaise(mrp),
    discountPercent: mrp === null ? null : (source.discountPercent ?? percentOff(mrp, price)),
    from: false,
  };
}

/**
 * A card's price: the display price, marked "From" when the product's variants have different
 * prices and none is below it. (When a later variant is cheaper, "From" would not be true, so the
 * card shows the display price plainly, as the page it opens does.)
 */
export function tilePriceTag(product: Product): PriceTag | null {
  const tag = priceTag(product);
  if (tag === null || !product.variants?.length) return tag;
  const prices = product.variants.map((v) => v.price);
  const display = prices[OPENING_VARIANT]!;
  const from = prices.some((p) => p !== display) && prices.every((p) => p >= display);
  return { ...tag, from };
}
