import { useLocation, useNavigate, useSearchParams } from "@remix-run/react";
import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";

import { SearchIcon } from "~/components/icons";
import { useHydrated } from "~/components/hooks/use-hydrated";

/** How long typing must pause before suggestions are requested. */
const SUGGEST_DEBOUNCE_MS = 150;
const MAX_SUGGESTIONS = 6;
const LISTBOX_ID = "header-suggestions";

interface Suggestion {
  kind: "category" | "product";
  label: string;
  href: string;
}

const optionId = (index: number) => `header-suggestion-${index}`;
const prefix = (s: Suggestion) => (s.kind === "category" ? "Category: " : "Product: ");

/**
 * The header search box. Without JavaScript it is a plain GET form to /search (the server trims
 * the query). With JavaScript it becomes a WAI-ARIA combobox: suggestions from
 * /api/suggestions (debounced, stale requests aborted) while the input has text (also when it gets
 * focus again), arrow keys move
 * the highlight (reset on typing), Enter opens the highlighted item or runs the search, Escape and
 * a click outside close the list, and a blank search does nothing.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const urlQuery = searchParams.get("query") ?? "";

  const [value, setValue] = useState(urlQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [suggestions, setSuggestions] = useState<{ text: string; items: Suggestion[] }>({
    text: "",
    items: [],
  });
  const formRef = useRef<HTMLFormElement>(null);

  // A navigation (a suggestion, a search, any link) closes the list and shows the URL's query.
  const [shownKey, setShownKey] = useState(location.key);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    setValue(urlQuery);
    setOpen(false);
    setActive(-1);
  }

  const text = value.trim();
  useEffect(() => {
    if (!open || !text) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`/api/suggestions?${new URLSearchParams({ q: text })}`, {
          signal: controller.signal,
          headers: { Accept: "application/json" },
        });
        if (!response.ok) return;
        const body = (await response.json()) as { suggestions?: Suggestion[] };
        if (!controller.signal.aborted) {
          setSuggestions({ text, items: (body.suggestions ?? []).slice(0, MAX_SUGGESTIONS) });
        }
      } catch {
        // Aborted because the shopper typed on, or offline: the plain search still works.
      }
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [open, text]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!formRef.current?.contains(event.target as Node)) close();
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const items = text ? suggestions.items : [];
  const expanded = hydrated && open && items.length > 0;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function go(suggestion: Suggestion) {
    close();
    navigate(suggestion.href);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text) return;
    close();
    navigate(`/search?${new URLSearchParams({ query: text })}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case "ArrowDown":
      case "ArrowUp": {
        event.preventDefault();
        if (!text) return;
        if (!open) {
          setOpen(true);
          return;
        }
        const n = items.length;
        if (n === 0) return;
        setActive((i) => (event.key === "ArrowDown" ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
        return;
      }
      case "Enter":
        if (expanded && active >= 0 && items[active]) {
          event.preventDefault();
          go(items[active]);
        }
        return; // otherwise the form submits: a search
      case "Escape":
        if (open) {
          event.preventDefault();
          close();
        }
        return;
    }
  }

  return (
    <form
      ref={formRef}
      method="get"
      action="/search"
      role="search"
      className="header-search"
      onSubmit={onSubmit}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <label htmlFor="header-search-input" className="visually-hidden">
        Search products
      </label>
      <input
        id="header-search-input"
        type="search"
        name="query"
        placeholder="Search incense, dhoop, candles…"
        autoComplete="off"
        maxLength={200}
        value={value}
        onChange={(event) => {
          setValue(event.currentTarget.value);
          setOpen(event.currentTarget.value.trim() !== "");
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        // Back in a box that already holds text: its suggestions again.
        onFocus={(event) => setOpen(event.currentTarget.value.trim() !== "")}
        {...(hydrated
          ? {
              role: "combobox",
              "aria-autocomplete": "list" as const,
              "aria-expanded": expanded,
              "aria-controls": LISTBOX_ID,
              "aria-activedescendant": expanded && active >= 0 ? optionId(active) : undefined,
            }
          : {})}
      />
      <button type="submit" className="icon-button" aria-label="Search">
        <SearchIcon />
      </button>
      {hydrated ? (
        <ul
          id={LISTBOX_ID}
          role="listbox"
          aria-label="Suggestions"
          className="header-suggestions"
          hidden={!expanded}
        >
          {items.map((suggestion, i) => (
            // Options are reached with the arrow keys from the input (aria-activedescendant); the
            // mouse picks them directly. mousedown is cancelled so the input keeps focus.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <li
              key={suggestion.href + i}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              className={i === active ? "header-suggestion is-active" : "header-suggestion"}
              onMouseDown={(event) => event.preventDefault()}
              onMouseEnter={() => setActive(i)}
              onClick={() => go(suggestion)}
            >
              <span className="header-suggestion-kind">{prefix(suggestion)}</span>
              {suggestion.label}
            </li>
          ))}
        </ul>
      ) : null}
      {hydrated ? (
        <p className="visually-hidden" role="status">
          {expanded ? `${items.length} suggestion${items.length === 1 ? "" : "s"} available` : ""}
        </p>
      ) : null}
    </form>
  );
}
