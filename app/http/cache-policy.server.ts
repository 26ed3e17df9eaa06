/**
 * Who may keep a copy of a response, decided in one place from what each route declares in its
 * `handle` (docs/caching-and-security.md). A shop page (`handle.cacheDocument`: it renders from
 * its URL and loader data alone) may be kept by any cache, browsers and shared proxies alike, for a
 * short while, and served stale while a fresh copy is fetched. Everything else (the calculator,
 * the contact page, answers to form posts, errors) is `no-store`. A data request follows the rule
 * of the page it belongs to.
 */
import type { ServerBuild } from "@remix-run/node";
import { matchRoutes } from "@remix-run/react";

/** Five minutes fresh; then up to an hour served stale while the cache fetches a new copy. */
export const SHARED_CACHE_CONTROL = "public, max-age=300, stale-while-revalidate=3600";
export const NO_STORE = "no-store";

/** Whether a route's handle (its ShellHandle, root.tsx) lets its HTML be memoised. */
export function isCacheableHandle(handle: unknown): boolean {
  return (handle as { cacheDocument?: boolean } | undefined)?.cacheDocument === true;
}

/**
 * Whether the client's copy (its If-None-Match) is still this `etag`, so 304 answers it. Compared
 * as RFC 9110 says for this header: weakly, so a proxy's gzipped W/"…" copy matches too.
 */
export function clientHasCurrent(request: Request, etag: string): boolean {
  const header = request.headers.get("if-none-match");
  if (!header) return false;
  if (header.trim() === "*") return true;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => opaque(tag) === opaque(etag));
}

type ServerRoutes = ServerBuild["routes"];
type RouteObject = Parameters<typeof matchRoutes>[0][number];
const trees = new WeakMap<ServerRoutes, RouteObject[]>();

/** The build's flat route list as the nested tree Remix matches against. */
function routeTree(routes: ServerRoutes): RouteObject[] {
  let tree = trees.get(routes);
  if (tree) return tree;
  const childrenOf = (parentId: string | undefined): RouteObject[] =>
    Object.values(routes)
      .filter((route) => route.parentId === parentId)
      .map((route) =>
        route.index
          ? { id: route.id, path: route.path, index: true, caseSensitive: route.caseSensitive }
          : {
              id: route.id,
              path: route.path,
              caseSensitive: route.caseSensitive,
              children: childrenOf(route.id),
            },
      );
  tree = childrenOf(undefined);
  trees.set(routes, tree);
  return tree;
}

/**
 * The `handle` of the page a data request belongs to: the route named by a legacy `?_data=`, or
 * the deepest route matching a single-fetch `/path.data` (`/_root.data` is the home page).
 */
export function dataRequestHandle(requestUrl: string, routes: ServerRoutes): unknown {
  const url = new URL(requestUrl);
  const routeId = url.searchParams.get("_data");
  if (routeId !== null) return Object.hasOwn(routes, routeId) ? routes[routeId]?.module.handle : undefined;
  const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
  const matches = matchRoutes(routeTree(routes), pathname);
  const leaf = matches?.[matches.length - 1]?.route.id;
  return leaf !== undefined ? routes[leaf]?.module.handle : undefined;
}
