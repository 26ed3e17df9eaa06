import type { MetaFunction } from "@remix-run/node";
import { LegalDocumentView } from "~/components/content/LegalDocumentView";
import { useSiteConfig } from "~/components/use-site-config";
import { termsAndConditions } from "~/content/pages/legal";
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
      title: "Terms and Conditions",
      description: `The terms of use of the ${brand} website, covering privacy, cookies and updates.`,
    }),
  };
}

export default function Page() {
  return <LegalDocumentView document={termsAndConditions} contact={useSiteConfig()} />;
}
