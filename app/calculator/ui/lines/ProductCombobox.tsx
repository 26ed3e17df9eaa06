import { forwardRef, useEffect, useId, useImperativeHandle, useMemo, useRef } from "react";

import { rateBasis, schemeLabel } from "~/calculator/arithmetic/invoice-labels";
import type { PriceListItem } from "~/calculator/price-list/price-list-item";
import { filterProducts } from "~/calculator/price-list/product-search";
import { formatINR, toPaise } from "~/money/money";

import { useComboboxList } from "../use-combobox-list";

/**
 * The searchable product dropdown, following the WAI-ARIA combobox pattern (list autocomplete with
 * automatic selection): it opens on focus or typing; typing highlights the first match; Arrow Down/Up
 * move the highlight, Enter picks it, Escape closes (and a second Escape clears the text); clicking
 * outside closes it. The list is at most 320 px tall and scrolls. When the form hands the focus back
 * after Add to List, the list stays closed until the rep types (or taps the box, or presses Arrow Down):
 * on a phone it would otherwise cover the line just added.
 */
interface ProductComboboxProps {
  items: readonly PriceListItem[];
  query: string;
  selectedName: string | null;
  describedBy: string;
  invalid: boolean;
  onQueryChange: (query: string) => void;
  onSelect: (item: PriceListItem) => void;
}

const MAX_OPTIONS = 100;

export interface ProductComboboxHandle {
  /** Focus the text box; with `listClosed` the list does not open for this focus. */
  focus(options?: { listClosed?: boolean }): void;
}

export const ProductCombobox = forwardRef<ProductComboboxHandle, ProductComboboxProps>(
  function ProductCombobox(
    { items, query, selectedName, describedBy, invalid, onQueryChange, onSelect },
    ref,
  ) {
    const id = useId();
    const inputId = `${id}-input`;
    const listboxId = `${id}-listbox`;
    const hintId = `${id}-hint`;
    const listRef = useRef<HTMLUListElement>(null);
    const inputRef = useRef<HTMLInputElement>(null);
    // Set only while focus() hands the focus back with the list to stay closed.
    const focusingClosed = useRef(false);
    useImperativeHandle(
      ref,
      () => ({
        focus(options) {
          focusingClosed.current = options?.listClosed ?? false;
          try {
            inputRef.current?.focus(); // the focus event runs inside this call
          } finally {
            focusingClosed.current = false;
          }
        },
      }),
      [],
    );

    // After a pick the text is the product's name: show the whole list again, not just that product.
    const showAll = selectedName !== null && selectedName === query;
    const { matches, total } = useMemo(
      () => filterProducts(items, showAll ? "" : query, MAX_OPTIONS),
      [items, query, showAll],
    );
    const selectedIndex =
      selectedName === null ? -1 : matches.findIndex((item) => item.name === selectedName);
    const { open, activeIndex, wrapperRef, openList, close, ...list } = useComboboxList({
      // A closed list opens at the product picked, or at its first (Arrow Down) or last (Arrow Up) one.
      openingIndex: (key) =>
        selectedIndex >= 0 ? selectedIndex : key === "ArrowDown" ? 0 : matches.length - 1,
      // A second Escape clears the text.
      onEscapeClosed: () => {
        if (query === "") return false;
        onQueryChange("");
        return true;
      },
    });

    useEffect(() => {
      if (!open || activeIndex < 0) return;
      const option = listRef.current?.children[activeIndex];
      if (option instanceof HTMLElement) option.scrollIntoView({ block: "nearest" });
    }, [open, activeIndex]);

    function pick(item: PriceListItem) {
      onSelect(item);
      close();
    }

    const expanded = open && matches.length > 0;
    const activeId =
      expanded && activeIndex >= 0 && activeIndex < matches.length
        ? `${id}-option-${activeIndex}`
        : undefined;
    const emptyMessage =
      items.length === 0
        ? "No products loaded. Use the fallback list or load your own."
        : `No product matches “${query.trim()}”.`;

    return (
      <div className="calc-combobox" ref={wrapperRef}>
        <label htmlFor={inputId}>Product</label>
        <div className="calc-combobox-control">
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeId}
            aria-invalid={invalid || undefined}
            aria-describedby={`${hintId} ${describedBy}`}
            autoComplete="off"
            spellCheck={false}
            value={query}
            placeholder="Type to search products"
            onFocus={() => {
              if (focusingClosed.current) return;
              openList(-1);
              // On a phone the list needs the room between the box and the bar at the bottom.
              if (matchMedia("(max-width: 899px)").matches)
                wrapperRef.current?.scrollIntoView({ block: "start" });
            }}
            onClick={() => {
              if (!open) openList(-1);
            }}
            onChange={(event) => {
              onQueryChange(event.target.value);
              openList(event.target.value.trim() === "" ? -1 : 0);
            }}
            onKeyDown={(event) => list.onKeyDown(event, matches, pick)}
            onBlur={list.onBlur}
          />
          <ul
            ref={listRef}
            id={listboxId}
            role="listbox"
            aria-label="Products"
            className="calc-listbox"
            hidden={!expanded}
            // Dragging the list's scrollbar must not take the focus out of the text box and close the list.
            onMouseDown={(event) => event.preventDefault()}
          >
            {/* Options exist only while the list shows: a hundred hidden ones would be rendered, hydrated
              and rendered again on every keystroke for nothing. */}
            {(expanded ? matches : []).map((item, index) => (
              // Keyboard users choose options through the combobox input (WAI-ARIA combobox pattern).
              // eslint-disable-next-line jsx-a11y/click-events-have-key-events
              <li
                key={item.name}
                id={`${id}-option-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                className={index === activeIndex ? "is-active" : undefined}
                onClick={() => pick(item)}
              >
                <span className="calc-option-name">{item.name}</span>
                <span className="calc-option-meta">
                  {item.category} · {formatINR(toPaise(item.rate))}/{rateBasis(item)}·{" "}
                  {schemeLabel(item.scheme)}
                </span>
              </li>
            ))}
          </ul>
        </div>
        <p id={hintId} className="calc-hint">
          Type to filter, arrow keys to choose, Enter to pick.
        </p>
        {open && matches.length === 0 ? (
          <p className="calc-combobox-empty" role="status">
            {emptyMessage}
          </p>
        ) : null}
        {expanded && total > matches.length ? (
          <p className="calc-hint">
            Showing {matches.length} of {total}; type more to narrow the list.
          </p>
        ) : null}
      </div>
    );
  },
);
