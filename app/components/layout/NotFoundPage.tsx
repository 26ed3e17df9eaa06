import { Form } from "@remix-run/react";

import { HOME_PATH, SEARCH_PATH } from "~/paths";
import { shopCollectionLinks } from "~/catalog/menu";
import { shopLink } from "~/shop-link";

/** The 404 page: says what was not found and offers a way on (search and collections). */
export function NotFoundPage({ message }: { message: string }) {
  return (
    <section className="not-found">
      <h1>{message}</h1>
      <p>
        We could not find what you were looking for. It may have moved, or the link may be mistyped. Try a
        search, or browse one of our collections.
      </p>
      <Form method="get" action={SEARCH_PATH} role="search" className="not-found-search">
        <label htmlFor="not-found-search">Search the shop</label>
        <input id="not-found-search" type="search" name="query" maxLength={200} />
        <button type="submit" className="button">
          Search
        </button>
      </Form>
      <h2>Browse our collections</h2>
      <ul className="not-found-links">
        {shopCollectionLinks.map((link) => (
          <li key={link.href}>
            <a {...shopLink(link.href)}>{link.label}</a>
          </li>
        ))}
        <li>
          <a {...shopLink(HOME_PATH)}>Home</a>
        </li>
      </ul>
    </section>
  );
}
