/** Lookups over the embedded catalogue, each backed by a structure built once per process. */
import { products } from "./products";
import type { Product } from "./schema";

let byId: Map<number, Product> | null = null;

/**
 * The product with this id, or undefined. A raw route param goes through `productForParam`
 * (product-page.ts), which accepts only a canonical positive integer.
 */
export function productById(id: number): Product | undefined {
  byId ??= new Map(products.map((p) => [p.id, p]));
  return byId.get(id);
}

let newOnes: readonly Product[] | null = null;

/** Products flagged new, in catalogue order. */
export function newProducts(): readonly Product[] {
  newOnes ??= products.filter((p) => p.isNew === true);
  return newOnes;
}

/**
 * The variant index from `?variant=`: a non-negative integer below the variant count, else 0
 * (`/product-detail/{id}?variant={index}`, docs/shop-urls.md).
 */
export function variantIndexOf(product: Product, raw: string | null): number {
  const count = product.variants?.length ?? 0;
  if (raw === null || !/^\d{1,4}$/.test(raw.trim())) return 0;
  const n = Number(raw.trim());
  return n < count ? n : 0;
}

/** Images of the detail page for a variant: its image and thumbnails, else the product's. */
export function imagesOf(product: Product, variantIndex = 0): { image: string; thumbnails: string[] } {
  const v = product.variants?.[variantIndex];
  const thumbnails = v?.thumbnails ?? product.thumbnails;
  return { image: v?.thumbnails?.[0] ?? v?.image ?? product.image, thumbnails };
}

/** The marketplace listing of a variant (the opening one by default), else the product's, else null. */
export function marketplaceUrlOf(product: Product, variantIndex = 0): string | null {
  return product.variants?.[variantIndex]?.marketplaceUrl ?? product.marketplaceUrl ?? null;
}
