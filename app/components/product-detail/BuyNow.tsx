import { MarketplaceLink } from "~/components/product/MarketplaceLink";
import { useShellConfig } from "~/components/root-data";

/**
 * Buy Now opens the variant's marketplace listing in a new tab. With no listing there is no dead
 * button: a disabled one, the reason next to it, and the way to the shop's marketplace store.
 */
export function BuyNow({ url, name }: { url: string | null; name: string }) {
  const { marketplaceStoreUrl } = useShellConfig();
  if (url) return <MarketplaceLink url={url} name={name} className="button buy-now" />;
  return (
    <div className="buy-now-unavailable">
      <button type="button" className="button buy-now" disabled aria-describedby="buy-now-reason">
        Buy Now
      </button>
      <p id="buy-now-reason" className="buy-now-reason">
        Not yet listed on our marketplace store.{" "}
        <a href={marketplaceStoreUrl} target="_blank" rel="noopener noreferrer">
          Visit the store<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </p>
    </div>
  );
}
