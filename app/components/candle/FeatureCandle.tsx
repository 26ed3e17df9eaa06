import type { Product } from "~/catalog/schema";

import { FallbackImage } from "./FallbackImage";
import { productPath } from "~/paths";

/** The feature block of the candle landing page: the Dry Flower Glass Candle (product 278). */
export function FeatureCandle({ product }: { product: Product }) {
  const paragraphs = (product.description ?? "").split("\n").filter(Boolean);
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
        {paragraphs.map((text) => (
          <p key={text}>{text}</p>
        ))}
        <p className="feature-candle-actions">
          <a
            className="button"
            href={productPath(product.id)}
            aria-label={`View the candle: ${product.name}`}
          >
            View the candle
          </a>
          {product.amazonUrl ? (
            <a
              className="button button-outline"
              href={product.amazonUrl}
              target="_blank"
              rel="noopener noreferrer"
            >
              Buy on Amazon<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          ) : null}
        </p>
      </div>
    </section>
  );
}
