import { discountBadge, priceArea } from "~/catalog/pricing";
import { formatRupees } from "~/money/money";
import type { Product, Variant } from "~/catalog/schema";

/** The fields the price block reads: a whole product, or a slimmer card-shaped one. */
export type PriceSource = Pick<Product, "price" | "mrp" | "discountPercent"> & {
  variants?: readonly Pick<Variant, "price" | "mrp" | "discountPercent">[];
};

/**
 * Price, struck MRP when it is higher, and an "N% OFF" badge (spec §9). Callers decide whether a
 * price shows at all (`isPriceVisible`); this block only formats it. Renders nothing without a price.
 */
export function PriceBlock({
  product,
  variantIndex = 0,
  className = "price-block",
}: {
  product: PriceSource;
  variantIndex?: number;
  className?: string;
}) {
  // priceArea reads only the fields of PriceSource.
  const area = priceArea(product as Product, variantIndex);
  if (area.price === null) return null;
  const badge = discountBadge(area);
  return (
    <p className={className}>
      <span className="price-now">
        <span className="visually-hidden">Price </span>
        {formatRupees(area.price)}
      </span>
      {area.mrp !== null ? (
        <s className="price-mrp">
          <span className="visually-hidden">MRP </span>
          {formatRupees(area.mrp)}
        </s>
      ) : null}
      {badge ? <span className="price-badge">{badge}</span> : null}
    </p>
  );
}
