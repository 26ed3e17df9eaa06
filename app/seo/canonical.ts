/**
 * Absolute URLs for canonical links, Open Graph, JSON-LD, sitemap.xml and robots.txt. The origin
 * is SITE_URL when it is set to an http(s) URL (production knows its public address), else the
 * origin of the request, whose Host server.mjs has checked (docs/caching-and-security.md).
 */

/** The origin SITE_URL names, or null when it is unset or not an http(s) URL. */
export function configuredOrigin(env: Record<string, string | undefined>): string | null {
  const configured = env.SITE_URL?.trim();
  if (!configured) return null;
  try {
    const url = new URL(configured);
    return url.protocol === "http:" || url.protocol === "https:" ? url.origin : null;
  } catch {
    // A malformed SITE_URL must not take the page down; the request's origin serves instead.
    return null;
  }
}

export function siteOrigin(requestUrl: string, env: Record<string, string | undefined>): string {
  return configuredOrigin(env) ?? new URL(requestUrl).origin;
}

/** `path` (starting with "/") made absolute against `origin`. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}
