/**
 * The site configuration of this process: SITE_* variables are read once, on first use, since the
 * environment does not change while the server runs. Server-only, so it never reaches the browser.
 */
import { sellerConfigFromEnv, type SellerConfig } from "~/calculator/seller-config";
import { siteConfigFromEnv, type SiteConfig } from "~/content/site-config";

let cached: SiteConfig | undefined;
let cachedSeller: SellerConfig | undefined;

export function siteConfig(): SiteConfig {
  cached ??= siteConfigFromEnv(process.env);
  return cached;
}

/** The calculator's seller profile; only the calculator's loader sends it to the browser. */
export function sellerConfig(): SellerConfig {
  cachedSeller ??= sellerConfigFromEnv(process.env, siteConfig());
  return cachedSeller;
}
