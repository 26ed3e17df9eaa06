import type { ProductTile as Tile } from "~/catalog/product-tile";
import { ProductTile } from "~/components/product/ProductTile";
import { shopLink } from "~/shop-link";

/** You May Also Like, inside its <section className="related">: four tiles, each with its own uniquely named View Product link. */
export function RelatedProducts({ tiles }: { tiles: Tile[] }) {
  return (
    <>
      <h2 id="related-heading">You May Also Like</h2>
      <ul className="related-grid">
        {tiles.map((tile) => (
          <li key={tile.id}>
            <ProductTile tile={tile}>
              <a
                {...shopLink(tile.href)}
                className="button button-outline"
                aria-label={`View Product: ${tile.name}`}
              >
                View Product
              </a>
            </ProductTile>
          </li>
        ))}
      </ul>
    </>
  );
}
