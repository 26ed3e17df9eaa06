import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { LegalDocumentView } from "~/components/content/LegalDocumentView";
import { legalPage } from "~/content/pages/legal";
import { siteConfig } from "~/content/site-config.server";
import type { ShellHandle } from "~/root";
import { pageMeta } from "~/seo/meta";

export const handle: ShellHandle = { cacheDocument: true };

/** The head the loader built (seo/meta.ts); an error page gets the root's. */
export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

/** `/pages/privacy-policy` and `/pages/terms-conditions`; any other `/pages/…` is a 404. */
export async function loader({ params }: LoaderFunctionArgs) {
  const page = legalPage(params.page);
  if (!page) throw new Response("Page not found", { status: 404 });
  const { brand, calculatorBrand, email, openingHours } = siteConfig();
  return {
    meta: pageMeta(brand, { title: page.document.title, description: page.description(brand) }),
    document: page.document,
    contact: { brand, calculatorBrand, email, openingHours },
  };
}

export default function LegalPage() {
  const { document, contact } = useLoaderData<typeof loader>();
  return <LegalDocumentView document={document} contact={contact} />;
}
