/**
 * Runs generated hostile requests (cases.mjs) against a running server and checks every answer:
 * no 5xx, no marker markup reflected unescaped in an HTML answer, the security headers on every
 * answer, an answer to every request that can expect one; and, at the end, the server still up
 * and its memory within bounds. Shared by `npm run fuzz` (scripts/fuzz.mjs) and the slice in the
 * browser tests (test/e2e/fuzz.test.ts).
 *
 * Memory: V8 lets the heap grow while memory is plentiful and collects it later, so a peak says
 * little on its own. The server runs with its heap capped (FUZZ_SERVER_ENV): what it keeps for good
 * must fit, or it crashes and the run fails; and its resident memory must stay under a limit.
 */

/** The fuzzed server's environment: one worker, its heap capped so that a leak ends the run. */
export const FUZZ_SERVER_ENV = {
  WEB_CONCURRENCY: "1",
  TRUST_PROXY: "0",
  NODE_OPTIONS: "--max-old-space-size=192",
};
import { readFileSync } from "node:fs";

import { fuzzCase } from "./cases.mjs";
import { sendRaw } from "./raw-http.mjs";

/** The resident memory of a process, in MB (Linux), or null when it cannot be read. */
function residentMB(pid) {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8").match(/^VmRSS:\s+(\d+) kB/m);
    return line ? Math.round(Number(line[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * @param {{ baseURL: string, process: import("node:child_process").ChildProcess }} server
 *   a single-process server (its memory is read from its pid)
 * @param {{ requests: number, seed: number, concurrency?: number, memoryLimitMB?: number }} options
 */
export async function runFuzz(server, { requests, seed, concurrency = 8, memoryLimitMB = 400 }) {
  const url = new URL(server.baseURL);
  const target = { host: url.hostname, port: Number(url.port) };
  const byKind = new Map();
  const failures = [];
  let peakMB = residentMB(server.process.pid) ?? 0;
  const startMB = peakMB;
  const sampler = setInterval(() => (peakMB = Math.max(peakMB, residentMB(server.process.pid) ?? 0)), 250);

  const record = (kind, outcome) => {
    const row = byKind.get(kind) ?? { requests: 0, "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0, "no answer": 0 };
    row.requests += 1;
    row[outcome] += 1;
    byKind.set(kind, row);
  };
  const fail = (index, kind, problem, bytes) =>
    failures.push({ index, kind, problem, request: String(bytes).slice(0, 300) });

  let next = 0;
  const worker = async () => {
    while (next < requests) {
      const index = next++;
      const fuzz = fuzzCase(seed, index, url.host);
      let response;
      try {
        response = await sendRaw(target, fuzz.bytes, { endAfterWrite: fuzz.endAfterWrite });
      } catch (error) {
        record(fuzz.kind, "no answer");
        fail(index, fuzz.kind, error.message, fuzz.bytes);
        continue;
      }
      if (!response) {
        record(fuzz.kind, "no answer");
        if (!fuzz.mayGoUnanswered) fail(index, fuzz.kind, "closed without an answer", fuzz.bytes);
        continue;
      }
      record(fuzz.kind, `${Math.floor(response.status / 100)}xx`);
      if (response.status >= 500) fail(index, fuzz.kind, `answered ${response.status}`, fuzz.bytes);
      const type = response.headers.get("content-type") ?? "";
      if (type.includes("text/html") && response.body.includes(`<${fuzz.marker}`)) {
        fail(index, fuzz.kind, `reflected <${fuzz.marker}> unescaped`, fuzz.bytes);
      }
      if (
        response.headers.get("x-content-type-options") !== "nosniff" ||
        !response.headers.has("content-security-policy")
      ) {
        fail(index, fuzz.kind, `answered ${response.status} without the security headers`, fuzz.bytes);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  peakMB = Math.max(peakMB, residentMB(server.process.pid) ?? 0);

  let alive = false;
  try {
    alive = (await fetch(new URL("/", server.baseURL))).status === 200;
  } catch {
    alive = false;
  }
  if (!alive) failures.push({ problem: "the server no longer answers GET /" });
  if (peakMB > memoryLimitMB)
    failures.push({ problem: `memory reached ${peakMB} MB (limit ${memoryLimitMB} MB)` });

  return { byKind, failures, seconds, alive, startMB, peakMB };
}

/** The report as console.table rows, with a total row. */
export function reportRows({ byKind }) {
  const rows = [...byKind].map(([kind, row]) => ({ class: kind, ...row }));
  const total = { class: "total", requests: 0, "2xx": 0, "3xx": 0, "4xx": 0, "5xx": 0, "no answer": 0 };
  for (const row of rows) for (const key of Object.keys(total).slice(1)) total[key] += row[key];
  return [...rows, total];
}
