import type { MetaFunction } from "@remix-run/node";

import { LegalDocumentView } from "~/components/content/LegalDocumentView";
import { useSiteConfig } from "~/components/use-site-config";
import { termsAndConditions } from "~/content/pages/legal";
import type { ShellHandle } from "~/root";
import { brandedMeta } from "~/seo/meta";

export const handle: ShellHandle = { cacheDocument: true };

export const meta: MetaFunction = ({ matches }) =>
  brandedMeta(matches, (brand) => ({
    title: "Terms and Conditions",
    description: `The terms of use of the ${brand} website, covering privacy, cookies and updates.`,
  }));

export default function Page() {
  return <LegalDocumentView document={termsAndConditions} contact={useSiteConfig()} />;
}
