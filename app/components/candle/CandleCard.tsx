import { displayPrice, isPriceVisible } from "~/catalog/pricing";
import type { Product } from "~/catalog/schema";
import { formatRupees } from "~/money/money";

import { FallbackImage } from "./FallbackImage";
import { productPath } from "~/paths";

/** A candle in the BESTSELLERS / AROMATIC sliders; the whole card links to its product page. */
export function CandleCard({ product }: { product: Product }) {
  const price = displayPrice(product);
  return (
    <a className="candle-card" href={productPath(product.id)}>
      <FallbackImage
        className="candle-card-image"
        src={product.image}
        alt=""
        width={300}
        height={300}
        loading="lazy"
      />
      <span className="candle-card-name">{product.name}</span>
      <span className="candle-card-meta">
        {product.subCategory || product.category}
        {" · "}
        {/* Candles show "Available" instead of a price (catalogue rule, pricing.ts). */}
        {isPriceVisible(product.category) && price !== null ? formatRupees(price) : "Available"}
      </span>
    </a>
  );
}
