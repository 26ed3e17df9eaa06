import type { MetaFunction } from "@remix-run/node";

import { LegalDocumentView } from "~/components/content/LegalDocumentView";
import { useSiteConfig } from "~/components/use-site-config";
import { privacyPolicy } from "~/content/pages/legal";
import type { ShellHandle } from "~/root";
import { brandedMeta } from "~/seo/meta";

export const handle: ShellHandle = { cacheDocument: true };

export const meta: MetaFunction = ({ matches }) =>
  brandedMeta(matches, (brand) => ({
    title: "Privacy Policy",
    description: `How ${brand} collects, uses and protects your personal information.`,
  }));

export default function Page() {
  return <LegalDocumentView document={privacyPolicy} contact={useSiteConfig()} />;
}
