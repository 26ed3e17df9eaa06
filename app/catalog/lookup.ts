/** Lookups over the embedded catalogue, each backed by a structure built once per process. */
import { products } from "./products";
import { isNewProduct, type Product } from "./schema";

let byId: Map<number, Product> | null = null;

/**
 * The product with this id, or undefined. Accepts the raw route param: anything that is not a
 * plain positive integer ("12abc", "1e2", "-3") finds nothing (the route answers 404).
 */
export function productById(id: number | string): Product | undefined {
  const n = typeof id === "number" ? id : /^\d{1,9}$/.test(id.trim()) ? Number(id.trim()) : Number.NaN;
  if (!Number.isInteger(n)) return undefined;
  byId ??= new Map(products.map((p) => [p.id, p]));
  return byId.get(n);
}

let newOnes: readonly Product[] | null = null;

/** Products flagged new (isNew or newProduct), in catalogue order. */
export function newProducts(): readonly Product[] {
  newOnes ??= products.filter(isNewProduct);
  return newOnes;
}

/**
 * The variant index from `?variant=`: a non-negative integer below the variant count, else 0
 * (decisions.md: `/product-detail/{id}?variant={index}`).
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
