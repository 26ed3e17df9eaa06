/**
 * The product-detail page as data (`/product-detail/{id}?variant=N&image=K`, docs/shop-urls.md).
 * The route's loader parses the URL with these functions and returns `productPageView`, so every
 * rule of the page is reachable from a unit test without a server or a DOM.
 */
import { availabilityOf } from "./availability";
import { imagesOf, marketplaceUrlOf, productById, variantIndexOf } from "./lookup";
import { priceTag, type PriceTag } from "./pricing";
import { productTile, type ProductTile } from "./product-tile";
import { relatedProducts } from "./related";
import type { Availability, Product } from "./schema";
import { paragraphsOf } from "~/paragraphs";
import { parseIdParam } from "~/paths";

/** The product for a raw `productId` route param, or undefined (the route answers 404). */
export function productForParam(raw: string | undefined): Product | undefined {
  const id = parseIdParam(raw);
  return id === undefined ? undefined : productById(id);
}

export interface Gallery {
  /** Every image of the selected variant, main image included, without duplicates. */
  images: string[];
  /** Index of the variant's first image (its first thumbnail, else its image, else the product's). */
  startIndex: number;
}

/** The images the page shows for a variant, and which one is the main image when it is chosen. */
export function galleryOf(product: Product, variantIndex = 0): Gallery {
  const { image, thumbnails } = imagesOf(product, variantIndex);
  const images = [...new Set(thumbnails)];
  const found = images.indexOf(image);
  if (found >= 0) return { images, startIndex: found };
  return { images: [image, ...images], startIndex: 0 };
}

/** `?image=K` (0-based) when it names one of `count` images, else `fallback`. */
export function imageIndexOf(raw: string | null, count: number, fallback = 0): number {
  if (raw === null || !/^\d{1,3}$/.test(raw)) return fallback;
  const n = Number(raw);
  return n < count ? n : fallback;
}

/** "40 g", "500 ml": a weight or volume. */
const MEASURE_LABEL = /^\d+(\.\d+)?\s*(g|kg|ml|l)$/i;
/** "Pack of 3", "Set of 2", "12 Cones", "48 Cups", "Single Box": a pack size. */
const COUNT_LABEL = /^((pack|set) of \d+|\d+\s+(cones|cups|sticks)|single\s+\w+)$/i;

/** Which variant labels a details row takes: number of sticks, weight, pack size or any size. */
function rowTakesLabel(key: string, label: string): boolean {
  const measure = MEASURE_LABEL.test(label);
  const count = COUNT_LABEL.test(label);
  if (/^no\. of .+ \/ weight$/i.test(key) || /\bsize\b/i.test(key)) return measure || count;
  if (/^(weight|net quantity)$/i.test(key)) return measure;
  if (/^(number of items|pack size)$/i.test(key)) return count;
  return false;
}

/**
 * The specifications table: product details merged with the variant's, in the product's
 * order. A variant whose label is a quantity shows it as the value of the matching quantity rows:
 * "40 g" in Weight and "No. of sticks / Weight", "Pack of 40" in Number of Items. A colour or
 * fragrance label ("Gold", "Rose, Jasmine & Sandalwood") replaces nothing, and "Packaging Type"
 * is not a pack size.
 */
export function specificationTable(product: Product, variantIndex = 0): [string, string][] {
  const variant = product.variants?.[variantIndex];
  const merged = new Map<string, string>(Object.entries(product.details) as [string, string][]);
  for (const [key, value] of Object.entries(variant?.details ?? {}) as [string, string][])
    merged.set(key, value);
  if (variant) {
    for (const key of merged.keys()) if (rowTakesLabel(key, variant.label)) merged.set(key, variant.label);
  }
  return [...merged.entries()];
}

/** Description paragraphs, one per non-blank line: the variant's description, else the product's. */
export function descriptionParagraphs(product: Product, variantIndex = 0): string[] {
  return paragraphsOf(product.variants?.[variantIndex]?.description ?? product.description);
}

export interface ProductPageView {
  id: number;
  name: string;
  category: string;
  subCategory: string;
  variants: { label: string; color: string | null }[];
  variantIndex: number;
  gallery: Gallery;
  /** The main image the URL asks for (`?image=K`), else the variant's first image. */
  imageIndex: number;
  /** The selected variant's price; null where the category shows Contact Us instead. */
  price: PriceTag | null;
  availability: Availability;
  marketplaceUrl: string | null;
  specifications: [string, string][];
  description: string[];
  related: ProductTile[];
}

/** Everything the detail page shows for one product, variant and main image. */
export function productPageView(
  product: Product,
  rawVariant: string | null,
  rawImage: string | null = null,
): ProductPageView {
  const variantIndex = variantIndexOf(product, rawVariant);
  const gallery = galleryOf(product, variantIndex);
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    subCategory: product.subCategory,
    variants: (product.variants ?? []).map((v) => ({ label: v.label, color: v.color ?? null })),
    variantIndex,
    gallery,
    imageIndex: imageIndexOf(rawImage, gallery.images.length, gallery.startIndex),
    price: priceTag(product, variantIndex),
    availability: availabilityOf(product),
    marketplaceUrl: marketplaceUrlOf(product, variantIndex),
    specifications: specificationTable(product, variantIndex),
    description: descriptionParagraphs(product, variantIndex),
    related: relatedProducts(product, 4).map((p) => productTile(p)),
  };
}
