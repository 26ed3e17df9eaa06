/** /robots.txt: crawl the shop, not the staff calculator or the endless search space. */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { environment } from "~/content/site-config.server";
import { siteOrigin } from "~/seo/canonical";
import { withSecurityHeaders } from "~/security-headers.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /price-calculation",
    "Disallow: /search",
    "Disallow: /contact?",
    "Disallow: /contact-us?",
    "",
    `Sitemap: ${siteOrigin(request.url, environment())}/sitemap.xml`,
    "",
  ].join("\n");
  return withSecurityHeaders(
    new Response(body, {
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
    }),
  );
}
