import { NEW_ARRIVALS_PATH } from "~/paths";
import { ProductTile } from "~/components/product/ProductTile";

import { CountedLink } from "./CountedLink";
import type { CollectionSidebarData } from "~/listing/listing-data.server";
import { shopLink } from "~/shop-link";

/**
 * The collection sidebar's category panels, an island (components/island.tsx) the route's loader
 * renders. The panels are `<details>` sharing one `name`, so the browser keeps one open at a time
 * (and clicking the open one closes it) without any JavaScript.
 */
export function CategoryPanels({
  categories,
  openCategory,
  currentPath,
}: Pick<CollectionSidebarData, "categories" | "openCategory"> & { currentPath: string }) {
  return (
    <>
      <h2 id="sidebar-categories" className="sidebar-heading">
        Categories
      </h2>
      {categories.length === 0 ? (
        <p className="sidebar-empty">No categories available</p>
      ) : (
        categories.map((category) => (
          <details
            key={category.title}
            name="sidebar-category"
            className="sidebar-category"
            open={category.title === openCategory}
          >
            <summary>{category.title}</summary>
            <ul>
              {category.links.map((link) => (
                <li key={link.label}>
                  <CountedLink link={link} current={link.href.split("?")[0] === currentPath} />
                </li>
              ))}
            </ul>
          </details>
        ))
      )}
    </>
  );
}

export function NewProductsList({ products }: { products: CollectionSidebarData["newProducts"] }) {
  return (
    <section className="sidebar-section" aria-labelledby="sidebar-new-products">
      <h2 id="sidebar-new-products" className="sidebar-heading">
        New Products
      </h2>
      {products.length === 0 ? (
        <p className="sidebar-empty">No new products available</p>
      ) : (
        <ul className="new-products">
          {products.map((tile) => (
            <li key={tile.id}>
              <ProductTile tile={tile} compact />
            </li>
          ))}
        </ul>
      )}
      <p className="sidebar-more">
        <a {...shopLink(NEW_ARRIVALS_PATH)}>All new arrivals</a>
      </p>
    </section>
  );
}
