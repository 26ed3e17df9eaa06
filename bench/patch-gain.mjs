/**
 * What each patch to Remix's server code (patches/) saves: the CPU time of fresh renders of shop
 * pages, in processes that alternate between the package as patched and as published (the patch
 * taken back out with `patch -R`, and put in again after). A patch that saves less than 5 % of a
 * page's server time is not worth carrying (docs/decisions/). Run on its own, after `remix build`:
 * `node bench/patch-gain.mjs` (ROUNDS to change the number of alternations, 5 by default). It edits
 * node_modules while it runs and restores it, also when interrupted.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const PAGES = ["/collections/all", "/search?query=rose", "/product-detail/278", "/"];
const RENDERS = 60;
const WARM_UP = 30;

if (process.argv[2] === "--measure") {
  // One process: fresh renders (each a new address, so the document memo never answers), CPU µs each.
  process.env.NODE_ENV = "production";
  const { createRequestHandler, installGlobals } = await import("@remix-run/node");
  const build = await import(pathToFileURL(path.resolve("build/index.js")).href);
  installGlobals({ nativeFetch: true });
  const handle = createRequestHandler(build, "production");
  const result = {};
  let n = 0;
  const render = async (page) => {
    const separator = page.includes("?") ? "&" : "?";
    const request = new Request(`http://shop.example${page}${separator}utm_content=${n++}`);
    const response = await handle(request, { documentRequest: true, routes: build.routes });
    await response.arrayBuffer();
  };
  for (const page of PAGES) {
    for (let i = 0; i < WARM_UP; i++) await render(page);
    const start = process.cpuUsage();
    for (let i = 0; i < RENDERS; i++) await render(page);
    const used = process.cpuUsage(start);
    result[page] = (used.user + used.system) / RENDERS;
  }
  console.log(JSON.stringify(result));
  process.exit(0);
}

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const SERVER_PACKAGES = ["@remix-run+router", "@remix-run+server-runtime"];

const patches = readdirSync("patches").filter((file) =>
  SERVER_PACKAGES.some((name) => file.startsWith(name)),
);
const reversed = new Set();
const reverse = (file) => {
  execFileSync("patch", ["-R", "-p1", "-s", "-i", path.join("patches", file)]);
  reversed.add(file);
};
const apply = (file) => {
  execFileSync("patch", ["-p1", "-s", "-i", path.join("patches", file)]);
  reversed.delete(file);
};
const restore = () => [...reversed].forEach(apply);
process.on("SIGINT", () => {
  restore();
  process.exit(130);
});

const measure = () => {
  const child = spawnSync(process.execPath, [import.meta.filename, "--measure"], { encoding: "utf8" });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout);
};
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

try {
  console.log(
    `Fresh renders, CPU µs each (median of ${ROUNDS} alternating rounds of ${RENDERS} renders per page)`,
  );
  for (const file of patches) {
    const withPatch = Object.fromEntries(PAGES.map((page) => [page, []]));
    const without = Object.fromEntries(PAGES.map((page) => [page, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const [page, us] of Object.entries(measure())) withPatch[page].push(us);
      reverse(file);
      for (const [page, us] of Object.entries(measure())) without[page].push(us);
      apply(file);
    }
    console.log(`\n${file}`);
    for (const page of PAGES) {
      const a = median(withPatch[page]);
      const b = median(without[page]);
      console.log(
        `  ${page.padEnd(24)} ${b.toFixed(0).padStart(6)} → ${a.toFixed(0).padStart(6)} µs  ${(((b - a) / b) * 100).toFixed(1)} %`,
      );
    }
  }
} finally {
  restore();
}
// A sanity check that node_modules is as `npm install` left it.
for (const file of patches) readFileSync(path.join("patches", file));
