import { createContext, createElement, useContext, useState, type ReactNode } from "react";

/**
 * Parts of every page that are the same on every page of a process (the phone menu, the mega
 * menu's columns, the footer's sections) are rendered to HTML once per server process and reused,
 * instead of being rendered again into every page: together they are about a third of a listing
 * page's elements, and rendering elements is most of the cost of a page not seen before.
 *
 * `<Prerendered as="div" name="…">{children}</Prerendered>` is the element `as` (marked
 * `data-prerendered="name"`) with `children` inside. On the server, the first render of a `name`
 * renders `children` on its own, with React's own renderToString (render-document.server.tsx provides
 * it), and every later one puts that HTML inside the element. React renders a subtree the same on its
 * own as inside its page (unit tests compare the two byte for byte).
 *
 * The browser does not hydrate them either: while the page hydrates, the element keeps the HTML the
 * server sent (read from the page as its inner HTML, which React leaves alone), so a phone spends no
 * time walking a third of the page that holds nothing to hydrate. Nothing inside may therefore need
 * React: no handlers, no state, only markup (the menus' behaviour lives on elements around them, and
 * links are followed by the window's listener, in-app-links.ts). Mounted later, after hydration (a
 * part that appears on a client-side navigation), it renders `children` as usual.
 *
 * So `children` must depend on nothing that changes within a process, and on no context from above
 * (the router, loader data): only on the embedded catalogue, the site configuration and `name`.
 */
type RenderToString = (element: ReactNode) => string;

const RenderToStringContext = createContext<RenderToString | null>(null);

/** Given by the server's document renderer; absent in the browser, where children render as usual. */
export const PrerenderProvider = RenderToStringContext.Provider;

const htmlByName = new Map<string, string>();

/** The HTML the server put in part `name`, while the page is hydrating; null otherwise. */
function htmlFromServer(name: string): string | null {
  if (typeof document === "undefined" || document.documentElement.dataset.hydrated) return null;
  return document.querySelector(`[data-prerendered="${name}"]`)?.innerHTML ?? null;
}

export function Prerendered({
  as,
  name,
  children,
  ...attributes
}: {
  as: "div";
  /** Names this part for the whole process: one `name`, one content. */
  name: string;
  children: ReactNode;
  className?: string;
}) {
  const renderToString = useContext(RenderToStringContext);
  // Decided once per element: kept for its life, so React never swaps the markup under it.
  const [hydratingHtml] = useState(() => (renderToString ? null : htmlFromServer(name)));
  const marked = { ...attributes, "data-prerendered": name };
  let html = hydratingHtml;
  if (renderToString) {
    html = htmlByName.get(name) ?? null;
    if (html === null) {
      html = renderToString(children);
      htmlByName.set(name, html);
    }
  }
  if (html === null) return createElement(as, marked, children);
  return createElement(as, { ...marked, dangerouslySetInnerHTML: { __html: html } });
}
