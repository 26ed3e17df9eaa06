import { Link } from "@remix-run/react";

import { type RelatedCard } from "~/catalog/product-page";
import { formatRupees } from "~/money/money";
import { productPath } from "~/paths";

/** You May Also Like: four cards, each with its own uniquely named View Product link. */
export function RelatedProducts({ products }: { products: RelatedCard[] }) {
  if (products.length === 0) return null;
  return (
    <section className="related" aria-labelledby="related-heading">
      <h2 id="related-heading">You May Also Like</h2>
      <ul className="related-grid">
        {products.map((product) => (
          <li key={product.id} className="related-card">
            <img src={product.image} alt="" width={600} height={600} loading="lazy" />
            <h3 className="related-name">{product.name}</h3>
            {product.price !== null ? <p className="related-price">{formatRupees(product.price)}</p> : null}
            <Link
              to={productPath(product.id)}
              className="button button-outline related-link"
              aria-label={`View Product: ${product.name}`}
            >
              View Product
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
