/**
 * `GET /api/suggestions?q=…`: the header's suggestions as JSON, `{ "suggestions": [...] }`,
 * at most 6, categories first (spec §2). Fuse runs here, on the server, so the catalogue never
 * ships to the browser. Shoppers type the same prefixes over and over ("ro", "ros", "rose"), so
 * answers are kept in a small bounded cache; the catalogue is static, so they never go stale.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { normalizeSearchText, suggest } from "~/catalog/search.server";
import { withSecurityHeaders } from "~/security-headers.server";

const CACHE_LIMIT = 1_000;
const cache = new Map<string, string>();

function suggestionsBody(text: string): string {
  let body = cache.get(text);
  if (body !== undefined) return body;
  body = JSON.stringify({ suggestions: text ? suggest(text) : [] });
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
  cache.set(text, body);
  return body;
}

export function loader({ request }: LoaderFunctionArgs) {
  const raw = new URL(request.url).searchParams.get("q") ?? "";
  // Normalise before caching, so " Rose" and "rose " share an entry (Fuse ignores case too).
  const text = normalizeSearchText(raw.slice(0, 200)).toLowerCase();
  return withSecurityHeaders(
    new Response(suggestionsBody(text), {
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Cache-Control": "public, max-age=300",
      },
    }),
  );
}
