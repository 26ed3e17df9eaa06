/**
 * The site configuration of this process: SITE_* variables are read once, on first use, since the
 * environment does not change while the server runs. Server-only, so it never reaches the browser.
 */
import { siteConfigFromEnv, type SiteConfig } from "~/content/site-config";

let cached: SiteConfig | undefined;

export function siteConfig(): SiteConfig {
  cached ??= siteConfigFromEnv(process.env);
  return cached;
}
