import { Link } from "~/components/navigation/Link";
import { useShopMenu } from "~/components/root-data";
import { collectionPath } from "~/paths";

/** The menu itself, the same in both forms. Its sections share a `name`: one open at a time. */
export function DrawerMenu() {
  const { columns, fragrance } = useShopMenu();
  // A department opens with "All …"; the fragrance group is not a department of its own.
  const sections = [
    ...columns.map((column) => ({ column, withAll: true })),
    { column: fragrance, withAll: false },
  ];
  return (
    <nav aria-label="Mobile">
      <p className="drawer-title">Our Shop</p>
      {sections.map(({ column, withAll }) => (
        <details className="drawer-section" name="drawer-section" key={column.label}>
          <summary>{column.label}</summary>
          <ul>
            {withAll ? (
              <li>
                <Link to={collectionPath(column.slug)}>{`All ${column.label}`}</Link>
              </li>
            ) : null}
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
