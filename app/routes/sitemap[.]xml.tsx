/** /sitemap.xml: every public page, collection, product and article, with absolute URLs. */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { sitemapEntries } from "~/seo/sitemap-paths";
import { environment } from "~/content/site-config.server";
import { siteOrigin } from "~/seo/canonical";
import { withSecurityHeaders } from "~/security-headers.server";

export async function loader({ request }: LoaderFunctionArgs) {
  const origin = siteOrigin(request.url, environment());
  const urls = sitemapEntries().map(
    ({ path, lastmod, priority }) =>
      `  <url>\n    <loc>${escapeXml(origin + path)}</loc>\n` +
      (lastmod ? `    <lastmod>${lastmod}</lastmod>\n` : "") +
      `    <priority>${priority.toFixed(1)}</priority>\n  </url>`,
  );
  const xml =
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
  return withSecurityHeaders(
    new Response(xml, {
      headers: {
        "Content-Type": "application/xml; charset=utf-8",
        "Cache-Control": "public, max-age=3600",
      },
    }),
  );
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
