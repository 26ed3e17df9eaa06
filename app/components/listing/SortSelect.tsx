import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useRef } from "react";

import {
  listingHref,
  listingParams,
  sortOptions,
  type ListingQuery,
  type SortKey,
} from "~/listing/listing-query";

import { useHydrated } from "~/hooks/use-hydrated";

/** The labelled sort select, shared by the desktop toolbar and the mobile panel. */
export function SortField({
  id,
  value,
  defaultSort,
  onChange,
}: {
  id: string;
  value: SortKey;
  defaultSort: SortKey;
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
        {sortOptions(defaultSort).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** A GET form's hidden inputs: one per listing parameter, in URL order. */
export function HiddenParams({ params }: { params: URLSearchParams }) {
  return [...params].map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
}

/**
 * Desktop sort: a GET form carrying the current filters (and search text), with an Apply button
 * for browsers without JavaScript. With JavaScript a change navigates at once, back to page 1.
 */
export function SortSelect({ action, query }: { action: string; query: ListingQuery }) {
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);

  // The select shows the URL's sort after every navigation (back and forward included).
  const location = useLocation();
  useEffect(() => {
    const select = formRef.current?.elements.namedItem("sort");
    if (select instanceof HTMLSelectElement) select.value = query.sort;
  }, [location.key, query.sort]);

  return (
    <form ref={formRef} method="get" action={action} className="sort-form" aria-label="Sort products">
      <HiddenParams params={listingParams(query, { sort: query.defaultSort, page: 1 })} />
      <SortField
        id="listing-sort"
        value={query.sort}
        defaultSort={query.defaultSort}
        onChange={(sort) => navigate(listingHref(action, query, { sort, page: 1 }))}
      />
      <button type="submit" className="button button-small button-outline" hidden={hydrated}>
        Apply
      </button>
    </form>
  );
}
