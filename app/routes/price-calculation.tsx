import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import {
  calculatorPageData,
  sellerConfigProblem as sellerProblemIn,
} from "~/calculator/calculator-page.server";
import calculatorDocumentStyles from "~/calculator/styles/calculator-document.css";
import calculatorLayoutStyles from "~/calculator/styles/calculator-layout.css";
import calculatorPartsStyles from "~/calculator/styles/calculator-parts.css";
import calculatorPrintStyles from "~/calculator/styles/calculator-print.css";
import calculatorStyles from "~/calculator/styles/calculator.css";
import { PriceCalculator } from "~/calculator/ui/PriceCalculator";
import { shellFromMatches } from "~/components/root-data";
import { environment, siteConfig } from "~/content/site-config.server";
import type { ShellHandle } from "~/root";
import { pageMeta } from "~/seo/meta";

/**
 * The wholesale price calculator, its quotations and tax invoices (docs/calculator.md). Everything
 * happens in the browser: the drafts and the issued documents live in localStorage, the PDF code loads on
 * the Save PDF click, and a service worker (price-calculation-sw[.]js.ts) keeps it all for offline use.
 * The loader's data is calculator-page.server.ts's, with the seller read from the environment by the
 * site configuration's reader.
 */

export const handle: ShellHandle = { hideHeaderSearch: true, hideFooter: true, toolPage: true };

// Without the root's data (its loader failed) the root's error title stands.
export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const shell = shellFromMatches(matches);
  if (!shell || !data) return [];
  return pageMeta(shell.brand, {
    title: "Wholesale Price Calculator",
    description: `${data.brand} wholesale price calculator, quotations and tax invoices for sales staff.`,
    noindex: true,
  });
};

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: calculatorStyles },
  { rel: "stylesheet", href: calculatorLayoutStyles },
  { rel: "stylesheet", href: calculatorPartsStyles },
  { rel: "stylesheet", href: calculatorDocumentStyles },
  { rel: "stylesheet", href: calculatorPrintStyles, media: "print" },
];

/**
 * What is wrong with the seller's settings (a UPI address or e-way bill threshold that cannot be used),
 * or null. Not a Remix export: server.mjs reads it from the server build at start, and stops the
 * server with this message rather than serving documents with it.
 */
export function sellerConfigProblem(): string | null {
  return sellerProblemIn(environment(), siteConfig());
}

export async function loader() {
  return calculatorPageData(environment(), siteConfig());
}

export default function PriceCalculationPage() {
  const { pageLoadedAt, brand, seller, builtInList } = useLoaderData<typeof loader>();
  return (
    <PriceCalculator pageLoadedAt={pageLoadedAt} brand={brand} seller={seller} builtInList={builtInList} />
  );
}
