import type { FeatureProduct } from "~/catalog/featured";
import { FallbackImage } from "~/components/media/FallbackImage";
import { MarketplaceLink } from "~/components/product/MarketplaceLink";
import { shopLink } from "~/shop-link";

/** The feature block of the candle landing page: the Dry Flower Glass Candle (product 278). */
export function FeatureCandle({ product }: { product: FeatureProduct }) {
  return (
    <section className="feature-candle" aria-labelledby="feature-candle-title">
      <FallbackImage
        className="feature-candle-image"
        src={product.image}
        alt={product.name}
        width={520}
        height={520}
        loading="lazy"
      />
      <div className="feature-candle-copy">
        <p className="feature-candle-eyebrow">Our signature candle</p>
        <h2 id="feature-candle-title">{product.name}</h2>
        {product.paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <p className="feature-candle-actions">
          <a className="button" {...shopLink(product.href)} aria-label={`View the candle: ${product.name}`}>
            View the candle
          </a>
          {product.marketplaceUrl ? (
            <MarketplaceLink
              url={product.marketplaceUrl}
              name={product.name}
              label="Buy on Amazon"
              className="button button-outline"
            />
          ) : null}
        </p>
      </div>
    </section>
  );
}
