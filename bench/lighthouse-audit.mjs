/**
 * One calibrated Lighthouse run (bench/lighthouse.mjs, bench/books.ts): mobile preset, performance
 * only, its CPU slowdown set from the benchmark index it measured (bench/calibration.mjs).
 */
import { navigationGather } from "lighthouse/core/gather/navigation-runner.js";
import { Runner } from "lighthouse/core/runner.js";

import { cpuSlowdownFor } from "./calibration.mjs";

/**
 * One Lighthouse run of `url`, calibrated on itself: Lighthouse gathers the page (its trace, network
 * log and its own benchmark index of the host, measured in the page's renderer), then the CPU
 * slowdown its simulation applies is set from that index before the audits run. Returns the
 * performance score (0–100), the metrics, the index and the slowdown. `extraFlags` are Lighthouse's
 * own (bench/books.ts keeps the site's storage: `disableStorageReset`). Lighthouse now and then fails
 * to record a trace (NO_NAVSTART, NO_FCP on a busy machine); such a run is repeated.
 */
export async function audit(url, port, extraFlags = {}, attempt = 1) {
  const flags = { port, output: "json", logLevel: "error", onlyCategories: ["performance"], ...extraFlags };
  const { artifacts, runnerOptions } = await navigationGather(undefined, url, { flags });
  const benchmarkIndex = artifacts.BenchmarkIndex;
  const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
  // The gathered artifacts hold the same settings object, which the audits compare against.
  runnerOptions.resolvedConfig.settings.throttling.cpuSlowdownMultiplier = cpuSlowdown;
  const lhr = (await Runner.audit(artifacts, runnerOptions))?.lhr;
  if (!lhr) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (lhr.runtimeError) {
    if (attempt < 3) return audit(url, port, extraFlags, attempt + 1);
    throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  }
  if (lhr.configSettings.throttling.cpuSlowdownMultiplier !== cpuSlowdown)
    throw new Error("Lighthouse did not take the calibrated CPU slowdown");
  const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    index: benchmarkIndex,
  };
}
