import { defaultSiteConfig } from "./site-config";

/**
 * Every page title ends with the brand (SITE_BRAND), so a shopper's tabs and bookmarks say where
 * they are. Routes pass the configured brand: from the root loader's data in `meta` (see
 * seo/meta.ts `brandedMeta`) or from `siteConfig()` in a loader.
 */
export function pageTitle(title: string, brand: string = defaultSiteConfig.brand): string {
  return `${title} | ${brand}`;
}
