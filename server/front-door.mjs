// @ts-check
/**
 * What every request passes before anything else reads it (docs/caching-and-security.md):
 *
 * - every response, whatever answers it, starts with the full security headers;
 * - methods other than GET, HEAD and POST: 405 with `Allow`;
 * - a request target that is not a path: 400 (an absolute URL is reduced to its path);
 * - a Host that is not a valid host[:port]: 400; none at all is 400 too, except from an HTTP/1.0
 *   client (which may send none) when SITE_URL names the site;
 * - a POST that a page of another site made (Origin / Sec-Fetch-Site): 403;
 * - X-Forwarded-Host is dropped: the site's address comes from SITE_URL or the checked Host, never
 *   from a header anyone can set.
 *
 * The checks themselves are the app's (app/http/request-checks.server.ts), read from the build.
 */

/**
 * A small HTML page for the answers the server gives itself (refusals, failures).
 * @param {import("express").Response} res
 * @param {number} status
 * @param {string} title
 * @param {string} message
 */
export function sendPlainPage(res, status, title, message) {
  /** @param {string} text */
  const escape = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const body =
    `<!doctype html><html lang="en-IN"><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title>` +
    `<h1>${escape(title)}</h1><p>${escape(message)}</p><p><a href="/">Back to the home page</a></p></html>\n`;
  res.statusCode = status;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Cache-Control", "no-store");
  res.setHeader("Content-Length", Buffer.byteLength(body));
  res.end(res.req.method === "HEAD" ? undefined : body);
}

/**
 * @param {Pick<typeof import("../app/entry.server"), "ALLOWED_METHODS" | "isValidHost" | "isCrossSite"
 *   | "resourceSecurityHeaders">} checks  the build's exports
 * @param {string | null} siteOrigin  SITE_URL's origin, if set
 * @param {import("express").RequestHandler} accessLog
 * @param {number} [trustProxyHops]  TRUST_PROXY: with 0, a forwarded request earns a warning
 */
export function frontDoor(checks, siteOrigin, accessLog, trustProxyHops = 0) {
  const allow = checks.ALLOWED_METHODS.join(", ");
  let warnedAboutProxy = trustProxyHops > 0;
  const siteHost = siteOrigin ? new URL(siteOrigin).host : null;
  /** @type {(req: import("express").Request, res: import("express").Response, status: number, title: string, message: string) => void} */
  const refuse = (req, res, status, title, message) =>
    accessLog(req, res, () => sendPlainPage(res, status, title, message));

  /** @type {import("express").RequestHandler} */
  return function checkRequest(req, res, next) {
    for (const [name, value] of Object.entries(checks.resourceSecurityHeaders)) res.setHeader(name, value);

    if (!checks.ALLOWED_METHODS.includes(req.method)) {
      res.setHeader("Allow", allow);
      return refuse(req, res, 405, "Method not allowed", `This address answers ${allow} only.`);
    }
    if (!req.url.startsWith("/")) {
      // An absolute-form target ("GET http://host/path") names its path; anything else has none.
      const target = URL.canParse(req.url) ? new URL(req.url) : null;
      if (!target || !/^https?:$/.test(target.protocol)) {
        return refuse(req, res, 400, "Bad request", "The request did not name a page.");
      }
      req.url = req.originalUrl = target.pathname + target.search;
    }
    const host = req.headers.host ?? (req.httpVersion === "1.0" ? siteHost : null) ?? undefined;
    if (!checks.isValidHost(host)) {
      return refuse(req, res, 400, "Bad request", "The request's Host header does not name a host.");
    }
    req.headers.host = host;
    delete req.headers["x-forwarded-host"];
    if (!warnedAboutProxy && req.headers["x-forwarded-for"]) {
      // Behind a proxy with TRUST_PROXY unset, every shopper looks like the proxy to the contact
      // limit and shares its allowance. Said once: a client can send the header too.
      warnedAboutProxy = true;
      console.log(
        "[vasanam] a request came with X-Forwarded-For but TRUST_PROXY is 0: behind a reverse proxy, set TRUST_PROXY to the number of proxies, or every visitor shares one contact allowance.",
      );
    }
    if (
      req.method === "POST" &&
      checks.isCrossSite(
        req.headers.origin,
        /** @type {string | undefined} */ (req.headers["sec-fetch-site"]),
        /** @type {string} */ (host),
      )
    ) {
      return refuse(
        req,
        res,
        403,
        "This form can only be sent from our own pages",
        "The form was sent from another website, so nothing has been sent to us.",
      );
    }
    next();
  };
}
