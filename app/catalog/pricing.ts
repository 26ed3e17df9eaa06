/**
 * Prices: the display price used by filters and sorts (decisions.md), the price helper of spec §3,
 * which categories show prices at all, and rupee formatting (spec §9: ₹, two decimals).
 */

import type { Product } from "./schema";

/** A product's display price: its `price`, else the lowest variant price, else null. */
export function displayPrice(product: Pick<Product, "price" | "variants">): number | null {
  if (product.price !== undefined) return product.price;
  let lowest: number | null = null;
  for (const v of product.variants ?? []) if (lowest === null || v.price < lowest) lowest = v.price;
  return lowest;
}

/** Whole percent saved from `mrp` down to `price` (sale price): 699 → 599 is 14. */
export function percentOff(mrp: number, price: number): number {
  return Math.round(((mrp - price) / mrp) * 100);
}

export interface PriceArea {
  price: number | null;
  /** Struck MRP, only when it exceeds the price. */
  mrp: number | null;
  /** Shown as "-17%" on the detail page and "17% OFF" on badges, only with a struck MRP. */
  discountPercent: number | null;
}

/**
 * The product-detail price area (spec §2): the selected variant's price and mrp when the variant
 * has both, else the product's own. The MRP is struck only when it exceeds the price (spec §9).
 */
export function priceArea(product: Product, variantIndex = 0): PriceArea {
  const v = product.variants?.[variantIndex];
  const source = v ?? product;
  const price = v ? v.price : displayPrice(product);
  const mrp = source.mrp !== undefined && price !== null && source.mrp > price ? source.mrp : null;
  const discountPercent =
    mrp !== null && price !== null ? (source.discountPercent ?? percentOff(mrp, price)) : null;
  return { price, mrp, discountPercent };
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

/** "17% OFF" when a discount is shown, else null (spec §9). */
export function discountBadge(area: Pick<PriceArea, "discountPercent" | "mrp">): string | null {
  return area.mrp !== null && area.discountPercent !== null && area.discountPercent > 0
    ? `${area.discountPercent}% OFF`
    : null;
}
