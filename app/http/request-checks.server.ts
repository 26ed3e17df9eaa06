/**
 * The checks every request passes before the shop reads it (server.mjs runs them ahead of Remix;
 * the contact action repeats the cross-site one for itself). Pure functions of header values, so
 * they can be tested without a server. docs/caching-and-security.md explains the rules.
 */

/** The only methods the shop answers; anything else is 405 with this list in `Allow`. */
export const ALLOWED_METHODS: readonly string[] = ["GET", "HEAD", "POST"];

// A registered name (letters, digits, hyphens, underscores, dots), an IPv4 address, or an IPv6
// address in brackets, then an optional port. Nothing else: no path, no user info, no spaces.
const HOST_SYNTAX =
  /^(?:[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)*\.?|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i;

/**
 * Whether a Host header names a host (and port) and nothing more. A Host such as
 * `evil.com/price-calculation#` would otherwise change which page answers, and `x:99999` or `a b`
 * would make the request's URL unparseable.
 */
export function isValidHost(host: string | undefined): host is string {
  if (!host || host.length > 255) return false;
  const match = HOST_SYNTAX.exec(host);
  if (!match) return false;
  if (match[1] !== undefined && Number(match[1]) > 65535) return false;
  try {
    // The WHATWG parser has the last word (it rejects e.g. a malformed IPv6 address).
    return new URL(`http://${host}/`).hostname !== "";
  } catch {
    return false;
  }
}

/**
 * Whether a request that changes something (a form post) was made by a page of another site,
 * as a browser reports it. `Sec-Fetch-Site` decides when present (every current browser sends it):
 * only `same-origin` and `none` (typed or bookmarked) pass. Without it, an `Origin` other than
 * the host the request was sent to, or an opaque `null` origin, is another site. A request with
 * neither header was not made by a browser on a page's behalf, so no visitor is being used.
 */
export function isCrossSite(
  origin: string | null | undefined,
  fetchSite: string | null | undefined,
  ownHost: string,
): boolean {
  const site = fetchSite?.trim().toLowerCase();
  if (site && site !== "same-origin" && site !== "none") return true;
  if (!origin) return false;
  if (origin === "null") return !site;
  try {
    const from = new URL(origin);
    // Through the same parser, so a default port written out ("shop.in:443") compares equal.
    return from.host !== new URL(`${from.protocol}//${ownHost}`).host;
  } catch {
    return true;
  }
}
