import { useLocation, useNavigate } from "@remix-run/react";
import { Fragment, useEffect, useRef, type ChangeEvent, type FormEvent, type ReactNode } from "react";

import {
  listingHref,
  listingParams,
  panelQuery,
  PANEL_MARKER,
  type ListingQuery,
} from "~/listing/listing-query";
import type { StockCounts } from "~/listing/filter-counts";
import { NO_FILTERS, priceInputValue, queryFromForm } from "~/listing/listing-form";

import { HiddenParams, SortField } from "./SortSelect";

/** Typing a price waits this long after the last keystroke before the listing updates. */
const PRICE_DEBOUNCE_MS = 600;

/** The two price inputs ("From" and "To"), in the order they are shown. */
const priceBounds = [
  { name: "minPrice", idSuffix: "min-price", label: "Price from", placeholder: "From" },
  { name: "maxPrice", idSuffix: "max-price", label: "Price to", placeholder: "To" },
] as const;

/**
 * Stock and price filters as a GET form, so they work without JavaScript (Apply submits; the
 * form carries the current sort and search text, and drops the page). With JavaScript and
 * `instant`, every change navigates at once (price inputs after a pause) to the clean URL;
 * the URL stays the truth, and the controls follow it on back and forward.
 */
export function FilterForm({
  idPrefix,
  action,
  query,
  instant,
  withSort = false,
  outOfStockWins = false,
  counts,
  children,
}: {
  idPrefix: string;
  action: string;
  query: ListingQuery;
  instant: boolean;
  /** The mobile panel carries the sort select too. */
  withSort?: boolean;
  /** The phone's panel: both stock boxes ticked mean Out of Stock (docs/shop-urls.md). */
  outOfStockWins?: boolean;
  /** What each stock box alone would list; a box that would list nothing is disabled (unless ticked). */
  counts: StockCounts;
  children: ReactNode;
}) {
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  /** The price input whose pause is running (typed, not yet applied). */
  const typing = useRef<HTMLInputElement | null>(null);
  const location = useLocation();

  useEffect(() => () => clearTimeout(timer.current), []);

  // After back/forward, a chip or any link, every control shows the URL's values, the focused one
  // included: a price typed but not yet applied (its pause still running) is the only exception,
  // and the navigation that pause ends in makes the URL say the same.
  const { minPrice, maxPrice, inStock, outOfStock, sort } = query;
  useEffect(() => {
    const form = formRef.current;
    if (form) showQuery(form, { minPrice, maxPrice, inStock, outOfStock, sort }, typing.current);
  }, [location.key, minPrice, maxPrice, inStock, outOfStock, sort]);

  function apply() {
    clearTimeout(timer.current);
    typing.current = null;
    const form = formRef.current;
    if (!form) return;
    const read = queryFromForm(form, query);
    const next = listingHref(action, outOfStockWins ? panelQuery(read) : read);
    if (next !== listingHref(action, query, { page: 1 }) || query.page !== 1) navigate(next);
  }

  function onChange(event: ChangeEvent<HTMLFormElement>) {
    if (!instant) return;
    const target = event.target as EventTarget;
    if (target instanceof HTMLInputElement && target.type === "number") {
      clearTimeout(timer.current);
      typing.current = target;
      timer.current = setTimeout(apply, PRICE_DEBOUNCE_MS);
    } else {
      apply();
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    apply();
  }

  const id = (name: string) => `${idPrefix}-${name}`;
  return (
    <form
      ref={formRef}
      method="get"
      action={action}
      className="filter-form"
      aria-label="Filter products"
      onChange={onChange}
      onSubmit={onSubmit}
    >
      <HiddenParams
        params={listingParams(query, {
          ...NO_FILTERS,
          ...(withSort ? { sort: query.defaultSort } : {}),
          page: 1,
        })}
      />
      {outOfStockWins ? <input type="hidden" name={PANEL_MARKER} value="1" /> : null}
      <fieldset className="filter-group">
        <legend>Availability</legend>
        <label className="filter-check" htmlFor={id("in-stock")}>
          <input
            id={id("in-stock")}
            type="checkbox"
            name="inStock"
            value="1"
            defaultChecked={query.inStock}
            disabled={counts.inStock === 0 && !query.inStock}
          />
          In Stock<span className="filter-count">{` (${counts.inStock})`}</span>
        </label>
        <label className="filter-check" htmlFor={id("out-of-stock")}>
          <input
            id={id("out-of-stock")}
            type="checkbox"
            name="outOfStock"
            value="1"
            defaultChecked={query.outOfStock}
            disabled={counts.outOfStock === 0 && !query.outOfStock}
          />
          Out of Stock<span className="filter-count">{` (${counts.outOfStock})`}</span>
        </label>
      </fieldset>
      <fieldset className="filter-group">
        <legend>Price (₹)</legend>
        <div className="filter-prices">
          {priceBounds.map((bound, index) => (
            <Fragment key={bound.name}>
              {index > 0 ? <span aria-hidden="true">–</span> : null}
              <label htmlFor={id(bound.idSuffix)}>
                <span className="visually-hidden">{bound.label}</span>
                <input
                  id={id(bound.idSuffix)}
                  type="number"
                  name={bound.name}
                  min={0}
                  step="any"
                  inputMode="decimal"
                  placeholder={bound.placeholder}
                  defaultValue={priceInputValue(query[bound.name])}
                />
              </label>
            </Fragment>
          ))}
        </div>
      </fieldset>
      {withSort ? <SortField id={id("sort")} value={query.sort} defaultSort={query.defaultSort} /> : null}
      <div className="filter-actions">{children}</div>
    </form>
  );
}

/** Set every control of a filter form to the query's value (`skip`: a price being typed). */
function showQuery(
  form: HTMLFormElement,
  query: Pick<ListingQuery, "minPrice" | "maxPrice" | "inStock" | "outOfStock" | "sort">,
  skip: HTMLInputElement | null,
) {
  const control = (name: string) => {
    const el = form.elements.namedItem(name);
    return el !== skip && (el instanceof HTMLInputElement || el instanceof HTMLSelectElement) ? el : null;
  };
  for (const name of ["minPrice", "maxPrice"] as const) {
    const input = control(name);
    if (input) input.value = priceInputValue(query[name]);
  }
  for (const name of ["inStock", "outOfStock"] as const) {
    const box = control(name);
    if (box instanceof HTMLInputElement) box.checked = query[name];
  }
  const select = control("sort");
  if (select) select.value = query.sort;
}
