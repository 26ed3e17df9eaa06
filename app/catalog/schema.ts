/**
 * The catalogue's shapes. Zod schemas are the single source of truth: the types below are inferred
 * from them, and test/unit/catalog/data.test.ts parses every embedded record with them.
 */
import { z } from "zod";

/** Category values as they occur in the data. */
export const CATEGORIES = [
  "Incense",
  "Agarbatti",
  "Dhoop Cones",
  "Dhoop Batti",
  "Sambrani Cups",
  "Pooja Essentials",
  "Hawan Samagri",
  "Candles",
  "Lifestyle",
  "Organic Products",
  "Premium Packs",
] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * Subcategory values as they occur in the data (spelling variants "Ripped Collection" and "Air
 * Freshener" included), plus the ones the menu and the search sidebar link to.
 */
export const SUBCATEGORIES = [
  "",
  "Agarbatti",
  "Premium Agarbatti",
  "Dhoop Sticks",
  "Premium Dhoop Sticks",
  "Dhoop Cones",
  "Premium Incense Cones",
  "Dhoop Batti",
  "Premium Dhoop",
  "Dhoop Lakkad",
  "Sambrani Cups",
  "Premium Sambrani Cups",
  "Pooja Oil",
  "Hawan Samagri",
  "Pooja Ghee",
  "Ghee Diya Batti",
  "Jyot Batti",
  "Camphor",
  "Kalawa",
  "Gangajal",
  "Metal Collection",
  "Wooden Collection",
  "Glass Collection",
  "Mercury Collection",
  "Bowl Candles",
  "Glass Candles",
  "Tealight",
  "Ribbed Collection",
  "Ripped Collection",
  "Cube Collection",
  "Body Massage Candle",
  "Air Freshner",
  "Air Freshener",
  "Diffusers",
  "Attar",
  "Soap",
  "Incense",
  "Candles",
] as const;
export type SubCategory = (typeof SUBCATEGORIES)[number];

/** Fragrance values; empty means unscented or not stated. */
export const FRAGRANCES = [
  "",
  "Blended",
  "Mixed",
  "Luxury",
  "Lavender",
  "Jasmine",
  "Rose",
  "Sandalwood",
  "Kasturi",
  "Guggul",
  "Loban",
  "Havan",
  "Chandan",
  "Cooling Minty Blend",
  "Mystic Musk Essence",
  "Spiritual Floral Fusion",
  "Calming Floral",
  "Classic Woody Aroma",
  "Traditional Herbal Resin",
  "Arabian Bakhoor",
] as const;
export type Fragrance = (typeof FRAGRANCES)[number];

/** Keys a `details` map may use. */
export const DETAIL_KEYS = [
  "Fragrance",
  "Ingredients",
  "Packaging Type",
  "Weight",
  "Burning Time",
  "Colour",
  "Material",
  "Product Dimensions",
  "Net Quantity",
  "Number of Items",
  "Item Form",
  "Item Length",
  "Item Thickness",
  "Scent",
  "Size",
  "Dispensing Method",
  "Type of Stick",
  "No. of sticks / Weight",
  "No. of cups / Weight",
  "No. of Cones / Weight",
] as const;
export type DetailKey = (typeof DETAIL_KEYS)[number];

const imagePath = z
  .string()
  .regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|jpg|webp)$/, "image path under /images/");
/** A marketplace listing: https only. */
const httpsUrl = z.url({ protocol: /^https$/ });
const money = z.number().nonnegative().finite();
const details = z.partialRecord(z.enum(DETAIL_KEYS), z.string().min(1));

export const variantSchema = z.strictObject({
  /** Size, weight, pack count, colour or a fragrance trio: "40 g", "Pack of 3", "Red". */
  label: z.string().min(1),
  price: money,
  mrp: money.optional(),
  listPrice: money.optional(),
  discountPercent: z.number().int().min(0).max(100).optional(),
  image: imagePath.optional(),
  thumbnails: z.array(imagePath).optional(),
  description: z.string().min(1).optional(),
  details: details.optional(),
  marketplaceUrl: httpsUrl.optional(),
  color: z.string().optional(),
});
export type Variant = z.infer<typeof variantSchema>;

export const productSchema = z.strictObject({
  id: z.number().int().min(1).max(296),
  name: z.string().min(1),
  category: z.enum(CATEGORIES),
  subCategory: z.enum(SUBCATEGORIES),
  /** Missing only when every variant carries its own price. */
  price: money.optional(),
  mrp: money.optional(),
  discountPercent: z.number().int().min(0).max(100).optional(),
  image: imagePath,
  thumbnails: z.array(imagePath).min(2),
  inStock: z.boolean().optional(),
  soldOut: z.boolean().optional(),
  /** May span several lines (paragraphs separated by "\n"). */
  description: z.string().min(1).optional(),
  details: details,
  /** The marketplace listing where the product is bought (a variant may have its own). */
  marketplaceUrl: httpsUrl.optional(),
  fragrance: z.enum(FRAGRANCES),
  /** Listed under New Arrivals and in the sidebar's New Products. */
  isNew: z.boolean().optional(),
  variants: z.array(variantSchema).min(1).optional(),
});
export type Product = z.infer<typeof productSchema>;

/** The whole catalogue: products plus the cross-record rules (unique ids, a price somewhere). */
export const catalogSchema = z.array(productSchema).superRefine((products, ctx) => {
  const seen = new Set<number>();
  products.forEach((p, i) => {
    if (seen.has(p.id)) ctx.addIssue({ code: "custom", path: [i, "id"], message: `duplicate id ${p.id}` });
    seen.add(p.id);
    if (p.price === undefined && !(p.variants && p.variants.length > 0)) {
      ctx.addIssue({ code: "custom", path: [i, "price"], message: "no price and no priced variant" });
    }
  });
});

export const sidebarCategorySchema = z.object({
  title: z.string().min(1),
  link: z.string().startsWith("/").optional(),
  subcategories: z.array(z.object({ name: z.string().min(1), link: z.string().startsWith("/").optional() })),
  fragrances: z.array(z.string().min(1)),
});
export type SidebarCategory = z.infer<typeof sidebarCategorySchema>;

/** In Stock, Out of Stock or Sold Out (docs/availability-and-pricing.md). */
export type Availability = "in-stock" | "out-of-stock" | "sold-out";
