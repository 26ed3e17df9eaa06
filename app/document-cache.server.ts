import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import type { EntryContext } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";

import { isCacheableHandle } from "~/http/cache-policy.server";
import type { WholeDocument } from "~/render-document.server";

/**
 * Rendered shop pages, memoised (docs/caching-and-security.md). A shop page is a pure function of
 * its URL and its loaders' data, and rendering it is most of a request's cost, so repeating a
 * render for the same inputs is waste. Only routes that declare `handle.cacheDocument` take part
 * (their render reads nothing but the URL and loader data), and not-found pages, which show the
 * same thing for a given address.
 *
 * Each document is kept with what its response needs to be the same for everyone: the SHA-256 of
 * every inline script (its CSP lists them instead of a per-request nonce) and a strong ETag, which
 * is its key: everything the document's bytes are made from.
 */
export interface SharedDocument {
  /** The document as sent (UTF-8). */
  body: Buffer<ArrayBuffer>;
  etag: string;
  scriptHashes: readonly string[];
}

// Bounded twice: by count, and by size, since a hostile address (a 7 KB query string, repeated in
// every link of the page) makes a document many times its usual ~60–100 KB.
const MAX_DOCUMENTS = 400;
const MAX_TOTAL_BYTES = 24 * 1024 * 1024;
const documents = new Map<string, SharedDocument>();
let totalBytes = 0;

/** Whether a route error is a plain "not found" (the page then depends on the address alone). */
function onlyNotFound(errors: Record<string, unknown>): boolean {
  return Object.values(errors).every((error) => isRouteErrorResponse(error) && error.status === 404);
}

/** Whether this document is the same for everyone who asks for its URL, and so is memoised and shared. */
export function isSharedDocument(request: Request, statusCode: number, context: EntryContext): boolean {
  const handlerContext = context.staticHandlerContext;
  if (request.method !== "GET" && request.method !== "HEAD") return false;
  if (handlerContext.actionData) return false;
  if (statusCode === 404) return handlerContext.errors !== null && onlyNotFound(handlerContext.errors);
  if (statusCode !== 200 || handlerContext.errors) return false;
  const leaf = handlerContext.matches[handlerContext.matches.length - 1];
  return leaf !== undefined && isCacheableHandle(context.routeModules[leaf.route.id]?.handle);
}

/**
 * The code that renders documents: the server build, which also holds the browser build's manifest
 * (every script and stylesheet a page names, by content hash). Read once; a new build is a new
 * process. (Under the unit tests it is this module's source, which serves as well.)
 */
const RENDERER = createHash("sha256")
  .update(readFileSync(fileURLToPath(import.meta.url)))
  .digest("base64");

/**
 * The memo's key for a shared document, and so its ETag: the code that renders it, its URL, status
 * and the loaders' data as Remix sends it to the browser (`data`, which holds route errors too),
 * and the year the footer prints; nothing else in such a render reads the clock. Its bytes are a
 * function of these, so the same key means the same bytes, and hashing the key spares hashing the
 * whole page (some 100 KB) on every render.
 */
export function documentCacheKey(url: string, statusCode: number, data: string): string {
  return createHash("sha256")
    .update(`${RENDERER}\0${url}\0${statusCode}\0${new Date().getFullYear()}\0`)
    .update(data)
    .digest("base64url");
}

export function cachedDocument(key: string): SharedDocument | undefined {
  const document = documents.get(key);
  if (document !== undefined) {
    // Least recently used goes first: re-insert to mark as fresh.
    documents.delete(key);
    documents.set(key, document);
  }
  return document;
}

/**
 * Keys rendered once and not kept (yet). A document is kept from its second render on: one kept on
 * its first would let anything that asks for many addresses once each (a crawler walking every
 * filter, a flood of made-up query strings) push out the pages shoppers keep coming back to, and
 * most of such renders are never asked for again. Bounded: when full, forgotten all together.
 */
const MAX_SEEN_ONCE = 10_000;
const seenOnce = new Set<string>();

/** Keeps `document` under `key` if that key was rendered before (see `seenOnce`); returns it either way. */
export function storeDocument(key: string, document: SharedDocument): SharedDocument {
  if (!seenOnce.delete(key)) {
    if (seenOnce.size >= MAX_SEEN_ONCE) seenOnce.clear();
    seenOnce.add(key);
    return document;
  }
  forget(key);
  documents.set(key, document);
  totalBytes += document.body.byteLength;
  // Least recently used first, until both bounds hold again.
  while (documents.size > MAX_DOCUMENTS || totalBytes > MAX_TOTAL_BYTES)
    forget(documents.keys().next().value!);
  return document;
}

function forget(key: string) {
  const document = documents.get(key);
  if (document === undefined) return;
  documents.delete(key);
  totalBytes -= document.body.byteLength;
}

// An inline script (no src): its attributes, then its text exactly as the browser will hash it.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
// Data blocks (JSON-LD) are never run, so the policy need not name them.
const DATA_BLOCK_TYPE = /\btype\s*=\s*["']?application\/(?:ld\+)?json/i;

/**
 * The document with its script hashes and ETag (its key, see documentCacheKey), as the cache keeps
 * it. The scripts are read from the text React rendered, which lacks only the inline CSS.
 */
export function describeDocument(
  { html, body }: Pick<WholeDocument, "html" | "body">,
  key: string,
): SharedDocument {
  const scriptHashes = new Set<string>();
  for (const [, attributes = "", text = ""] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_BLOCK_TYPE.test(attributes)) continue;
    scriptHashes.add(createHash("sha256").update(text).digest("base64"));
  }
  return { body, etag: `"${key}"`, scriptHashes: [...scriptHashes] };
}

/** A strong validator for a body that is not memoised (data responses): the SHA-256 of its bytes. */
export function strongETag(body: string | Uint8Array): string {
  return `"${createHash("sha256").update(body).digest("base64url")}"`;
}
