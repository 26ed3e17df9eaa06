/**
 * A device that has issued for years: 20,000 documents in its books against an empty device, in one
 * run, in Chromium against the production server, on the calibrated budget phone
 * (bench/calibration.mjs). The big device is made through the real page: a backup of 20,000 random
 * tax invoices (the last 2,000 in this month), restored with Restore from a backup file.
 *
 * - first load: Lighthouse (mobile, calibrated per run; bench/lighthouse-audit.mjs) of the calculator
 *   on each device, median of the runs; target TBT ≤ 200 ms (the calculator's) on both, and the big
 *   device's LCP within 10 % of the empty one's;
 * - Save PDF of a new tax invoice (click to download, the number issued in the books' transaction),
 *   median of the timed runs after a warm-up: the big device at most 1.25 × the empty one;
 * - finding a document as the rep types (the app's own search over the books), by its number and by
 *   a buyer's name: median under 100 ms;
 * - the month's accountant's files (.zip) from its 2,000 tax invoices: under 2 s;
 * - Download backup: under 5 s; restoring it into a fresh profile: under 10 s;
 * - the storage the books use (navigator.storage.estimate()), for information.
 *
 * Run by `npm run bench` (after the build); `node` on the bundle exits 1 on a miss.
 *   BOOKS_LIGHTHOUSE_RUNS=3 (default) sets the Lighthouse runs per device.
 *   BOOKS_ONLY=backup measures only the backup and the restores (and the storage), skipping the
 *   first loads, Save PDF, the search and the month's files: a few minutes instead of a quarter hour.
 *   BOOKS_SLOWDOWN=3 slows the CPU by that fixed rate instead of the calibrated one: for comparing two
 *   builds on a loaded host, where the calibration swings between runs (its figures stand for no phone).
 *   BOOKS_PROFILE=DIR writes a Chrome CPU profile of the first timed backup and of the restore into a
 *   fresh profile there (backup.cpuprofile, restore.cpuprofile; open them in DevTools' Performance).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { cpus } from "node:os";
import { join } from "node:path";

import * as chromeLauncher from "chrome-launcher";
import { chromium, type Browser, type Page } from "playwright-core";

import { seededRandom } from "~/catalog/seeded-random";
import { makeBackupFile } from "~/calculator/device/backup-file";
import { draftKey, writeDraftRecord } from "~/calculator/device/drafts";
import { newDraft, PRICE_LIST_STORAGE_KEY } from "~/calculator/device/invoice-draft";
import { SERIES_CODE_STORAGE_KEY } from "~/calculator/device/series-code";
import { indiaMonth } from "~/calculator/device/document-index";
import { invoiceLineFor } from "~/calculator/arithmetic/add-line";
import { defaultQuantityMode } from "~/calculator/arithmetic/quantity-modes";
import { documentSeries } from "~/calculator/device/issued-documents";
import { builtInPriceList } from "~/calculator/price-list/price-list";

import { randomDocuments, SELLER } from "../test/support/random-tax-invoices";
import { CHROMIUM_FLAGS, ensureChromium } from "../scripts/ensure-chromium.mjs";
import { startServerProcess } from "../scripts/server-process.mjs";

import { pageScript } from "./browser";
import { calibrationLine, cpuSlowdownFor, loadLine, measureBenchmarkIndex, median } from "./calibration.mjs";
import { audit } from "./lighthouse-audit.mjs";

const DOCUMENTS = 20_000;
const THIS_MONTH = 2_000;
const SERIES_CODE = "R7";
const LIGHTHOUSE_RUNS = Math.max(1, Number(process.env.BOOKS_LIGHTHOUSE_RUNS ?? 3));
const ONLY_BACKUP = process.env.BOOKS_ONLY === "backup";
const PROFILE_DIR = process.env.BOOKS_PROFILE ?? null;
const FIXED_SLOWDOWN = process.env.BOOKS_SLOWDOWN ? Number(process.env.BOOKS_SLOWDOWN) : null;
const PDF_RUNS = 3;
const SEARCH_RUNS = 7;
const FILE_RUNS = 3;
const TARGET = {
  tbtMs: 200,
  lcpShare: 1.1,
  pdfShare: 1.25,
  findMs: 100,
  monthMs: 2000,
  backupMs: 5000,
  restoreMs: 10_000,
};
const SERVER_ENV = {
  SITE_SELLER_LEGAL_NAME: SELLER.legalName,
  SITE_SELLER_ADDRESS: "Plot 14, Okhla Industrial Area Phase II, New Delhi 110020",
  SITE_SELLER_GSTIN: SELLER.gstin,
  SITE_SELLER_PINCODE: "110020",
  SITE_SELLER_CITY: "New Delhi",
};
const PATH = "/price-calculation";

/** The big device's backup: 18,000 invoices over the eight months before this one, 2,000 in it. */
async function bigDeviceBackup(
  now: number,
): Promise<{ bytes: Buffer; month: string; buyer: string; number: string }> {
  const month = indiaMonth(now);
  const monthStart = Date.parse(`${month}-01T00:00:00+05:30`);
  const series = documentSeries("tax-invoice", "PE", SERIES_CODE, now);
  const random = seededRandom(2026);
  const older = randomDocuments(random, {
    count: DOCUMENTS - THIS_MONTH,
    from: monthStart - 240 * 86_400_000,
    to: monthStart,
    series: [series],
  });
  const recent = randomDocuments(random, {
    count: THIS_MONTH,
    from: monthStart,
    to: now - 3_600_000,
    series: [series],
  });
  const pad = (serial: number) => String(serial).padStart(4, "0");
  const issued = [
    ...older,
    ...recent.map((document, index) => ({
      ...document,
      number: `${series}/${pad(older.length + index + 1)}`,
    })),
  ];
  const file = await makeBackupFile(
    {
      seriesCode: SERIES_CODE,
      counters: { [series]: issued.length },
      issued,
      drafts: [],
      priceList: { source: "builtin" },
    },
    now,
  );
  return {
    bytes: Buffer.from(await file.arrayBuffer()),
    month,
    buyer: issued[issued.length - 1]!.buyer.name,
    number: issued[Math.floor(issued.length / 3)]!.number,
  };
}

/** A new three-line tax invoice's draft, written where the page moves it into its books on reload. */
async function seedDraft(page: Page, run: number) {
  const list = builtInPriceList();
  const lines = [0, 1, 2].map((index) =>
    invoiceLineFor(list[index]!, {
      id: `bench-${run}-${index}`,
      quantity: 2 + index,
      mode: defaultQuantityMode(list[index]!),
    }),
  );
  const draft = {
    ...newDraft(Date.now()),
    kind: "tax-invoice" as const,
    buyer: { name: `Bench Traders ${run}`, address: "Sector 18, Noida", gstin: "", stateCode: "09" },
    lines,
  };
  await page.evaluate(
    ([key, value, listKey]) => {
      localStorage.setItem(key!, value!);
      localStorage.removeItem(listKey!);
      sessionStorage.clear();
    },
    [
      draftKey("bench"),
      writeDraftRecord({ id: "bench", updatedAt: Date.now(), draft }),
      PRICE_LIST_STORAGE_KEY,
    ],
  );
  await page.reload();
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.getByRole("region", { name: "Rounded total" }).getByText("3 lines", { exact: true }).waitFor();
}

/** Milliseconds from the click to the download it starts. */
async function timedDownload(
  page: Page,
  button: string,
): Promise<{ ms: number; bytes: Buffer; name: string }> {
  const start = performance.now();
  const [download] = await Promise.all([
    page.waitForEvent("download", { timeout: 120_000 }),
    page.getByRole("button", { name: button }).click(),
  ]);
  const ms = performance.now() - start;
  const path = await download.path();
  const { readFileSync } = await import("node:fs");
  return { ms, bytes: readFileSync(path!), name: download.suggestedFilename() };
}

async function openDeviceFiles(page: Page) {
  await page.getByText("Backup and accountant's files").click();
  await page.getByRole("button", { name: "Download backup" }).waitFor();
}

/** Milliseconds from choosing the file to the status saying it was restored. */
async function timedRestore(page: Page, bytes: Buffer): Promise<number> {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Restore from a backup file" }).click();
  const start = performance.now();
  await (await chooser).setFiles({ name: "backup.json.gz", mimeType: "application/gzip", buffer: bytes });
  await page
    .getByRole("status")
    .filter({ hasText: /Restored \d+ documents/ })
    .waitFor({ timeout: 180_000 });
  return performance.now() - start;
}

/** `work` run under the page's CPU profiler when BOOKS_PROFILE names a folder, the profile kept as NAME.cpuprofile. */
async function profiled<T>(page: Page, name: string, work: () => Promise<T>): Promise<T> {
  if (!PROFILE_DIR) return work();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Profiler.enable");
  await cdp.send("Profiler.start");
  const result = await work();
  const { profile } = await cdp.send("Profiler.stop");
  mkdirSync(PROFILE_DIR, { recursive: true });
  writeFileSync(join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
  await cdp.detach();
  return result;
}

async function storageUsed(page: Page): Promise<number> {
  return page.evaluate(async () => (await navigator.storage.estimate()).usage ?? 0);
}

/** A fresh phone profile on the calculator, its CPU slowed to the budget phone's. */
async function phoneDevice(browser: Browser, origin: string) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    acceptDownloads: true,
    // The offline worker would download its files meanwhile and share the CPU with what is timed.
    serviceWorkers: "block",
    // The bench's half (books-page.ts) is added to the page as an inline script.
    bypassCSP: true,
  });
  await context.addInitScript(
    ([key, code]) => {
      if (localStorage.getItem(key!) === null) localStorage.setItem(key!, code!);
    },
    [SERIES_CODE_STORAGE_KEY, SERIES_CODE],
  );
  const benchmarkIndex = await measureBenchmarkIndex(context);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", {
    rate: FIXED_SLOWDOWN ?? cpuSlowdownFor(benchmarkIndex),
  });
  await page.goto(origin + PATH);
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  return { context, page, benchmarkIndex };
}

/** Save PDF of new invoices: the first (it loads jsPDF and the fonts), then the timed ones. */
async function savePdfTimes(page: Page): Promise<{ first: number; runs: number[] }> {
  const times: number[] = [];
  for (let run = 0; run <= PDF_RUNS; run += 1) {
    await seedDraft(page, run);
    times.push((await timedDownload(page, "Save PDF")).ms);
  }
  return { first: times[0]!, runs: times.slice(1) };
}

/** The calculator's first load on each device, through Lighthouse in a Chrome of its own. */
async function firstLoads(baseURL: string, backup: Buffer) {
  const port = new URL(baseURL).port;
  const origins = { empty: `http://localhost:${port}`, big: `http://127.0.0.1:${port}` };
  const chrome = await chromeLauncher.launch({
    chromePath: ensureChromium(),
    chromeFlags: ["--headless=new", ...CHROMIUM_FLAGS],
  });
  try {
    // The big device's books go into this Chrome's profile through the page, as a rep restores them.
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const context = browser.contexts()[0]!;
    const page = await context.newPage();
    for (const origin of [origins.empty, origins.big]) {
      await page.goto(origin + PATH);
      await page.evaluate(
        ([key, code]) => localStorage.setItem(key!, code!),
        [SERIES_CODE_STORAGE_KEY, SERIES_CODE],
      );
      await page.reload();
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
    }
    await openDeviceFiles(page);
    await timedRestore(page, backup);
    const cdp = await context.newCDPSession(page);
    await page.goto("about:blank");
    const results: Record<"empty" | "big", Awaited<ReturnType<typeof audit>>[]> = { empty: [], big: [] };
    for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) {
      for (const device of ["empty", "big"] as const) {
        // Each run a first visit but for the books: no offline worker, no cached files.
        for (const origin of Object.values(origins))
          await cdp.send("Storage.clearDataForOrigin", {
            origin,
            storageTypes: "service_workers,cache_storage",
          });
        results[device].push(await audit(origins[device] + PATH, chrome.port, { disableStorageReset: true }));
      }
    }
    await page.close();
    return results;
  } finally {
    chrome.kill();
  }
}

const now = Date.now();
const made = performance.now();
const big = await bigDeviceBackup(now);
const madeMs = performance.now() - made;
const pageBundle = ONLY_BACKUP ? "" : await pageScript("bench/books-page.ts");

const server = await startServerProcess({ env: SERVER_ENV, keepLog: false });
const browser = await chromium.launch({
  executablePath: ensureChromium(),
  headless: true,
  args: CHROMIUM_FLAGS,
});
const indexes: number[] = [];
const loadBefore = loadLine();
type Search = { ms: number[]; found: string[] };
let figures;
try {
  // The empty device: Save PDF.
  let emptyPdf = null;
  let emptyStorage = null;
  if (!ONLY_BACKUP) {
    const empty = await phoneDevice(browser, server.baseURL);
    indexes.push(empty.benchmarkIndex);
    emptyPdf = await savePdfTimes(empty.page);
    emptyStorage = await storageUsed(empty.page);
    await empty.context.close();
  }

  // The big device: restored through the page, then everything timed.
  const device = await phoneDevice(browser, server.baseURL);
  indexes.push(device.benchmarkIndex);
  await openDeviceFiles(device.page);
  const seedRestoreMs = await timedRestore(device.page, big.bytes);
  const bigStorage = await storageUsed(device.page);
  let lookups = null;
  if (!ONLY_BACKUP) {
    await device.page.addScriptTag({ content: pageBundle });
    const search = (query: string) =>
      device.page.evaluate(
        ([text, runs]) =>
          (
            globalThis as unknown as { booksBench: { timeSearch: (q: string, r: number) => Promise<Search> } }
          ).booksBench.timeSearch(text as string, runs as number),
        [query, SEARCH_RUNS] as const,
      );
    const byNumber = await search(big.number);
    const byBuyer = await search(big.buyer);
    if (byNumber.found[0] !== big.number)
      throw new Error(`Searching ${big.number} found ${byNumber.found[0]}`);
    const monthInvoices = await device.page.evaluate(
      (month) =>
        (
          globalThis as unknown as { booksBench: { monthTaxInvoices: (m: string) => Promise<number> } }
        ).booksBench.monthTaxInvoices(month),
      big.month,
    );
    const monthRuns: number[] = [];
    for (let run = 0; run < FILE_RUNS; run += 1)
      monthRuns.push((await timedDownload(device.page, "Download the files (.zip)")).ms);
    lookups = { byNumber, byBuyer, monthInvoices, monthRuns };
  }
  const backupRuns: { ms: number; bytes: Buffer; name: string }[] = [];
  for (let run = 0; run < FILE_RUNS; run += 1) {
    const download = () => timedDownload(device.page, "Download backup");
    backupRuns.push(await (run === 0 ? profiled(device.page, "backup", download) : download()));
  }
  const bigPdf = ONLY_BACKUP ? null : await savePdfTimes(device.page);
  await device.context.close();

  // The device's own backup, restored into a fresh profile.
  const fresh = await phoneDevice(browser, server.baseURL);
  indexes.push(fresh.benchmarkIndex);
  await openDeviceFiles(fresh.page);
  const restoreMs = await profiled(fresh.page, "restore", () =>
    timedRestore(fresh.page, backupRuns[0]!.bytes),
  );
  await fresh.context.close();

  const lighthouse = ONLY_BACKUP ? null : await firstLoads(server.baseURL, big.bytes);
  figures = {
    bigStorage,
    seedRestoreMs,
    restoreMs,
    backupRuns,
    rest:
      emptyPdf && emptyStorage !== null && bigPdf && lookups && lighthouse
        ? { emptyPdf, emptyStorage, bigPdf, lighthouse, ...lookups }
        : null,
  };
} finally {
  await browser.close();
  await server.stop();
}

const f = figures;
const ms = (value: number) => `${Math.round(value).toLocaleString("en-IN")} ms`;
const runsOf = (values: readonly number[]) => values.map((value) => Math.round(value)).join(", ");
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
type Row = [string, string, string, boolean | null];

/** The rows of everything but the backup: the first loads, Save PDF, the search, the month's files. */
function otherRows(r: NonNullable<typeof f.rest>): Row[] {
  const lh = (device: "empty" | "big", key: "tbt" | "lcp" | "score") =>
    median(r.lighthouse[device].map((run) => run[key]));
  const pdfEmpty = median(r.emptyPdf.runs);
  const pdfBig = median(r.bigPdf.runs);
  const findNumber = median(r.byNumber.ms);
  const findBuyer = median(r.byBuyer.ms);
  const month = median(r.monthRuns);
  return [
    [
      "first load, empty: Lighthouse TBT",
      `${ms(lh("empty", "tbt"))} (score ${lh("empty", "score")}, LCP ${ms(lh("empty", "lcp"))})`,
      `≤ ${TARGET.tbtMs} ms`,
      lh("empty", "tbt") <= TARGET.tbtMs,
    ],
    [
      "first load, 20,000 documents: TBT",
      `${ms(lh("big", "tbt"))} (score ${lh("big", "score")})`,
      `≤ ${TARGET.tbtMs} ms`,
      lh("big", "tbt") <= TARGET.tbtMs,
    ],
    [
      "first load, 20,000 documents: LCP",
      ms(lh("big", "lcp")),
      `≤ ${TARGET.lcpShare} × empty`,
      lh("big", "lcp") <= TARGET.lcpShare * lh("empty", "lcp"),
    ],
    [
      "Save PDF, new invoice, empty",
      `${ms(pdfEmpty)} (runs ${runsOf(r.emptyPdf.runs)}; first ${ms(r.emptyPdf.first)})`,
      "",
      null,
    ],
    [
      "Save PDF, new invoice, 20,000 documents",
      `${ms(pdfBig)} (runs ${runsOf(r.bigPdf.runs)}; first ${ms(r.bigPdf.first)}) = ${(pdfBig / pdfEmpty).toFixed(2)} × empty`,
      `≤ ${TARGET.pdfShare} × empty`,
      pdfBig <= TARGET.pdfShare * pdfEmpty,
    ],
    [
      "find by number",
      `${ms(findNumber)} (runs ${runsOf(r.byNumber.ms)})`,
      `< ${TARGET.findMs} ms`,
      findNumber < TARGET.findMs,
    ],
    [
      `find by buyer ("${big.buyer}", ${r.byBuyer.found.length} shown)`,
      `${ms(findBuyer)} (runs ${runsOf(r.byBuyer.ms)})`,
      `< ${TARGET.findMs} ms`,
      findBuyer < TARGET.findMs,
    ],
    [
      `month's files, ${big.month} (${r.monthInvoices} tax invoices)`,
      `${ms(month)} (runs ${runsOf(r.monthRuns)})`,
      `< ${TARGET.monthMs} ms`,
      month < TARGET.monthMs,
    ],
  ];
}

const backup = median(f.backupRuns.map((run) => run.ms));
const restore = Math.max(f.restoreMs, f.seedRestoreMs);
const rows: Row[] = [
  ...(f.rest ? otherRows(f.rest) : []),
  [
    "Download backup",
    `${ms(backup)} (runs ${runsOf(f.backupRuns.map((run) => run.ms))}; ${mb(f.backupRuns[0]!.bytes.length)}, ${f.backupRuns[0]!.name})`,
    `< ${TARGET.backupMs} ms`,
    backup < TARGET.backupMs,
  ],
  [
    "restore into a fresh profile",
    `${ms(f.restoreMs)} (the generated file: ${ms(f.seedRestoreMs)}, ${mb(big.bytes.length)})`,
    `< ${TARGET.restoreMs} ms`,
    restore < TARGET.restoreMs,
  ],
  [
    "storage used",
    `${mb(f.bigStorage)} with 20,000 documents${f.rest ? `; ${mb(f.rest.emptyStorage)} empty` : ""}`,
    "for information",
    null,
  ],
];
const table = [
  ["measure", "value", "target", "result"],
  ...rows.map(([name, value, target, ok]) => [name, value, target, ok === null ? "" : ok ? "ok" : "MISSED"]),
];
const widths = table[0]!.map((_, column) => Math.max(...table.map((row) => row[column]!.length)));
console.log(
  `A device with ${DOCUMENTS.toLocaleString("en-IN")} documents against an empty one, Chromium against the production server${ONLY_BACKUP ? " (BOOKS_ONLY=backup: the backup and restores only)" : ""}`,
);
const lighthouseIndexes = f.rest
  ? `; Lighthouse: ${LIGHTHOUSE_RUNS} run(s) a device, medians, calibrated per run (indexes ${[...f.rest.lighthouse.empty, ...f.rest.lighthouse.big].map((run) => Math.round(run.index)).join(" ")})`
  : "";
const phone = FIXED_SLOWDOWN
  ? `a fixed CPU slowdown of ${FIXED_SLOWDOWN}× (BOOKS_SLOWDOWN; the calibration would be ${calibrationLine(indexes)})`
  : calibrationLine(indexes);
console.log(`Phone (Playwright measures): ${phone}${lighthouseIndexes}`);
for (const row of table) console.log(row.map((cell, column) => cell.padEnd(widths[column]!)).join("  "));
console.log(`The backup of ${DOCUMENTS} documents was generated in Node in ${ms(madeMs)}.`);
console.log(`Machine: ${cpus().length} CPUs, ${loadBefore} before, ${loadLine()} after.`);
if (rows.some(([, , , ok]) => ok === false)) process.exit(1);
