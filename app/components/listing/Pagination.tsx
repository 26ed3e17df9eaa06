import { paginationItems } from "~/listing/pagination";
import { listingHref, type ListingQuery } from "~/listing/listing-query";
import { shopLink } from "~/shop-link";

/** Previous/next, every number up to 5 pages, else 1 2 3 … last. Links keep the filters. */
export function Pagination({
  action,
  query,
  page,
  pageCount,
}: {
  action: string;
  query: ListingQuery;
  page: number;
  pageCount: number;
}) {
  if (pageCount <= 1) return null;
  const href = (n: number) => listingHref(action, query, { page: n });
  return (
    <nav className="pagination" aria-label="Pagination">
      <ul>
        <li>
          {page > 1 ? (
            // Named by its label: on a phone the word gives way to the arrow.
            <a
              {...shopLink(href(page - 1))}
              rel="prev"
              className="pagination-step"
              aria-label="Previous page"
            >
              <span aria-hidden="true">‹ </span>
              <span className="pagination-word">Previous</span>
            </a>
          ) : (
            <span className="pagination-step is-disabled" aria-hidden="true">
              ‹ <span className="pagination-word">Previous</span>
            </span>
          )}
        </li>
        {paginationItems(page, pageCount).map((item, i) =>
          item === "ellipsis" ? (
            <li key={`gap-${i}`} className="pagination-gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <a
                {...shopLink(href(item))}
                className="pagination-number"
                aria-current={item === page ? "page" : undefined}
                aria-label={`Page ${item}`}
              >
                {item}
              </a>
            </li>
          ),
        )}
        <li>
          {page < pageCount ? (
            <a {...shopLink(href(page + 1))} rel="next" className="pagination-step" aria-label="Next page">
              <span className="pagination-word">Next</span>
              <span aria-hidden="true"> ›</span>
            </a>
          ) : (
            <span className="pagination-step is-disabled" aria-hidden="true">
              <span className="pagination-word">Next</span> ›
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
