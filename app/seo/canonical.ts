/**
 * Absolute URLs for canonical links, Open Graph, JSON-LD, sitemap.xml and robots.txt. The origin
 * is SITE_URL when it is set to an http(s) URL (production behind a proxy knows its public
 * address), else the origin of the request.
 */
export function siteOrigin(
  requestUrl: string,
  env: Record<string, string | undefined> = process.env,
): string {
  const configured = env.SITE_URL?.trim();
  if (configured) {
    try {
      const url = new URL(configured);
      if (url.protocol === "http:" || url.protocol === "https:") return url.origin;
    } catch {
      // A malformed SITE_URL must not take the page down; fall back to the request's origin.
    }
  }
  return new URL(requestUrl).origin;
}

/** `path` (starting with "/") made absolute against `origin`. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, origin).href;
}
