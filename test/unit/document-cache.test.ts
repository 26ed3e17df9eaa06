import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";

import { createHash } from "node:crypto";

import {
  cachedDocument,
  describeDocument,
  documentCacheKey,
  storeDocument,
  strongETag,
} from "~/document-cache.server";

/** Just the parts of Remix's entry context the cache reads. */
function context({
  cacheDocument = true,
  loaderData = { root: { site: "x" }, "routes/page": { items: [1, 2] } } as Record<string, unknown>,
  actionData = null as Record<string, unknown> | null,
  errors = null as Record<string, unknown> | null,
} = {}): EntryContext {
  return {
    staticHandlerContext: {
      matches: [{ route: { id: "root" } }, { route: { id: "routes/page" } }],
      loaderData,
      actionData,
      errors,
    },
    routeModules: { root: {}, "routes/page": { handle: { cacheDocument } } },
  } as unknown as EntryContext;
}

/** What a loader's `throw new Response(…, { status })` becomes in the context (a route error response). */
const routeError = (status: number, data: string) => ({ status, statusText: "", internal: false, data });

const get = (url = "http://shop.test/collections/all") => new Request(url);

describe("document cache", () => {
  it("keys a GET 200 of an opted-in route by its URL and loader data", () => {
    const key = documentCacheKey(get(), 200, context());
    expect(key).toBeTruthy();
    expect(documentCacheKey(get(), 200, context())).toBe(key);
    expect(documentCacheKey(get("http://shop.test/collections/all?page=2"), 200, context())).not.toBe(key);
    expect(documentCacheKey(get(), 200, context({ loaderData: { root: { site: "y" } } }))).not.toBe(key);
  });

  it("keys a not-found page too, by its address", () => {
    const notFound = { "routes/page": routeError(404, "Page not found") };
    const key = documentCacheKey(get(), 404, context({ errors: notFound, cacheDocument: false }));
    expect(key).toBeTruthy();
    expect(documentCacheKey(get(), 200, context())).not.toBe(key);
  });

  it("renders afresh what must not be shared", () => {
    expect(documentCacheKey(get(), 200, context({ cacheDocument: false }))).toBeNull();
    expect(documentCacheKey(get(), 404, context())).toBeNull();
    const serverError = { "routes/page": routeError(500, "boom") };
    expect(documentCacheKey(get(), 404, context({ errors: serverError }))).toBeNull();
    expect(
      documentCacheKey(new Request("http://shop.test/contact", { method: "POST" }), 200, context()),
    ).toBeNull();
    expect(documentCacheKey(get(), 200, context({ actionData: { "routes/page": {} } }))).toBeNull();
    expect(documentCacheKey(get(), 200, context({ errors: { "routes/page": new Error("x") } }))).toBeNull();
  });

  it("lists the hash of every inline script the page runs, and none of data blocks or files", () => {
    const first = "window.__remixContext = {};";
    const second = 'import("/build/entry.client.js");';
    const html =
      `<head><script type="application/ld+json">{"@type":"Product"}</script></head>` +
      `<body><script>${first}</script><script type="module" async="">${second}</script>` +
      `<script src="/build/x.js"></script><script>${first}</script></body>`;
    const sha = (text: string) => createHash("sha256").update(text).digest("base64");
    const document = describeDocument(html);
    expect(document.scriptHashes).toEqual([sha(first), sha(second)]);
    expect(document.etag).toBe(strongETag(html));
    expect(document.etag).toMatch(/^"[\w-]{43}"$/);
    expect(describeDocument(html + " ").etag).not.toBe(document.etag);
  });

  it("stays bounded, dropping the least recently used document", () => {
    const doc = (html: string) => describeDocument(html);
    for (let i = 0; i < 400; i++) storeDocument(`doc-${i}`, doc(String(i)));
    cachedDocument("doc-0"); // used again: now the freshest
    storeDocument("doc-new", doc("new"));
    expect(cachedDocument("doc-0")?.html).toBe("0");
    expect(cachedDocument("doc-1")).toBeUndefined();
    expect(cachedDocument("doc-new")?.html).toBe("new");
  });

  it("stays bounded in size too: a few huge documents push out the oldest", () => {
    const huge = (mark: string) => describeDocument(mark.padEnd(10 * 1024 * 1024, "x"));
    storeDocument("huge-1", huge("1"));
    storeDocument("huge-2", huge("2"));
    storeDocument("huge-3", huge("3")); // 30 MB in all: over the 24 MB bound
    expect(cachedDocument("huge-1")).toBeUndefined();
    expect(cachedDocument("huge-2")?.html.startsWith("2")).toBe(true);
    expect(cachedDocument("huge-3")?.html.startsWith("3")).toBe(true);
  });
});
