import type { LinksFunction, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { PriceCalculator } from "~/components/calculator/PriceCalculator";
import { pageTitle } from "~/content/page-title";
import type { ShellHandle } from "~/root";
import calculatorStyles from "~/styles/calculator.css";

/**
 * The wholesale price calculator and invoice (issue 7). Everything happens in the browser: the draft
 * lives in localStorage, the PDF libraries load on the Save PDF click. The loader only fixes the page's
 * load time, so the invoice number, date and clock render the same on the server and in the browser.
 */

export const handle: ShellHandle = { hideHeaderSearch: true, hideFooter: true };

export const meta: MetaFunction = () => [
  { title: pageTitle("Wholesale Price Calculator") },
  { name: "description", content: "Punarvana Eco wholesale price calculator and invoice for sales staff." },
  { name: "robots", content: "noindex" },
];

export const links: LinksFunction = () => [{ rel: "stylesheet", href: calculatorStyles }];

export async function loader() {
  return data({ pageLoadedAt: Date.now() }, { headers: { "Cache-Control": "no-store" } });
}

export default function PriceCalculationPage() {
  const { pageLoadedAt } = useLoaderData<typeof loader>();
  return <PriceCalculator pageLoadedAt={pageLoadedAt} />;
}
