/**
 * A listing grid's tile as its loader sends it, and the whole tile the grid draws from it. Twenty
 * tiles ride in every listing's inline loader data, so what the browser can work out from a tile's
 * id stays out: the product page's link, and the picture when it is the product's usual first one.
 * Listings show no hover picture. The server draws the grid from the same compact tiles, so its
 * HTML and the browser's are one.
 */
import type { ProductTile } from "~/catalog/product-tile";
import { productImagePath, productPath } from "~/paths";

export type ListingTile = Omit<ProductTile, "href" | "image" | "hoverImage"> & {
  /** Only when it is not the product's first picture (`productImagePath(id)`). */
  image?: string;
};

/** A tile as a listing's loader data carries it. */
export function toListingTile(tile: ProductTile): ListingTile {
  const { href: _href, image, hoverImage: _hoverImage, ...rest } = tile;
  return image === productImagePath(tile.id) ? rest : { ...rest, image };
}

/** The tile the grid draws, its link and picture derived from the id. */
export function fromListingTile(tile: ListingTile): ProductTile {
  return {
    ...tile,
    href: productPath(tile.id),
    image: tile.image ?? productImagePath(tile.id),
    hoverImage: null,
  };
}
