/**
 * `GET /api/parts/{name}`: the HTML of a part of pages that the server renders once per process
 * (components/prerendered.tsx), for a page the browser renders itself without the server ever having
 * sent that part into its document (a client-side navigation to the home page, say). The same for
 * every request a process serves, so browsers and the front may keep it a while.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { isPrerenderedPartName, prerenderedPartHtml } from "~/components/prerendered-parts.server";
import { resourceSecurityHeaders } from "~/security-headers.server";

const partHeaders: Readonly<Record<string, string>> = Object.freeze({
  ...resourceSecurityHeaders,
  "Content-Type": "text/html; charset=utf-8",
  "Cache-Control": "public, max-age=300",
  // A fragment of a page, never a page of its own in search results.
  "X-Robots-Tag": "noindex",
});

export function loader({ params }: LoaderFunctionArgs) {
  const name = params.name ?? "";
  if (!isPrerenderedPartName(name))
    return new Response("No such part.", {
      status: 404,
      headers: { ...resourceSecurityHeaders, "Content-Type": "text/plain; charset=utf-8" },
    });
  return new Response(prerenderedPartHtml(name), { headers: partHeaders });
}
