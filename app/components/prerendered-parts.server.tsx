import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";

import { blogTeasers } from "~/content/blog-posts";
import { homeStory } from "~/content/pages/home";
import { siteConfig } from "~/content/site-config.server";
import type { SiteConfig } from "~/content/site-config";
import { essentialsTiles, shopByCategoryTiles } from "~/catalog/featured";
import { CategoryStripTiles, EssentialsTiles } from "~/components/home/CategoryTiles";
import { BlogTeasers, OurStory, WhyChoose } from "~/components/home/HomeStory";
import { DrawerMenu } from "~/components/layout/DrawerMenu";
import { FooterSections } from "~/components/layout/FooterSections";
import { MegaColumns } from "~/components/layout/MegaColumns";

/**
 * The parts of pages rendered once per server process (prerendered.tsx), by name: each from the
 * embedded catalogue, the content and the site configuration alone, so the same for every request
 * a process serves. Only the server imports this module: the browser never renders a part itself
 * (it keeps the HTML the server sent, or fetches it from /api/parts/{name}), so neither the parts'
 * code nor their data is any part of what a page loads.
 */
export const prerenderedParts = {
  "mega-menu-columns": () => <MegaColumns />,
  "drawer-menu": () => <DrawerMenu />,
  "footer-sections": (site: SiteConfig) => <FooterSections site={site} />,
  // The home page's category tiles, in a row and a grid whose scrolling and reveal are React's.
  "home-category-tiles": () => <CategoryStripTiles tiles={shopByCategoryTiles} />,
  "home-essentials-tiles": () => <EssentialsTiles tiles={essentialsTiles} />,
  // The home page's copy below the products: no state, no handlers, the same for every visitor.
  "home-story": (site: SiteConfig) => {
    const copy = homeStory(site);
    return (
      <>
        <WhyChoose copy={copy} />
        <OurStory copy={copy} />
        <BlogTeasers teasers={blogTeasers()} />
      </>
    );
  },
} satisfies Record<string, (site: SiteConfig) => ReactNode>;

export type PrerenderedPartName = keyof typeof prerenderedParts;

export function isPrerenderedPartName(name: string): name is PrerenderedPartName {
  return Object.hasOwn(prerenderedParts, name);
}

const htmlByName = new Map<PrerenderedPartName, string>();

/** Part `name` as HTML, rendered on its own with the process's site configuration, once per process. */
export function prerenderedPartHtml(name: PrerenderedPartName): string {
  let html = htmlByName.get(name);
  if (html === undefined) {
    html = renderToString(prerenderedParts[name](siteConfig()));
    htmlByName.set(name, html);
  }
  return html;
}
