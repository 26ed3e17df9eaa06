/**
 * `npm run fuzz`: at least 10,000 generated hostile requests against the production server
 * (server.mjs, one worker, its own temporary database), over every route and the contact form.
 * Prints what came back per class of request and exits non-zero on any failure: a 5xx, markup
 * reflected unescaped, an answer without the security headers, a request left unanswered, the
 * server down afterwards (its heap is capped, so a leak brings it down), or its memory past 400 MB.
 *
 *   npm run fuzz                          10,000 requests, seed 1
 *   npm run fuzz -- --requests 50000 --seed 7
 *   npm run fuzz -- --postgres            the messages in a throwaway PostgreSQL (as with DATABASE_URL)
 *
 * Needs a production build (`npm run fuzz` makes one first).
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

import { FUZZ_SERVER_ENV, reportRows, runFuzz } from "./fuzz/run.mjs";
import { startServerProcess } from "./server-process.mjs";
import { startThrowawayPostgres } from "./throwaway-postgres.mjs";

const { values } = parseArgs({
  options: {
    requests: { type: "string", default: "10000" },
    seed: { type: "string", default: "1" },
    concurrency: { type: "string", default: "8" },
    postgres: { type: "boolean", default: false },
  },
});
const requests = Number(values.requests);
const seed = Number(values.seed);
if (!Number.isInteger(requests) || requests < 1 || !Number.isInteger(seed)) {
  console.error("Usage: npm run fuzz -- [--requests N] [--seed N] [--concurrency N] [--postgres]");
  process.exit(2);
}

const dataDir = mkdtempSync(join(tmpdir(), "vasanam-fuzz-"));
const postgres = values.postgres ? await startThrowawayPostgres() : undefined;
const storage = postgres ? { DATABASE_URL: postgres.url } : { DATA_DIR: dataDir };
// The access log is dropped (a pipe read and discarded); errors on stderr are kept and counted.
const server = await startServerProcess({ env: { ...FUZZ_SERVER_ENV, ...storage }, keepLog: false });
let report;
try {
  const where = postgres ? ", messages in PostgreSQL" : "";
  console.log(
    `Fuzzing ${server.baseURL} with ${requests.toLocaleString("en-IN")} requests (seed ${seed}${where})…`,
  );
  report = await runFuzz(server, { requests, seed, concurrency: Number(values.concurrency) });
} finally {
  await server.stop();
  await postgres?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

console.table(reportRows(report));
const errorLines = server
  .output()
  .split("\n")
  .filter((line) => line.includes("[vasanam] error"));
console.log(
  `${report.seconds.toFixed(1)} s; server memory ${report.startMB} MB at the start, ${report.peakMB} MB at the peak; ` +
    `${errorLines.length} error line(s) in its log; still answering: ${report.alive ? "yes" : "NO"}`,
);
if (report.failures.length > 0) {
  console.log(`\n${report.failures.length} failure(s); the first ones:`);
  for (const failure of report.failures.slice(0, 15)) console.log(JSON.stringify(failure));
  process.exit(1);
}
console.log("No failures.");
