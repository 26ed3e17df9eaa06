/**
 * JSON-LD builders (schema.org), typed with schema-dts. Pure functions of what the page shows;
 * the routes render them through Remix's `{ "script:ld+json": … }` meta descriptor, which
 * HTML-escapes `<`, `>` and `&` so no product name can close the script element.
 */
import type { BlogPosting, BreadcrumbList, ItemAvailability, Product, WithContext } from "schema-dts";

import type { Availability } from "~/catalog/schema";
import { toDecimalRupees, type Paise } from "~/money/money";

const AVAILABILITY: Record<Availability, ItemAvailability> = {
  "in-stock": "https://schema.org/InStock",
  "out-of-stock": "https://schema.org/OutOfStock",
  "sold-out": "https://schema.org/SoldOut",
};

export function schemaAvailability(availability: Availability): ItemAvailability {
  return AVAILABILITY[availability];
}

export interface ProductLdInput {
  id: number;
  name: string;
  description: string;
  category: string;
  /** Absolute image URLs, main image first. */
  images: string[];
  /** Absolute URL of the page (the canonical URL). */
  url: string;
  /** The page's price in paise; null when it shows none (Contact Us categories): no Offer then. */
  price: Paise | null;
  availability: Availability;
  /** The variant's label, when a variant is chosen. */
  variantLabel?: string;
  /** The shop's brand (SITE_BRAND): the product's brand and the offer's seller. */
  brand: string;
}

export function productJsonLd(input: ProductLdInput): WithContext<Product> {
  const ld: WithContext<Product> = {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.variantLabel ? `${input.name} (${input.variantLabel})` : input.name,
    description: input.description,
    image: input.images,
    sku: String(input.id),
    category: input.category,
    url: input.url,
    brand: { "@type": "Brand", name: input.brand },
  };
  if (input.price !== null) {
    ld.offers = {
      "@type": "Offer",
      url: input.url,
      priceCurrency: "INR",
      price: toDecimalRupees(input.price),
      availability: schemaAvailability(input.availability),
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: input.brand },
    };
  }
  return ld;
}

export interface Crumb {
  name: string;
  /** Absolute URL. */
  url: string;
}

export function breadcrumbJsonLd(crumbs: Crumb[]): WithContext<BreadcrumbList> {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export interface BlogPostingLdInput {
  title: string;
  description: string;
  author: string;
  /** ISO date. */
  datePublished: string;
  /** Absolute URL of the article. */
  url: string;
  /** Absolute image URL, if the article has one. */
  image?: string;
  /** Absolute URL of the site's logo. */
  logo: string;
  /** "8 min read" → "PT8M". */
  read: string;
  /** The shop's brand (SITE_BRAND), the publisher. */
  brand: string;
}

export function blogPostingJsonLd(input: BlogPostingLdInput): WithContext<BlogPosting> {
  const minutes = /^(\d+)/.exec(input.read)?.[1];
  const ld: WithContext<BlogPosting> = {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: input.title,
    description: input.description,
    author: { "@type": "Person", name: input.author },
    datePublished: input.datePublished,
    url: input.url,
    mainEntityOfPage: { "@type": "WebPage", "@id": input.url },
    publisher: {
      "@type": "Organization",
      name: input.brand,
      logo: { "@type": "ImageObject", url: input.logo },
    },
  };
  if (input.image) ld.image = input.image;
  if (minutes) ld.timeRequired = `PT${minutes}M`;
  return ld;
}
