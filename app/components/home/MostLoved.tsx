import { useRef, useState } from "react";

import { MOST_LOVED_RATING } from "~/catalog/featured";
import type { MostLovedItem } from "~/catalog/schema";
import { useHydrated } from "~/components/hooks/use-hydrated";

import { QuickView } from "./QuickView";
import { productPath } from "~/paths";

/**
 * "Most Loved Products" (spec §2, §3): four cards with a hover image, a Sale badge when there is an
 * original price, the struck original price, the price, a static 4.17/5 rating and Buy Now to the
 * marketplace. "Quick view" opens the side panel with JavaScript; without it, it is a link to the
 * product page.
 */
export function MostLoved({ items }: { items: readonly MostLovedItem[] }) {
  const hydrated = useHydrated();
  const [open, setOpen] = useState<MostLovedItem | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);

  return (
    <section className="home-section" aria-labelledby="most-loved">
      <h2 id="most-loved" className="home-heading">
        Most Loved Products
      </h2>
      <ul className="most-loved-grid">
        {items.map((item) => (
          <li key={item.id} className="most-loved-card">
            <a className="most-loved-media" href={productPath(item.id)}>
              <img
                className="most-loved-image"
                src={item.image}
                alt={item.title}
                width={300}
                height={300}
                loading="lazy"
              />
              {item.imageHover ? (
                <img
                  className="most-loved-image-hover"
                  src={item.imageHover}
                  alt=""
                  width={300}
                  height={300}
                  loading="lazy"
                />
              ) : null}
              {item.original ? <span className="sale-badge">Sale</span> : null}
            </a>
            <h3 className="most-loved-title">
              <a href={productPath(item.id)}>{item.title}</a>
            </h3>
            <MostLovedPrices item={item} />
            <Rating />
            <div className="most-loved-actions">
              <BuyLink item={item} label="Buy Now" className="button" />
              {hydrated ? (
                <button
                  type="button"
                  className="button-outline button"
                  aria-haspopup="dialog"
                  aria-label={`Quick view: ${item.title}`}
                  onClick={(event) => {
                    opener.current = event.currentTarget;
                    setOpen(item);
                  }}
                >
                  Quick view
                </button>
              ) : (
                <a
                  className="button-outline button"
                  href={productPath(item.id)}
                  aria-label={`Quick view: ${item.title}`}
                >
                  Quick view
                </a>
              )}
            </div>
          </li>
        ))}
      </ul>
      {open ? (
        <QuickView
          item={open}
          onClose={() => {
            setOpen(null);
            // Focus goes back to the button that opened the panel.
            requestAnimationFrame(() => opener.current?.focus());
          }}
        />
      ) : null}
    </section>
  );
}

export function MostLovedPrices({ item }: { item: MostLovedItem }) {
  return (
    <p className="most-loved-prices">
      {item.original ? (
        <>
          <s className="price-original">
            <span className="visually-hidden">Original price </span>
            {item.original}
          </s>{" "}
        </>
      ) : null}
      <span className="price-sale">
        {item.original ? <span className="visually-hidden">Sale price </span> : null}
        {item.price}
      </span>
    </p>
  );
}

function Rating() {
  const percent = (MOST_LOVED_RATING / 5) * 100;
  return (
    <p className="rating">
      <span className="rating-stars" aria-hidden="true">
        <span className="rating-stars-fill" style={{ width: `${percent}%` }}>
          ★★★★★
        </span>
        ★★★★★
      </span>
      <span aria-hidden="true" className="rating-value">
        {MOST_LOVED_RATING}/5
      </span>
      <span className="visually-hidden">Rated {MOST_LOVED_RATING} out of 5</span>
    </p>
  );
}

/** A marketplace link in a new tab; without a link, a disabled look-alike that says why. */
export function BuyLink({
  item,
  label,
  className,
}: {
  item: MostLovedItem;
  label: string;
  className: string;
}) {
  if (!item.amazonLink) {
    return (
      <span className={`${className} is-disabled`} aria-disabled="true">
        {label}
        <span className="visually-hidden">: not available on the marketplace yet</span>
      </span>
    );
  }
  return (
    <a
      className={className}
      href={item.amazonLink}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label}: ${item.title} (opens in a new tab)`}
    >
      {label}
    </a>
  );
}
