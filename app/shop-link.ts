/**
 * Every link to one of the shop's own pages gets its attributes here: `<a {...shopLink(path)}>`.
 *
 * `data-discover` is what Remix's `<Link>` adds to an in-app link (Remix 2.17, lazy route discovery
 * on): once the page has hydrated, Remix looks up the routes of every `a[data-discover]` on the
 * page in one manifest request, so following one later need not wait for that lookup first. The
 * links are plain anchors rather than `<Link>` because most are in islands (components/island.tsx),
 * which are never hydrated, and a listing holds a couple of hundred of them; one listener on the
 * window makes a click on them navigate in place (components/navigation/in-app-links.ts).
 *
 * `{ prefetch: "intent" }` marks the links a shopper most likely follows next (product tiles, the
 * menu's collections): when the pointer rests on one, or it takes the focus, the next page's data
 * and code are fetched ahead, as `<Link prefetch="intent">` would
 * (components/navigation/intent-prefetch.tsx).
 *
 * Links to files (the brochure, pictures), to other sites or to a place on the same page are not
 * made here.
 */
export function shopLink(
  path: string,
  options?: { prefetch: "intent" },
): { href: string; "data-discover": "true"; "data-prefetch"?: "intent" } {
  return options?.prefetch
    ? { href: path, "data-discover": "true", "data-prefetch": options.prefetch }
    : { href: path, "data-discover": "true" };
}
