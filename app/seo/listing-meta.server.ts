/**
 * The heads of the listing pages, built in their loaders. Kept in a server module so that the
 * listings' browser code does not carry the head builder along with the route (an import a route
 * makes stays in its bundle's import graph even when only the loader used it).
 */
import { siteConfig } from "~/content/site-config.server";

import { pageMeta } from "./meta";

/** A collection: its title (with the page number past the first) and how many products it lists. */
export function collectionMeta({
  title,
  page,
  countLabel,
}: {
  title: string;
  page: number;
  countLabel: string;
}) {
  const { brand } = siteConfig();
  return pageMeta(brand, {
    title: page > 1 ? `${title} (page ${page})` : title,
    description: `${title}: ${countLabel.toLowerCase()} at ${brand}.`,
  });
}

/** The search page, kept out of search engines: named by its search text. */
export function searchMeta(text: string) {
  return pageMeta(siteConfig().brand, { title: text ? `Search: ${text}` : "Search", noindex: true });
}
