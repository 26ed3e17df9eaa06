import { Link } from "@remix-run/react";

import type { PriceView } from "~/catalog/product-page";
import { formatRupees } from "~/money/money";

/**
 * Spec §2: "-17%", the price and the struck MRP when there is a discount; the price alone
 * otherwise; for Contact Us categories no price at all, a Contact Us button instead.
 */
export function PriceArea({ price }: { price: PriceView }) {
  if (!price.visible) {
    return (
      <div className="price-area price-area-contact">
        <p>Contact us for prices and bulk orders.</p>
        <Link to="/contact-us" className="button button-outline">
          Contact Us
        </Link>
      </div>
    );
  }
  if (price.price === null) return null;
  return (
    <p className="price-area">
      {price.mrp !== null && price.discountPercent !== null ? (
        <span className="price-discount">
          <span className="visually-hidden">Discount </span>-{price.discountPercent}%
        </span>
      ) : null}
      <span className="price-current">
        <span className="visually-hidden">Price </span>
        {formatRupees(price.price)}
      </span>
      {price.mrp !== null ? (
        <span className="price-mrp">
          <span className="visually-hidden">MRP </span>
          <s>{formatRupees(price.mrp)}</s>
        </span>
      ) : null}
    </p>
  );
}
