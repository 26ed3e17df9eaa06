import { ProductCard } from "~/components/product/ProductCard";
import type { ProductCardData } from "~/listing/cards";

/** Four cards a row on wide screens, three on medium, two on phones (listing.css). */
export function ProductGrid({ cards, page }: { cards: ProductCardData[]; page: number }) {
  return (
    <section className="product-grid-section" aria-labelledby="product-grid-heading">
      <h2 id="product-grid-heading" className="visually-hidden">
        Products
      </h2>
      {cards.length > 0 ? (
        <ul className="product-grid">
          {cards.map((card, i) => (
            <li key={card.id}>
              <ProductCard card={card} eager={i < 4} fromPage={page} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
