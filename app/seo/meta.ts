/**
 * The head of a page that can be shared or indexed: title, description, canonical link,
 * Open Graph and JSON-LD, as Remix meta descriptors.
 */
import type { MetaDescriptor } from "@remix-run/node";

export interface PageSeo {
  /** Full document title (already branded). */
  title: string;
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
    { property: "og:site_name", content: "Vasanam" },
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
