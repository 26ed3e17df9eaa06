import { fragranceMenu, shopMenu } from "~/catalog/menu";
import { collectionPath } from "~/paths";

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
                <a href={collectionPath(column.slug)}>{`All ${column.label}`}</a>
              </li>
            )}
            {column.links.map((link) => (
              <li key={link.slug}>
                <a href={collectionPath(link.slug)}>{link.label}</a>
              </li>
            ))}
          </ul>
        </details>
      ))}
      <ul className="drawer-pages">
        <li>
          <a href="/collections/all">All Products</a>
        </li>
        <li>
          <a href="/candle-home">Candles</a>
        </li>
        <li>
          <a href="/blog">Blog</a>
        </li>
        <li>
          <a href="/about-us">About Us</a>
        </li>
        <li>
          <a href="/contact-us">Contact Us</a>
        </li>
      </ul>
    </nav>
  );
}
