/**
 * The one view model of a product tile: what every card of the shop shows (listing grids, Most
 * Loved, the candle sliders, You May Also Like, the sidebar's new products). Loaders build it on the
 * server, so the browser receives a few fields per product and never the catalogue.
 */
import { productPath } from "~/paths";

import { availabilityOf } from "./availability";
import { tilePriceTag, type PriceTag } from "./pricing";
import { marketplaceUrlOf } from "./lookup";
import type { Availability, Product } from "./schema";

export interface ProductTile {
  id: number;
  name: string;
  /** The product page. */
  href: string;
  image: string;
  /** A second picture that shows on hover, or null. */
  hoverImage: string | null;
  /** Null for the categories that show "Available" and Contact Us instead of a price. */
  price: PriceTag | null;
  availability: Availability;
  /** The marketplace listing of the variant the page opens on, or null when there is none. */
  marketplaceUrl: string | null;
}

/** A product as a tile; `hoverImage` adds its second picture (the Most Loved cards show it). */
export function productTile(product: Product, { hoverImage = false } = {}): ProductTile {
  return {
    id: product.id,
    name: product.name,
    href: productPath(product.id),
    image: product.image,
    hoverImage: hoverImage ? (product.thumbnails[1] ?? null) : null,
    price: tilePriceTag(product),
    availability: availabilityOf(product),
    marketplaceUrl: marketplaceUrlOf(product),
  };
}
