import { PassThrough } from "node:stream";
import { randomBytes } from "node:crypto";

import type {
  AppLoadContext,
  EntryContext,
  HandleDataRequestFunction,
  HandleErrorFunction,
} from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { isRouteErrorResponse } from "@remix-run/react";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";

import { documentIslands } from "~/components/island.server";
import {
  cachedDocument,
  describeDocument,
  documentCacheKey,
  isSharedDocument,
  storeDocument,
  strongETag,
} from "~/document-cache.server";
import {
  clientHasCurrent,
  dataRequestHandle,
  isCacheableHandle,
  NO_STORE,
  SHARED_CACHE_CONTROL,
} from "~/http/cache-policy.server";
import {
  documentElement,
  readDataStream,
  renderWholeDocument,
  streamTimeout,
} from "~/render-document.server";
import { applySecurityHeaders, type ScriptPermit } from "~/security-headers.server";
import { configuredOrigin as configuredOriginOf } from "~/seo/canonical";
import { environment } from "~/content/site-config.server";

// For server.mjs, which runs these ahead of Remix and reads them from the build.
export { resourceSecurityHeaders } from "~/security-headers.server";
export { ALLOWED_METHODS, isCrossSite, isValidHost } from "~/http/request-checks.server";
export { startContactService } from "~/contact/message-store.server";

export { streamTimeout };

/** SITE_URL's origin, or null: server.mjs checks the Host against it and warns when it is unset. */
export function configuredOrigin(): string | null {
  return configuredOriginOf(environment());
}

/** What a page without an action answers to a POST (405) lists as allowed. */
const PAGE_METHODS = "GET, HEAD";

/**
 * Answers a document request. A shop page (and a not-found page) is rendered whole once and
 * memoised; its response is the same for everyone, so any HTTP cache may keep it: a strong ETag,
 * 304 for a client that has it, and a CSP naming its inline scripts' hashes. Every other page is
 * streamed with a fresh nonce that only Remix's own inline scripts carry, and `no-store`.
 * Either way the CSP forbids every other inline script.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const islands = documentIslands(loadContext);
  if (responseStatusCode === 405) responseHeaders.set("Allow", PAGE_METHODS);
  if (isSharedDocument(request, responseStatusCode, remixContext)) {
    const data = await readDataStream(remixContext);
    const cacheKey = documentCacheKey(request.url, responseStatusCode, data);
    const document =
      cachedDocument(cacheKey) ??
      storeDocument(
        cacheKey,
        describeDocument(await renderWholeDocument(request, remixContext, islands), cacheKey),
      );
    responseHeaders.set("Cache-Control", SHARED_CACHE_CONTROL);
    responseHeaders.set("ETag", document.etag);
    if (clientHasCurrent(request, document.etag)) {
      return documentResponse(null, responseHeaders, 304, { hashes: document.scriptHashes });
    }
    return documentResponse(document.body, responseHeaders, responseStatusCode, {
      hashes: document.scriptHashes,
    });
  }

  responseHeaders.set("Cache-Control", NO_STORE);
  const nonce = randomBytes(16).toString("base64");
  // Bots get the whole document at once; browsers get the shell as soon as it is ready.
  const waitForAll = isbot(request.headers.get("user-agent") ?? "");

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let abortTimer: ReturnType<typeof setTimeout> | undefined = undefined;
    const respond = () => {
      shellRendered = true;
      const body = new PassThrough();
      resolve(
        documentResponse(createReadableStreamFromReadable(body), responseHeaders, responseStatusCode, {
          nonce,
        }),
      );
      pipe(body);
    };
    const { pipe, abort } = renderToPipeableStream(
      documentElement(request, remixContext, nonce, undefined, islands),
      {
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
          if (shellRendered) logError(error, request);
        },
      },
    );
    abortTimer = setTimeout(abort, streamTimeout + 1_000);
  });
}

/**
 * An HTML document response with the security headers and its permit for inline scripts. A
 * document rendered whole states its length, so server.mjs sends it in one write.
 */
function documentResponse(body: BodyInit | null, headers: Headers, status: number, permit: ScriptPermit) {
  headers.set("Content-Type", "text/html; charset=utf-8");
  if (body instanceof Uint8Array) headers.set("Content-Length", String(body.byteLength));
  applySecurityHeaders(headers, permit);
  return new Response(body, { headers, status });
}

/**
 * Data requests (`/path.data`, and the legacy `?_data=`) follow their page's rule: a shop page's
 * data is shared, with its ETag and 304; everything else, and every answer to a post, `no-store`.
 * The page is found through the build's routes, which server.mjs puts in the load context.
 */
export const handleDataRequest: HandleDataRequestFunction = async (response, { request, context }) => {
  applySecurityHeaders(response.headers);
  if (response.status === 405) response.headers.set("Allow", PAGE_METHODS);
  const shared =
    (request.method === "GET" || request.method === "HEAD") &&
    response.status === 200 &&
    context.routes !== undefined &&
    isCacheableHandle(dataRequestHandle(request.url, context.routes));
  response.headers.set("Cache-Control", shared ? SHARED_CACHE_CONTROL : NO_STORE);
  if (!shared) return response;
  const body = new Uint8Array(await response.arrayBuffer());
  const headers = new Headers(response.headers);
  const etag = strongETag(body);
  headers.set("ETag", etag);
  headers.set("Content-Length", String(body.byteLength));
  if (clientHasCurrent(request, etag)) return new Response(null, { status: 304, headers });
  return new Response(body, { status: response.status, headers });
};

/**
 * Logs what went wrong on the server, in one line. A client's mistake that Remix answers itself
 * (a POST to a page without a form: 405) is not a fault of the shop, so it gets the access-log line
 * only; nor does a request the shopper abandoned.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) return;
  logError(error, request);
};

function logError(error: unknown, request: Request) {
  const where = `${request.method} ${new URL(request.url).pathname}`;
  const message = error instanceof Error ? error.message : String(error);
  if (message.includes("should not be making ?_data requests")) {
    console.warn(`[vasanam] legacy ?_data request: ${where}`);
    return;
  }
  const frame =
    error instanceof Error ? error.stack?.split("\n").find((line) => line.trim().startsWith("at ")) : "";
  console.error(`[vasanam] error in ${where}: ${message}${frame ? ` (${frame.trim()})` : ""}`);
}
