import type { EmptyResults } from "~/listing/empty-results";
import { shopLink } from "~/shop-link";

/** An empty listing: why (from the loader), the link that clears the cause, popular collections. */
export function EmptyResultsHelp({ empty }: { empty: EmptyResults }) {
  return (
    <section className="empty-results" aria-labelledby="empty-results-heading">
      <h2 id="empty-results-heading">No products to show</h2>
      <p>{empty.message}</p>
      <p>
        <a {...shopLink(empty.clear.href)} className="button button-small">
          {empty.clear.label}
        </a>
      </p>
      <h3>Popular collections</h3>
      <ul className="not-found-links">
        {empty.popular.map((link) => (
          <li key={link.href}>
            <a {...shopLink(link.href)}>{link.label}</a>
          </li>
        ))}
      </ul>
    </section>
  );
}
