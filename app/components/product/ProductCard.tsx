import { Link } from "@remix-run/react";

import { availabilityLabel } from "~/catalog/availability";
import { isPriceVisible } from "~/catalog/pricing";
import { PriceBlock } from "~/components/product/PriceBlock";
import type { ProductCardData } from "~/listing/cards";
import { productPath } from "~/paths";

/**
 * One grid card: image and name to the detail page, price block, availability and Buy Now.
 * Candles, Premium Packs, Organic Products and Lifestyle show "Available" and Contact Us instead.
 * `eager` is for the first row, which is above the fold.
 */
export function ProductCard({
  card,
  eager = false,
  fromPage = 1,
}: {
  card: ProductCardData;
  eager?: boolean;
  fromPage?: number;
}) {
  const href = productPath(card.id);
  const priced = isPriceVisible(card.category);
  const soldOut = card.availability === "sold-out";
  const state = { fromPage };
  return (
    <article className="product-card">
      {/* The name below is the link for keyboards and screen readers; the image repeats it for pointers. */}
      <Link to={href} state={state} className="product-card-image" tabIndex={-1} aria-hidden="true">
        <img
          src={card.image}
          alt={card.name}
          width={600}
          height={600}
          loading={eager ? "eager" : "lazy"}
          decoding="async"
        />
        {soldOut ? <span className="product-card-flag">Sold Out</span> : null}
      </Link>
      <h3 className="product-card-name">
        <Link to={href} state={state}>
          {card.name}
        </Link>
      </h3>
      {priced ? <PriceBlock product={card} /> : null}
      <p className={`product-card-stock is-${card.availability}`}>{availabilityLabel(card.availability)}</p>
      <div className="product-card-actions">
        {!priced ? (
          <Link to="/contact-us" className="button button-small">
            Contact Us<span className="visually-hidden"> about {card.name}</span>
          </Link>
        ) : card.buyUrl && !soldOut ? (
          <a className="button button-small" href={card.buyUrl} target="_blank" rel="noopener noreferrer">
            Buy Now<span className="visually-hidden"> {card.name} (opens in a new tab)</span>
          </a>
        ) : (
          <Link to={href} state={state} className="button button-small button-outline">
            View details<span className="visually-hidden"> of {card.name}</span>
          </Link>
        )}
      </div>
    </article>
  );
}
