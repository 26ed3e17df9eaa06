/**
 * The calculator's service worker (docs/calculator.md, "Offline"). It is registered with the scope
 * `/price-calculation`, so it only ever answers for the calculator's own page and data; a shop page is
 * never in its scope and never served by it.
 *
 * - On install it keeps every file of the precache list (offline-precache.ts) in a cache named after
 *   the build, takes over at once and keeps the two newest builds' caches (a tab still open on the
 *   previous build can still load its lazy chunks offline).
 * - The page and its data (`/price-calculation`, `/price-calculation.data`) and Remix's route manifest
 *   (`/__manifest?…`) are network first: a deploy is seen on the next visit; when the network fails,
 *   or has not answered within a few seconds, the kept copy answers, marked with the header
 *   `X-Calculator-Offline`.
 * - Files under `/build/` are fingerprinted, so a kept copy is always right: cache first.
 *
 * `calculatorWorker` runs inside the worker: it is sent as its own source text (see
 * `serviceWorkerSource`), so it may use nothing from outside the function but its two arguments and the
 * web platform's globals.
 */

import { CALCULATOR_PATH } from "~/paths";

export interface OfflineWorkerConfig {
  /** This build's cache: {@link CACHE_PREFIX} and the build's version. */
  readonly cacheName: string;
  readonly cachePrefix: string;
  /** Marks a response the worker answered from its cache because the network did not. */
  readonly offlineHeader: string;
  /** The page's path, which is also the worker's scope. */
  readonly scope: string;
  readonly precache: readonly string[];
  /** How long a network-first request waits for the network before the kept copy answers. */
  readonly networkTimeoutMs: number;
}

interface WaitUntilEvent {
  waitUntil(promise: Promise<unknown>): void;
}

interface FetchLikeEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}

/** The parts of a service worker's global scope this worker uses. */
export interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly caches: CacheStorage;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  fetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  addEventListener(type: "install" | "activate", listener: (event: WaitUntilEvent) => void): void;
  addEventListener(type: "fetch", listener: (event: FetchLikeEvent) => void): void;
}

export const OFFLINE_HEADER = "X-Calculator-Offline";
export const CACHE_PREFIX = "punarvana-eco-calculator-";

export function calculatorWorker(scope: WorkerScope, config: OfflineWorkerConfig): void {
  const { cacheName, cachePrefix } = config;
  const precached = new Set(config.precache);

  async function keep(cache: Cache, url: string): Promise<void> {
    const fingerprinted = url.startsWith("/build/");
    const earlier = fingerprinted ? await scope.caches.match(url) : undefined;
    if (earlier) return cache.put(url, earlier);
    const response = await scope.fetch(url, { cache: fingerprinted ? "default" : "no-cache" });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    await cache.put(url, response);
  }

  scope.addEventListener("install", (event) => {
    event.waitUntil(
      (async () => {
        const cache = await scope.caches.open(cacheName);
        await Promise.all(config.precache.map((url) => keep(cache, url)));
        await scope.skipWaiting();
      })(),
    );
  });

  scope.addEventListener("activate", (event) => {
    event.waitUntil(
      (async () => {
        // Cache names come back in the order they were made: keep the two newest builds.
        const ours = (await scope.caches.keys()).filter((name) => name.startsWith(cachePrefix));
        const keepNames = ours.slice(-2);
        if (!keepNames.includes(cacheName)) keepNames.push(cacheName);
        await Promise.all(
          ours.filter((name) => !keepNames.includes(name)).map((name) => scope.caches.delete(name)),
        );
        await scope.clients.claim();
      })(),
    );
  });

  function marked(response: Response): Response {
    const headers = new Headers(response.headers);
    headers.set(config.offlineHeader, "served from this device");
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }

  async function networkFirst(request: Request, keys: readonly string[]): Promise<Response> {
    const cache = await scope.caches.open(cacheName);
    const network = scope.fetch(request).then(async (response) => {
      if (response.ok) await cache.put(keys[0]!, response.clone());
      return response;
    });
    network.catch(() => undefined); // answered from the cache below; the failure is not an error
    const slow = new Promise<null>((resolve) => setTimeout(() => resolve(null), config.networkTimeoutMs));
    const first = await Promise.race([network, slow]).catch(() => null);
    if (first) return first;
    for (const key of keys) {
      const kept = await scope.caches.match(key);
      if (kept) return marked(kept);
    }
    return network;
  }

  async function cacheFirst(request: Request, url: URL): Promise<Response> {
    const kept = await scope.caches.match(url.pathname);
    if (kept) return kept;
    const response = await scope.fetch(request);
    if (response.ok && precached.has(url.pathname)) {
      const cache = await scope.caches.open(cacheName);
      await cache.put(url.pathname, response.clone());
    }
    return response;
  }

  scope.addEventListener("fetch", (event) => {
    const { request } = event;
    if (request.method !== "GET") return;
    const url = new URL(request.url);
    if (url.origin !== scope.location.origin) return;
    const path = url.pathname;
    if (path === config.scope || path === `${config.scope}.data`) {
      // The page ignores its query; its data may carry Remix's `_routes`: exact copy first, else any.
      const keys = url.search && path !== config.scope ? [path + url.search, path] : [path];
      event.respondWith(networkFirst(request, keys));
    } else if (path === "/__manifest") {
      event.respondWith(networkFirst(request, [path + url.search]));
    } else if (path.startsWith("/build/") || precached.has(path)) {
      event.respondWith(cacheFirst(request, url));
    }
    // Anything else (the shop's pages and data after leaving the calculator) goes to the network as usual.
  });
}

/** The worker's settings for one build. */
export function offlineWorkerConfig(version: string, precache: readonly string[]): OfflineWorkerConfig {
  return {
    cacheName: CACHE_PREFIX + version,
    cachePrefix: CACHE_PREFIX,
    offlineHeader: OFFLINE_HEADER,
    scope: CALCULATOR_PATH,
    precache,
    networkTimeoutMs: 4000,
  };
}

/** The worker's script: the function above, called with the service worker's scope and this build's list. */
export function serviceWorkerSource(config: OfflineWorkerConfig): string {
  return `"use strict";\n(${calculatorWorker.toString()})(self, ${JSON.stringify(config)});\n`;
}
