import { Link } from "@remix-run/react";

import { listingHref, type ListingQuery } from "~/listing/listing-query";
import { formatRupees } from "~/money/money";
import { NO_FILTERS } from "~/listing/listing-form";

/** The active filters as links that remove them, plus Clear all; plain links, so no JavaScript needed. */
export function ActiveFilterChips({ action, query }: { action: string; query: ListingQuery }) {
  const chips: { label: string; href: string }[] = [];
  if (query.inStock) chips.push({ label: "In Stock", href: listingHref(action, query, { inStock: false }) });
  if (query.outOfStock)
    chips.push({ label: "Out of Stock", href: listingHref(action, query, { outOfStock: false }) });
  if (query.minPrice !== null) {
    chips.push({
      label: `From ${formatRupees(query.minPrice)}`,
      href: listingHref(action, query, { minPrice: null }),
    });
  }
  if (query.maxPrice !== null) {
    chips.push({
      label: `To ${formatRupees(query.maxPrice)}`,
      href: listingHref(action, query, { maxPrice: null }),
    });
  }
  if (chips.length === 0) return null;
  return (
    <div className="filter-chips">
      <h2 className="visually-hidden">Active filters</h2>
      <ul>
        {chips.map((chip) => (
          <li key={chip.label}>
            <Link to={chip.href} className="filter-chip" aria-label={`Remove filter: ${chip.label}`}>
              {chip.label}
              <span aria-hidden="true"> ×</span>
            </Link>
          </li>
        ))}
        <li>
          <Link to={listingHref(action, query, NO_FILTERS)} className="filter-clear">
            Clear all
          </Link>
        </li>
      </ul>
    </div>
  );
}
