/**
 * Throughput of the shop's pages, in one run, from the most work to the least:
 *
 * 1. a fresh render: every request a URL never seen (a price bound the catalogue never reaches, so
 *    the page is /collections/all's size), straight to one server.mjs worker, so the figure is per
 *    core. Target: at least 300 requests per second, the median of FRESH_RUNS runs (all printed).
 * 2. a repeated URL straight to the same worker (its document memo answers).
 * 3. the same URL through the reference front, deploy/nginx.conf, whose cache answers.
 * 4. nginx serving a static copy of that page from disk: the ceiling for (3).
 *    Target: (3) at least 0.8 of (4).
 *
 * autocannon runs on the same machine, so on a small one it competes with the server for the
 * cores; the figures are for comparing, on the machine at hand. Exits 1 when a target is missed.
 *
 * Beside each figure for Node is the server's CPU time per request (its threads together, GC
 * included, read from /proc): on a shared machine whose speed drifts from run to run, it tells
 * whether the code or the machine moved.
 */
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";

import autocannon from "autocannon";

import { freePort, startServerProcess } from "../scripts/server-process.mjs";

import { startNginx } from "./nginx.mjs";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const FRESH_TARGET = 300;
const CACHE_RATIO_TARGET = 0.8;
const FRESH_RUNS = 3;
const PAGE = "/collections/all";
/** Linux's unit for a process's CPU times in /proc (USER_HZ), 100 on every common architecture. */
const CLOCK_TICKS_PER_S = 100;

/** CPU seconds a process has used so far (user and system), or null where /proc is missing. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_S;
  } catch {
    return null;
  }
}

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Warm up for 2 s, then measure; the result row. `pid`: the server whose CPU time is read. */
async function measure(name, options, pid) {
  await run({ ...options, duration: 2 });
  const cpuBefore = pid ? cpuSeconds(pid) : null;
  const result = await run({ ...options, duration: DURATION_S });
  const cpuAfter = pid ? cpuSeconds(pid) : null;
  const errors = result.errors + result.timeouts + result.non2xx;
  return {
    measure: name,
    "req/s": Math.round(result.requests.average),
    "p50 ms": result.latency.p50,
    "p99 ms": result.latency.p99,
    "server CPU ms/req":
      cpuBefore === null || cpuAfter === null
        ? "–"
        : ((1000 * (cpuAfter - cpuBefore)) / result.requests.total).toFixed(2),
    errors,
  };
}

/** The row with the median req/s of `rows` (an odd number), listing every run's figure. */
function medianRow(rows) {
  const sorted = [...rows].sort((a, b) => a["req/s"] - b["req/s"]);
  const median = sorted[(sorted.length - 1) >> 1];
  return {
    ...median,
    measure: `${median.measure} (median of ${rows.length}: ${rows.map((row) => row["req/s"]).join(", ")})`,
    errors: rows.reduce((sum, row) => sum + row.errors, 0),
  };
}

// One worker: its figure is the throughput of one core. The access log is read and dropped.
const server = await startServerProcess({ env: { WEB_CONCURRENCY: "1" }, keepLog: false });
const appPort = Number(new URL(server.baseURL).port);
const rows = [];
let nginx;
try {
  const page = await fetch(server.baseURL + PAGE, { headers: { host: "shop.example" } });
  if (page.status !== 200) throw new Error(`${PAGE} answered ${page.status}`);
  const staticPage = await page.text();
  const ports = {
    other: await freePort(),
    redirect: await freePort(),
    site: await freePort(),
    staticCopy: await freePort(),
  };
  nginx = await startNginx({ appPort, ports, staticPage });
  const headers = { host: "shop.example" };

  const pid = server.process.pid;
  let fresh = 0;
  const freshOptions = {
    url: `${server.baseURL}${PAGE}`,
    connections: 10,
    headers,
    requests: [
      { method: "GET", setupRequest: (r) => ({ ...r, path: `${PAGE}?maxPrice=${1_000_000 + fresh++}` }) },
    ],
  };
  const freshRuns = [];
  for (let i = 0; i < FRESH_RUNS; i++) {
    freshRuns.push(await measure("fresh render (every URL new), straight to Node", freshOptions, pid));
  }
  rows.push(medianRow(freshRuns));
  rows.push(
    await measure(
      "repeated URL, straight to Node",
      { url: `${server.baseURL}${PAGE}`, connections: 10, headers },
      pid,
    ),
  );
  const cached = `http://127.0.0.1:${ports.site}${PAGE}`;
  const check = await fetch(cached, { headers });
  await check.arrayBuffer();
  rows.push(await measure("repeated URL, through nginx's cache", { url: cached, connections: 20, headers }));
  const afterwards = await fetch(cached, { headers });
  await afterwards.arrayBuffer();
  if (afterwards.headers.get("x-cache-status") !== "HIT") {
    throw new Error(
      `nginx did not answer from its cache (X-Cache-Status: ${afterwards.headers.get("x-cache-status")})`,
    );
  }
  rows.push(
    await measure("static copy of the page, served by nginx", {
      url: `http://127.0.0.1:${ports.staticCopy}/`,
      connections: 20,
      headers,
    }),
  );
} finally {
  await nginx?.stop();
  await server.stop();
}

const [freshRow, , cacheRow, staticRow] = rows;
const ratio = cacheRow["req/s"] / staticRow["req/s"];
freshRow.target = `≥ ${FRESH_TARGET} (one core)`;
cacheRow.target = `≥ ${CACHE_RATIO_TARGET} × static: ${ratio.toFixed(2)}`;
const missed = [
  freshRow["req/s"] < FRESH_TARGET && "fresh renders",
  ratio < CACHE_RATIO_TARGET && "the cache against the static copy",
  rows.some((row) => row.errors > 0) && "errors",
].filter(Boolean);

console.log(
  `${DURATION_S} s each; one server.mjs worker; nginx from deploy/nginx.conf; load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`,
);
console.table(rows);
if (missed.length) {
  console.log(`Missed: ${missed.join(", ")}.`);
  process.exit(1);
}
