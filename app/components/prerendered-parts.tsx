import type { ReactNode } from "react";

import { DrawerMenu } from "~/components/layout/DrawerMenu";
import { FooterSections } from "~/components/layout/FooterSections";
import { MegaColumns } from "~/components/layout/MegaColumns";
import { useSiteConfig } from "~/components/root-data";
import type { SiteConfig } from "~/content/site-config";

/**
 * The parts of every page rendered once per server process (prerendered.tsx), by name: each from
 * the catalogue's menu and the site configuration alone. The server imports this module; the
 * browser only if a part mounts without the server's HTML for it, so the code of the menus and the
 * footer is no part of what a page loads.
 */
export const prerenderedParts = {
  "mega-menu-columns": () => <MegaColumns />,
  "drawer-menu": () => <DrawerMenu />,
  "footer-sections": (site: SiteConfig) => <FooterSections site={site} />,
} satisfies Record<string, (site: SiteConfig) => ReactNode>;

export type PrerenderedPartName = keyof typeof prerenderedParts;

/** A part rendered in the browser, with the site configuration of the root loader. */
export function PrerenderedPart({ name }: { name: PrerenderedPartName }) {
  return prerenderedParts[name](useSiteConfig());
}
