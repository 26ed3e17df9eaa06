import type { ProductTile as Tile } from "~/catalog/product-tile";
import { fromListingTile, type ListingTile } from "~/listing/listing-tile";
import { MarketplaceLink } from "~/components/product/MarketplaceLink";
import { ProductTile } from "~/components/product/ProductTile";
import { CONTACT_PATH } from "~/paths";
import { shopLink } from "~/shop-link";

/** Four tiles a row on wide screens, three on medium, two on phones. */
export function ProductGrid({ tiles }: { tiles: ListingTile[] }) {
  return (
    <section className="product-grid-section" aria-labelledby="product-grid-heading">
      <h2 id="product-grid-heading" className="visually-hidden">
        Products
      </h2>
      {tiles.length > 0 ? (
        <ul className="product-grid">
          {tiles.map(fromListingTile).map((tile, i) => (
            <li key={tile.id}>
              <ProductTile tile={tile} eager={i < 4}>
                <ListingAction tile={tile} />
              </ProductTile>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

/**
 * A listing tile's button: Contact Us where the category shows no price, Buy Now where the
 * marketplace has the product in stock, else View details (never a Buy Now that leads nowhere).
 */
function ListingAction({ tile }: { tile: Tile }) {
  if (!tile.price) {
    return (
      <a {...shopLink(CONTACT_PATH)} className="button button-small">
        Contact Us<span className="visually-hidden">{` about ${tile.name}`}</span>
      </a>
    );
  }
  if (tile.marketplaceUrl && tile.availability !== "sold-out") {
    return <MarketplaceLink url={tile.marketplaceUrl} name={tile.name} className="button button-small" />;
  }
  return (
    <a {...shopLink(tile.href)} className="button button-small button-outline">
      View details<span className="visually-hidden">{` of ${tile.name}`}</span>
    </a>
  );
}
