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

/** A benchmark's page half (bench/*-page.ts) bundled for the browser, `~` resolving to app/. */
export async function pageScript(entry: string): Promise<string> {
  const { build } = await import("esbuild");
  const bundle = await build({
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    alias: { "~": "./app" },
    logLevel: "warning",
  });
  return bundle.outputFiles[0]!.text;
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
