/**
 * Helpers that turn a product line (one kind of product, e.g. "Premium Agarbatti 100 g") and a list
 * of [id, fragrance] entries into catalogue records. Ids are written out in the data files so they
 * never shift; image paths and marketplace links derive from the id.
 */
import { productImagePath } from "~/paths";

import { percentOff } from "../pricing";
import type { Fragrance, Product, Variant } from "../schema";
import { FRAGRANCE_NOTES, type FragranceNote } from "./fragrance-notes";

export type Details = Product["details"];

export interface LineContext {
  id: number;
  fragrance: Fragrance;
  note: FragranceNote;
  /** "Rose " or "" for unscented, ready to prefix a name. */
  f: string;
}

export interface ProductLine {
  category: Product["category"];
  subCategory: Product["subCategory"];
  name: (c: LineContext) => string;
  description: (c: LineContext) => string;
  details: (c: LineContext) => Details;
  price?: number;
  mrp?: number;
  discountPercent?: number;
  variants?: (c: LineContext) => Variant[];
  /** Variant links instead of one product link. */
  linkPerVariant?: boolean;
}

/** Per-entry overrides: stock, flags, a different price, no marketplace link. */
export type EntryExtras = Partial<
  Pick<
    Product,
    "price" | "mrp" | "discountPercent" | "inStock" | "soldOut" | "isNew" | "name" | "description"
  >
> & {
  noLink?: boolean;
};

export type Entry = readonly [id: number, fragrance: Fragrance, extras?: EntryExtras];

export function productImages(id: number): Pick<Product, "image" | "thumbnails"> {
  return {
    image: productImagePath(id),
    thumbnails: [productImagePath(id, 1), productImagePath(id, 2), productImagePath(id, 3)],
  };
}

const ALPHABET = "0123456789ABCDEFGHJKLMNPQRSTUVWXYZ";

/** A marketplace-shaped placeholder link: the real listings are not known yet, so none is invented. */
export function placeholderMarketplaceUrl(id: number, salt = 0): string {
  let x = (id * 7919 + salt * 104729 + 12345) >>> 0;
  let code = "";
  for (let i = 0; i < 8; i++) {
    x = (Math.imul(x, 1103515245) + 12345) >>> 0;
    code += ALPHABET[(x >>> 16) % ALPHABET.length];
  }
  return `https://www.amazon.in/dp/B0${code}`;
}

export function expandLine(line: ProductLine, entries: readonly Entry[]): Product[] {
  return entries.map(([id, fragrance, extras = {}]) => {
    const note = FRAGRANCE_NOTES[fragrance];
    const c: LineContext = { id, fragrance, note, f: note.word ? `${note.word} ` : "" };
    const { noLink, ...rest } = extras;
    let variants = line.variants?.(c);
    if (variants && line.linkPerVariant) {
      variants = variants.map((v, i) =>
        noLink && i > 0
          ? v
          : { ...v, marketplaceUrl: v.marketplaceUrl ?? placeholderMarketplaceUrl(id, i + 1) },
      );
    }
    const product: Product = {
      id,
      name: line.name(c),
      category: line.category,
      subCategory: line.subCategory,
      ...(line.price !== undefined ? { price: line.price } : {}),
      ...(line.mrp !== undefined ? { mrp: line.mrp } : {}),
      ...(line.discountPercent !== undefined ? { discountPercent: line.discountPercent } : {}),
      ...productImages(id),
      inStock: true,
      soldOut: false,
      description: line.description(c),
      details: line.details(c),
      ...(noLink || line.linkPerVariant ? {} : { marketplaceUrl: placeholderMarketplaceUrl(id) }),
      fragrance,
      ...(variants ? { variants } : {}),
      ...rest,
    };
    return product;
  });
}

/** Weight variants of a stick or cone line: [label, price, mrp?]. */
export function sizeVariants(
  id: number,
  sizes: readonly (readonly [string, number, number?])[],
  extra: Partial<Variant> = {},
): Variant[] {
  return sizes.map(([label, price, mrp], i) => ({
    label,
    price,
    ...(mrp !== undefined ? { mrp, discountPercent: percentOff(mrp, price) } : {}),
    image: productImagePath(id, (i % 3) + 1),
    ...extra,
  }));
}
