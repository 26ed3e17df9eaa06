import type { ReactNode } from "react";

import { useHydrated } from "~/hooks/use-hydrated";
import type { ListingData } from "~/listing/listing-data.server";

import { ActiveFilterChips } from "./ActiveFilterChips";
import { FilterForm } from "./FilterForm";
import { MobileFilterPanel } from "./MobileFilterPanel";
import { Pagination } from "./Pagination";
import { EmptyResultsHelp } from "./EmptyResultsHelp";
import { ProductGrid } from "./ProductGrid";
import { SortSelect } from "./SortSelect";

/**
 * The frame shared by collection and search pages: heading and count, the sidebar (large
 * screens), the sort and mobile filter toolbar, active filter chips, the grid and pagination.
 * `action` is the page's path; every control builds its URL from it and the parsed query.
 */
export function ListingView({
  action,
  heading,
  data,
  sidebarTop,
  sidebarBottom,
}: {
  action: string;
  heading: ReactNode;
  data: ListingData;
  sidebarTop: ReactNode;
  sidebarBottom?: ReactNode;
}) {
  const { query } = data;
  const hydrated = useHydrated();
  return (
    <div className="listing">
      <div className="listing-head">
        <h1 className="listing-title">{heading}</h1>
        <p className="listing-count" aria-live="polite">
          {data.countLabel}
        </p>
      </div>
      <div className="listing-layout">
        <aside className="listing-sidebar" aria-label="Categories and filters">
          {sidebarTop}
          <details className="sidebar-section filter-section" open>
            <summary>
              <h2 className="sidebar-heading">Filter</h2>
            </summary>
            <FilterForm
              idPrefix="sidebar-filter"
              action={action}
              query={query}
              counts={data.stockCounts}
              instant
            >
              {/* With JavaScript every change applies at once, so Apply is for browsers without it. */}
              <button type="submit" className="button button-small" hidden={hydrated}>
                Apply
              </button>
            </FilterForm>
          </details>
          {sidebarBottom}
        </aside>
        <div className="listing-main">
          <div className="listing-toolbar">
            <MobileFilterPanel action={action} query={query} counts={data.stockCounts} />
            <SortSelect action={action} query={query} />
          </div>
          <ActiveFilterChips action={action} query={query} filters={data.activeFilters} />
          {data.empty ? <EmptyResultsHelp empty={data.empty} /> : null}
          <ProductGrid tiles={data.tiles} />
          <Pagination action={action} query={query} page={data.page} pageCount={data.pageCount} />
        </div>
      </div>
    </div>
  );
}
