import { runInNewContext } from "node:vm";

import { describe, expect, it } from "vitest";

import { offlineWorkerConfig, serviceWorkerSource } from "~/calculator/offline/offline-worker";

/**
 * The service worker as the browser gets it (its source text, run on its own against a stand-in for
 * the worker's global scope): what it keeps on install, what it drops on activation, and how it answers:
 * the page and its data from the network when it can and from the device when it cannot; build files
 * from the device; the shop's pages never.
 */

const ORIGIN = "https://shop.example";

/** A Cache Storage over maps; names in the order they were made, as the browser keeps them. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>();
  const key = (request: RequestInfo | URL) =>
    new URL(typeof request === "string" || request instanceof URL ? request : request.url, ORIGIN).href;
  const cacheOf = (store: Map<string, Response>) => ({
    put: async (request: RequestInfo, response: Response) => void store.set(key(request), response),
    match: async (request: RequestInfo) => store.get(key(request))?.clone(),
  });
  return {
    stores,
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheOf(stores.get(name)!);
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
    match: async (request: RequestInfo) => {
      for (const store of stores.values()) {
        const hit = store.get(key(request));
        if (hit) return hit.clone();
      }
      return undefined;
    },
  };
}

function workerWith(precache: string[], version = "v2") {
  const listeners: Record<string, (event: unknown) => void> = {};
  const caches = memoryCaches();
  const state = { online: true, fetched: [] as string[], skipped: false, claimed: false };
  const scope = {
    location: { origin: ORIGIN },
    caches,
    clients: { claim: async () => void (state.claimed = true) },
    skipWaiting: async () => void (state.skipped = true),
    fetch: async (request: RequestInfo) => {
      const url = new URL(typeof request === "string" ? request : request.url, ORIGIN);
      state.fetched.push(url.pathname + url.search);
      if (!state.online) throw new TypeError("Failed to fetch");
      return new Response(`network ${url.pathname}${url.search}`, { status: 200 });
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => void (listeners[type] = listener),
  };
  runInNewContext(serviceWorkerSource(offlineWorkerConfig(version, precache)), {
    self: scope,
    URL,
    Headers,
    Response,
    setTimeout,
  });

  async function lifecycle(type: "install" | "activate") {
    let work: Promise<unknown> = Promise.resolve();
    listeners[type]!({ waitUntil: (promise: Promise<unknown>) => (work = promise) });
    await work;
  }

  /** The worker's answer, or null when it leaves the request to the browser. */
  async function request(path: string, init: RequestInit = {}): Promise<Response | null> {
    const answers: Promise<Response>[] = [];
    const req = new Request(new URL(path, ORIGIN), init);
    listeners.fetch!({ request: req, respondWith: (response: Promise<Response>) => answers.push(response) });
    return answers[0] ?? null;
  }

  return { scope, state, caches, lifecycle, request };
}

const PRECACHE = ["/price-calculation", "/price-calculation.data", "/build/routes/price-calculation-1.js"];

describe("the calculator's service worker", () => {
  it("keeps every file of its list on install, and takes over at once", async () => {
    const worker = workerWith(PRECACHE);
    await worker.lifecycle("install");
    expect(worker.state.fetched.sort()).toEqual([...PRECACHE].sort());
    expect([...worker.caches.stores.get("punarvana-eco-calculator-v2")!.keys()]).toHaveLength(3);
    expect(worker.state.skipped).toBe(true);
    await worker.lifecycle("activate");
    expect(worker.state.claimed).toBe(true);
  });

  it("keeps the two newest builds' caches and drops older ones, and nothing else's", async () => {
    const worker = workerWith(PRECACHE, "v3");
    for (const name of ["punarvana-eco-calculator-v1", "someone-else", "punarvana-eco-calculator-v2"]) {
      await worker.caches.open(name);
    }
    await worker.lifecycle("install");
    await worker.lifecycle("activate");
    expect(await worker.caches.keys()).toEqual([
      "someone-else",
      "punarvana-eco-calculator-v2",
      "punarvana-eco-calculator-v3",
    ]);
  });

  it("answers the page from the network, and from the device when the network fails, saying so", async () => {
    const worker = workerWith(PRECACHE);
    await worker.lifecycle("install");
    const online = await worker.request("/price-calculation");
    expect(await online!.text()).toBe("network /price-calculation");
    expect(online!.headers.get("X-Calculator-Offline")).toBeNull();

    worker.state.online = false;
    const offline = await worker.request("/price-calculation?from=home");
    expect(await offline!.text()).toBe("network /price-calculation");
    expect(offline!.headers.get("X-Calculator-Offline")).toBe("served from this device");
    // Remix's data request, with or without its route list.
    expect(await (await worker.request("/price-calculation.data?_routes=root"))!.text()).toBe(
      "network /price-calculation.data",
    );
  });

  it("answers the route manifest from the network, and the copy it last got when offline", async () => {
    const worker = workerWith(PRECACHE);
    const path = "/__manifest?p=%2F&version=abc";
    expect(await (await worker.request(path))!.text()).toBe(`network ${path}`);
    worker.state.online = false;
    expect(await (await worker.request(path))!.text()).toBe(`network ${path}`);
  });

  it("answers build files from the device without asking the network", async () => {
    const worker = workerWith(PRECACHE);
    await worker.lifecycle("install");
    worker.state.fetched = [];
    const file = await worker.request("/build/routes/price-calculation-1.js");
    expect(await file!.text()).toBe("network /build/routes/price-calculation-1.js");
    expect(worker.state.fetched).toEqual([]);
  });

  it("leaves the shop's pages and data, other methods and other sites to the browser", async () => {
    const worker = workerWith(PRECACHE);
    await worker.lifecycle("install");
    expect(await worker.request("/collections/incense")).toBeNull();
    expect(await worker.request("/collections/incense.data")).toBeNull();
    expect(await worker.request("/price-calculation", { method: "POST", body: "x" })).toBeNull();
    expect(await worker.request("https://elsewhere.example/price-calculation")).toBeNull();
  });
});
