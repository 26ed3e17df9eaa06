import type { AppLoadContext } from "@remix-run/node";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";

import type { DocumentIslands, IslandPart } from "~/components/island";

/**
 * The loader's side of an island (island.tsx): `island(context, name, render)` binds the island's
 * name to what it shows (`render`, a closure over the loader's data) and gives the part the loader
 * returns and the page hands to `<Island island={…} />`. For a request of a whole document
 * (`context.documentRequest`, set by server/remix-handler.mjs from the request's URL, the same
 * under `npm run dev` and `npm start`) the render is kept aside for the document's renderer and
 * the part carries no HTML; for a client-side navigation's data request the part carries the HTML.
 * Either way the browser never has the island's components or data.
 *
 * `render` must give markup only: no handlers, state, effects or refs (they would work on a
 * client-side navigation and be dead on a first load), nor anything read from React context (the
 * router's, loader data): it is rendered on its own. test/unit/components/island.test.ts checks
 * every island the shop's loaders make.
 */
export function island(context: AppLoadContext, name: string, render: () => ReactNode): IslandPart {
  if (!context.documentRequest) return { name, html: renderToString(render()) };
  keep(context, name, render);
  return { name, html: null };
}

const sharedHtml = new Map<string, string>();
const sharedRenders = new Map<string, () => ReactNode>();

/**
 * An island the same for every request a process serves (the menus, the footer, the home page's
 * copy): its render reads only the embedded catalogue, the content and the site configuration, so
 * it is rendered once per process and its HTML reused.
 */
export function sharedIsland(context: AppLoadContext, name: string, render: () => ReactNode): IslandPart {
  let html = sharedHtml.get(name);
  if (html === undefined) {
    html = renderToString(render());
    sharedHtml.set(name, html);
    sharedRenders.set(name, render);
  }
  if (!context.documentRequest) return { name, html };
  keep(context, name, html);
  return { name, html: null };
}

function keep(context: AppLoadContext, name: string, content: string | (() => ReactNode)) {
  const islands = (context.islands ??= new Map());
  // Two islands of one name on a page would show one's HTML in the other's place.
  if (islands.has(name)) throw new Error(`Two islands named "${name}" on one page.`);
  islands.set(name, content);
}

/** Each shared island rendered so far in this process, by name: for the check that it is markup only. */
export function sharedIslandRenders(): ReadonlyMap<string, () => ReactNode> {
  return sharedRenders;
}

/** What the loaders of a document request kept aside for its HTML, for the document's renderer. */
export function documentIslands(context: AppLoadContext | undefined): DocumentIslands {
  return context?.islands ?? new Map();
}
