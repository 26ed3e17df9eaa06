import { data } from "@remix-run/node";

import { builtInPriceList } from "~/calculator/price-list/price-list";
import type { SellerConfig } from "~/calculator/seller-config";

/**
 * What the calculator's page is rendered from: its load time (so that the date and clock render the same
 * on the server and in the browser), the seller printed on the documents, and the built-in price list
 * (as data, not as part of the page's JavaScript). Never stored by a cache: the time is the request's.
 */
export function calculatorPageData(seller: SellerConfig) {
  return data(
    { pageLoadedAt: Date.now(), seller, builtInList: builtInPriceList() },
    { headers: { "Cache-Control": "no-store" } },
  );
}
