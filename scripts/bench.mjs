/**
 * `npm run bench`: the performance figures the issues name, printed as tables.
 * Builds the production app, then runs each benchmark in its own process. TypeScript
 * benchmarks are bundled with esbuild first (the `~` alias points at app/).
 * A benchmark exits non-zero when it misses a target; this runner reports every one.
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";

const benchmarks = [
  { title: "Catalogue engine (listing queries and search)", file: "bench/catalog.ts" },
  { title: "HTTP throughput of the production server", file: "bench/http.mjs" },
  {
    title: "JavaScript every page loads in Chromium: the app's share and the framework's",
    file: "bench/loaded-js.mjs",
  },
  {
    title: "Lighthouse, mobile, calibrated to a budget phone, on the key pages",
    file: "bench/lighthouse.mjs",
  },
  { title: "Interactions on a budget phone: input to next paint", file: "bench/interactions.mjs" },
  { title: "Pages: a fresh render, the memo, nginx's cache and a static copy", file: "bench/front.mjs" },
  { title: "The calculator's first-load JavaScript on a phone", file: "bench/calculator-first-load.mjs" },
  { title: "The calculator's 60-line tax invoice PDF", file: "bench/pdf.ts" },
  { title: "The calculator's service worker, first install", file: "bench/calculator-offline.ts" },
  { title: "The accountant's files of a quarter, from 1,000 tax invoices", file: "bench/register.ts" },
  { title: "The office's return: 10 backups, 20,000 tax invoices, a quarter", file: "bench/office.ts" },
  { title: "What each buyer owes: 2,000 buyers, 20,000 documents, on a phone", file: "bench/buyers.ts" },
  { title: "A device with 20,000 documents against an empty one, on a phone", file: "bench/books.ts" },
];

// Inside the project, so bundles resolve their external packages from node_modules.
const workDir = join(".cache", "bench");
mkdirSync(workDir, { recursive: true });
let missed = 0;

function run(command, args, env = {}) {
  return spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;
}

console.log("▶ Production build");
if (run("npm", ["run", "build"], { NODE_ENV: "production" }) !== 0) process.exit(1);

for (const { title, file } of benchmarks) {
  if (!existsSync(file)) {
    console.log(`\n▶ ${title}: ${file} not present, skipped`);
    continue;
  }
  console.log(`\n▶ ${title} (${file})`);
  let entry = file;
  if (file.endsWith(".ts")) {
    entry = join(workDir, file.replaceAll("/", "_") + ".mjs");
    const bundled = run("npx", [
      "esbuild",
      file,
      "--bundle",
      "--platform=node",
      "--format=esm",
      "--log-level=warning",
      "--alias:~=./app",
      "--packages=external",
      `--outfile=${entry}`,
    ]);
    if (bundled !== 0) {
      missed += 1;
      continue;
    }
  }
  if (run("node", [entry], { NODE_ENV: "production" }) !== 0) missed += 1;
}

rmSync(workDir, { recursive: true, force: true });
console.log(missed ? `\n${missed} benchmark(s) missed a target.` : "\nEvery benchmark met its targets.");
process.exit(missed ? 1 : 0);
