import { describe, expect, it } from "vitest";

import { FUZZ_SERVER_ENV, reportRows, runFuzz } from "../../scripts/fuzz/run.mjs";

import { useServer } from "./support/use-server";

// A slice of `npm run fuzz` (which sends 10,000 or more): the same generator and checks, with a
// seed of its own, fixed so that a failure repeats exactly.
describe("hostile requests (1,000 of the fuzzer's)", () => {
  const own = useServer(FUZZ_SERVER_ENV, "vasanam-fuzz-");

  it("get no 5xx, reflect no markup, always carry the security headers, and leave the server up", async () => {
    const { server } = own();
    const report = await runFuzz(server, { requests: 1_000, seed: 20_251_020, concurrency: 6 });
    const total = reportRows(report).at(-1)!;
    expect(total.requests).toBe(1_000);
    expect(total["5xx"]).toBe(0);
    expect(report.failures).toEqual([]);
    expect(report.alive).toBe(true);
    expect(server.output()).not.toMatch(/\n\s+at /); // no stack traces in the log
  }, 180_000);
});
