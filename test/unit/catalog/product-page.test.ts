import { describe, expect, it } from "vitest";

import { products } from "~/catalog/products";
import {
  descriptionParagraphs,
  galleryOf,
  imageIndexOf,
  productForParam,
  productPageView,
  specificationTable,
} from "~/catalog/product-page";
import { marketplaceUrlOf } from "~/catalog/lookup";
import type { Product } from "~/catalog/schema";
import { productPageSearch } from "~/paths";
import { paragraphsOf } from "~/paragraphs";

const byId = (id: number) => {
  const p = products.find((q) => q.id === id);
  if (!p) throw new Error(`no product ${id}`);
  return p;
};

const base: Product = {
  id: 500 as number,
  name: "Test Agarbatti",
  category: "Incense",
  subCategory: "Agarbatti",
  price: 15,
  image: "/images/products/t-1.svg",
  thumbnails: ["/images/products/t-1.svg", "/images/products/t-2.svg"],
  details: { Fragrance: "Rose", "No. of sticks / Weight": "16 g", "Packaging Type": "Pouch", Weight: "16 g" },
  fragrance: "Rose",
  description: "First line.\n\n  Second line.  \n",
};

describe("productForParam", () => {
  it.each(["abc", "1.5", "-1", "0", "999999", "012", "1e2", " 1", "1 ", "", "12abc", "0x1"])(
    "finds nothing for %j",
    (raw) => {
      expect(productForParam(raw)).toBeUndefined();
    },
  );
  it("finds nothing for a missing param", () => expect(productForParam(undefined)).toBeUndefined());
  it("finds a product by its canonical id", () => expect(productForParam("13")?.id).toBe(13));
});

describe("galleryOf", () => {
  it("uses the product's thumbnails and starts at its image", () => {
    expect(galleryOf(base)).toEqual({ images: base.thumbnails, startIndex: 0 });
  });
  it("starts at a variant's image when it is one of the thumbnails", () => {
    const p: Product = {
      ...base,
      variants: [
        { label: "16 g", price: 15 },
        { label: "40 g", price: 27, image: "/images/products/t-2.svg" },
      ],
    };
    expect(galleryOf(p, 1)).toEqual({ images: base.thumbnails, startIndex: 1 });
  });
  it("uses a variant's own thumbnails, starting at the first", () => {
    const p: Product = {
      ...base,
      variants: [
        {
          label: "Gold",
          price: 1,
          image: "/images/products/g-2.svg",
          thumbnails: ["/images/products/g-1.svg", "/images/products/g-2.svg"],
        },
      ],
    };
    expect(galleryOf(p, 0)).toEqual({
      images: ["/images/products/g-1.svg", "/images/products/g-2.svg"],
      startIndex: 0,
    });
  });
  it("puts an image missing from the thumbnails first", () => {
    const p: Product = { ...base, image: "/images/products/x.svg" };
    expect(galleryOf(p)).toEqual({ images: ["/images/products/x.svg", ...base.thumbnails], startIndex: 0 });
  });
  it("drops duplicate thumbnails", () => {
    const p: Product = { ...base, thumbnails: [base.image, base.image, "/images/products/t-2.svg"] };
    expect(galleryOf(p).images).toEqual([base.image, "/images/products/t-2.svg"]);
  });
});

describe("imageIndexOf", () => {
  it.each([
    [null, 3, 1, 1],
    ["2", 3, 0, 2],
    ["3", 3, 0, 0],
    ["-1", 3, 0, 0],
    ["1.5", 3, 2, 2],
    ["abc", 3, 0, 0],
  ] as const)("%j of %i (fallback %i) → %i", (raw, count, fallback, expected) => {
    expect(imageIndexOf(raw, count, fallback)).toBe(expected);
  });
});

describe("specificationTable", () => {
  it("is the product's details without a variant", () => {
    expect(specificationTable(base)).toEqual(Object.entries(base.details));
  });
  it("shows a weight label in the weight rows only, not in Packaging Type", () => {
    const p: Product = { ...base, variants: [{ label: "40 g", price: 27 }] };
    expect(Object.fromEntries(specificationTable(p, 0))).toEqual({
      Fragrance: "Rose",
      "No. of sticks / Weight": "40 g",
      "Packaging Type": "Pouch",
      Weight: "40 g",
    });
  });
  it("shows a pack label as the number of items, not as a weight", () => {
    const p: Product = {
      ...base,
      details: { "Number of Items": "20", Weight: "10 g" },
      variants: [{ label: "Pack of 40", price: 1 }],
    };
    expect(specificationTable(p, 0)).toEqual([
      ["Number of Items", "Pack of 40"],
      ["Weight", "10 g"],
    ]);
  });
  it("never writes a colour label into a quantity row", () => {
    const p: Product = {
      ...base,
      details: { Size: "Small", Weight: "150 g" },
      variants: [{ label: "Gold", price: 1 }],
    };
    expect(specificationTable(p, 0)).toEqual([
      ["Size", "Small"],
      ["Weight", "150 g"],
    ]);
  });
  it("merges variant details over product details", () => {
    const p: Product = {
      ...base,
      variants: [{ label: "Red", price: 1, details: { Fragrance: "Jasmine", Colour: "Red" } }],
    };
    const rows = Object.fromEntries(specificationTable(p, 0));
    expect(rows.Fragrance).toBe("Jasmine");
    expect(rows.Colour).toBe("Red");
  });
  it("gives product 1, 100 g, its label in the sticks/weight row", () => {
    expect(Object.fromEntries(specificationTable(byId(1), 2))["No. of sticks / Weight"]).toBe("100 g");
  });
});

describe("description", () => {
  it("splits by line and drops blank lines", () => {
    expect(paragraphsOf("a\n\n b \r\nc")).toEqual(["a", "b", "c"]);
    expect(paragraphsOf(undefined)).toEqual([]);
  });
  it("prefers the variant's description", () => {
    const p: Product = {
      ...base,
      variants: [
        { label: "x", price: 1, description: "Variant text" },
        { label: "y", price: 2 },
      ],
    };
    expect(descriptionParagraphs(p, 0)).toEqual(["Variant text"]);
    expect(descriptionParagraphs(p, 1)).toEqual(["First line.", "Second line."]);
  });
});

describe("marketplaceUrlOf", () => {
  it("prefers the variant's URL, then the product's, else null", () => {
    const p: Product = {
      ...base,
      marketplaceUrl: "https://www.amazon.in/dp/P",
      variants: [
        { label: "a", price: 1, marketplaceUrl: "https://www.amazon.in/dp/V" },
        { label: "b", price: 2 },
      ],
    };
    expect(marketplaceUrlOf(p, 0)).toBe("https://www.amazon.in/dp/V");
    expect(marketplaceUrlOf(p, 1)).toBe("https://www.amazon.in/dp/P");
    expect(marketplaceUrlOf(base)).toBeNull();
  });
});

describe("productPageSearch", () => {
  it("omits the first variant and a missing image", () => {
    expect(productPageSearch(0)).toBe("");
    expect(productPageSearch(2)).toBe("?variant=2");
    expect(productPageSearch(0, 1)).toBe("?image=1");
    expect(productPageSearch(3, 0)).toBe("?variant=3&image=0");
  });
});

describe("productPageView", () => {
  it("falls back to the first variant for a bad ?variant", () => {
    for (const raw of ["abc", "-1", "99", "1.5", null])
      expect(productPageView(byId(1), raw).variantIndex).toBe(0);
    expect(productPageView(byId(1), "2").variantIndex).toBe(2);
  });
  it("shows price, struck MRP and discount for a discounted variant", () => {
    const view = productPageView(byId(9), "2");
    expect(view.price).toEqual({ price: 12500, mrp: 15000, discountPercent: 17, from: false });
  });
  it("shows the price only for a variant without an MRP", () => {
    expect(productPageView(byId(9), "0").price).toEqual({
      price: 2700,
      mrp: null,
      discountPercent: null,
      from: false,
    });
  });
  it("hides the price of candles", () => {
    const candle = products.find((p) => p.category === "Candles")!;
    expect(productPageView(candle, null).price).toBeNull();
  });
  it("calls product 13 Sold Out", () => {
    const view = productPageView(byId(13), null);
    expect(view.availability).toBe("sold-out");
  });
  it("has four related products without itself, the same on every call, prices only where shown", () => {
    const a = productPageView(byId(1), null).related;
    expect(a).toHaveLength(4);
    expect(a.map((r) => r.id)).not.toContain(1);
    expect(productPageView(byId(1), "3").related).toEqual(a);
    const candleView = productPageView(
      products.find((p) => p.category === "Candles")!,
      null,
    );
    for (const card of candleView.related) {
      const p = byId(card.id);
      if (["Candles", "Lifestyle", "Organic Products", "Premium Packs"].includes(p.category))
        expect(card.price).toBeNull();
    }
  });
  it("starts the gallery at the variant's first image and honours ?image", () => {
    expect(productPageView(byId(1), "1").imageIndex).toBe(1);
    expect(productPageView(byId(1), "1", "2").imageIndex).toBe(2);
    expect(productPageView(byId(1), "1", "9").imageIndex).toBe(1);
  });
});
