import type { MetaFunction } from "@remix-run/node";
import { LegalDocumentView } from "~/components/content/LegalDocumentView";
import { useSiteConfig } from "~/components/use-site-config";
import { privacyPolicy } from "~/content/pages/legal";
import type { ShellHandle } from "~/root";
import { siteConfig } from "~/content/site-config.server";
import { pageMeta } from "~/seo/meta";

export const handle: ShellHandle = { cacheDocument: true };

/** The head the loader built (seo/meta.ts); an error page gets the root's. */
export const meta: MetaFunction<typeof loader> = ({ data }) => data?.meta ?? [];

export async function loader() {
  const { brand } = siteConfig();
  return {
    meta: pageMeta(brand, {
      title: "Privacy Policy",
      description: `How ${brand} collects, uses and protects your personal information.`,
    }),
  };
}

export default function Page() {
  return <LegalDocumentView document={privacyPolicy} contact={useSiteConfig()} />;
}
