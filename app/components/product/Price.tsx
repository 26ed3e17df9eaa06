import type { PriceTag } from "~/catalog/pricing";
import { formatINR } from "~/money/format";

/**
 * The one price display: the price ("From" on a card whose variants cost more), the struck MRP when
 * it is higher, and the discount, as a "17% OFF" badge after the price or, on the product page,
 * as "-17%" before it. Whether a price shows at all is the caller's (a null PriceTag).
 */
export function Price({
  price,
  discount = "badge",
  className,
}: {
  price: PriceTag;
  discount?: "badge" | "minus";
  className?: string;
}) {
  const percent = price.mrp !== null && price.discountPercent ? price.discountPercent : null;
  return (
    <p className={className ? `price ${className}` : "price"}>
      {discount === "minus" && percent !== null ? (
        <span className="price-discount">
          <span className="visually-hidden">Discount </span>
          {`-${percent}%`}
        </span>
      ) : null}
      <span className="price-now">
        <span className="visually-hidden">Price </span>
        {price.from ? `From ${formatINR(price.price)}` : formatINR(price.price)}
      </span>
      {price.mrp !== null ? (
        <s className="price-mrp">
          <span className="visually-hidden">MRP </span>
          {formatINR(price.mrp)}
        </s>
      ) : null}
      {discount === "badge" && percent !== null ? (
        <span className="price-badge">{`${percent}% OFF`}</span>
      ) : null}
    </p>
  );
}
