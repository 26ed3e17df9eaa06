import type { LinksFunction, MetaFunction } from "@remix-run/node";

import { LegalDocumentView } from "~/components/content/LegalDocumentView";
import { useSiteConfig } from "~/components/use-site-config";
import { privacyPolicy } from "~/content/pages/legal";
import { pageTitle } from "~/content/page-title";
import contentStyles from "~/styles/content-pages.css";
import type { ShellHandle } from "~/root";

export const handle: ShellHandle = { cacheDocument: true };

export const meta: MetaFunction = () => [
  { title: pageTitle("Privacy Policy") },
  { name: "description", content: "How Vasanam collects, uses and protects your personal information." },
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export default function Page() {
  return <LegalDocumentView document={privacyPolicy} contact={useSiteConfig()} />;
}
