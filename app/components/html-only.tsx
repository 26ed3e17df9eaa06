import {
  createContext,
  createElement,
  useContext,
  useState,
  type HTMLAttributes,
  type ReactNode,
} from "react";

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

/** The HTML the server sent for `name` into this document, before React took it over. */
function htmlFromServer(name: string): string | null {
  if (typeof document === "undefined" || document.documentElement.dataset.hydrated) return null;
  return document.querySelector(`[data-html-only="${name}"]`)?.innerHTML ?? null;
}

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
  const [serverHtml] = useState(() => (value === null && !kept ? htmlFromServer(name) : null));
  const marked = { ...attributes, "data-html-only": name };
  if (value !== null) return createElement(as, marked, render(value));
  if (kept) return createElement(as, marked, kept.has(name) ? render(kept.get(name) as T) : null);
  if (serverHtml === null) return createElement(as, marked);
  return createElement(as, { ...marked, dangerouslySetInnerHTML: { __html: serverHtml } });
}
