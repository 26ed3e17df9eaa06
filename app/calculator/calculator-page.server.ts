import { data } from "@remix-run/node";

import { sellerConfig } from "~/content/site-config.server";

import { builtInPriceList } from "./price-list";

/**
 * What the calculator's page is rendered from: its load time (so that the date and clock render the same
 * on the server and in the browser), the seller printed on the documents, and the built-in price list
 * (as data, not as part of the page's JavaScript). Never stored by a cache: the time is the request's.
 */
export function calculatorPageData() {
  return data(
    { pageLoadedAt: Date.now(), seller: sellerConfig(), builtInList: builtInPriceList() },
    { headers: { "Cache-Control": "no-store" } },
  );
}
