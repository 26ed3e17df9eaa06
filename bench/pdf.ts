/**
 * The calculator's PDF, made in real Chromium against the production build: a 60-line tax invoice
 * saved with Save PDF, its size, and the time jsPDF takes to build it once the PDF code and the fonts
 * have loaded (the page's own User Timing measure around the build). Targets: under 250 KB and under
 * 1.5 s (median of the timed runs). Run by `npm run bench` after `remix build`; exits 1 on a miss.
 */
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";

import { invoiceLineFor } from "~/calculator/arithmetic/add-line";
import { SERIES_CODE_STORAGE_KEY } from "~/calculator/device/series-code";
import { draftKey, writeDraftRecord } from "~/calculator/device/drafts";
import { newDraft } from "~/calculator/device/invoice-draft";
import { builtInPriceList } from "~/calculator/price-list/price-list";
import { defaultQuantityMode } from "~/calculator/arithmetic/quantity-modes";

import { startServerProcess } from "../scripts/server-process.mjs";

import { launchChromium, median } from "./browser";

const LINES = 60;
const TIMED_RUNS = 5;
const SIZE_LIMIT = 250 * 1024;
const TIME_LIMIT_MS = 1500;
const BUILD_MEASURE = "calculator-pdf-build";

const SELLER = {
  SITE_SELLER_LEGAL_NAME: "Punarvana Eco Products Private Limited",
  SITE_SELLER_ADDRESS: "Plot 14, Okhla Industrial Area Phase II, New Delhi 110020",
  SITE_SELLER_GSTIN: "07AAACR5055K1Z9",
};

function sixtyLineDraft(): string {
  const list = builtInPriceList();
  const lines = Array.from({ length: LINES }, (_, index) => {
    const item = list[index % list.length]!;
    return invoiceLineFor(item, {
      id: `bench-${index}`,
      quantity: 1 + (index % 7),
      mode: defaultQuantityMode(item),
    });
  });
  const draft = {
    ...newDraft(Date.now()),
    kind: "tax-invoice" as const,
    buyer: { name: "Long Order Traders", address: "Sector 18, Noida", gstin: "", stateCode: "09" },
    lines,
  };
  return writeDraftRecord({ id: "bench", updatedAt: Date.now(), draft });
}

const server = await startServerProcess({ env: SELLER, keepLog: false });
const browser = await launchChromium();
let failed = false;
try {
  // The service worker would download the offline files meanwhile and share the CPU with the timed builds.
  const context = await browser.newContext({
    acceptDownloads: true,
    viewport: { width: 1366, height: 900 },
    serviceWorkers: "block",
  });
  const page = await context.newPage();
  await page.goto(`${server.baseURL}/price-calculation`);
  await page.evaluate(
    ([key, value, codeKey]) => {
      localStorage.setItem(key!, value!);
      // The device's series code, or the first Save PDF would ask for it.
      localStorage.setItem(codeKey!, "B1");
    },
    [draftKey("bench"), sixtyLineDraft(), SERIES_CODE_STORAGE_KEY],
  );
  await page.reload();
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page
    .getByRole("region", { name: "Invoice lines" })
    .locator("tbody tr")
    .nth(LINES - 1)
    // In the page is enough: the PDF is built from the draft, whatever part of the table is on screen.
    .waitFor({ state: "attached" });

  const save = async () => {
    const [download] = await Promise.all([
      page.waitForEvent("download", { timeout: 60_000 }),
      page.getByRole("button", { name: "Save PDF" }).click(),
    ]);
    return download;
  };
  // The first save loads jsPDF and the fonts and issues the number; the timed ones build the same document.
  const first = await save();
  const bytes = readFileSync((await first.path())!).length;
  for (let run = 0; run < TIMED_RUNS; run += 1) await save();
  const durations = await page.evaluate(
    (name) => performance.getEntriesByName(name).map((entry) => entry.duration),
    BUILD_MEASURE,
  );
  const timed = durations.slice(1);
  const buildMs = median(timed);
  const pages = (
    readFileSync((await first.path())!)
      .toString("latin1")
      .match(/\/Type\s*\/Page(?!s)\b/g) ?? []
  ).length;

  const rows = [
    ["measure", "value", "target", "result"],
    [
      "file size",
      `${(bytes / 1024).toFixed(1)} KB (${pages} pages)`,
      `< ${SIZE_LIMIT / 1024} KB`,
      bytes < SIZE_LIMIT ? "ok" : "MISSED",
    ],
    [
      "build time, median",
      `${buildMs.toFixed(0)} ms (runs: ${timed.map((value) => value.toFixed(0)).join(", ")} ms)`,
      `< ${TIME_LIMIT_MS} ms`,
      buildMs < TIME_LIMIT_MS ? "ok" : "MISSED",
    ],
    ["first build (fonts parsed cold)", `${durations[0]!.toFixed(0)} ms`, "for information", ""],
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log(`${LINES}-line tax invoice, saved in Chromium against the production server`);
  for (const row of rows) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));
  console.log(
    `Machine: ${cpus().length} CPUs, load average ${loadavg()
      .map((value) => value.toFixed(2))
      .join(" ")} (other processes share the CPUs; the times are noisy under load).`,
  );
  failed = bytes >= SIZE_LIMIT || buildMs >= TIME_LIMIT_MS;
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}
if (failed) process.exit(1);
