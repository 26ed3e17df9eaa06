import { useLocation, useNavigate, useSearchParams } from "@remix-run/react";
import { lazy, Suspense, useRef, useState, type FormEvent } from "react";

import { SEARCH_PATH } from "~/paths";
import { SearchIcon } from "~/components/icons";
import { useHydrated } from "~/hooks/use-hydrated";

import type { SuggestionKeys, SuggestionsView } from "./search-combobox";

const LISTBOX_ID = "header-suggestions";

// The suggestions' code loads when the shopper first focuses or touches the box: no page needs it
// to show or to hydrate.
const loadSuggestions = () => import("./HeaderSuggestions");
const HeaderSuggestions = lazy(() =>
  loadSuggestions().then(({ HeaderSuggestions }) => ({ default: HeaderSuggestions })),
);

const CLOSED: SuggestionsView = { expanded: false, activeId: undefined };

/**
 * The header search box. Without JavaScript it is a plain GET form to /search (the server trims
 * the query). With JavaScript a search navigates inside the app (a blank one does nothing), the
 * box shows the URL's query after every navigation, and it is a combobox whose suggestions
 * (HeaderSuggestions) load on first use.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const hydrated = useHydrated();
  const urlQuery = searchParams.get("query") ?? "";

  const [value, setValue] = useState(urlQuery);
  const [wanted, setWanted] = useState(false);
  const [view, setView] = useState<SuggestionsView>(CLOSED);
  const keys = useRef<SuggestionKeys | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  // A navigation shows the new URL's query in the box.
  const [shownKey, setShownKey] = useState(location.key);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    setValue(urlQuery);
  }

  const text = value.trim();
  const want = () => {
    if (wanted) return;
    void loadSuggestions();
    setWanted(true);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!text) return;
    navigate(`${SEARCH_PATH}?${new URLSearchParams({ query: text })}`);
  }

  return (
    <form
      ref={formRef}
      method="get"
      action={SEARCH_PATH}
      role="search"
      className="header-search"
      onSubmit={onSubmit}
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
        onChange={(event) => setValue(event.currentTarget.value)}
        onFocus={want}
        onPointerDown={want}
        onKeyDown={(event) => keys.current?.(event)}
        {...(hydrated
          ? {
              role: "combobox",
              "aria-autocomplete": "list" as const,
              "aria-expanded": view.expanded,
              "aria-controls": LISTBOX_ID,
              "aria-activedescendant": view.activeId,
            }
          : {})}
      />
      <button type="submit" className="icon-button" aria-label="Search">
        <SearchIcon />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <HeaderSuggestions listboxId={LISTBOX_ID} text={text} form={formRef} keys={keys} onView={setView} />
        </Suspense>
      ) : null}
    </form>
  );
}
