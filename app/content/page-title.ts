/**
 * Every page title ends with the brand (SITE_BRAND), so a shopper's tabs and bookmarks say where
 * they are. Loaders pass the configured brand from `siteConfig()` (see seo/meta.ts).
 */
export function pageTitle(title: string, brand: string): string {
  return `${title} | ${brand}`;
}
