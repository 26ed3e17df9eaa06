/**
 * Every internal URL of the shop, built in one place, and the rule that turns a category's name into
 * its collection's slug. This module holds no data and imports nothing, so a component may use it
 * without pulling the catalogue into the browser.
 * The URL contract itself (parameters, bad values) is written down in docs/shop-urls.md.
 */

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

/** A product's picture `n` (1 is the one its cards show), as the catalogue names them. */
export function productImagePath(id: number, n = 1): string {
  return `/images/products/${id}-${n}.svg`;
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

/** The home page. */
export const HOME_PATH = "/";

/** Every product, and the newest: the two listings the menus link to by name. */
export const ALL_PRODUCTS_PATH = "/collections/all";
export const NEW_ARRIVALS_PATH = "/collections/new-arrivals";

/** The search page (the header's form posts its query here), and the suggestions its box fetches. */
export const SEARCH_PATH = "/search";
export const SUGGESTIONS_PATH = "/api/suggestions";

/** The blog's list of articles. */
export const BLOG_PATH = "/blog";

/** An article, `/blog/{id}`. */
export function blogPath(id: number): string {
  return `${BLOG_PATH}/${id}`;
}

export const ABOUT_PATH = "/about-us";
export const CANDLE_HOME_PATH = "/candle-home";

/** Where every Contact Us button leads (the header and footer use the same address). */
export const CONTACT_PATH = "/contact-us";

/** A page of copy, `/pages/{slug}`: the privacy policy and the terms. */
export function contentPagePath(slug: string): string {
  return `/pages/${slug}`;
}
export const PRIVACY_POLICY_PATH = "/pages/privacy-policy";
export const TERMS_PATH = "/pages/terms-conditions";

/** The product brochure, generated from the catalogue (the default of SITE_BROCHURE_URL). */
export const BROCHURE_PATH = "/brochure.pdf";

/** The wholesale calculator, and its service worker, whose scope is the calculator's page alone. */
export const CALCULATOR_PATH = "/price-calculation";
export const CALCULATOR_WORKER_PATH = "/price-calculation-sw.js";

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

/**
 * Collection slugs. Two spellings of the rule were in use on the shop this one replaces:
 * - `slugify`: lowercase, spaces to hyphens, every other punctuation stripped ("Pooja Oil" → "pooja-oil").
 * - `slugifyWithAnd`: "&" becomes "-and-", runs of spaces or non-word characters become one hyphen.
 * Both give the same result for every category and subcategory name in the catalogue.
 */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/ /g, "-")
    .replace(/[^\w-]/g, "");
}

export function slugifyWithAnd(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, "-and-")
    .replace(/[\s\W_]+/g, "-")
    .replace(/^-+|-+$/g, "");
}
