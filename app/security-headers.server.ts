/**
 * Security headers for every response: documents and data requests (entry.server), resource
 * routes (`withSecurityHeaders`), and static files and the suggestions fast path (server.mjs,
 * through `resourceSecurityHeaders`).
 */

/** The CSP of an HTML document. Scripts run only with this request's nonce. */
function documentContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
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

const alwaysHeaders: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** Every header a response that is not an HTML document carries, as a plain object. */
export const resourceSecurityHeaders: Readonly<Record<string, string>> = Object.freeze({
  ...alwaysHeaders,
  "Content-Security-Policy": nonDocumentContentSecurityPolicy,
});

export function applySecurityHeaders(headers: Headers, nonce?: string): Headers {
  for (const [name, value] of Object.entries(alwaysHeaders)) headers.set(name, value);
  if (nonce) {
    headers.set("Content-Security-Policy", documentContentSecurityPolicy(nonce));
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
