/**
 * The calculator's service worker, first install, in real Chromium against the production build on a
 * 390 × 844 phone screen: the time from the page's load event (when the page registers the worker)
 * until the worker has kept every file for offline use and controls the page, and how much it kept.
 * Median of fresh visits (a new browser profile each). No target beyond finishing: the figure depends
 * on the network, loopback here. Exits 1 if the worker does not take over. Run by `npm run bench`.
 */
import { cpus, loadavg } from "node:os";

import { startServerProcess } from "../scripts/server-process.mjs";

import { launchChromium, median } from "./browser";

const RUNS = 5;
const TIMEOUT_MS = 30_000;

const server = await startServerProcess({ keepLog: false });
const browser = await launchChromium();
let failed = false;
try {
  const times: number[] = [];
  let kept = { files: 0, bytes: 0 };
  for (let run = 0; run < RUNS; run += 1) {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      serviceWorkers: "allow",
    });
    const page = await context.newPage();
    await page.goto(`${server.baseURL}/price-calculation`);
    const measured = await page.evaluate(
      (timeout) =>
        new Promise<{ ms: number; files: number; bytes: number } | null>((finish) => {
          const timer = setTimeout(() => finish(null), timeout);
          const done = async () => {
            if (!navigator.serviceWorker.controller) return;
            clearTimeout(timer);
            const end = performance.now();
            const [navigation] = performance.getEntriesByType("navigation") as PerformanceNavigationTiming[];
            let files = 0;
            let bytes = 0;
            for (const name of await caches.keys()) {
              const cache = await caches.open(name);
              for (const request of await cache.keys()) {
                files += 1;
                bytes += (await (await cache.match(request))!.blob()).size;
              }
            }
            finish({ ms: end - navigation!.loadEventStart, files, bytes });
          };
          navigator.serviceWorker.addEventListener("controllerchange", () => void done());
          void done();
        }),
      TIMEOUT_MS,
    );
    await context.close();
    if (!measured) {
      failed = true;
      break;
    }
    times.push(measured.ms);
    kept = { files: measured.files, bytes: measured.bytes };
  }
  if (failed) console.log(`The service worker did not take over within ${TIMEOUT_MS / 1000} s.`);
  else {
    const ms = median(times);
    console.log(
      "The calculator's service worker, first install (page load event → files kept, page controlled)",
    );
    console.log(`median ${ms.toFixed(0)} ms (runs: ${times.map((value) => value.toFixed(0)).join(", ")} ms)`);
    console.log(`kept for offline use: ${kept.files} files, ${(kept.bytes / 1024).toFixed(0)} kB as stored`);
    console.log(
      `Machine: ${cpus().length} CPUs, load average ${loadavg()
        .map((value) => value.toFixed(2))
        .join(" ")}; loopback network (a phone's network adds the download time of the files above).`,
    );
  }
} finally {
  await browser.close();
  await server.stop();
}
if (failed) process.exit(1);
