/**
 * What a listing page sends to the browser for each product: only the fields a card shows,
 * never descriptions, details or every variant (the loader returns 20 of these, not the catalogue).
 */
import { availabilityOf } from "~/catalog/availability";
import { displayPrice } from "~/catalog/pricing";
import { firstMarketplaceUrl } from "~/catalog/product-page";
import type { Availability, Product } from "~/catalog/schema";

/** The price fields of a card, shaped like a product without variants (see PriceBlock). */
export interface CardPrice {
  category: string;
  price?: number;
  mrp?: number;
  discountPercent?: number;
}

export interface ProductCardData extends CardPrice {
  id: number;
  name: string;
  image: string;
  availability: Availability;
  /** Marketplace listing (the product's, else its first variant's), or null when there is none. */
  buyUrl: string | null;
}

export interface NewProductCardData {
  id: number;
  name: string;
  image: string;
  /** Display price, or null when the product has none. */
  price: number | null;
}

/**
 * The card's price is the display price (decisions.md), the one sorts and filters use, so a
 * sorted grid reads in order. Its struck MRP comes from the same source: the product's own
 * price and MRP, or else the cheapest variant's.
 */
export function cardPriceOf(product: Product): CardPrice {
  if (product.price !== undefined || !product.variants?.length) {
    return {
      category: product.category,
      price: product.price,
      mrp: product.mrp,
      discountPercent: product.discountPercent,
    };
  }
  const cheapest = product.variants.reduce((low, v) => (v.price < low.price ? v : low));
  return {
    category: product.category,
    price: cheapest.price,
    mrp: cheapest.mrp,
    discountPercent: cheapest.discountPercent,
  };
}

export function toProductCard(product: Product): ProductCardData {
  const price = cardPriceOf(product);
  const card: ProductCardData = {
    id: product.id,
    name: product.name,
    image: product.image,
    availability: availabilityOf(product),
    buyUrl: firstMarketplaceUrl(product),
    category: price.category,
  };
  // Leave out absent fields rather than sending `undefined` keys.
  if (price.price !== undefined) card.price = price.price;
  if (price.mrp !== undefined) card.mrp = price.mrp;
  if (price.discountPercent !== undefined) card.discountPercent = price.discountPercent;
  return card;
}

export function toNewProductCard(product: Product): NewProductCardData {
  return { id: product.id, name: product.name, image: product.image, price: displayPrice(product) };
}
