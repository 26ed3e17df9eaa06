import { lazy, Suspense, useRef, useState } from "react";

import type { MostLovedCard } from "~/catalog/featured";
import { useHydrated } from "~/hooks/use-hydrated";
import { MarketplaceLink } from "~/components/product/MarketplaceLink";
import { ProductTile } from "~/components/product/ProductTile";
import { shopLink } from "~/shop-link";

// The quick view is code for a click that may never come: it loads on first hover, focus or click.
const loadQuickView = () => import("./QuickView");
const QuickView = lazy(() => loadQuickView().then(({ QuickView }) => ({ default: QuickView })));

/** The static rating every Most Loved card shows. */
const RATING = 4.17;

/**
 * "Most Loved Products": four product tiles (a second picture on hover, Sale when there is an MRP)
 * with a static 4.17/5 rating, Buy Now to the marketplace and Quick view. Quick view opens the side
 * panel with JavaScript; without it, it is a link to the product page.
 */
export function MostLoved({ cards }: { cards: readonly MostLovedCard[] }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<MostLovedCard | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  return (
    <section className="home-section" aria-labelledby="most-loved">
      <h2 id="most-loved" className="home-heading">
        Most Loved Products
      </h2>
      <ul className="most-loved-grid">
        {cards.map((card) => (
          <li key={card.tile.id}>
            <ProductTile tile={card.tile}>
              <Rating />
              <MarketplaceLink url={card.tile.marketplaceUrl} name={card.tile.name} />
              {hydrated ? (
                <button
                  type="button"
                  className="button-outline button"
                  aria-haspopup="dialog"
                  aria-label={`Quick view: ${card.tile.name}`}
                  onPointerEnter={loadQuickView}
                  onFocus={loadQuickView}
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setOpen(card);
                  }}
                >
                  Quick view
                </button>
              ) : (
                <a
                  className="button-outline button"
                  {...shopLink(card.tile.href)}
                  aria-label={`Quick view: ${card.tile.name}`}
                >
                  Quick view
                </a>
              )}
            </ProductTile>
          </li>
        ))}
      </ul>
      {open ? (
        <Suspense fallback={null}>
          <QuickView
            card={open}
            onClose={() => {
              setOpen(null);
              // Focus goes back to the button that opened the panel.
              requestAnimationFrame(() => opener.current?.focus());
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}

function Rating() {
  return (
    <p className="rating">
      <span className="rating-stars" aria-hidden="true">
        <span className="rating-stars-fill" style={{ width: `${(RATING / 5) * 100}%` }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      <span aria-hidden="true" className="rating-value">
        {RATING}/5
      </span>
      <span className="visually-hidden">Rated {RATING} out of 5</span>
    </p>
  );
}
