import { fragranceMenu, shopMenu, type MenuLink } from "~/catalog/menu";
import { collectionPath } from "~/paths";
import { shopLink } from "~/shop-link";

/** The five columns of Our Shop, from the catalogue's menu alone. */
export function MegaColumns() {
  return shopMenu.map((column, index) => (
    <div className="mega-column" key={column.slug}>
      <a className="mega-heading" {...shopLink(collectionPath(column.slug), { prefetch: "intent" })}>
        {column.label}
      </a>
      <MegaLinks links={column.links} />
      {/* The last column is short, so the fragrance collections share it. */}
      {index === shopMenu.length - 1 ? (
        <>
          <p className="mega-heading mega-subheading">{fragranceMenu.label}</p>
          <MegaLinks links={fragranceMenu.links} />
        </>
      ) : null}
    </div>
  ));
}

function MegaLinks({ links }: { links: MenuLink[] }) {
  return (
    <ul>
      {links.map((link) => (
        <li key={link.slug}>
          <a {...shopLink(collectionPath(link.slug), { prefetch: "intent" })}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
