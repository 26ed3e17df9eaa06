import { type MouseEvent } from "react";

import type { MostLovedCard } from "~/catalog/featured";
import { useModalDialog } from "~/hooks/use-modal-dialog";
import { MarketplaceLink } from "~/components/product/MarketplaceLink";
import { Price } from "~/components/product/Price";
import { shopLink } from "~/shop-link";

/**
 * The quick-view side panel of a Most Loved card: title, price, description, quantity (fixed at 1;
 * it is chosen on the marketplace) and the marketplace links. A modal <dialog>: the rest of the
 * page is inert while it is open, Tab stays inside, and it closes on Escape, on a click outside the
 * panel and with the close button. The caller returns the focus to the opener.
 */
export function QuickView({ card, onClose }: { card: MostLovedCard; onClose: () => void }) {
  const { tile, blurb } = card;
  const { dialogRef, initialFocusRef, keepTabInside, onCancel } = useModalDialog(onClose);
  const titleId = `quick-view-title-${tile.id}`;

  // The panel fills the <dialog>, so a click whose target is the dialog itself hit its backdrop.
  const onClick = (event: MouseEvent<HTMLDialogElement>) => {
    if (event.target === event.currentTarget) onClose();
  };

  return (
    // The dialog element handles Escape (cancel) itself; clicks on it are backdrop clicks.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <dialog
      ref={dialogRef}
      className="quick-view"
      aria-modal="true"
      aria-labelledby={titleId}
      onCancel={onCancel}
      onKeyDown={keepTabInside}
      onClick={onClick}
    >
      <div className="quick-view-panel">
        <div className="quick-view-head">
          <h2 id={titleId} className="quick-view-title">
            {tile.name}
          </h2>
          <button
            ref={initialFocusRef}
            type="button"
            className="icon-button quick-view-close"
            aria-label="Close quick view"
            onClick={onClose}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <img className="quick-view-image" src={tile.image} alt="" width={360} height={360} />
        {tile.price ? <Price price={tile.price} /> : null}
        <p className="quick-view-description">{blurb}</p>
        <div className="quick-view-quantity">
          <label htmlFor={`quick-view-qty-${tile.id}`}>Quantity</label>
          <input
            id={`quick-view-qty-${tile.id}`}
            type="number"
            value={1}
            readOnly
            aria-describedby={`quick-view-qty-note-${tile.id}`}
          />
          <span id={`quick-view-qty-note-${tile.id}`} className="quick-view-hint">
            Choose the quantity on the marketplace.
          </span>
        </div>
        <div className="quick-view-actions">
          <MarketplaceLink url={tile.marketplaceUrl} name={tile.name} label="Buy it now" />
          <MarketplaceLink
            url={tile.marketplaceUrl}
            name={tile.name}
            label="Buy on Amazon"
            className="button button-outline"
          />
        </div>
        {tile.marketplaceUrl ? null : (
          <p className="quick-view-hint">This product is not listed on the marketplace yet.</p>
        )}
        <p className="quick-view-note">Traditionally made aroma product with natural extracts.</p>
        <a className="quick-view-more" {...shopLink(tile.href)}>
          View full details<span className="visually-hidden"> of {tile.name}</span>
        </a>
      </div>
    </dialog>
  );
}
