import {
  createContext,
  createElement,
  useContext,
  useEffect,
  useState,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from "react";

import { prerenderedPartPath } from "~/paths";
import type { PrerenderedPartName } from "~/components/prerendered-parts.server";

/**
 * Parts of pages that are the same on every page of a process (the phone menu, the mega menu's
 * columns, the footer's sections, the home page's copy) are rendered to HTML once per server process
 * and reused, instead of being rendered again into every page: together they are about a third of a
 * listing page's elements, and rendering elements is most of the cost of a page not seen before.
 *
 * `<Prerendered as="div" name="…" />` is the element `as` (marked `data-prerendered="name"`) with
 * the part `name` of prerendered-parts.server.tsx inside. The element itself is React's like any
 * other: its attributes, handlers and `elementRef` (a scrolling row's buttons and keys) hydrate. On the server, the part's HTML for the
 * process is put inside the element (render-document.server.tsx provides it). React renders a
 * subtree the same on its own as inside its page (unit tests compare the two byte for byte).
 *
 * The browser neither hydrates them nor loads their code or data: while the page hydrates, the
 * element keeps the HTML the server sent (read from the page as its inner HTML, which React leaves
 * alone), so a phone spends no time walking a third of the page that holds nothing to hydrate.
 * That HTML is remembered, and a part mounted again later (the footer, back from the calculator,
 * which has none) gets it again. A part the server never sent into this document (the home page's
 * copy, reached by a client-side navigation) is fetched from /api/parts/{name}: a route that shows
 * one asks for its parts in its `clientLoader` (`loadPrerenderedParts`), so the page appears whole.
 *
 * Nothing inside may therefore need React: no handlers, no state, only markup (the menus' behaviour
 * lives on elements around them, and links are followed by the window's listener, in-app-links.ts).
 * And a part must depend on nothing that changes within a process, nor on any context from above
 * (the router, loader data): only on the embedded catalogue, the content and the site configuration.
 *
 * `HtmlOnly`, below, is the same idea for a part that differs from page to page: it shares this
 * module's reading of the server's HTML and its element that holds HTML React leaves alone.
 */
type PartHtml = (name: PrerenderedPartName) => string;

const PartHtmlContext = createContext<PartHtml | null>(null);

/** Given by the server's document renderer; absent in the browser. */
export const PrerenderProvider = PartHtmlContext.Provider;

/** In the browser: each part's HTML, as the server sent it into this document or as fetched. */
const htmlByName = new Map<PrerenderedPartName, string>();
const fetching = new Map<PrerenderedPartName, Promise<string>>();

/**
 * The inner HTML of the element marked `attribute="name"` as the server sent it into this document
 * (this module's parts and its HtmlOnly's); null on the server, when there is none, or once the
 * page has hydrated, since an element on the page may then be one React rendered.
 */
export function htmlSentByServer(attribute: string, name: string): string | null {
  if (typeof document === "undefined" || document.documentElement.dataset.hydrated) return null;
  return document.querySelector(`[${attribute}="${name}"]`)?.innerHTML ?? null;
}

/** The element `as` with `attributes`, holding `html` (React leaves it alone), or empty for null. */
export function elementHolding(as: string, attributes: object, html: string | null) {
  if (html === null) return createElement(as, attributes);
  return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
}

/** The HTML of part `name` already known to this document; null if the server never sent it. */
function knownHtml(name: PrerenderedPartName): string | null {
  const remembered = htmlByName.get(name);
  if (remembered !== undefined) return remembered;
  const html = htmlSentByServer("data-prerendered", name);
  if (html !== null) htmlByName.set(name, html);
  return html;
}

function fetchPart(name: PrerenderedPartName): Promise<string> {
  const known = knownHtml(name);
  if (known !== null) return Promise.resolve(known);
  let pending = fetching.get(name);
  if (!pending) {
    pending = fetch(prerenderedPartPath(name))
      .then((response) => {
        if (!response.ok) throw new Error(`The part ${name} answered ${response.status}.`);
        return response.text();
      })
      .then((html) => {
        htmlByName.set(name, html);
        return html;
      })
      .finally(() => fetching.delete(name));
    fetching.set(name, pending);
  }
  return pending;
}

/**
 * For a route's `clientLoader`: settles once the parts its page shows are known (fetched if need
 * be), so a client-side navigation renders the page whole. A failed fetch is left to the part
 * itself, which asks again when it mounts.
 */
export async function loadPrerenderedParts(names: readonly PrerenderedPartName[]): Promise<void> {
  await Promise.all(names.map((name) => fetchPart(name).catch(() => null)));
}

export function Prerendered({
  as,
  name,
  elementRef,
  ...attributes
}: Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML"> & {
  as: "div" | "ul";
  /** Which part of prerendered-parts.server.tsx. */
  name: PrerenderedPartName;
  elementRef?: Ref<HTMLElement>;
}) {
  const partHtml = useContext(PartHtmlContext);
  // Decided once per element: kept for its life, so React never swaps the markup under it.
  const [browserHtml, setBrowserHtml] = useState(() => (partHtml ? null : knownHtml(name)));
  const missing = !partHtml && browserHtml === null;
  useEffect(() => {
    if (!missing) return;
    let mounted = true;
    fetchPart(name).then(
      (html) => mounted && setBrowserHtml(html),
      // Left empty: the page around it still works, and the next page asks again.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [missing, name]);
  const html = partHtml ? partHtml(name) : browserHtml;
  return elementHolding(as, { ...attributes, ref: elementRef, "data-prerendered": name }, html);
}

/**
 * A part of a page that differs from request to request but holds nothing to hydrate (a listing's
 * sidebar: headings and counted links), whose data goes into the document's HTML only, not again
 * into the inline data the page hydrates from.
 *
 * The loader passes the part's data through `htmlOnlyData(context, name, value)`
 * (html-only.server.ts): for a document request it keeps the value aside for the renderer and sends
 * null; for a client-side navigation's data request it sends the value as usual.
 * `<HtmlOnly as="div" name="…" value={data.part} render={(value) => …} />` then renders:
 * - on the server, the part from the value kept aside (render-document.server.tsx provides them);
 * - in the browser while the page hydrates (the value is null), the element with the HTML the server
 *   sent, read from the page as its inner HTML, which React leaves alone;
 * - in the browser after a client-side navigation, the part from the value, as any component.
 * So the render function must give the same markup from the same value anywhere, and the part must
 * need no handlers or state of its own (links are followed by the window's listener, in-app-links.ts).
 */
const KeptValuesContext = createContext<ReadonlyMap<string, unknown> | null>(null);

/** Given by the server's document renderer; absent in the browser. */
export const HtmlOnlyProvider = KeptValuesContext.Provider;

export function HtmlOnly<T>({
  as,
  name,
  value,
  render,
  ...attributes
}: Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML"> & {
  as: "div" | "nav" | "section";
  /** Unique on the page; the same name the loader gave `htmlOnlyData`. */
  name: string;
  value: T | null;
  render: (value: T) => ReactNode;
}) {
  const kept = useContext(KeptValuesContext);
  // Read once, while hydrating: kept for the element's life, so React never swaps the markup under it.
  const [serverHtml] = useState(() =>
    value === null && !kept ? htmlSentByServer("data-html-only", name) : null,
  );
  const marked = { ...attributes, "data-html-only": name };
  if (value !== null) return createElement(as, marked, render(value));
  if (kept) return createElement(as, marked, kept.has(name) ? render(kept.get(name) as T) : null);
  return elementHolding(as, marked, serverHtml);
}
