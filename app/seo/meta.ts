/**
 * The head of a page that can be shared or indexed: title, description, canonical link,
 * Open Graph and JSON-LD, as Remix meta descriptors.
 */
import type { MetaDescriptor } from "@remix-run/node";

import { pageTitle } from "~/content/page-title";
import { defaultSiteConfig, type SiteConfig } from "~/content/site-config";

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

/** The configured brand, from the root loader's data among a meta function's matches. */
export function brandOf(matches: readonly { id: string; data?: unknown }[]): string {
  const root = matches.find((match) => match.id === "root")?.data as { site?: SiteConfig } | undefined;
  return root?.site?.brand ?? defaultSiteConfig.brand;
}

/**
 * The meta of a page without SEO data of its own: a title ending with the configured brand and a
 * description that may name it. `page` gets the brand and returns the page's own words.
 */
export function brandedMeta(
  matches: readonly { id: string; data?: unknown }[],
  page: (brand: string) => { title: string; description?: string; noindex?: boolean },
): MetaDescriptor[] {
  const brand = brandOf(matches);
  const { title, description, noindex } = page(brand);
  const tags: MetaDescriptor[] = [{ title: pageTitle(title, brand) }];
  if (description) tags.push({ name: "description", content: description });
  if (noindex) tags.push({ name: "robots", content: "noindex" });
  return tags;
}
