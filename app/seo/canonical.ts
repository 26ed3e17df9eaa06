/**
 * Absolute URLs for canonical links, Open Graph and JSON-LD. The origin is SITE_URL when it is
 * set (production behind a proxy knows its public address), else the origin of the request.
 */
export function siteOrigin(
  requestUrl: string,
  env: Record<string, string | undefined> = process.env,
): string {
  const configured = env.SITE_URL?.trim();
  if (configured) {
    try {
      return new URL(configured).origin;
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
