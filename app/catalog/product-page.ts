/**
 * The product-detail page as data (spec §2, Product detail; decisions.md: `?variant=N`).
 * The route's loader parses the URL with these functions and returns `productPageView`, so every
 * rule of the page is reachable from a unit test without a server or a DOM.
 */
import { availabilityLabel, availabilityOf } from "./availability";
import { imagesOf, productById, variantIndexOf } from "./lookup";
import { displayPrice, isPriceVisible, priceArea } from "./pricing";
import { relatedProducts } from "./related";
import type { Availability, Product } from "./schema";
import { paragraphsOf } from "~/content/paragraphs";
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

/** The variant's marketplace URL, else the product's, else null (Buy Now is then disabled). */
export function marketplaceUrlOf(product: Product, variantIndex = 0): string | null {
  return product.variants?.[variantIndex]?.amazonUrl ?? product.amazonUrl ?? null;
}

/** The product's marketplace URL, else its first variant's that has one, else null (cards, Most Loved). */
export function firstMarketplaceUrl(product: Pick<Product, "amazonUrl" | "variants">): string | null {
  return product.amazonUrl ?? product.variants?.find((v) => v.amazonUrl)?.amazonUrl ?? null;
}

/** "40 g", "500 ml": a weight or volume. */
const MEASURE_LABEL = /^\d+(\.\d+)?\s*(g|kg|ml|l)$/i;
/** "Pack of 3", "Set of 2", "12 Cones", "48 Cups", "Single Box": a pack size. */
const COUNT_LABEL = /^((pack|set) of \d+|\d+\s+(cones|cups|sticks)|single\s+\w+)$/i;

/** Which variant labels a details row takes (spec §2: number of sticks, weight, pack size, size). */
function rowTakesLabel(key: string, label: string): boolean {
  const measure = MEASURE_LABEL.test(label);
  const count = COUNT_LABEL.test(label);
  if (/^no\. of .+ \/ weight$/i.test(key) || /\bsize\b/i.test(key)) return measure || count;
  if (/^(weight|net quantity)$/i.test(key)) return measure;
  if (/^(number of items|pack size)$/i.test(key)) return count;
  return false;
}

/**
 * The specifications table (spec §2): product details merged with the variant's, in the product's
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

export interface PriceView {
  /** False for Candles, Premium Packs, Organic Products and Lifestyle: a Contact Us button instead. */
  visible: boolean;
  price: number | null;
  /** Struck MRP, only with a discount. */
  mrp: number | null;
  discountPercent: number | null;
}

export interface RelatedCard {
  id: number;
  name: string;
  image: string;
  /** Null when the category hides prices. */
  price: number | null;
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
  price: PriceView;
  availability: Availability;
  availabilityLabel: string;
  marketplaceUrl: string | null;
  specifications: [string, string][];
  description: string[];
  related: RelatedCard[];
}

/** Everything the detail page shows for one product, variant and main image. */
export function productPageView(
  product: Product,
  rawVariant: string | null,
  rawImage: string | null = null,
): ProductPageView {
  const variantIndex = variantIndexOf(product, rawVariant);
  const gallery = galleryOf(product, variantIndex);
  const visible = isPriceVisible(product.category);
  const area = priceArea(product, variantIndex);
  const availability = availabilityOf(product);
  return {
    id: product.id,
    name: product.name,
    category: product.category,
    subCategory: product.subCategory,
    variants: (product.variants ?? []).map((v) => ({ label: v.label, color: v.color ?? null })),
    variantIndex,
    gallery,
    imageIndex: imageIndexOf(rawImage, gallery.images.length, gallery.startIndex),
    price: visible ? { visible, ...area } : { visible, price: null, mrp: null, discountPercent: null },
    availability,
    availabilityLabel: availabilityLabel(availability),
    marketplaceUrl: marketplaceUrlOf(product, variantIndex),
    specifications: specificationTable(product, variantIndex),
    description: descriptionParagraphs(product, variantIndex),
    related: relatedProducts(product, 4).map((p) => ({
      id: p.id,
      name: p.name,
      image: p.image,
      price: isPriceVisible(p.category) ? displayPrice(p) : null,
    })),
  };
}
