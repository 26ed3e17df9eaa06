import type { ShellConfig } from "~/components/root-data";
import { whatsappHref, type SiteConfig } from "~/content/site-config";

/**
 * The shell's part of the site configuration, for the root loader. Apart from root-data.ts so that
 * the browser's copy of root.tsx, which has no loader, imports nothing for it.
 */
export function shellConfigOf(site: SiteConfig): ShellConfig {
  return {
    brand: site.brand,
    whatsappHref: whatsappHref(site.whatsappNumber),
    marketplaceStoreUrl: site.marketplaceStoreUrl,
  };
}
