/**
 * Buy Now opens the marketplace listing in a new tab. With no listing there is no dead button:
 * a disabled one, with the reason next to it.
 */
export function BuyNow({ url, name }: { url: string | null; name: string }) {
  if (url) {
    return (
      <a href={url} target="_blank" rel="noopener noreferrer" className="button buy-now">
        Buy Now<span className="visually-hidden">: {name} on our marketplace store (opens in a new tab)</span>
      </a>
    );
  }
  return (
    <div className="buy-now-unavailable">
      <button type="button" className="button buy-now" disabled aria-describedby="buy-now-reason">
        Buy Now
      </button>
      <p id="buy-now-reason" className="buy-now-reason">
        Not yet listed on our marketplace store
      </p>
    </div>
  );
}
