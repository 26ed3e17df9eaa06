/**
 * The production server (`npm start`). One worker process per CPU (node:cluster; WEB_CONCURRENCY
 * to choose), each serving the whole shop on the same port; the contact limits are counted in the
 * message store, which every worker (and, on PostgreSQL, every host) shares, and each worker runs a
 * sender that mails accepted messages to the shop. With one worker there is no cluster: the server
 * runs in this process.
 *
 * What a worker serves, in order, is in server/app.mjs; the timeouts and the connection cap in
 * server/connections.mjs; the settings in server/config.mjs. docs/caching-and-security.md explains
 * the rules, and docs/production.md how to run it behind nginx.
 *
 * `npm run dev` runs this same server under `remix dev` (which sets REMIX_DEV_ORIGIN and restarts
 * it on every rebuild), in one process: development serves requests exactly as production does.
 */
import cluster from "node:cluster";
import path from "node:path";
import { pathToFileURL } from "node:url";

process.env.NODE_ENV ??= "production";

const { ConfigError, readServerConfig } = await import("./server/config.mjs");
let config;
try {
  config = readServerConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const address = `http://${config.host || "localhost"}:${config.port}`;
const underRemixDev = process.env.REMIX_DEV_ORIGIN !== undefined;

if (config.workers > 1 && cluster.isPrimary && !underRemixDev) {
  const { superviseWorkers } = await import("./server/cluster.mjs");
  superviseWorkers(config.workers, address);
} else {
  // Imported after NODE_ENV is settled: React and Express read it when they load.
  const { broadcastDevReady, installGlobals } = await import("@remix-run/node");
  const { createApp } = await import("./server/app.mjs");
  const { createHttpServer } = await import("./server/connections.mjs");
  const build = await import(pathToFileURL(path.resolve("build/index.js")).href);
  installGlobals({ nativeFetch: build.future.v3_singleFetch });
  // The calculator's seller settings are checked before serving: a value that cannot be used stops
  // the server (its route reads them, app/routes/price-calculation.tsx).
  const sellerProblem = build.routes["routes/price-calculation"].module.sellerConfigProblem();
  if (sellerProblem) {
    console.error(sellerProblem);
    process.exit(1);
  }

  // The message store opens (and its schema is brought up to date) before the first request.
  let contact;
  try {
    contact = await build.entry.module.startContactService(config.contact);
  } catch (error) {
    const where = config.contact.storage.engine === "postgres" ? "PostgreSQL (DATABASE_URL)" : "SQLite";
    console.error(`[vasanam] cannot open the message store on ${where}: ${error?.message ?? error}`);
    process.exit(1);
  }
  const server = createHttpServer(
    createApp(build, config),
    config,
    build.entry.module.resourceSecurityHeaders,
  );
  server.listen(config.port, config.host, () => {
    if (cluster.isPrimary) console.log(`[vasanam] ${address}`);
    // Tells `remix dev` this build is served, so it may reload the browser.
    if (underRemixDev) void broadcastDevReady(build);
  });
  // Said once: by the only process, or by the first worker of a cluster.
  if (cluster.isPrimary || cluster.worker?.id === 1) {
    if (!build.entry.module.configuredOrigin()) {
      console.log("[vasanam] SITE_URL is not set: canonical links and the sitemap use each request's Host.");
    }
    const mail = config.contact.mail;
    console.log(
      mail
        ? `[vasanam] contact messages: ${contact.description}, mailed to ${mail.addresses.to.join(", ")} through ${mail.server}`
        : `[vasanam] contact messages: ${contact.description}; SMTP_URL is not set, so they are stored only, not mailed (npm run messages lists them).`,
    );
  }
  // Finish the requests in progress, then exit; a client still sending after the request timeout
  // is not waited for. (A worker must exit itself: its channel to the primary keeps it alive.)
  let closing = false;
  const close = () => {
    if (closing) return;
    closing = true;
    server.close(() => contact.stop().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), config.requestTimeoutMs + 1_000).unref();
  };
  for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, close);
}
