import { Form, useNavigate, useSearchParams } from "@remix-run/react";
import type { FormEvent } from "react";

import { SearchIcon } from "~/components/icons";

/**
 * The header search box: a plain GET form to /search, so it works without JavaScript
 * (the server trims the query). With JavaScript a blank search does nothing.
 */
export function HeaderSearch() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get("query") ?? "").trim();
    if (!query) return;
    navigate(`/search?${new URLSearchParams({ query })}`);
  }

  return (
    <Form method="get" action="/search" role="search" className="header-search" onSubmit={onSubmit}>
      <label htmlFor="header-search-input" className="visually-hidden">
        Search products
      </label>
      <input
        id="header-search-input"
        type="search"
        name="query"
        placeholder="Search incense, dhoop, candles…"
        autoComplete="off"
        defaultValue={searchParams.get("query") ?? ""}
        maxLength={200}
      />
      <button type="submit" className="icon-button" aria-label="Search">
        <SearchIcon />
      </button>
    </Form>
  );
}
