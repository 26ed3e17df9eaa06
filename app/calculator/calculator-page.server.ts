import { data } from "@remix-run/node";

import { builtInPriceList } from "~/calculator/price-list/price-list";
import { SellerConfigError, sellerConfigFromEnv, type SellerConfig } from "~/calculator/seller-config";
import type { SiteConfig } from "~/content/site-config";

let seller: SellerConfig | undefined;

function sellerOf(env: Readonly<Record<string, string | undefined>>, site: SiteConfig): SellerConfig {
  seller ??= sellerConfigFromEnv(env, site);
  return seller;
}

/**
 * What is wrong with the seller's settings, or null: server.mjs asks at start and stops with this
 * message, so a mistyped UPI address or e-way bill threshold never reaches a document.
 */
export function sellerConfigProblem(
  env: Readonly<Record<string, string | undefined>>,
  site: SiteConfig,
): string | null {
  try {
    sellerOf(env, site);
    return null;
  } catch (error) {
    if (error instanceof SellerConfigError) return error.message;
    throw error;
  }
}

/**
 * What the calculator's page is rendered from: its load time (so that the date and clock render the same
 * on the server and in the browser), its brand, the seller printed on the documents, and the built-in
 * price list (as data, not as part of the page's JavaScript). Never stored by a cache: the time is the
 * request's. The route hands in the environment and the site configuration (from
 * content/site-config.server.ts); the seller is read from them once, as they do not change while the
 * server runs.
 */
export function calculatorPageData(env: Readonly<Record<string, string | undefined>>, site: SiteConfig) {
  return data(
    {
      pageLoadedAt: Date.now(),
      brand: site.calculatorBrand,
      seller: sellerOf(env, site),
      builtInList: builtInPriceList(),
    },
    { headers: { "Cache-Control": "no-store" } },
  );
}
