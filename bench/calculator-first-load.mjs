#!/usr/bin/env node
/**
 * The calculator's first-load JavaScript, file by file: what the browser must load before the page
 * works (the client entry, the root route and the calculator route with their imports, as
 * scripts/measure-route-js.mjs counts them from the build's manifest), gzip-compressed, and what it
 * loads later, on demand (the customer's side, the drafts list and price-list controls; PapaParse on
 * a file pick; jsPDF and the fonts on Save PDF), none of which a phone needs to start. A report to
 * read when the calculator's figure in bench/loaded-js.mjs moves: the budget itself (the app's share,
 * at most 45 kB) and the check that no document library loads up front are held there, in one
 * place. Needs a build (`npm run bench`).
 */
import { readFileSync, readdirSync } from "node:fs";
import { join, resolve } from "node:path";
import { gzipSync } from "node:zlib";

import { formatRouteJsTable, measureRouteJs } from "../scripts/measure-route-js.mjs";

const result = measureRouteJs();
console.log(formatRouteJsTable(result));

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const buildDir = resolve("public/build");
const gzipOf = (url) =>
  gzipSync(readFileSync(join(buildDir, url.slice("/build/".length))), { level: 9 }).length;

/** A lazily loaded file and the scripts it imports in turn, less what the first load already has. */
function closure(start, loaded) {
  const found = new Set();
  const queue = [start];
  while (queue.length > 0) {
    const url = queue.shift();
    if (found.has(url) || loaded.has(url)) continue;
    found.add(url);
    const code = readFileSync(join(buildDir, url.slice("/build/".length)), "utf8");
    // Static imports only: what the file needs to run (its own lazy imports load later still).
    for (const match of code.matchAll(/(?:from|import)\s*"(\/build\/[^"]+\.js)"/g)) queue.push(match[1]);
  }
  return [...found];
}

const firstLoad = new Set(result.files.map((file) => file.url));
const lazyFiles = readdirSync(join(buildDir, "_shared"));
const onDemand = [
  ["customer's side, drafts list, price-list controls", /^on-demand-/],
  ["PapaParse (a price-list file picked)", /^papaparse/],
  ["the PDF code and jsPDF (Save PDF)", /^pdf-document\.client-/],
];
console.log("\nLoaded later, on demand (not counted above; fonts not included):");
for (const [what, pattern] of onDemand) {
  const name = lazyFiles.find((file) => pattern.test(file));
  if (!name) continue;
  let files = closure(`/build/_shared/${name}`, firstLoad);
  if (/pdf-document/.test(name)) {
    const jspdf = lazyFiles.find((file) => /^jspdf/.test(file));
    if (jspdf) files = [...files, ...closure(`/build/_shared/${jspdf}`, new Set([...firstLoad, ...files]))];
  }
  const gzip = files.reduce((sum, url) => sum + gzipOf(url), 0);
  console.log(
    `  ${what.padEnd(52)} ${kb(gzip).padStart(9)} gzip in ${files.length} ${files.length === 1 ? "file" : "files"}`,
  );
}

console.log(
  `\nFirst-load JavaScript, gzip: ${kb(result.total.gzipBytes)} in ${result.files.length} files ` +
    "(the framework's and the app's together; bench/loaded-js.mjs holds the app's share to its limit)",
);
