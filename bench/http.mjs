/**
 * HTTP throughput of the production build: requests per second and p50/p99 latency of the listing
 * pages, search and header suggestions (at least 500 and 3,000 requests per second), from one
 * server.mjs worker on loopback. Fresh renders and the nginx front are measured in front.mjs.
 * Run by `npm run bench` after `remix build`. Exits 1 when a target is missed.
 *
 * Suggestions rotate through prefixes a shopper types ("r", "ro", "ros", …), not one query.
 */
import autocannon from "autocannon";

import { startServerProcess } from "../scripts/server-process.mjs";

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const PAGE_TARGET = 500;
const SUGGEST_TARGET = 3000;
const HTML_LIMIT = 120 * 1024;

const words = ["rose", "sandalwood", "candle", "dhoop", "agarbatti", "camphor", "lavender", "jasmine"];
const prefixes = words.flatMap((w) => Array.from({ length: w.length - 1 }, (_, i) => w.slice(0, i + 2)));

const targets = [
  { name: "/collections/all", path: "/collections/all", min: PAGE_TARGET, html: true },
  {
    name: "/collections/incense?sort=price-ascending&page=2",
    path: "/collections/incense?sort=price-ascending&page=2",
    min: PAGE_TARGET,
    html: true,
  },
  { name: "/search?query=rose", path: "/search?query=rose", min: PAGE_TARGET, html: true },
  {
    name: `/api/suggestions?q=… (${prefixes.length} prefixes)`,
    requests: prefixes.map((p) => ({ method: "GET", path: `/api/suggestions?q=${encodeURIComponent(p)}` })),
    path: "/api/suggestions?q=rose",
    min: SUGGEST_TARGET,
  },
];

// Every request a query no one typed before, so each answer runs Fuse instead of coming from the
// route's answer cache. For information; shoppers mostly repeat the same few prefixes.
let unseenCounter = 0;
targets.push({
  name: "/api/suggestions?q=… (every query new: searched, not cached)",
  path: "/api/suggestions?q=rose",
  requests: [
    {
      method: "GET",
      setupRequest: (request) => ({
        ...request,
        path: `/api/suggestions?q=${words[unseenCounter % words.length]}${unseenCounter++}`,
      }),
    },
  ],
  min: 0,
});

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

// The access log is read and dropped through a pipe, so its real cost is in the figures.
const server = await startServerProcess({ env: { WEB_CONCURRENCY: "1" }, keepLog: false });
const base = server.baseURL;
const rows = [];
let missed = 0;
try {
  for (const target of targets) {
    const response = await fetch(base + target.path);
    const body = await response.text();
    if (response.status !== 200) throw new Error(`${target.path} answered ${response.status}`);
    const bytes = Buffer.byteLength(body);
    const options = { url: base + target.path, connections: 10, pipelining: 1, requests: target.requests };
    await run({ ...options, duration: 2 }); // warm-up: JIT, caches, keep-alive sockets
    const result = await run({ ...options, duration: DURATION_S });
    const rps = result.requests.average;
    const errors = result.errors + result.timeouts + result.non2xx;
    const ok = rps >= target.min && errors === 0 && (!target.html || bytes < HTML_LIMIT);
    if (!ok) missed += 1;
    rows.push({
      route: target.name,
      "req/s": Math.round(rps),
      "target req/s": target.min ? `≥ ${target.min}` : "(information)",
      "p50 ms": result.latency.p50,
      "p99 ms": result.latency.p99,
      errors,
      "body KB": (bytes / 1024).toFixed(1) + (target.html ? " (< 120)" : ""),
      result: ok ? "ok" : "MISSED",
    });
  }
} finally {
  await server.stop();
}

console.log(
  `${DURATION_S} s per route, 10 connections, one server.mjs worker on loopback (NODE_ENV=production)`,
);
console.table(rows);
if (missed) {
  console.log(`${missed} route(s) missed a target.`);
  process.exit(1);
}
