/**
 * Lighthouse (mobile preset: a phone on simulated slow 4G, performance category only) over the shop's
 * key pages, calibrated to one budget phone whatever the host (bench/calibration.mjs): each run's CPU
 * slowdown is the benchmark index Lighthouse measured in that run ÷ 400, at least 1.
 *
 * Each page runs LIGHTHOUSE_RUNS times (default 5) two ways, in the Chromium the browser tests drive:
 * - as shoppers reach it, through the reference front (deploy/nginx.conf, run by bench/nginx.mjs over
 *   HTTPS and HTTP/2 with a throwaway certificate, its cache and gzip) before the production server;
 *   the targets apply here;
 * - straight from the production server (`npm start`, HTTP/1.1), reported without a target.
 * The table shows each metric's median over the runs (and every run's score). Targets: a shop page
 * scores at least 95 with TBT at most 100 ms and LCP at most 2.0 s; the calculator at least 90 with
 * TBT at most 200 ms. The bench exits 1 on a miss.
 *
 * Over HTTP/1.1 Lighthouse's simulation gives each preloaded script a connection of its own (a new
 * handshake on the slow network each), so the direct figures are lower and noisier; over HTTP/2 they
 * share the page's connection.
 *
 *   node bench/lighthouse.mjs            (after `npm run build`; npm run bench does both)
 *   LIGHTHOUSE_RUNS=3 LIGHTHOUSE_PAGES=/,/price-calculation LIGHTHOUSE_FRONTS=nginx node bench/lighthouse.mjs
 */
import * as chromeLauncher from "chrome-launcher";

import { CHROMIUM_FLAGS, ensureChromium } from "../scripts/ensure-chromium.mjs";
import { freePort, startServerProcess } from "../scripts/server-process.mjs";

import { calibrationLine, cpuSlowdownFor, loadLine, median } from "./calibration.mjs";
import { audit } from "./lighthouse-audit.mjs";
import { isCalculator, pagesNamedBy } from "./key-pages.mjs";
import { FRONT_HOST, startNginx } from "./nginx.mjs";

const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

/** A shop page's targets, and the calculator's (a staff tool that computes in the browser). */
const SHOP_TARGET = { score: 95, tbt: 100, lcp: 2000 };
const CALCULATOR_TARGET = { score: 90, tbt: 200, lcp: Infinity };
/** LIGHTHOUSE_FRONTS: "nginx", "node" or both (the default). */
const fronts = (process.env.LIGHTHOUSE_FRONTS ?? "nginx,node").split(",");

const targetOf = (path) => (isCalculator(path) ? CALCULATOR_TARGET : SHOP_TARGET);

function seconds(ms) {
  return `${(ms / 1000).toFixed(2)} s`;
}

/** Every page through one front: a table row per page, and how many missed their targets. */
async function measureFront({ label, origin, chromePort, withTargets }) {
  const rows = [];
  const indexes = [];
  let missed = 0;
  const loadBefore = loadLine();
  for (const path of pagesNamedBy("LIGHTHOUSE_PAGES")) {
    const runs = [];
    for (let i = 0; i < RUNS; i++) {
      const run = await audit(origin + path, chromePort);
      indexes.push(run.index);
      runs.push(run);
    }
    const of = (key) => median(runs.map((run) => run[key]));
    const [score, fcp, lcp, tbt, cls] = ["score", "fcp", "lcp", "tbt", "cls"].map(of);
    const target = targetOf(path);
    const ok = score >= target.score && tbt <= target.tbt && lcp <= target.lcp;
    if (withTargets && !ok) missed += 1;
    rows.push({
      page: path,
      score,
      "scores (all runs)": runs.map((run) => run.score).join(" "),
      FCP: seconds(fcp),
      LCP: seconds(lcp),
      "TBT ms": Math.round(tbt),
      CLS: cls.toFixed(3),
      "CPU ×": cpuSlowdownFor(of("index")).toFixed(2),
      "index (runs)": runs.map((run) => Math.round(run.index)).join(" "),
      result: withTargets ? (ok ? "ok" : "MISSED") : "(no target)",
    });
  }
  console.log(`\n${label}; ${RUNS} run(s) a page, medians`);
  console.log(`Calibration: ${calibrationLine(indexes)}`);
  console.log(`Host: ${loadBefore} before, ${loadLine()} after`);
  if (withTargets)
    console.log(
      `Targets: shop pages score ≥ ${SHOP_TARGET.score}, TBT ≤ ${SHOP_TARGET.tbt} ms, LCP ≤ ${seconds(SHOP_TARGET.lcp)}; ` +
        `the calculator score ≥ ${CALCULATOR_TARGET.score}, TBT ≤ ${CALCULATOR_TARGET.tbt} ms`,
    );
  console.table(rows);
  return missed;
}

const server = await startServerProcess({ keepLog: false });
const ports = {
  other: await freePort(),
  redirect: await freePort(),
  site: await freePort(),
  staticCopy: await freePort(),
};
const appPort = Number(new URL(server.baseURL).port);
const front = await startNginx({ appPort, ports, staticPage: "", tls: true });
const chromePath = ensureChromium();
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    "--headless=new",
    ...CHROMIUM_FLAGS,
    // The front's name leads to it, and its throwaway certificate is accepted.
    `--host-resolver-rules=MAP ${FRONT_HOST} 127.0.0.1`,
    "--ignore-certificate-errors",
  ],
});
let missed = 0;
try {
  console.log("Lighthouse 12, mobile preset (simulated slow 4G), CPU slowdown calibrated per run");
  if (fronts.includes("nginx"))
    missed += await measureFront({
      label: "Through the reference front (nginx, HTTPS, HTTP/2)",
      origin: `https://${FRONT_HOST}:${ports.site}`,
      chromePort: chrome.port,
      withTargets: true,
    });
  if (fronts.includes("node"))
    missed += await measureFront({
      label: "Straight from the production server (npm start, HTTP/1.1)",
      origin: server.baseURL,
      chromePort: chrome.port,
      withTargets: false,
    });
} finally {
  chrome.kill();
  await front.stop();
  await server.stop();
}

if (missed) {
  console.log(`${missed} page(s) missed their Lighthouse targets.`);
  process.exit(1);
}
