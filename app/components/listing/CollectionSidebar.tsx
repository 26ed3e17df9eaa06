import { NEW_ARRIVALS_PATH } from "~/paths";
import { HtmlOnly } from "~/components/prerendered";
import { ProductTile } from "~/components/product/ProductTile";

import { CountedLink } from "./CountedLink";
import type { CollectionSidebarData } from "~/listing/listing-data.server";

/**
 * The collection sidebar's categories and new products. Category panels are
 * `<details>` sharing one `name`, so the browser keeps one open at a time (and clicking the open
 * one closes it) without any JavaScript. They hold nothing to hydrate, so a document carries them
 * in its HTML only (`HtmlOnly` in components/prerendered.tsx): `categories` is null while the page hydrates.
 */
export function CategoryPanels({
  categories,
  openCategory,
  currentPath,
}: {
  categories: CollectionSidebarData["categories"] | null;
  openCategory: CollectionSidebarData["openCategory"];
  currentPath: string;
}) {
  return (
    <HtmlOnly
      as="section"
      name="sidebar-categories"
      className="sidebar-section"
      aria-labelledby="sidebar-categories"
      value={categories}
      render={(panels) => (
        <CategoryPanelsContent categories={panels} openCategory={openCategory} currentPath={currentPath} />
      )}
    />
  );
}

function CategoryPanelsContent({
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
        <a href={NEW_ARRIVALS_PATH}>All new arrivals</a>
      </p>
    </section>
  );
}
