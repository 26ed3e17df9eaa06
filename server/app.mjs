// @ts-check
/**
 * The Express app one worker serves, in the order a request meets it:
 *
 * 1. the front door (front-door.mjs): security headers, methods, Host, cross-site posts;
 * 2. `GET /api/suggestions`, answered at once with the route module's own `suggestionsAnswer`:
 *    every keystroke in the header search asks it, and the full stack would serve a third as many;
 * 3. compression, then the static files: `/build/` assets cached for a year as immutable, other
 *    public files for an hour (only paths with a file extension are looked up: pages have none);
 * 4. the access log (morgan "tiny"), then Remix (remix-handler.mjs);
 * 5. an error handler that answers any failure with a plain page, the full security headers and
 *    one log line.
 */
import compression from "compression";
import express from "express";
import morgan from "morgan";

import { frontDoor, sendPlainPage } from "./front-door.mjs";
import { remixHandler } from "./remix-handler.mjs";

const SUGGESTIONS_PATH = "/api/suggestions";

/**
 * The server build as the shop makes it: Remix's, its entry with what app/entry.server.tsx exports
 * for this server.
 * @typedef {Omit<import("@remix-run/node").ServerBuild, "entry"> & {
 *   entry: { module: import("@remix-run/node").ServerBuild["entry"]["module"] & typeof import("../app/entry.server") },
 * }} ShopBuild
 */

/**
 * @param {ShopBuild} build  the server build (build/index.js)
 * @param {{ trustProxyHops: number }} config  from config.mjs
 */
export function createApp(build, { trustProxyHops }) {
  const exports = build.entry.module;
  const suggestionsRoute =
    /** @type {Partial<typeof import("../app/routes/api.suggestions")> | undefined} */ (
      build.routes["routes/api.suggestions"]?.module
    );
  if (typeof suggestionsRoute?.suggestionsAnswer !== "function" || !exports.resourceSecurityHeaders) {
    throw new Error(
      "build/index.js lacks the suggestions route or the security headers: run `npm run build`.",
    );
  }
  const suggestionsAnswer = suggestionsRoute.suggestionsAnswer;
  const siteOrigin = exports.configuredOrigin();
  const accessLog = morgan("tiny");

  const app = express();
  app.disable("x-powered-by");
  // req.ip and req.protocol look past exactly this many proxies, never further.
  app.set("trust proxy", trustProxyHops);

  app.use(frontDoor(exports, siteOrigin, accessLog, trustProxyHops));
  // Ahead of compression (the answers are under its 1 KB threshold anyway) and the static lookups.
  app.get(SUGGESTIONS_PATH, accessLog, (req, res) => {
    // Like Remix, read the first `q` (Express's req.query would turn `q[]=…` into an array).
    const queryStart = req.url.indexOf("?");
    const query = queryStart === -1 ? "" : req.url.slice(queryStart + 1);
    const { body, headers } = suggestionsAnswer(new URLSearchParams(query).get("q"));
    res.writeHead(200, { ...headers, "Content-Length": Buffer.byteLength(body) });
    res.end(req.method === "HEAD" ? undefined : body);
  });
  app.use(compression());
  app.use(build.publicPath, express.static(build.assetsBuildDirectory, { immutable: true, maxAge: "1y" }));
  const publicFiles = express.static("public", { maxAge: "1h" });
  app.use((req, res, next) => (/\.[a-z0-9]+$/i.test(req.path) ? publicFiles(req, res, next) : next()));
  app.use(accessLog);
  app.use(remixHandler(build, siteOrigin));
  app.use(answerFailure);
  return app;
}

/**
 * Express's last resort: a failure anywhere above (a 4xx from a static lookup, or a 500).
 * @type {import("express").ErrorRequestHandler}
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- Express knows an error handler by its four parameters
function answerFailure(error, req, res, _next) {
  const given = Number(error?.status ?? error?.statusCode);
  const status = given >= 400 && given < 600 ? given : 500;
  const message = error instanceof Error ? error.message : String(error);
  console.error(`[vasanam] error ${status} in ${req.method} ${req.originalUrl.slice(0, 200)}: ${message}`);
  if (res.headersSent) {
    res.destroy();
    return;
  }
  if (status < 500) sendPlainPage(res, status, "Bad request", "The shop could not read this request.");
  else sendPlainPage(res, status, "Something went wrong", "Please try again in a moment.");
}
