import { useLocation, useNavigate } from "@remix-run/react";
import { useEffect, useLayoutEffect, useState, type KeyboardEvent, type RefObject } from "react";

import { SUGGESTIONS_PATH } from "~/paths";

import type { SuggestionKeys, SuggestionsView } from "./search-combobox";

/** How long typing must pause before suggestions are requested. */
const SUGGEST_DEBOUNCE_MS = 150;
const MAX_SUGGESTIONS = 6;

interface Suggestion {
  kind: "category" | "product";
  label: string;
  href: string;
}

const optionId = (index: number) => `header-suggestion-${index}`;
const prefix = (s: Suggestion) => (s.kind === "category" ? "Category: " : "Product: ");

/**
 * The header search's suggestions, a WAI-ARIA combobox popup: loaded once the shopper first focuses
 * or touches the box (HeaderSearch), it asks /api/suggestions (debounced, stale requests aborted)
 * while the box has text, also when it gets focus again; arrow keys move the highlight (reset on
 * typing), Enter opens the highlighted item, and Escape, leaving the box, a click outside it or a
 * navigation close the list. The box stays HeaderSearch's: this reports what the box must say
 * (`onView`) and takes its keys (`keys`).
 */
export function HeaderSuggestions({
  listboxId,
  text,
  form,
  keys,
  onView,
}: {
  /** The id the box's aria-controls names. */
  listboxId: string;
  /** The box's text, trimmed. */
  text: string;
  form: RefObject<HTMLFormElement>;
  keys: { current: SuggestionKeys | null };
  onView: (view: SuggestionsView) => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  // Mounted on the first focus: a box that already holds text shows its suggestions.
  const [open, setOpen] = useState(() => text !== "" && isFocusedIn(form.current));
  const [active, setActive] = useState(-1);
  const [suggestions, setSuggestions] = useState<{ text: string; items: Suggestion[] }>({
    text: "",
    items: [],
  });

  // Typing opens the list (while there is text) and resets the highlight.
  const [typed, setTyped] = useState(text);
  if (typed !== text) {
    setTyped(text);
    setOpen(text !== "");
    setActive(-1);
  }
  // A navigation (a suggestion, a search, any link) closes the list.
  const [shownKey, setShownKey] = useState(location.key);
  if (shownKey !== location.key) {
    setShownKey(location.key);
    setOpen(false);
    setActive(-1);
  }

  const items = text ? suggestions.items : [];
  const expanded = open && items.length > 0;

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function go(suggestion: Suggestion) {
    close();
    navigate(suggestion.href);
  }

  useEffect(() => {
    if (!open || !text) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(`${SUGGESTIONS_PATH}?${new URLSearchParams({ q: text })}`, {
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

  // Focus back in a box that holds text opens the list; focus leaving the form closes it.
  useEffect(() => {
    const element = form.current;
    if (!element) return;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof HTMLInputElement) setOpen(event.target.value.trim() !== "");
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) close();
    };
    element.addEventListener("focusin", onFocusIn);
    element.addEventListener("focusout", onFocusOut);
    return () => {
      element.removeEventListener("focusin", onFocusIn);
      element.removeEventListener("focusout", onFocusOut);
    };
  }, [form]);

  useEffect(() => {
    if (!open) return;
    function onPointerDown(event: PointerEvent) {
      if (!form.current?.contains(event.target as Node)) close();
    }
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open, form]);

  // The box's ARIA state, set before the browser paints.
  const activeId = expanded && active >= 0 ? optionId(active) : undefined;
  useLayoutEffect(() => onView({ expanded, activeId }), [expanded, activeId, onView]);

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
  // The box hands its keys to the current render's handler.
  useLayoutEffect(() => {
    keys.current = onKeyDown;
    return () => {
      keys.current = null;
    };
  });

  return (
    <>
      <ul
        id={listboxId}
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
      <p className="visually-hidden" role="status">
        {expanded ? `${items.length} suggestion${items.length === 1 ? "" : "s"} available` : ""}
      </p>
    </>
  );
}

function isFocusedIn(element: HTMLElement | null): boolean {
  return element !== null && element.contains(document.activeElement);
}
