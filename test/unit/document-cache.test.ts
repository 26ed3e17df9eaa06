import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";

import { createHash } from "node:crypto";

import {
  cachedDocument,
  describeDocument,
  documentCacheKey,
  isSharedDocument,
  type SharedDocument,
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

/** Rendered twice, as the memo needs to keep a document. */
function storeTwice(key: string, document: SharedDocument) {
  storeDocument(key, document);
  storeDocument(key, document);
}

/** A document rendered whole: its text, and as bytes. */
const rendered = (html: string) => ({ html, body: Buffer.from(html) });

describe("document cache", () => {
  it("shares a GET or HEAD 200 of an opted-in route, and a plain not-found page of any route", () => {
    expect(isSharedDocument(get(), 200, context())).toBe(true);
    expect(isSharedDocument(new Request("http://shop.test/", { method: "HEAD" }), 200, context())).toBe(true);
    const notFound = { "routes/page": routeError(404, "Page not found") };
    expect(isSharedDocument(get(), 404, context({ errors: notFound, cacheDocument: false }))).toBe(true);
  });

  it("renders afresh what must not be shared", () => {
    expect(isSharedDocument(get(), 200, context({ cacheDocument: false }))).toBe(false);
    expect(isSharedDocument(get(), 404, context())).toBe(false);
    const serverError = { "routes/page": routeError(500, "boom") };
    expect(isSharedDocument(get(), 404, context({ errors: serverError }))).toBe(false);
    expect(
      isSharedDocument(new Request("http://shop.test/contact", { method: "POST" }), 200, context()),
    ).toBe(false);
    expect(isSharedDocument(get(), 200, context({ actionData: { "routes/page": {} } }))).toBe(false);
    expect(isSharedDocument(get(), 200, context({ errors: { "routes/page": new Error("x") } }))).toBe(false);
    expect(isSharedDocument(get(), 500, context())).toBe(false);
  });

  it("keys a document by its URL, status and data", () => {
    const url = "http://shop.test/collections/all";
    const key = documentCacheKey(url, 200, '[{"items":[1,2]}]');
    expect(documentCacheKey(url, 200, '[{"items":[1,2]}]')).toBe(key);
    expect(documentCacheKey(`${url}?page=2`, 200, '[{"items":[1,2]}]')).not.toBe(key);
    expect(documentCacheKey(url, 404, '[{"items":[1,2]}]')).not.toBe(key);
    expect(documentCacheKey(url, 200, '[{"items":[1,3]}]')).not.toBe(key);
  });

  it("lists the hash of every inline script the page runs, and none of data blocks or files", () => {
    const first = "window.__remixContext = {};";
    const second = 'import("/build/entry.client.js");';
    const html =
      `<head><script type="application/ld+json">{"@type":"Product"}</script></head>` +
      `<body><script>${first}</script><script type="module" async="">${second}</script>` +
      `<script src="/build/x.js"></script><script>${first}</script></body>`;
    const sha = (text: string) => createHash("sha256").update(text).digest("base64");
    const key = documentCacheKey("http://shop.test/", 200, "[]");
    const document = describeDocument(rendered(html), key);
    expect(document.scriptHashes).toEqual([sha(first), sha(second)]);
    // The ETag is the key, which names everything the bytes are made from.
    expect(document.etag).toBe(`"${key}"`);
    expect(document.etag).toMatch(/^"[\w-]{43}"$/);
  });

  it("gives a body that is not memoised the SHA-256 of its bytes as ETag", () => {
    expect(strongETag("abc")).toBe(`"${createHash("sha256").update("abc").digest("base64url")}"`);
    expect(strongETag("abc ")).not.toBe(strongETag("abc"));
  });

  it("keeps a document from its second render on, so addresses asked for once push nothing out", () => {
    const doc = (html: string) => describeDocument(rendered(html), html);
    storeDocument("popular", doc("popular"));
    expect(cachedDocument("popular")).toBeUndefined();
    storeDocument("popular", doc("popular"));
    expect(cachedDocument("popular")?.body.toString()).toBe("popular");
    // A flood of one-off addresses, more than the memo holds.
    for (let i = 0; i < 1_000; i++) storeDocument(`once-${i}`, doc(String(i)));
    expect(cachedDocument("popular")?.body.toString()).toBe("popular");
    expect(cachedDocument("once-0")).toBeUndefined();
  });

  it("stays bounded, dropping the least recently used document", () => {
    const doc = (html: string) => describeDocument(rendered(html), html);
    for (let i = 0; i < 400; i++) storeTwice(`doc-${i}`, doc(String(i)));
    cachedDocument("doc-0"); // used again: now the freshest
    storeTwice("doc-new", doc("new"));
    expect(cachedDocument("doc-0")?.body.toString()).toBe("0");
    expect(cachedDocument("doc-1")).toBeUndefined();
    expect(cachedDocument("doc-new")?.body.toString()).toBe("new");
  });

  it("stays bounded in size too: a few huge documents push out the oldest", () => {
    const huge = (mark: string) => describeDocument(rendered(mark.padEnd(10 * 1024 * 1024, "x")), mark);
    storeTwice("huge-1", huge("1"));
    storeTwice("huge-2", huge("2"));
    storeTwice("huge-3", huge("3")); // 30 MB in all: over the 24 MB bound
    expect(cachedDocument("huge-1")).toBeUndefined();
    expect(cachedDocument("huge-2")?.body[0]).toBe("2".charCodeAt(0));
    expect(cachedDocument("huge-3")?.body[0]).toBe("3".charCodeAt(0));
  });
});
