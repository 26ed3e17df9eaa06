import { Link } from "~/components/navigation/Link";
import { fragranceMenu, shopMenu } from "~/catalog/menu";
import { MenuIcon } from "~/components/icons";
import { useDismissableDetails } from "~/components/layout/use-dismissable-details";
import { collectionPath } from "~/paths";

/**
 * The hamburger drawer below 992 px. Built from `<details>`, so it opens without
 * JavaScript; the sections share a `name`, which makes them an accordion (one open at a time).
 */
export function MobileDrawer() {
  const drawerRef = useDismissableDetails();
  return (
    <details className="drawer" ref={drawerRef}>
      <summary className="drawer-toggle" aria-label="Menu">
        <MenuIcon />
      </summary>
      <nav className="drawer-panel" aria-label="Mobile">
        <p className="drawer-title">Our Shop</p>
        {[...shopMenu, fragranceMenu].map((column) => (
          <details className="drawer-section" name="drawer-section" key={column.label}>
            <summary>{column.label}</summary>
            <ul>
              {column === fragranceMenu ? null : (
                <li>
                  <Link to={collectionPath(column.slug)}>All {column.label}</Link>
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
    </details>
  );
}
