/**
 * `npm test`: every check, in the order that fails fastest.
 *   1. Chromium, PostgreSQL's server programs, pdftoppm and zbarimg are present (installed if
 *      missing, see ensure-chromium.mjs, ensure-postgres.mjs and ensure-document-tools.mjs; the tests
 *      start a throwaway PostgreSQL, and read the calculator's PDFs and QR codes with the others)
 *   2. typecheck, lint and the Prettier format check
 *   3. unit tests (the pure domain)
 *   4. production build
 *   5. browser tests against that build, with JavaScript on and off, axe included
 * Ends with one "N passed, N failed" line summing both test runs.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { ensureChromium } from "./ensure-chromium.mjs";
import { ensureDocumentTools } from "./ensure-document-tools.mjs";
import { ensurePostgres } from "./ensure-postgres.mjs";

const reportDir = mkdtempSync(join(tmpdir(), "vasanam-test-"));
const totals = { passed: 0, failed: 0 };

function run(title, command, args, env = {}, afterwards = () => {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, {
    stdio: "inherit",
    env: { ...process.env, ...env },
    shell: false,
  });
  afterwards();
  if (result.status !== 0) {
    console.error(`\n✖ ${title} failed (exit ${result.status ?? result.signal}).`);
    summarise();
    process.exit(result.status || 1);
  }
}

function vitest(title, config, reportName) {
  const report = join(reportDir, `${reportName}.json`);
  const args = [
    "vitest",
    "run",
    "--config",
    config,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ];
  run(title, "npx", args, {}, () => countResults(report));
}

function countResults(report) {
  try {
    const { numPassedTests, numFailedTests } = JSON.parse(readFileSync(report, "utf8"));
    totals.passed += numPassedTests;
    totals.failed += numFailedTests;
  } catch {
    // The run failed before writing a report; its own output says why.
  }
}

function summarise() {
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  rmSync(reportDir, { recursive: true, force: true });
}

const chromium = ensureChromium();
process.env.CHROME_PATH = chromium;
console.log(`Chromium: ${chromium}`);
console.log(`PostgreSQL: ${ensurePostgres()}`);
const documentTools = ensureDocumentTools();
console.log(`PDF and QR code readers: ${documentTools.pdftoppm}, ${documentTools.zbarimg}`);

run("Typecheck", "npx", ["tsc", "--noEmit"]);
run("Lint", "npx", ["eslint", ".", "--max-warnings=0"]);
run("Format", "npx", ["prettier", "--check", "."]);
vitest("Unit tests", "vitest.config.ts", "unit");
run("Production build", "npm", ["run", "build"], { NODE_ENV: "production" });
vitest("Browser tests (JavaScript on and off)", "vitest.e2e.config.ts", "e2e");
summarise();
if (totals.passed === 0) {
  console.error("No test ran: that is a failure, not a pass.");
  process.exit(1);
}
