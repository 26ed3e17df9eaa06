import { readFileSync } from "node:fs";
import { join } from "node:path";

import manifest from "@remix-run/dev/assets-manifest";

import { calculatorPrecacheList } from "./offline-precache";
import { offlineWorkerConfig, serviceWorkerSource } from "./offline-worker";

/**
 * The calculator's service worker script for the running build: its precache list is worked out once
 * per process from the build's manifest and the files under public/build (see offline-precache.ts).
 */

/** Files under /build/ are served from public/build, by server.mjs and remix-serve alike. */
function readBuildFile(url: string): string | null {
  try {
    return readFileSync(join(process.cwd(), "public", url), "utf8");
  } catch {
    return null;
  }
}

let script: string | null = null;

export function calculatorServiceWorkerScript(): string {
  script ??= serviceWorkerSource(
    offlineWorkerConfig(manifest.version, calculatorPrecacheList(manifest, readBuildFile)),
  );
  return script;
}

/**
 * Its answer's headers. The security headers' policy for resources (`default-src 'none'`) would also
 * forbid the worker's own fetches (connect-src), so the worker gets a policy that lets it fetch from
 * this site and do nothing else; `no-cache` makes the browser check for a new build on every visit.
 */
export const SERVICE_WORKER_HEADERS = {
  "Content-Type": "text/javascript; charset=utf-8",
  "Cache-Control": "no-cache",
  "Content-Security-Policy": "default-src 'none'; connect-src 'self'; frame-ancestors 'none'",
} as const;
