import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { PriceCalculator } from "~/components/calculator/PriceCalculator";
import { pageTitle } from "~/content/page-title";
import type { SiteConfig } from "~/content/site-config";
import { sellerConfig } from "~/content/site-config.server";
import type { ShellHandle } from "~/root";
import calculatorDocumentStyles from "~/styles/calculator-document.css";
import calculatorPrintStyles from "~/styles/calculator-print.css";
import calculatorStyles from "~/styles/calculator.css";

/**
 * The wholesale price calculator, its quotations and tax invoices (docs/calculator.md). Everything
 * happens in the browser: the draft and the issued documents live in localStorage, the PDF code loads on
 * the Save PDF click. The loader fixes the page's load time (so the date and clock render the same on
 * the server and in the browser) and hands over the seller printed on the documents.
 */

export const handle: ShellHandle = { hideHeaderSearch: true, hideFooter: true };

export const meta: MetaFunction = ({ matches }) => {
  const site = (matches.find((match) => match.id === "root")?.data as { site?: SiteConfig } | undefined)
    ?.site;
  const brand = site?.calculatorBrand ?? "Punarvana Eco";
  return [
    { title: pageTitle("Wholesale Price Calculator") },
    {
      name: "description",
      content: `${brand} wholesale price calculator, quotations and tax invoices for sales staff.`,
    },
    { name: "robots", content: "noindex" },
  ];
};

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: calculatorStyles },
  { rel: "stylesheet", href: calculatorDocumentStyles },
  { rel: "stylesheet", href: calculatorPrintStyles, media: "print" },
];

export async function loader() {
  return data(
    { pageLoadedAt: Date.now(), seller: sellerConfig() },
    { headers: { "Cache-Control": "no-store" } },
  );
}

export default function PriceCalculationPage() {
  const { pageLoadedAt, seller } = useLoaderData<typeof loader>();
  return <PriceCalculator pageLoadedAt={pageLoadedAt} seller={seller} />;
}
