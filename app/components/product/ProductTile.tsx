import type { ReactNode } from "react";

import { availabilityLabel } from "~/catalog/availability";
import type { ProductTile as Tile } from "~/catalog/product-tile";
import { FallbackImage } from "~/components/media/FallbackImage";

import { Price } from "./Price";
import { shopLink } from "~/shop-link";

/**
 * The one product tile of the shop (listing grids, Most Loved, candle sliders, You May Also Like,
 * the sidebar's new products): picture, name, price (or nothing, for the categories that show
 * Contact Us instead) and availability, then whatever actions the caller adds. The name is the
 * link for keyboards and screen readers; the picture repeats it for pointers only.
 */
export function ProductTile({
  tile,
  eager = false,
  compact = false,
  children,
}: {
  tile: Tile;
  /** For the first row of a grid, which is above the fold. */
  eager?: boolean;
  /** A small picture beside the name, as in the sidebar. */
  compact?: boolean;
  /** Buttons under the tile (Buy Now, Quick view, View Product…). */
  children?: ReactNode;
}) {
  const flag = tile.availability === "sold-out" ? "Sold Out" : tile.price?.mrp != null ? "Sale" : null;
  const size = compact ? 56 : 600;
  return (
    <article className={compact ? "product-tile is-compact" : "product-tile"}>
      <a
        {...shopLink(tile.href, { prefetch: "intent" })}
        className="product-tile-media"
        tabIndex={-1}
        aria-hidden="true"
      >
        <FallbackImage
          src={tile.image}
          alt={tile.name}
          width={size}
          height={size}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
        {tile.hoverImage ? (
          <img
            className="product-tile-hover"
            src={tile.hoverImage}
            alt=""
            width={size}
            height={size}
            loading="lazy"
          />
        ) : null}
        {flag && !compact ? <span className="product-tile-flag">{flag}</span> : null}
      </a>
      <div className="product-tile-text">
        <h3 className="product-tile-name">
          <a {...shopLink(tile.href, { prefetch: "intent" })}>{tile.name}</a>
        </h3>
        {tile.price ? <Price price={tile.price} /> : null}
        {compact ? null : (
          <p className={`product-tile-stock is-${tile.availability}`}>
            {availabilityLabel(tile.availability)}
          </p>
        )}
      </div>
      {children ? <div className="product-tile-actions">{children}</div> : null}
    </article>
  );
}
