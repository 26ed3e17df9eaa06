import { useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";

import { listingHref, SORT_OPTIONS, type ListingQuery, type SortKey } from "~/catalog/listing-query";
import { priceInputValue } from "~/listing/listing-form";

import { useHydrated } from "./use-hydrated";

/** The labelled sort select, shared by the desktop toolbar and the mobile panel. */
export function SortField({
  id,
  value,
  onChange,
}: {
  id: string;
  value: SortKey;
  onChange?: (sort: SortKey) => void;
}) {
  return (
    <div className="sort-field">
      <label htmlFor={id}>Sort by</label>
      <select
        id={id}
        name="sort"
        defaultValue={value}
        onChange={onChange ? (event) => onChange(event.currentTarget.value as SortKey) : undefined}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * Desktop sort: a GET form carrying the current filters (and search text), with an Apply button
 * for browsers without JavaScript. With JavaScript a change navigates at once, back to page 1.
 */
export function SortSelect({ action, query }: { action: string; query: ListingQuery }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const select = formRef.current?.elements.namedItem("sort");
    if (select instanceof HTMLSelectElement) select.value = query.sort;
  }, [query.sort]);

  return (
    <form ref={formRef} method="get" action={action} className="sort-form" aria-label="Sort products">
      {query.query ? <input type="hidden" name="query" value={query.query} /> : null}
      {query.minPrice !== null ? (
        <input type="hidden" name="minPrice" value={priceInputValue(query.minPrice)} />
      ) : null}
      {query.maxPrice !== null ? (
        <input type="hidden" name="maxPrice" value={priceInputValue(query.maxPrice)} />
      ) : null}
      {query.inStock ? <input type="hidden" name="inStock" value="1" /> : null}
      {query.outOfStock ? <input type="hidden" name="outOfStock" value="1" /> : null}
      <SortField
        id="listing-sort"
        value={query.sort}
        onChange={(sort) => navigate(listingHref(action, query, { sort, page: 1 }))}
      />
      <button type="submit" className="button button-small button-outline" hidden={hydrated}>
        Apply
      </button>
    </form>
  );
}
