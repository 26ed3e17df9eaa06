/**
 * All the JavaScript a page loads, measured in Chromium (npm run bench, after a build): one URL of
 * every page route (PAGE_OF_ROUTE in bench/key-pages.mjs; a page route without one is a miss) is
 * opened on a phone (CPU slowed as there) straight from the production server, and every script the
 * page itself fetches until the network has been idle for half a second is counted, with the inline
 * scripts of the document (its bootstrap module and others; not JSON-LD), each gzipped on its own at
 * level 9 (kB of 1,024 bytes). What loads on idle, on a timer or after hydration counts too, if it
 * loads before the network settles; the service worker's own downloads (the calculator's offline
 * copy) do not, being no part of the page.
 *
 * Each page's total is split into the framework's share (React, React DOM, Remix: the same for any
 * Remix app, bench/js-shares.mjs) and the app's (its own code and the libraries it chose, and the
 * document's inline scripts: Remix's bootstrap with the page's loader data). This is the one
 * JavaScript budget, and it is on the app's share: a shop page at most 20 kB, the calculator at most
 * 45 kB. It guards; it does not decide where a module ends (docs/performance.md).
 *
 * Also checked, by content: no page loads jsPDF, html2canvas or the QR code library before it needs
 * them, and no browser chunk of the build, lazy ones included, holds Zod or the catalogue's data.
 * Exits 1 on any miss.
 *
 *   LOADED_JS_PAGES=/,price-calculation LOADED_JS_FILES=1 node bench/loaded-js.mjs   (a few pages, each file listed)
 */
import { gzipSync } from "node:zlib";

import {
  catalogueMarkers,
  chunksHolding,
  documentLibrariesIn,
  pageRouteIds,
  ZOD_MARKERS,
} from "../scripts/measure-route-js.mjs";
import { startServerProcess } from "../scripts/server-process.mjs";

import { calibrationLine, loadLine } from "./calibration.mjs";
import { frameworkFractions } from "./js-shares.mjs";
import { isCalculator, PAGE_OF_ROUTE, pagesNamedBy } from "./key-pages.mjs";
import { launchChromium, phonePage } from "./phone-browser.mjs";

/** Limits on the app's share, gzip kB. */
const SHOP_LIMIT_KB = 20;
const CALCULATOR_LIMIT_KB = 45;
const limitOf = (path) => (isCalculator(path) ? CALCULATOR_LIMIT_KB : SHOP_LIMIT_KB);

const kb = (bytes) => (bytes / 1024).toFixed(1);
const gzip = (text) => gzipSync(text, { level: 9 }).length;

/** The text of each inline script in `html` that is code (not JSON-LD or other data). */
function inlineScripts(html) {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes) && !/type="[^"]*json/.test(attributes))
    .map(([, , text]) => text);
}

const pages = pagesNamedBy("LOADED_JS_PAGES", Object.values(PAGE_OF_ROUTE));
const fractions = frameworkFractions();
const unmeasured = pageRouteIds().filter((routeId) => !(routeId in PAGE_OF_ROUTE));

const markers = await catalogueMarkers();
if (markers.length < 50) {
  console.log(`Only ${markers.length} catalogue markers found: the data check would prove nothing.`);
  process.exit(1);
}
const leaks = chunksHolding({
  groups: [
    { name: "Zod", markers: ZOD_MARKERS },
    { name: "catalogue data", markers },
  ],
});

const server = await startServerProcess({ keepLog: false });
const browser = await launchChromium();
const rows = [];
const indexes = [];
let missed = 0;
const loadBefore = loadLine();
try {
  for (const path of pages) {
    const { page, context, benchmarkIndex } = await phonePage(browser);
    indexes.push(benchmarkIndex);
    const bodies = [];
    page.on("response", (response) => {
      if (response.request().resourceType() === "script")
        bodies.push(response.body().then((body) => ({ url: response.url(), body })));
    });
    const documentResponse = await page.goto(server.baseURL + path, { waitUntil: "networkidle" });
    const files = await Promise.all(bodies);
    // Read from the document as sent: hydration and Remix's stream remove some from the DOM.
    const inline = inlineScripts(await documentResponse.text());
    await context.close();
    if (process.env.LOADED_JS_FILES)
      for (const file of files) console.log(`${path}  ${kb(gzip(file.body)).padStart(6)} kB  ${file.url}`);
    let framework = 0;
    let appCode = 0;
    const libraries = new Set(files.flatMap((file) => documentLibrariesIn(file.body.toString("utf8"))));
    for (const file of files) {
      const size = gzip(file.body);
      const share = fractions.get(new URL(file.url).pathname) ?? 0;
      framework += size * share;
      appCode += size * (1 - share);
    }
    const inlined = inline.reduce((sum, text) => sum + gzip(text), 0);
    const app = appCode + inlined;
    const ok = app <= limitOf(path) * 1024 && libraries.size === 0;
    if (!ok) missed += 1;
    rows.push({
      page: path,
      files: files.length,
      "total kB": kb(framework + app),
      "framework kB": kb(framework),
      "app kB": kb(app),
      "of which inline": kb(inlined),
      "app limit": `≤ ${limitOf(path)}`,
      "document libraries": libraries.size ? [...libraries].join(", ") : "none",
      result: ok ? "ok" : "MISSED",
    });
  }
} finally {
  await browser.close();
  await server.stop();
}
console.log(
  "JavaScript each page loads in Chromium before the network is idle (phone, gzip level 9 per file, kB of 1,024 bytes): " +
    "the framework's share (React, React DOM, Remix) and the app's (its code, its libraries, the inline scripts)",
);
console.log(`Calibration: ${calibrationLine(indexes)}`);
console.log(`Host: ${loadBefore} before, ${loadLine()} after`);
console.table(rows);
for (const routeId of unmeasured)
  console.log(
    `MISSED: page route ${routeId} has no URL in PAGE_OF_ROUTE (bench/key-pages.mjs), so it goes unmeasured`,
  );
console.log(
  `Content checked against ${ZOD_MARKERS.length} Zod and ${markers.length} catalogue markers: ` +
    (leaks.length === 0 ? "no browser chunk holds either." : `${leaks.length} chunk(s) do.`),
);
for (const leak of leaks)
  console.log(`MISSED: ${leak.url} holds ${leak.group} ("${leak.marker.slice(0, 40)}")`);
missed += unmeasured.length + leaks.length;
if (missed) {
  console.log(`${missed} JavaScript target(s) missed.`);
  process.exit(1);
}
