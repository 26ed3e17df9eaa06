/**
 * One budget phone, whatever machine runs the benchmarks. Lighthouse's mobile preset slows the host's
 * own CPU by a fixed 4×, so a fast host emulates a fast phone and a busy one a slow phone. Here the
 * slowdown follows the host instead: Lighthouse's own benchmark index (the same page function it runs
 * in every audit, reported as `environment.benchmarkIndex`) is measured in the browser just before
 * each measurement, and the CPU is slowed by index ÷ PHONE_BENCHMARK_INDEX, at least 1. A host
 * measuring 1,600 is slowed 4×, one measuring 800 (a slower or busier machine) 2×: both then run
 * the page as a phone scoring 400 would.
 */
import { loadavg } from "node:os";

import { pageFunctions } from "lighthouse/core/lib/page-functions.js";

/** The benchmark index of the phone every figure stands for: a budget Android phone. */
export const PHONE_BENCHMARK_INDEX = 400;

/** How much to slow this host's CPU to run as the phone, given the host's benchmark index. */
export function cpuSlowdownFor(benchmarkIndex) {
  return Math.max(1, benchmarkIndex / PHONE_BENCHMARK_INDEX);
}

/** The script that computes the benchmark index in a page (about one second of busy work). */
const BENCHMARK_SCRIPT = `(${pageFunctions.computeBenchmarkIndex.toString()})()`;

/**
 * The host's benchmark index, measured in a blank page of `context` (a Playwright browser context)
 * that runs unthrottled: the median of `samples` measurements, since a shared machine varies.
 * @param {import("playwright-core").BrowserContext} context
 */
export async function measureBenchmarkIndex(context, samples = 3) {
  const page = await context.newPage();
  try {
    const values = [];
    for (let i = 0; i < samples; i++) values.push(Number(await page.evaluate(BENCHMARK_SCRIPT)));
    values.sort((a, b) => a - b);
    return Math.round(values[Math.floor(values.length / 2)]);
  } finally {
    await page.close();
  }
}

/** The machine's load averages, to print beside every table (`cat /proc/loadavg`'s first three). */
export function loadLine() {
  return `load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(" ")}`;
}

/** "index 1,420 → CPU slowdown 3.55×" for a table's heading. */
export function calibrationLine(indexes) {
  const sorted = [...indexes].sort((a, b) => a - b);
  const low = sorted[0];
  const high = sorted[sorted.length - 1];
  const mid = sorted[Math.floor(sorted.length / 2)];
  const range = low === high ? `${low}` : `${low}–${high} (median ${mid})`;
  return (
    `benchmark index ${range} → CPU slowdown ${cpuSlowdownFor(low).toFixed(2)}–${cpuSlowdownFor(high).toFixed(2)}× ` +
    `(index ÷ ${PHONE_BENCHMARK_INDEX}, at least 1)`
  );
}

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
