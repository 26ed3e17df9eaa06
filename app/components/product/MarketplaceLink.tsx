/**
 * A link to the product's marketplace listing, in a new tab. Without a listing it is a disabled
 * look-alike that says why, never a button that does nothing.
 */
export function MarketplaceLink({
  url,
  name,
  label = "Buy Now",
  className = "button",
}: {
  url: string | null;
  /** The product, for screen readers: several of these links share a page. */
  name: string;
  label?: string;
  className?: string;
}) {
  if (!url) {
    return (
      <span className={`${className} is-disabled`} aria-disabled="true">
        {label}
        <span className="visually-hidden">{`: ${name} is not on our marketplace store yet`}</span>
      </span>
    );
  }
  return (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer">
      {label}
      <span className="visually-hidden">{`: ${name} on our marketplace store (opens in a new tab)`}</span>
    </a>
  );
}
