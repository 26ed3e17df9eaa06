import { fragranceMenu, shopMenu, type MenuLink } from "~/catalog/menu";
import { collectionPath } from "~/paths";

/** The five columns of Our Shop, from the catalogue's menu alone. */
export function MegaColumns() {
  return shopMenu.map((column, index) => (
    <div className="mega-column" key={column.slug}>
      <a className="mega-heading" href={collectionPath(column.slug)}>
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
          <a href={collectionPath(link.slug)}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}
