import type { AppLoadContext } from "@remix-run/node";

import { sharedIsland } from "~/components/island.server";
import { DrawerMenu } from "~/components/layout/DrawerMenu";
import { FooterSections } from "~/components/layout/FooterSections";
import { MegaColumns } from "~/components/layout/MegaColumns";
import type { ShellConfig, ShellIslands } from "~/components/root-data";
import { siteConfig } from "~/content/site-config.server";
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

/** The shell's islands: the mega menu's columns, the phone menu and the footer's sections. */
export function shellIslands(context: AppLoadContext): ShellIslands {
  return {
    megaMenu: sharedIsland(context, "mega-menu-columns", () => <MegaColumns />),
    drawerMenu: sharedIsland(context, "drawer-menu", () => <DrawerMenu />),
    footer: sharedIsland(context, "footer-sections", () => <FooterSections site={siteConfig()} />),
  };
}
