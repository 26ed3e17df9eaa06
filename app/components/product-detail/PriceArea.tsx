import type { PriceTag } from "~/catalog/pricing";
import { Price } from "~/components/product/Price";
import { CONTACT_PATH } from "~/paths";
import { shopLink } from "~/shop-link";

/**
 * The selected variant's price ("-17%", the price and the struck MRP when there is a discount); for
 * the categories that show no price, a Contact Us button instead.
 */
export function PriceArea({ price }: { price: PriceTag | null }) {
  if (!price) {
    return (
      <div className="price-area price-area-contact">
        <p>Contact us for prices and bulk orders.</p>
        <a {...shopLink(CONTACT_PATH)} className="button button-outline">
          Contact Us
        </a>
      </div>
    );
  }
  return <Price price={price} discount="minus" className="price-area" />;
}
