import { afterAll, describe, expect, it } from "vitest";

import { FUZZ_SERVER_ENV, reportRows, runFuzz } from "../../scripts/fuzz/run.mjs";

import { freshPostgresDatabase } from "../support/postgres";
import { startServer, type RunningServer } from "./support/server";
import { useServer } from "./support/use-server";

// A slice of `npm run fuzz` (which sends 10,000 or more): the same generator and checks, with a
// seed of its own, fixed so that a failure repeats exactly.
async function fuzzCleanly(server: RunningServer, seed: number) {
  const report = await runFuzz(server, { requests: 1_000, seed, concurrency: 6 });
  const total = reportRows(report).at(-1)!;
  expect(total.requests).toBe(1_000);
  expect(total["5xx"]).toBe(0);
  expect(report.failures).toEqual([]);
  expect(report.alive).toBe(true);
  expect(server.output()).not.toMatch(/\n\s+at /); // no stack traces in the log
}

describe("hostile requests (1,000 of the fuzzer's)", () => {
  const own = useServer(FUZZ_SERVER_ENV, "vasanam-fuzz-");

  it("get no 5xx, reflect no markup, always carry the security headers, and leave the server up", async () => {
    await fuzzCleanly(own().server, 20_251_020);
  }, 180_000);
});

describe("hostile requests with the messages in PostgreSQL (1,000 more)", () => {
  let server: RunningServer | undefined;
  afterAll(() => server?.stop());

  it("get no 5xx either", async () => {
    server = await startServer({ ...FUZZ_SERVER_ENV, DATABASE_URL: await freshPostgresDatabase() });
    await fuzzCleanly(server, 20_251_126);
  }, 180_000);
});
