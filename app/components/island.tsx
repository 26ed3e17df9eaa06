import {
  createContext,
  createElement,
  useContext,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from "react";

/**
 * An island: a part of a page the server renders and the browser never hydrates (a listing's
 * category panels, a product's description, the footer's sections). The browser loads neither its
 * components nor its data, and spends no time walking its elements while the page hydrates.
 *
 * A loader makes one with `island(context, name, render)` (island.server.tsx) and returns it in its
 * data; the page shows it with `<Island as="section" island={data.part} />`. The part carries its name
 * and, on a client-side navigation, its HTML; for a document, only its name (the HTML is already in
 * the page, and is not sent a second time in the data the page hydrates from):
 * - on the server, the document's renderer provides what the loaders kept aside (`IslandsProvider`);
 * - in the browser while the page hydrates, the element keeps the HTML the server sent (read from
 *   the page and handed back to React as inner HTML, which React leaves alone);
 * - after a client-side navigation, the HTML came in the part itself.
 *
 * The element itself (`as`, its attributes, handlers and `elementRef`) is React's like any other:
 * only what is inside is the island's.
 */
export interface IslandPart {
  /** Unique on a page; also the element's `data-island`. */
  readonly name: string;
  /** The island's HTML, or null in a document's data (it is in the document's HTML). */
  readonly html: string | null;
}

/** On the server, for a document: the islands its loaders made, by name (HTML or a render). */
export type DocumentIslands = ReadonlyMap<string, string | (() => ReactNode)>;

const DocumentIslandsContext = createContext<DocumentIslands | null>(null);

/** Given by the server's document renderer; absent in the browser. */
export const IslandsProvider = DocumentIslandsContext.Provider;

/**
 * In the browser: each island's HTML as the server sent it into this document, read while the page
 * hydrates and remembered, so an island mounted again later (the footer, back from a page without
 * it) still has it.
 */
const sentByServer = new Map<string, string>();

function htmlSentByServer(name: string): string | null {
  const remembered = sentByServer.get(name);
  if (remembered !== undefined) return remembered;
  // Once the page has hydrated, an element on the page may be one React rendered.
  if (typeof document === "undefined" || document.documentElement.dataset.hydrated) return null;
  const html = document.querySelector(`[data-island="${name}"]`)?.innerHTML;
  if (html === undefined) return null;
  sentByServer.set(name, html);
  return html;
}

export function Island({
  as,
  island,
  elementRef,
  ...attributes
}: Omit<HTMLAttributes<HTMLElement>, "children" | "dangerouslySetInnerHTML"> & {
  as: "div" | "nav" | "section" | "ul";
  /** What the loader returned; undefined when it is missing (a failed root loader's error page). */
  island: IslandPart | undefined;
  elementRef?: Ref<HTMLElement>;
}) {
  const documentIslands = useContext(DocumentIslandsContext);
  if (!island) return createElement(as, { ...attributes, ref: elementRef });
  const marked = { ...attributes, ref: elementRef, "data-island": island.name };
  const kept = documentIslands?.get(island.name);
  // On the server, a per-request island renders in place, inside the page's own render.
  if (typeof kept === "function") return createElement(as, marked, kept());
  const html = island.html ?? kept ?? htmlSentByServer(island.name);
  if (html === null) return createElement(as, marked);
  return createElement(as, { ...marked, dangerouslySetInnerHTML: { __html: html } });
}
