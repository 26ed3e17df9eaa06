/**
 * The accountant's files of a quarter: 1,000 random tax invoices (up to 12 lines each, some
 * cancelled, buyers registered or not, in and out of the seller's state), the time to build every
 * file and the .zip from them (median of the timed runs, after one warm-up run), the .zip's size, the
 * size of the issued documents as the device keeps them, and the size of the device's backup file
 * holding them (with a series code, counters and a price list of 75 products), raw and gzipped.
 * Target: under 2 s. Run by `npm run bench`; exits 1 on a miss.
 */
import { cpus, loadavg } from "node:os";
import { gzipSync } from "node:zlib";

import { seededRandom } from "~/catalog/seeded-random";
import { makeBackup } from "~/calculator/device/backup";
import { writeIssuedDocuments } from "~/calculator/device/issued-documents";
import { builtInPriceList } from "~/calculator/price-list/price-list";
import { accountantFiles } from "~/calculator/register/accountant-files";
import { buildAccountantZip, quarterPeriod } from "~/calculator/register/accountant-zip";

import { SELLER_LOCATION, randomDocuments } from "../test/support/random-tax-invoices";

const INVOICES = 1000;
const TIMED_RUNS = 5;
const TIME_LIMIT_MS = 2000;

const period = quarterPeriod("2026-27", 3)!;
const documents = randomDocuments(seededRandom(2026), {
  count: INVOICES,
  from: Date.UTC(2026, 8, 30, 18, 30),
  to: Date.UTC(2026, 11, 31, 18, 30),
  maxLines: 12,
});

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

await buildAccountantZip(period, documents, SELLER_LOCATION); // warm-up: the JIT, the first collections
const times: number[] = [];
let zip = await buildAccountantZip(period, documents, SELLER_LOCATION);
for (let run = 0; run < TIMED_RUNS; run += 1) {
  const start = performance.now();
  zip = await buildAccountantZip(period, documents, SELLER_LOCATION);
  times.push(performance.now() - start);
}
const files = accountantFiles(period, documents, SELLER_LOCATION);
const stored = writeIssuedDocuments(documents);
const backupStart = performance.now();
const backup = await makeBackup(
  {
    seriesCode: "R7",
    counters: { "PE/R7/2627": INVOICES },
    issued: documents,
    drafts: [],
    priceList: { source: "file", fileName: "list.csv", items: builtInPriceList() },
  },
  Date.UTC(2027, 0, 1),
);
const backupMs = performance.now() - backupStart;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const took = median(times);

console.log(
  `${cpus().length} CPU(s), load ${loadavg()
    .map((load) => load.toFixed(2))
    .join(" ")}`,
);
console.table([
  {
    measure: `quarter's files + .zip from ${INVOICES} invoices (median of ${TIMED_RUNS})`,
    value: `${took.toFixed(0)} ms`,
    target: `< ${TIME_LIMIT_MS} ms`,
    pass: took < TIME_LIMIT_MS,
  },
  {
    measure: "runs",
    value: times.map((time) => time.toFixed(0)).join(", ") + " ms",
    target: "-",
    pass: true,
  },
  {
    measure: `.zip (${files.register.invoices.length} invoices, ${files.eInvoices.length} e-invoices)`,
    value: kb(zip.bytes.length),
    target: "-",
    pass: true,
  },
  {
    measure: `issued documents as kept on the device (backup's register part), ${INVOICES} invoices`,
    value: `${kb(Buffer.byteLength(stored))} (gzip ${kb(gzipSync(stored).length)})`,
    target: "-",
    pass: true,
  },
  {
    measure: `backup file with ${INVOICES} invoices (made in ${backupMs.toFixed(0)} ms)`,
    value: `${kb(Buffer.byteLength(backup))} (gzip ${kb(gzipSync(backup).length)})`,
    target: "-",
    pass: true,
  },
]);
if (took >= TIME_LIMIT_MS) process.exit(1);
