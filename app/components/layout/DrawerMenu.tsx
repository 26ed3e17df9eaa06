import { fragranceMenu, shopMenu } from "~/catalog/menu";
import {
  ABOUT_PATH,
  ALL_PRODUCTS_PATH,
  BLOG_PATH,
  CANDLE_HOME_PATH,
  collectionPath,
  CONTACT_PATH,
} from "~/paths";
import { shopLink } from "~/shop-link";

/** The menu itself, the same in both forms. Its sections share a `name`: one open at a time. */
export function DrawerMenu() {
  return (
    <nav aria-label="Mobile">
      <p className="drawer-title">Our Shop</p>
      {[...shopMenu, fragranceMenu].map((column) => (
        <details className="drawer-section" name="drawer-section" key={column.label}>
          <summary>{column.label}</summary>
          <ul>
            {column === fragranceMenu ? null : (
              <li>
                <a
                  {...shopLink(collectionPath(column.slug), { prefetch: "intent" })}
                >{`All ${column.label}`}</a>
              </li>
            )}
            {column.links.map((link) => (
              <li key={link.slug}>
                <a {...shopLink(collectionPath(link.slug), { prefetch: "intent" })}>{link.label}</a>
              </li>
            ))}
          </ul>
        </details>
      ))}
      <ul className="drawer-pages">
        <li>
          <a {...shopLink(ALL_PRODUCTS_PATH)}>All Products</a>
        </li>
        <li>
          <a {...shopLink(CANDLE_HOME_PATH)}>Candles</a>
        </li>
        <li>
          <a {...shopLink(BLOG_PATH)}>Blog</a>
        </li>
        <li>
          <a {...shopLink(ABOUT_PATH)}>About Us</a>
        </li>
        <li>
          <a {...shopLink(CONTACT_PATH)}>Contact Us</a>
        </li>
      </ul>
    </nav>
  );
}
