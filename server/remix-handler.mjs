// @ts-check
/**
 * Remix's request handler for Express, in place of @remix-run/express's, which builds the request's
 * URL from X-Forwarded-Host (a bad port there made every request a 500) and sets each response
 * header next to, rather than in place of, one already set. Here:
 *
 * - the URL is SITE_URL's origin when set, else the scheme and the Host the front door checked,
 *   plus the path as received (so `//x` stays a path on this site); a HEAD is passed on as a GET;
 * - the load context carries the client's address (Express's `req.ip`, which honours
 *   TRUST_PROXY's hop count), the build's routes (entry.server's cache policy reads them) and
 *   whether the request is for a whole document (every key is declared on AppLoadContext, in
 *   remix.env.d.ts);
 * - the response's headers replace the security headers the front door set, and those it does
 *   not name stay, so every response carries the full set.
 */
import {
  createReadableStreamFromReadable,
  createRequestHandler,
  writeReadableStreamToWritable,
} from "@remix-run/node";

/**
 * @param {import("@remix-run/node").ServerBuild} build
 * @param {string | null} siteOrigin  SITE_URL's origin, if set
 * @returns {import("express").RequestHandler}
 */
export function remixHandler(build, siteOrigin) {
  const handle = createRequestHandler(build, process.env.NODE_ENV);
  return async (req, res, next) => {
    try {
      const response = await handle(remixRequest(req, res, siteOrigin), {
        clientAddress: req.ip,
        routes: build.routes,
        // Whether Remix will answer with a whole document, not a client-side navigation's data
        // (`/path.data`, or the older `?_data=`): its loaders then keep their islands' HTML out
        // of the page's data (app/components/island.server.tsx). Read here, from the URL as it
        // came: Remix hands loaders the URL with `.data` taken off.
        documentRequest: !req.path.endsWith(".data") && !("_data" in req.query),
      });
      await sendResponse(res, response);
    } catch (error) {
      next(error);
    }
  };
}

/**
 * @param {import("express").Request} req
 * @param {import("express").Response} res
 * @param {string | null} siteOrigin
 */
function remixRequest(req, res, siteOrigin) {
  const scheme = req.protocol === "https" ? "https" : "http";
  const url = new URL(`${siteOrigin ?? `${scheme}://${req.headers.host}`}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  // Abort loaders and actions when the client leaves before the response is finished.
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  // A HEAD is answered as a GET whose body Node leaves out: Remix would take a HEAD of a data
  // request (`/x.data`) for a form post, and check it like one.
  /** @type {RequestInit & { duplex?: "half" }} */
  const init = { method: req.method === "HEAD" ? "GET" : req.method, headers, signal: controller.signal };
  if (req.method === "POST") {
    init.body = createReadableStreamFromReadable(req);
    init.duplex = "half";
  }
  return new Request(url, init);
}

/**
 * @param {import("express").Response} res
 * @param {Response} response
 */
async function sendResponse(res, response) {
  res.statusCode = response.status;
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) res.setHeader("set-cookie", cookies);
  if (!response.body) res.end();
  // A body of known length (a page rendered whole, buffered data) goes out in one write.
  else if (response.headers.has("content-length")) res.end(Buffer.from(await response.arrayBuffer()));
  else await writeReadableStreamToWritable(response.body, res);
}
