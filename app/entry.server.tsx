import { PassThrough } from "node:stream";
import { randomBytes } from "node:crypto";

import type { EntryContext, HandleDataRequestFunction, HandleErrorFunction } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse, RemixServer } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";

import { NonceProvider } from "~/components/nonce";
import {
  cachedDocument,
  documentCacheKey,
  NONCE_PLACEHOLDER,
  storeDocument,
  withNonce,
} from "~/document-cache.server";
import { applySecurityHeaders } from "~/security-headers.server";

// For server.mjs, which gives static files the same headers (it reads them from the build).
export { resourceSecurityHeaders } from "~/security-headers.server";

/** How long loaders' deferred data may stream before Remix rejects it; the render is aborted a second later. */
export const streamTimeout = 5_000;

/**
 * Streams the document. Each request gets a fresh CSP nonce that only Remix's own
 * inline scripts carry, so the CSP can forbid every other inline script.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
) {
  const nonce = randomBytes(16).toString("base64");
  const cacheKey = documentCacheKey(request, responseStatusCode, remixContext);
  if (cacheKey) {
    let html = cachedDocument(cacheKey);
    if (html === undefined) {
      html = await renderWholeDocument(request, remixContext, NONCE_PLACEHOLDER);
      storeDocument(cacheKey, html);
    }
    return documentResponse(withNonce(html, nonce), responseHeaders, responseStatusCode, nonce);
  }

  // Bots get the whole document at once; browsers get the shell as soon as it is ready.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let abortTimer: ReturnType<typeof setTimeout> | undefined = undefined;
    const respond = () => {
      shellRendered = true;
      const body = new PassThrough();
      resolve(
        documentResponse(createReadableStreamFromReadable(body), responseHeaders, responseStatusCode, nonce),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(documentElement(request, remixContext, nonce), {
      nonce,
      onShellReady() {
        if (!waitForAll) respond();
      },
      onAllReady() {
        clearTimeout(abortTimer);
        if (waitForAll) respond();
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        // Errors before the shell is ready reject and are logged by Remix itself.
        if (shellRendered) console.error(error);
      },
    });
    abortTimer = setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * The document in one piece, for the cache. It is streamed and collected rather than rendered with
 * renderToString: the loader data reaches the browser through inline scripts that React writes only
 * as the stream completes, and a page without them never hydrates.
 */
function renderWholeDocument(request: Request, remixContext: EntryContext, nonce: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    sink.on("error", reject);
    const { pipe, abort } = renderToPipeableStream(documentElement(request, remixContext, nonce), {
      nonce,
      onAllReady() {
        clearTimeout(abortTimer);
        pipe(sink);
      },
      onShellError: reject,
      onError: reject,
    });
    const abortTimer = setTimeout(abort, streamTimeout + 1_000);
  });
}

/** The React tree of a document, its inline scripts carrying `nonce`. */
function documentElement(request: Request, remixContext: EntryContext, nonce: string) {
  return (
    <NonceProvider value={nonce}>
      <RemixServer context={remixContext} url={request.url} nonce={nonce} />
    </NonceProvider>
  );
}

/** An HTML document response whose CSP allows only scripts carrying this request's `nonce`. */
function documentResponse(body: BodyInit, headers: Headers, status: number, nonce: string): Response {
  headers.set("Content-Type", "text/html; charset=utf-8");
  applySecurityHeaders(headers, nonce);
  return new Response(body, { headers, status });
}

export const handleDataRequest: HandleDataRequestFunction = (response) => {
  applySecurityHeaders(response.headers);
  return response;
};

/**
 * Logs what went wrong on the server. A client's mistake that Remix answers itself (a POST to a
 * page without a form: 405) is not a fault of the shop, so it gets the access-log line only, not a
 * stack trace; nor does a request the shopper abandoned.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  console.error(error);
};
