import type { Availability, Product } from "./schema";

/** `soldOut: true` is Sold Out; else `inStock: false` is Out of Stock; else In Stock (docs/availability-and-pricing.md). */
export function availabilityOf(product: Pick<Product, "soldOut" | "inStock">): Availability {
  if (product.soldOut === true) return "sold-out";
  if (product.inStock === false) return "out-of-stock";
  return "in-stock";
}

/** The label a card or the detail page shows. */
export function availabilityLabel(availability: Availability): string {
  return availability === "sold-out"
    ? "Sold Out"
    : availability === "out-of-stock"
      ? "Out of Stock"
      : "Available";
}
