import { fragranceMenu, shopMenu } from "~/catalog/menu";
import { Link } from "~/components/navigation/Link";
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
                <Link to={collectionPath(column.slug)}>{`All ${column.label}`}</Link>
              </li>
            )}
            {column.links.map((link) => (
              <li key={link.slug}>
                <Link to={collectionPath(link.slug)}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </details>
      ))}
      <ul className="drawer-pages">
        <li>
          <Link to="/collections/all">All Products</Link>
        </li>
        <li>
          <Link to="/candle-home">Candles</Link>
        </li>
        <li>
          <Link to="/blog">Blog</Link>
        </li>
        <li>
          <Link to="/about-us">About Us</Link>
        </li>
        <li>
          <Link to="/contact-us">Contact Us</Link>
        </li>
      </ul>
    </nav>
  );
}
