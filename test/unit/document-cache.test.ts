import type { EntryContext } from "@remix-run/node";
import { describe, expect, it } from "vitest";

import {
  cachedDocument,
  documentCacheKey,
  NONCE_PLACEHOLDER,
  storeDocument,
  withNonce,
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

const get = (url = "http://shop.test/collections/all") => new Request(url);

describe("document cache", () => {
  it("keys a GET 200 of an opted-in route by its URL and loader data", () => {
    const key = documentCacheKey(get(), 200, context());
    expect(key).toBeTruthy();
    expect(documentCacheKey(get(), 200, context())).toBe(key);
    expect(documentCacheKey(get("http://shop.test/collections/all?page=2"), 200, context())).not.toBe(key);
    expect(documentCacheKey(get(), 200, context({ loaderData: { root: { site: "y" } } }))).not.toBe(key);
  });

  it("renders afresh what must not be shared", () => {
    expect(documentCacheKey(get(), 200, context({ cacheDocument: false }))).toBeNull();
    expect(documentCacheKey(get(), 404, context())).toBeNull();
    expect(
      documentCacheKey(new Request("http://shop.test/contact", { method: "POST" }), 200, context()),
    ).toBeNull();
    expect(documentCacheKey(get(), 200, context({ actionData: { "routes/page": {} } }))).toBeNull();
    expect(documentCacheKey(get(), 200, context({ errors: { "routes/page": new Error("x") } }))).toBeNull();
  });

  it("gives every response its own nonce", () => {
    const html = `<script nonce="${NONCE_PLACEHOLDER}"></script><script nonce="${NONCE_PLACEHOLDER}"></script>`;
    storeDocument("k", html);
    const stored = cachedDocument("k")!;
    expect(withNonce(stored, "abc")).toBe('<script nonce="abc"></script><script nonce="abc"></script>');
    expect(withNonce(stored, "def")).not.toContain(NONCE_PLACEHOLDER);
  });

  it("stays bounded, dropping the least recently used document", () => {
    for (let i = 0; i < 400; i++) storeDocument(`doc-${i}`, String(i));
    cachedDocument("doc-0"); // used again: now the freshest
    storeDocument("doc-new", "new");
    expect(cachedDocument("doc-0")).toBe("0");
    expect(cachedDocument("doc-1")).toBeUndefined();
    expect(cachedDocument("doc-new")).toBe("new");
  });
});
