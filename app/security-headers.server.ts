/**
 * Security headers for every response (docs/caching-and-security.md): documents (entry.server,
 * with a script policy of their own), data requests, resource routes (`withSecurityHeaders`), and
 * everything server.mjs answers itself, static files and refusals included
 * (`resourceSecurityHeaders`).
 */
import { environment } from "~/content/site-config.server";

/**
 * Which inline scripts a document may run: those carrying this response's `nonce` (pages rendered
 * afresh for each visitor), or those whose SHA-256 is listed (shop pages, whose HTML is the same
 * for everyone, so their headers must be too).
 */
export type ScriptPermit = { nonce: string } | { hashes: readonly string[] };

function documentContentSecurityPolicy(permit: ScriptPermit): string {
  const inline =
    "nonce" in permit ? [`'nonce-${permit.nonce}'`] : permit.hashes.map((hash) => `'sha256-${hash}'`);
  return [
    "default-src 'self'",
    `script-src 'self' ${inline.join(" ")}`,
    // React's style attributes (and jsPDF/html2canvas) need inline styles; scripts never do.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "worker-src 'self' blob:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** Data and resource responses never run scripts at all. */
const nonDocumentContentSecurityPolicy = "default-src 'none'; frame-ancestors 'none'; sandbox";

/**
 * `HSTS_MAX_AGE` seconds of Strict-Transport-Security, or none when unset or not a whole number:
 * only a site served over HTTPS may promise it, and the reference nginx front sets it there.
 */
export function strictTransportSecurity(raw: string | undefined): string | null {
  const seconds = /^\s*\d{1,10}\s*$/.test(raw ?? "") ? Number(raw) : 0;
  return seconds > 0 ? `max-age=${seconds}` : null;
}

function alwaysHeadersFor(env: Record<string, string | undefined>): Record<string, string> {
  const headers: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
    "Cross-Origin-Opener-Policy": "same-origin",
    // No other site may embed the shop's pages, data or images in its own.
    "Cross-Origin-Resource-Policy": "same-origin",
  };
  const hsts = strictTransportSecurity(env.HSTS_MAX_AGE);
  if (hsts) headers["Strict-Transport-Security"] = hsts;
  return headers;
}

const alwaysHeaders = alwaysHeadersFor(environment());

/** Every header a response that is not an HTML document carries, as a plain object. */
export const resourceSecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  ...alwaysHeaders,
  "Content-Security-Policy": nonDocumentContentSecurityPolicy,
});

/** Sets the headers on a response; a document passes its `permit` for its inline scripts. */
export function applySecurityHeaders(headers: Headers, permit?: ScriptPermit): Headers {
  for (const [name, value] of Object.entries(alwaysHeaders)) headers.set(name, value);
  if (permit) {
    headers.set("Content-Security-Policy", documentContentSecurityPolicy(permit));
  } else if (!headers.has("Content-Security-Policy")) {
    headers.set("Content-Security-Policy", nonDocumentContentSecurityPolicy);
  }
  headers.delete("X-Powered-By");
  return headers;
}

/** For resource routes, which bypass entry.server's hooks. */
export function withSecurityHeaders(response: Response): Response {
  applySecurityHeaders(response.headers);
  return response;
}
