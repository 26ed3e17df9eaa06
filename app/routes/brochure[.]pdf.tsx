/** /brochure.pdf: the product brochure, generated from the catalogue (see brochure-pdf.server.ts). */
import { brochureBytes } from "~/catalog/brochure-pdf.server";
import { brochureFileName } from "~/content/site-config";
import { siteConfig } from "~/content/site-config.server";
import { withSecurityHeaders } from "~/security-headers.server";

export async function loader() {
  const site = siteConfig();
  const bytes = brochureBytes(site);
  return withSecurityHeaders(
    new Response(bytes, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="${brochureFileName(site.brand)}"`,
        "Content-Length": String(bytes.byteLength),
        "Cache-Control": "public, max-age=3600",
      },
    }),
  );
}
