import { createContext, createElement, lazy, Suspense, useContext, useState } from "react";

import type { PrerenderedPartName } from "~/components/prerendered-parts";

/**
 * Parts of every page that are the same on every page of a process (the phone menu, the mega
 * menu's columns, the footer's sections) are rendered to HTML once per server process and reused,
 * instead of being rendered again into every page: together they are about a third of a listing
 * page's elements, and rendering elements is most of the cost of a page not seen before.
 *
 * `<Prerendered as="div" name="…" />` is the element `as` (marked `data-prerendered="name"`) with
 * the part `name` of prerendered-parts.tsx inside. On the server, the first render of a `name`
 * renders the part on its own, with React's renderToString (render-document.server.tsx provides
 * it), and every later one puts that HTML inside the element. React renders a subtree the same on
 * its own as inside its page (unit tests compare the two byte for byte).
 *
 * The browser does not hydrate them, nor even load their code: while the page hydrates, the
 * element keeps the HTML the server sent (read from the page as its inner HTML, which React leaves
 * alone), so a phone spends no time walking a third of the page that holds nothing to hydrate.
 * That HTML is remembered, and a part mounted again later (the footer, back from the calculator,
 * which has none) gets it again. Nothing inside may therefore need React: no handlers, no state,
 * only markup (the menus' behaviour lives on elements around them, and links are followed by the
 * window's listener, in-app-links.ts). Only a part that mounts without the server ever having sent
 * it into this document loads its code (prerendered-parts.tsx) and renders as usual.
 *
 * So a part must depend on nothing that changes within a process, and on no context from above
 * (the router, loader data): only on the embedded catalogue and the site configuration.
 */
type RenderPart = (name: PrerenderedPartName) => string;

const RenderPartContext = createContext<RenderPart | null>(null);

/** Given by the server's document renderer; absent in the browser. */
export const PrerenderProvider = RenderPartContext.Provider;

/** On the server, each part's HTML for the process; in the browser, as the server sent it to this document. */
const htmlByName = new Map<string, string>();

/** The HTML the server sent for part `name` into this document; null if it never did. */
function htmlFromServer(name: PrerenderedPartName): string | null {
  if (typeof document === "undefined") return null;
  const remembered = htmlByName.get(name);
  if (remembered !== undefined) return remembered;
  if (document.documentElement.dataset.hydrated) return null;
  const html = document.querySelector(`[data-prerendered="${name}"]`)?.innerHTML ?? null;
  if (html !== null) htmlByName.set(name, html);
  return html;
}

const PrerenderedPart = lazy(() =>
  import("~/components/prerendered-parts").then(({ PrerenderedPart }) => ({ default: PrerenderedPart })),
);

export function Prerendered({
  as,
  name,
  ...attributes
}: {
  as: "div";
  /** Which part of prerendered-parts.tsx. */
  name: PrerenderedPartName;
  className?: string;
}) {
  const renderPart = useContext(RenderPartContext);
  // Decided once per element: kept for its life, so React never swaps the markup under it.
  const [browserHtml] = useState(() => (renderPart ? null : htmlFromServer(name)));
  const marked = { ...attributes, "data-prerendered": name };
  let html = browserHtml;
  if (renderPart) {
    html = htmlByName.get(name) ?? null;
    if (html === null) {
      html = renderPart(name);
      htmlByName.set(name, html);
    }
  }
  if (html === null)
    return createElement(
      as,
      marked,
      createElement(Suspense, { fallback: null }, createElement(PrerenderedPart, { name })),
    );
  return createElement(as, { ...marked, dangerouslySetInnerHTML: { __html: html } });
}
