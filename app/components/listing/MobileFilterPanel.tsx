import { listingHref, type ListingQuery } from "~/listing/listing-query";
import { shopLink } from "~/shop-link";
import { useDismissableDetails } from "~/components/layout/use-dismissable-details";
import { NO_FILTERS } from "~/listing/listing-form";

import type { StockCounts } from "~/listing/filter-counts";

import { FilterForm } from "./FilterForm";

/**
 * Below 769 px: a Filter Products disclosure with the same controls, the sort select and
 * CLEAR / APPLY. A `<details>`, so it opens without JavaScript; with it, it also closes after
 * applying, on Escape and on a click outside.
 */
export function MobileFilterPanel({
  action,
  query,
  counts,
}: {
  action: string;
  query: ListingQuery;
  counts: StockCounts;
}) {
  const ref = useDismissableDetails();
  return (
    <details ref={ref} className="mobile-filters">
      <summary className="button button-outline">Filter Products</summary>
      <div className="mobile-filters-panel">
        <FilterForm
          idPrefix="mobile-filter"
          action={action}
          query={query}
          counts={counts}
          instant={false}
          withSort
          outOfStockWins
        >
          <a
            {...shopLink(listingHref(action, query, { ...NO_FILTERS, sort: query.defaultSort }))}
            className="button button-outline"
          >
            CLEAR
          </a>
          <button type="submit" className="button">
            APPLY
          </button>
        </FilterForm>
      </div>
    </details>
  );
}
