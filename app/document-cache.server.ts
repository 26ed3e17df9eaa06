import { createHash } from "node:crypto";

import type { EntryContext } from "@remix-run/node";

/**
 * Rendered documents, memoised. A shop page is a pure function of its URL and its loaders' data
 * (decisions.md: "the URL is the state"), and rendering it is most of a request's cost, so
 * repeating a render for the same inputs is waste. Only routes that declare
 * `handle.cacheDocument` take part: their render reads nothing but the URL and loader data.
 * The CSP nonce differs per response, so documents are stored with a placeholder in its place.
 */
export const NONCE_PLACEHOLDER = "vasanam-render-nonce-0000";

const MAX_DOCUMENTS = 400; // about 50 KB each: at most ~20 MB
const documents = new Map<string, string>();

/** The cache key of this response, or null when it must be rendered afresh. */
export function documentCacheKey(request: Request, statusCode: number, context: EntryContext): string | null {
  const handlerContext = context.staticHandlerContext;
  if (request.method !== "GET" || statusCode !== 200) return null;
  if (handlerContext.actionData || handlerContext.errors) return null;
  const leaf = handlerContext.matches[handlerContext.matches.length - 1];
  const handle = leaf
    ? (context.routeModules[leaf.route.id]?.handle as { cacheDocument?: boolean } | undefined)
    : undefined;
  if (!handle?.cacheDocument) return null;
  return (
    createHash("sha256")
      .update(request.url)
      .update("\0")
      // The footer prints the year; nothing else in a cacheable render reads the clock.
      .update(String(new Date().getFullYear()))
      .update("\0")
      .update(JSON.stringify(handlerContext.loaderData))
      .digest("base64")
  );
}

export function cachedDocument(key: string): string | undefined {
  const html = documents.get(key);
  if (html !== undefined) {
    // Least recently used goes first: re-insert to mark as fresh.
    documents.delete(key);
    documents.set(key, html);
  }
  return html;
}

export function storeDocument(key: string, html: string) {
  if (documents.size >= MAX_DOCUMENTS) documents.delete(documents.keys().next().value!);
  documents.set(key, html);
}

export function withNonce(html: string, nonce: string): string {
  return html.replaceAll(NONCE_PLACEHOLDER, nonce);
}
