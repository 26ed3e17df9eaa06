import type { LinksFunction, MetaFunction } from "@remix-run/node";

import { LegalDocumentView } from "~/components/content/LegalDocumentView";
import { useSiteConfig } from "~/components/use-site-config";
import { termsAndConditions } from "~/content/pages/legal";
import { pageTitle } from "~/content/page-title";
import contentStyles from "~/styles/content-pages.css";
import type { ShellHandle } from "~/root";

export const handle: ShellHandle = { cacheDocument: true };

export const meta: MetaFunction = () => [
  { title: pageTitle("Terms and Conditions") },
  {
    name: "description",
    content: "The terms of use of the Vasanam website, covering privacy, cookies and updates.",
  },
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: contentStyles }];

export default function Page() {
  return <LegalDocumentView document={termsAndConditions} contact={useSiteConfig()} />;
}
