import { useRouteLoaderData } from "@remix-run/react";

import { defaultSiteConfig, type SiteConfig } from "~/content/site-config";

/** The site configuration the root loader read from the environment. */
export function useSiteConfig(): SiteConfig {
  const data = useRouteLoaderData("root") as { site?: SiteConfig } | undefined;
  // Error pages can render without root data; the placeholders are still correct then.
  return data?.site ?? defaultSiteConfig;
}
