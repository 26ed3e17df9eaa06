import { useRouteLoaderData } from "@remix-run/react";

import type { SiteConfig } from "~/content/site-config";
import type { IslandPart } from "~/components/island";
import type { ActivePromo } from "~/components/promo/PromoBanner";

/**
 * What of the site configuration the shell around every page needs in the browser: the brand (the
 * header's logo, the footer's line), the WhatsApp chat link (the floating link, made on the server
 * so the browser needs no code for it) and the marketplace store (Buy Now without a listing). The rest (addresses, hours, the footer's links) is rendered on
 * the server only, or comes with the loader of the page that shows it, so no page carries it in its
 * data for nothing.
 */
export type ShellConfig = Pick<SiteConfig, "brand" | "marketplaceStoreUrl"> & { whatsappHref: string };

/** The shell's islands (components/island.tsx), the same on every page: menus and footer. */
export interface ShellIslands {
  megaMenu: IslandPart;
  drawerMenu: IslandPart;
  footer: IslandPart;
}

/** What the root loader gives every page: the shell's configuration (read from the environment) and the promo banner. */
export interface RootData {
  shell: ShellConfig;
  islands: ShellIslands;
  promo: ActivePromo | null;
  titles: { shop: string; notFound: string; error: string };
}

/** The root loader's data; absent only when the root loader itself failed (an error page then). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The shell's configuration as a route's `meta` sees it: undefined on a failed root loader's error page. */
export function shellFromMatches(matches: readonly { id: string; data: unknown }[]): ShellConfig | undefined {
  return (matches.find((match) => match.id === "root")?.data as RootData | undefined)?.shell;
}

/** The shell's configuration the root loader read from the environment. */
export function useShellConfig(): ShellConfig {
  const data = useRootData();
  // A route renders only once the root loader has succeeded, so this is a programming error.
  if (!data) throw new Error("The root loader's data is missing.");
  return data.shell;
}
