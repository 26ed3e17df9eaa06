import { useRouteLoaderData } from "@remix-run/react";

import type { SiteConfig } from "~/content/site-config";
import type { ActivePromo } from "~/components/promo/PromoBanner";

/** What the root loader gives every page: the site configuration (read from the environment) and the promo banner. */
export interface RootData {
  site: SiteConfig;
  promo: ActivePromo | null;
  titles: { shop: string; notFound: string; error: string };
}

/** The root loader's data; absent only when the root loader itself failed (an error page then). */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The site configuration as a route's `meta` sees it: undefined on a failed root loader's error page. */
export function siteFromMatches(matches: readonly { id: string; data: unknown }[]): SiteConfig | undefined {
  return (matches.find((match) => match.id === "root")?.data as RootData | undefined)?.site;
}

/** The site configuration the root loader read from the environment. */
export function useSiteConfig(): SiteConfig {
  const data = useRootData();
  // A route renders only once the root loader has succeeded, so this is a programming error.
  if (!data) throw new Error("The root loader's data is missing.");
  return data.site;
}
