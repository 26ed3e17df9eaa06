/**
 * The production server (`npm start`): remix-serve's stack, rebuilt here because remix-serve has
 * no hooks for three things the shop needs.
 *
 * remix-serve's stack, kept as it is: compression, `/build/` assets cached for a year as immutable,
 * other public files for an hour, a morgan "tiny" access log, then Remix's request handler;
 * `PORT` (default 3000), `HOST`, NODE_ENV defaulting to production, closing on SIGTERM/SIGINT.
 *
 * Added:
 * 1. `GET /api/suggestions` is answered by an Express route ahead of the static lookups and Remix's
 *    router, with the route module's own `suggestionsAnswer`. Each keystroke in the header search
 *    asks it; through the full stack one process managed about 1,900 requests per second on the
 *    reference machine and issue 4 asks for 3,000 (`npm run bench` prints the figure).
 * 2. Static files carry the same security headers (nosniff, CSP, …) as every other response.
 * 3. Remix's load context carries the client's socket address, so the contact form's rate limit
 *    tells shoppers apart when no proxy sets X-Forwarded-For.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";

process.env.NODE_ENV ??= "production";

const port = Number(process.env.PORT || 3000);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a whole number from 0 to 65535, not "${process.env.PORT}".`);
  process.exit(1);
}
const host = process.env.HOST;

// Imported after NODE_ENV is settled: React and Express read it when they load.
const { default: express } = await import("express");
const { default: compression } = await import("compression");
const { default: morgan } = await import("morgan");
const { createRequestHandler } = await import("@remix-run/express");
const { installGlobals } = await import("@remix-run/node");

const SUGGESTIONS_PATH = "/api/suggestions";

const build = await import(pathToFileURL(path.resolve("build/index.js")).href);
installGlobals({ nativeFetch: build.future.v3_singleFetch });

const suggestionsRoute = build.routes["routes/api.suggestions"]?.module;
const { resourceSecurityHeaders } = build.entry.module;
if (typeof suggestionsRoute?.suggestionsAnswer !== "function" || !resourceSecurityHeaders) {
  throw new Error("build/index.js lacks the suggestions route or the security headers: run `npm run build`.");
}

/**
 * GET and HEAD /api/suggestions, answered with the route's own `suggestionsAnswer`. Like Remix,
 * it reads the first `q` (Express's `req.query` would turn `q[]=…` into an array).
 */
function answerSuggestions(req, res) {
  const queryStart = req.url.indexOf("?");
  const query = queryStart === -1 ? "" : req.url.slice(queryStart + 1);
  const { body, headers } = suggestionsRoute.suggestionsAnswer(new URLSearchParams(query).get("q"));
  res.writeHead(200, { ...headers, "Content-Length": Buffer.byteLength(body) });
  res.end(req.method === "HEAD" ? undefined : body);
}

function setStaticSecurityHeaders(res) {
  for (const [name, value] of Object.entries(resourceSecurityHeaders)) res.setHeader(name, value);
}

const accessLog = morgan("tiny");

const app = express();
app.disable("x-powered-by");
// Ahead of compression (the answers are under its 1 KB threshold anyway) and the static lookups.
app.get(SUGGESTIONS_PATH, accessLog, answerSuggestions);
app.use(compression());
app.use(
  build.publicPath,
  express.static(build.assetsBuildDirectory, {
    immutable: true,
    maxAge: "1y",
    setHeaders: setStaticSecurityHeaders,
  }),
);
app.use(express.static("public", { maxAge: "1h", setHeaders: setStaticSecurityHeaders }));
app.use(accessLog);
// `app.use`, not remix-serve's `app.all("*")`: Express decodes a "*" parameter and answers a bare
// 400 "Bad Request" to a malformed address such as /collections/%; Remix copes with those itself.
app.use(
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV,
    getLoadContext: (req) => ({ clientAddress: req.socket.remoteAddress }),
  }),
);

const server = app.listen(port, host, () => {
  console.log(`[vasanam] http://${host || "localhost"}:${port}`);
});
for (const signal of ["SIGTERM", "SIGINT"]) {
  process.once(signal, () => server.close((error) => error && console.error(error)));
}
