/**
 * What each buyer owes, on a busy device: 2,000 buyers and 20,000 documents (invoices and credit
 * notes, some cancelled) with 8,000 payments, in Chromium on the calibrated budget phone
 * (bench/phone-browser.mjs): the dues overview (every buyer's account settled, aged and sorted) and
 * the statement of the buyer who owes most (the account found, the financial year's rows), each the
 * median of the timed runs after a warm-up. The documents' ledger entries (their amounts) are made
 * once per document and page (app/calculator/buyers/ledger.ts), so the work timed is what the screen
 * does each time the books change: every account settled, aged and sorted.
 * Target: each within 300 ms. Run by `npm run bench`; exits 1 on a miss.
 */
import { cpus } from "node:os";

import { pageScript } from "./browser";
import { calibrationLine, loadLine, median } from "./calibration.mjs";
import { launchChromium, phonePage } from "./phone-browser.mjs";

const SIZE = { buyers: 2000, documents: 20_000, payments: 8000 };
const RUNS = 9;
// The first runs warm the JIT up; the figures are the median of the others.
const WARM_UP = 2;
const TARGET_MS = 300;

const bundle = await pageScript("bench/buyers-page.ts");

const browser = await launchChromium();
let missed = false;
try {
  const { page, benchmarkIndex, cpuSlowdown } = await phonePage(browser);
  await page.setContent("<!doctype html><title>buyers bench</title>");
  await page.addScriptTag({ content: bundle });
  const result = await page.evaluate(
    ([size, runs]) =>
      (
        globalThis as unknown as {
          buyersBench: (
            seed: number,
            size: object,
            runs: number,
          ) => { buyers: number; owing: number; rows: number; overviewMs: number[]; statementMs: number[] };
        }
      ).buyersBench(2026, size as object, runs as number),
    [SIZE, RUNS] as const,
  );
  const overview = median(result.overviewMs.slice(WARM_UP));
  const statement = median(result.statementMs.slice(WARM_UP));
  const rows = [
    ["measure", "value", "target", "result"],
    [
      "dues overview, median",
      `${overview.toFixed(0)} ms (${result.owing} buyers owing; runs ${result.overviewMs.map((ms) => ms.toFixed(0)).join(", ")})`,
      `< ${TARGET_MS} ms`,
      overview < TARGET_MS ? "ok" : "MISSED",
    ],
    [
      "a buyer's statement, median",
      `${statement.toFixed(0)} ms (${result.rows} rows; runs ${result.statementMs.map((ms) => ms.toFixed(0)).join(", ")})`,
      `< ${TARGET_MS} ms`,
      statement < TARGET_MS ? "ok" : "MISSED",
    ],
  ];
  missed = overview >= TARGET_MS || statement >= TARGET_MS;
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log(
    `${result.buyers} buyers, ${SIZE.documents} documents, ${SIZE.payments} payments; phone: ${calibrationLine([benchmarkIndex])} (applied ${cpuSlowdown.toFixed(2)}×)`,
  );
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));
  console.log(`Machine: ${cpus().length} CPUs, ${loadLine()}.`);
} finally {
  await browser.close();
}
if (missed) process.exit(1);
