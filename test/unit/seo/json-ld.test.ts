import { describe, expect, it } from "vitest";

import { absoluteUrl, siteOrigin } from "~/seo/canonical";
import { blogPostingJsonLd, breadcrumbJsonLd, productJsonLd, schemaAvailability } from "~/seo/json-ld";
import { metaDescription, seoMeta } from "~/seo/meta";

describe("siteOrigin", () => {
  it("uses the request's origin by default", () => {
    expect(siteOrigin("http://localhost:3000/product-detail/1?variant=2", {})).toBe("http://localhost:3000");
  });
  it("prefers SITE_URL, reduced to its origin", () => {
    expect(siteOrigin("http://10.0.0.5/x", { SITE_URL: "https://shop.example.in/some/path" })).toBe(
      "https://shop.example.in",
    );
  });
  it("ignores a blank or malformed SITE_URL", () => {
    expect(siteOrigin("http://a.test/x", { SITE_URL: "  " })).toBe("http://a.test");
    expect(siteOrigin("http://a.test/x", { SITE_URL: "not a url" })).toBe("http://a.test");
  });
  it("ignores a SITE_URL that is not http(s)", () => {
    expect(siteOrigin("http://a.test/x", { SITE_URL: "ftp://files.example.in/pub" })).toBe("http://a.test");
    expect(siteOrigin("http://a.test/x", { SITE_URL: "mailto:shop@example.in" })).toBe("http://a.test");
    expect(siteOrigin("http://a.test/x", { SITE_URL: "http://shop.example.in:8080/" })).toBe(
      "http://shop.example.in:8080",
    );
  });
  it("makes paths absolute", () => {
    expect(absoluteUrl("https://s.in", "/images/p.svg")).toBe("https://s.in/images/p.svg");
  });
});

describe("productJsonLd", () => {
  const input = {
    id: 9,
    name: "Blended </script> Pack",
    description: "Nice.",
    category: "Incense",
    images: ["https://s.in/a.svg"],
    url: "https://s.in/product-detail/9?variant=2",
    price: 12500,
    availability: "in-stock" as const,
    variantLabel: "250 g",
    brand: "Dhoop Ghar",
  };
  it("is a schema.org Product with an INR Offer", () => {
    const ld = productJsonLd(input);
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: "Blended </script> Pack (250 g)",
      sku: "9",
      image: ["https://s.in/a.svg"],
      brand: { "@type": "Brand", name: "Dhoop Ghar" },
      offers: {
        "@type": "Offer",
        priceCurrency: "INR",
        price: "125.00",
        availability: "https://schema.org/InStock",
        url: input.url,
        seller: { "@type": "Organization", name: "Dhoop Ghar" },
      },
    });
  });
  it("maps every availability", () => {
    expect(schemaAvailability("in-stock")).toBe("https://schema.org/InStock");
    expect(schemaAvailability("out-of-stock")).toBe("https://schema.org/OutOfStock");
    expect(schemaAvailability("sold-out")).toBe("https://schema.org/SoldOut");
  });
  it("claims no Offer when the page shows no price", () => {
    expect(productJsonLd({ ...input, price: null })).not.toHaveProperty("offers");
  });
  it("names the product without a variant label when none is chosen", () => {
    expect(productJsonLd({ ...input, variantLabel: undefined }).name).toBe("Blended </script> Pack");
  });
});

describe("breadcrumbJsonLd", () => {
  it("numbers the crumbs from 1", () => {
    expect(
      breadcrumbJsonLd([
        { name: "Home", url: "https://s.in/" },
        { name: "P", url: "https://s.in/p" },
      ]),
    ).toEqual({
      "@context": "https://schema.org",
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: "https://s.in/" },
        { "@type": "ListItem", position: 2, name: "P", item: "https://s.in/p" },
      ],
    });
  });
});

describe("blogPostingJsonLd", () => {
  const input = {
    title: "Diwali",
    description: "Lights.",
    author: "Admin",
    datePublished: "2025-10-14",
    url: "https://s.in/blog/1",
    logo: "https://s.in/favicon.svg",
    read: "8 min read",
    brand: "Dhoop Ghar",
  };
  it("is a BlogPosting with headline, author, date, publisher and reading time", () => {
    expect(blogPostingJsonLd({ ...input, image: "https://s.in/b.svg" })).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Diwali",
      description: "Lights.",
      author: { "@type": "Person", name: "Admin" },
      datePublished: "2025-10-14",
      url: "https://s.in/blog/1",
      mainEntityOfPage: { "@type": "WebPage", "@id": "https://s.in/blog/1" },
      publisher: {
        "@type": "Organization",
        name: "Dhoop Ghar",
        logo: { "@type": "ImageObject", url: "https://s.in/favicon.svg" },
      },
      image: "https://s.in/b.svg",
      timeRequired: "PT8M",
    });
  });
  it("leaves out a missing image", () => {
    expect(blogPostingJsonLd(input)).not.toHaveProperty("image");
  });
});

describe("seoMeta", () => {
  it("emits title, description, canonical, Open Graph and one ld+json per object", () => {
    const tags = seoMeta({
      title: "T | Dhoop Ghar",
      siteName: "Dhoop Ghar",
      description: "D",
      canonical: "https://s.in/p",
      image: "https://s.in/i.svg",
      type: "product",
      jsonLd: [{ "@type": "Thing" }],
    });
    expect(tags).toContainEqual({ title: "T | Dhoop Ghar" });
    expect(tags).toContainEqual({ property: "og:site_name", content: "Dhoop Ghar" });
    expect(tags).toContainEqual({ name: "description", content: "D" });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: "https://s.in/p" });
    expect(tags).toContainEqual({ property: "og:type", content: "product" });
    expect(tags).toContainEqual({ property: "og:image", content: "https://s.in/i.svg" });
    expect(tags).toContainEqual({ "script:ld+json": { "@type": "Thing" } });
  });
  it("cuts long descriptions at a word", () => {
    const text = "word ".repeat(60);
    const d = metaDescription(text);
    expect(d.length).toBeLessThanOrEqual(160);
    expect(d.endsWith("word…")).toBe(true);
    expect(metaDescription("  short\n text ")).toBe("short text");
  });
});
