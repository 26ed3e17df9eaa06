import { describe, expect, it } from "vitest";

import { blogPostingJsonLd, breadcrumbJsonLd, productJsonLd } from "~/seo/json-ld";
import { jsonLdProblems } from "~/seo/json-ld-problems";

const product = productJsonLd({
  id: 1,
  name: "Rose Agarbatti",
  description: "Rose.",
  category: "Incense",
  images: ["https://s.in/images/1.svg"],
  url: "https://s.in/product-detail/1",
  price: 1500,
  availability: "sold-out",
  brand: "Vasanam",
});

describe("jsonLdProblems", () => {
  it("accepts what the builders make", () => {
    expect(jsonLdProblems(product)).toEqual([]);
    const contactUs = productJsonLd({
      id: 2,
      name: "C",
      description: "d",
      category: "Candles",
      images: ["https://s.in/a.svg"],
      url: "https://s.in/p",
      price: null,
      availability: "in-stock",
      brand: "Vasanam",
    });
    expect(jsonLdProblems(contactUs)).toEqual([]);
    expect(
      jsonLdProblems(
        breadcrumbJsonLd([
          { name: "Home", url: "https://s.in/" },
          { name: "P", url: "https://s.in/p" },
        ]),
      ),
    ).toEqual([]);
    expect(
      jsonLdProblems(
        blogPostingJsonLd({
          title: "T",
          description: "D",
          author: "Admin",
          datePublished: "2025-10-14",
          url: "https://s.in/blog/1",
          logo: "https://s.in/favicon.svg",
          read: "5 min read",
          brand: "Vasanam",
        }),
      ),
    ).toEqual([]);
  });
  it("reports a wrong context, unknown type, relative URLs and bad offers", () => {
    expect(jsonLdProblems(null)).toEqual(["not a JSON object"]);
    expect(jsonLdProblems({ "@context": "http://schema.org", "@type": "Thing" })).toEqual([
      "@context is http://schema.org",
      "unsupported @type Thing",
    ]);
    const bad = {
      ...product,
      image: ["/images/1.svg"],
      offers: { "@type": "Offer", price: "15", priceCurrency: "USD", availability: "InStock", url: "/p" },
    };
    expect(jsonLdProblems(bad)).toEqual([
      "Product.image must be absolute URLs",
      "Offer.priceCurrency is USD",
      "Offer.availability invalid",
      "Offer.url must be an absolute URL",
    ]);
  });
  it("reports out-of-order breadcrumbs", () => {
    const ld = breadcrumbJsonLd([
      { name: "Home", url: "https://s.in/" },
      { name: "P", url: "https://s.in/p" },
    ]);
    const list = ld.itemListElement as unknown as { position: number }[];
    list[1]!.position = 3;
    expect(jsonLdProblems(ld)).toEqual(["item 2 has position 3"]);
  });
});
