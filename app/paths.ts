/**
 * Every internal URL of the shop, built in one place. This module holds no data and imports only
 * the slug rule, so a component may use it without pulling the catalogue into the browser.
 * The URL contract itself (parameters, bad values) is written down in docs/shop-urls.md.
 */
import { slugify } from "~/catalog/slugs";

/** `/collections/{slug}`. */
export function collectionPath(slug: string): string {
  return `/collections/${slug}`;
}

/** The collection a product's breadcrumb leads back to: its category's listing. */
export function categoryPath(product: { category: string }): string {
  return collectionPath(slugify(product.category));
}

/** A product's detail page, the one spelling of `/product-detail/{id}`. */
export function productPath(id: number): string {
  return `/product-detail/${id}`;
}

/**
 * The query string of a detail-page link: `?variant=N` (omitted for the first variant) and
 * `image=K` (omitted for the variant's first image), so each state has one URL.
 */
export function productPageSearch(variantIndex: number, imageIndex?: number): string {
  const params = new URLSearchParams();
  if (variantIndex > 0) params.set("variant", String(variantIndex));
  if (imageIndex !== undefined) params.set("image", String(imageIndex));
  const search = params.toString();
  return search ? `?${search}` : "";
}

/** An article, `/blog/{id}`. */
export function blogPath(id: number): string {
  return `/blog/${id}`;
}

/** Where every Contact Us button leads (the header and footer use the same address). */
export const CONTACT_PATH = "/contact-us";

/** The sprite every page's icons are drawn from (components/icons.tsx). */
export const ICON_SPRITE_PATH = "/icons.svg";

/**
 * A raw id route param (`/product-detail/{id}`, `/blog/{id}`) as a number, or undefined.
 * Only the canonical form of a positive integer counts: "12" is 12, while "abc", "1.5", "-1",
 * "012", "1e2" and " 12" are nothing (the page answers 404).
 */
export function parseIdParam(raw: string | undefined): number | undefined {
  return raw !== undefined && /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : undefined;
}
