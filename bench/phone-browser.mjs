/**
 * What the phone benchmarks run in (bench/loaded-js.mjs, bench/interactions.mjs): Debian's Chromium
 * through playwright-core, as the browser tests drive it, and a page on a phone's screen whose CPU is
 * slowed, as Lighthouse's is, to the budget phone of bench/calibration.mjs.
 */
import { chromium } from "playwright-core";

import { CHROMIUM_FLAGS, ensureChromium } from "../scripts/ensure-chromium.mjs";

import { cpuSlowdownFor, measureBenchmarkIndex } from "./calibration.mjs";

export const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

export function launchChromium() {
  return chromium.launch({ executablePath: ensureChromium(), headless: true, args: CHROMIUM_FLAGS });
}

/**
 * A fresh context and page (a phone unless `contextOptions` says otherwise), its CPU slowed to the
 * budget phone's after measuring the host's benchmark index in the same browser. Returns the page
 * with the index and the slowdown applied.
 * @param {import("playwright-core").Browser} browser
 * @param {import("playwright-core").BrowserContextOptions} [contextOptions]
 */
export async function phonePage(browser, contextOptions = PHONE) {
  const context = await browser.newContext({ ...contextOptions, serviceWorkers: "allow" });
  const benchmarkIndex = await measureBenchmarkIndex(context);
  const cpuSlowdown = cpuSlowdownFor(benchmarkIndex);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  return { page, context, benchmarkIndex, cpuSlowdown };
}
