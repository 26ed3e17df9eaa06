import { describe, expect, it } from "vitest";

import { displayPrice } from "~/catalog/pricing";
import { products } from "~/catalog/products";
import { cardPriceOf, toProductCard } from "~/listing/cards";

describe("listing cards", () => {
  it("show the display price, so a price-sorted grid reads in order", () => {
    for (const p of products) expect(cardPriceOf(p).price ?? null).toBe(displayPrice(p));
  });

  it("carry only what a card shows", () => {
    for (const p of products) {
      const card = toProductCard(p);
      expect(Object.keys(card).sort()).toEqual(
        expect.arrayContaining(["availability", "buyUrl", "category", "id", "image", "name"]),
      );
      expect(card).not.toHaveProperty("description");
      expect(card).not.toHaveProperty("details");
      expect(card).not.toHaveProperty("variants");
      expect(JSON.stringify(card).length).toBeLessThan(400);
    }
  });

  it("link to the marketplace only when a listing exists", () => {
    const withoutLink = products.filter((p) => !p.amazonUrl && !p.variants?.some((v) => v.amazonUrl));
    for (const p of withoutLink) expect(toProductCard(p).buyUrl).toBeNull();
  });
});
