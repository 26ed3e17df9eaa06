import { createContext, createElement, useContext, type ReactNode } from "react";

/**
 * Parts of every page that are the same on every page of a process (the phone menu, the mega
 * menu's columns, the footer's sections) are rendered to HTML once per server process and reused,
 * instead of being rendered again into every page: together they are about a third of a listing
 * page's elements, and rendering elements is most of the cost of a page not seen before.
 *
 * `<Prerendered as="div" name="…">{children}</Prerendered>` is the element `as` with `children`
 * inside. On the server, the first render of a `name` renders `children` on its own, with React's
 * own renderToString (render-document.server.tsx provides it), and every later one puts that HTML
 * inside the element. The browser renders `children` as usual and hydrates them against the same
 * markup: React renders a subtree the same on its own as inside its page (unit tests compare the
 * two byte for byte; a browser test checks every page hydrates without an error).
 *
 * So `children` must depend on nothing that changes within a process, and on no context from above
 * (the router, loader data): only on the embedded catalogue, the site configuration and `name`.
 */
type RenderToString = (element: ReactNode) => string;

const RenderToStringContext = createContext<RenderToString | null>(null);

/** Given by the server's document renderer; absent in the browser, where children render as usual. */
export const PrerenderProvider = RenderToStringContext.Provider;

const htmlByName = new Map<string, string>();

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
  if (!renderToString) return createElement(as, attributes, children);
  let html = htmlByName.get(name);
  if (html === undefined) {
    html = renderToString(children);
    htmlByName.set(name, html);
  }
  return createElement(as, { ...attributes, dangerouslySetInnerHTML: { __html: html } });
}
