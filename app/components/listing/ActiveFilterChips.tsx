import type { ActiveFilter } from "~/listing/active-filters";
import { NO_FILTERS } from "~/listing/listing-form";
import { listingHref, type ListingQuery } from "~/listing/listing-query";
import { shopLink } from "~/shop-link";

/** The active filters as links that remove them, plus Clear all; plain links, so no JavaScript needed. */
export function ActiveFilterChips({
  action,
  query,
  filters,
}: {
  action: string;
  query: ListingQuery;
  filters: readonly ActiveFilter[];
}) {
  if (filters.length === 0) return null;
  const without = ({ param }: ActiveFilter) =>
    listingHref(
      action,
      query,
      param === "minPrice" || param === "maxPrice" ? { [param]: null } : { [param]: false },
    );
  return (
    <div className="filter-chips">
      <h2 className="visually-hidden">Active filters</h2>
      <ul>
        {filters.map((filter) => (
          <li key={filter.param}>
            <a
              {...shopLink(without(filter))}
              className="filter-chip"
              aria-label={`Remove filter: ${filter.label}`}
            >
              {filter.label}
              <span aria-hidden="true"> ×</span>
            </a>
          </li>
        ))}
        <li>
          <a {...shopLink(listingHref(action, query, NO_FILTERS))} className="filter-clear">
            Clear all
          </a>
        </li>
      </ul>
    </div>
  );
}
