/**
 * `GET /api/suggestions?q=…`: the header's suggestions as JSON, `{ "suggestions": [...] }`,
 * at most 6, categories first. Fuse runs here, on the server, so the catalogue never
 * ships to the browser. Shoppers type the same prefixes over and over ("ro", "ros", "rose"), so
 * answers are kept in a small bounded cache; the catalogue is static, so they never go stale.
 *
 * The production server (server.mjs) answers this URL itself through `suggestionsAnswer`, before
 * Express and Remix's router, to serve 3,000 requests per second and more; the loader is the same
 * answer for `remix dev` and any other request path into Remix.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { MAX_QUERY_LENGTH } from "~/listing/listing-query";
import { normalizeSearchText, suggest } from "~/catalog/search.server";
import { resourceSecurityHeaders } from "~/security-headers.server";

const CACHE_LIMIT = 1_000;
const cache = new Map<string, string>();

const answerHeaders: Readonly<Record<string, string>> = Object.freeze({
  ...resourceSecurityHeaders,
  "Content-Type": "application/json; charset=utf-8",
  "Cache-Control": "public, max-age=300",
});

function suggestionsBody(text: string): string {
  let body = cache.get(text);
  if (body !== undefined) return body;
  body = JSON.stringify({ suggestions: text ? suggest(text) : [] });
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(text, body);
  return body;
}

/** The JSON body and headers answering the raw `q` parameter (null when absent). */
export function suggestionsAnswer(rawQuery: string | null): {
  body: string;
  headers: Readonly<Record<string, string>>;
} {
  // Normalise before caching, so " Rose" and "rose " share an entry (Fuse ignores case too).
  const text = normalizeSearchText((rawQuery ?? "").slice(0, MAX_QUERY_LENGTH)).toLowerCase();
  return { body: suggestionsBody(text), headers: answerHeaders };
}

export function loader({ request }: LoaderFunctionArgs) {
  const { body, headers } = suggestionsAnswer(new URL(request.url).searchParams.get("q"));
  return new Response(body, { headers });
}
