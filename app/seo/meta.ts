/**
 * The head of a page: its title (ending with the brand), description, and for pages that can be
 * shared or indexed the canonical link, Open Graph and JSON-LD, as Remix meta descriptors.
 * Loaders build them (the brand comes from the configuration, which only the server reads) and
 * return them as `meta`; each route's `meta` export hands them to Remix as they are. The contact
 * page and the calculator, whose loaders answer per visitor, build their `pageMeta` in `meta` from
 * the root's configuration instead.
 */
import type { MetaDescriptor } from "@remix-run/node";

/**
 * Every page title ends with the brand (SITE_BRAND), so a shopper's tabs and bookmarks say where
 * they are. Loaders pass the configured brand from `siteConfig()`.
 */
export function pageTitle(title: string, brand: string): string {
  return `${title} | ${brand}`;
}

export interface PageSeo {
  /** Full document title (already branded). */
  title: string;
  /** The brand, for og:site_name. */
  siteName: string;
  description: string;
  /** Absolute canonical URL. */
  canonical: string;
  /** Absolute image URL for Open Graph. */
  image?: string;
  imageAlt?: string;
  /** Open Graph type: "product", "article", "website". */
  type: string;
  jsonLd?: object[];
}

/** Longest meta description search engines show in full, roughly; longer text is cut at a word. */
export function metaDescription(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, "")}…`;
}

export function seoMeta(seo: PageSeo): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.canonical },
    { property: "og:site_name", content: seo.siteName },
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:type", content: seo.type },
    { property: "og:url", content: seo.canonical },
    { property: "og:locale", content: "en_IN" },
  ];
  if (seo.image) {
    tags.push({ property: "og:image", content: seo.image });
    if (seo.imageAlt) tags.push({ property: "og:image:alt", content: seo.imageAlt });
  }
  for (const ld of seo.jsonLd ?? []) tags.push({ "script:ld+json": ld });
  return tags;
}

/** A page's own head: its title with the brand, an optional description, optionally noindex. */
export function pageMeta(
  brand: string,
  page: { title: string; description?: string; noindex?: boolean },
): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [{ title: pageTitle(page.title, brand) }];
  if (page.description) tags.push({ name: "description", content: page.description });
  if (page.noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
