/** /brochure.pdf: the product brochure, generated from the catalogue (see brochure-pdf.server.ts). */
import { brochureBytes } from "~/content/pages/brochure-pdf.server";
import { withSecurityHeaders } from "~/security-headers.server";

export async function loader() {
  const bytes = brochureBytes();
  return withSecurityHeaders(
    new Response(bytes, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": 'attachment; filename="vasanam-product-brochure.pdf"',
        "Content-Length": String(bytes.byteLength),
        "Cache-Control": "public, max-age=3600",
      },
    }),
  );
}
