/**
 * What the browser benchmarks (pdf.ts, calculator-offline.ts) share: Chromium found and launched as
 * the browser tests do, and the median of their timed runs.
 */
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

import { chromium, type Browser } from "playwright-core";

export async function launchChromium(): Promise<Browser> {
  // Loaded at run time rather than bundled: the script prints its path when it is the program run.
  const { CHROMIUM_FLAGS, ensureChromium } = (await import(
    pathToFileURL(resolve("scripts/ensure-chromium.mjs")).href
  )) as { CHROMIUM_FLAGS: string[]; ensureChromium: () => string };
  return chromium.launch({ executablePath: ensureChromium(), headless: true, args: CHROMIUM_FLAGS });
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
