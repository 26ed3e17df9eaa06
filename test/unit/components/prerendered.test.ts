import { createElement, Fragment, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Prerendered, PrerenderProvider } from "~/components/prerendered";
import {
  isPrerenderedPartName,
  prerenderedPartHtml,
  prerenderedParts,
  type PrerenderedPartName,
} from "~/components/prerendered-parts.server";
import { essentialsTiles, shopByCategoryTiles } from "~/catalog/featured";
import { CategoryStripTiles, EssentialsTiles } from "~/components/home/CategoryTiles";
import { BlogTeasers, OurStory, WhyChoose } from "~/components/home/HomeStory";
import { DrawerMenu } from "~/components/layout/DrawerMenu";
import { FooterSections } from "~/components/layout/FooterSections";
import { MegaColumns } from "~/components/layout/MegaColumns";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { blogTeasers } from "~/content/blog-posts";
import { homeStory } from "~/content/pages/home";
import { siteConfig } from "~/content/site-config.server";

/** A page as the server renders it, parts prerendered once per process. */
const onServer = (page: ReactNode) =>
  renderToString(createElement(PrerenderProvider, { value: prerenderedPartHtml }, page));

const site = siteConfig();
const story = homeStory(site);

describe("parts rendered once per process", () => {
  it.each([
    ["mega-menu-columns", createElement(MegaColumns)],
    ["drawer-menu", createElement(DrawerMenu)],
    ["footer-sections", createElement(FooterSections, { site })],
    ["home-category-tiles", createElement(CategoryStripTiles, { tiles: shopByCategoryTiles })],
    ["home-essentials-tiles", createElement(EssentialsTiles, { tiles: essentialsTiles })],
    [
      "home-story",
      createElement(
        Fragment,
        null,
        createElement(WhyChoose, { copy: story }),
        createElement(OurStory, { copy: story }),
        createElement(BlogTeasers, { teasers: blogTeasers() }),
      ),
    ],
  ] as const)("%s: the same markup as rendering it in place", (name, inPlaceElement) => {
    const part = () => createElement(Prerendered, { as: "div", className: "box", name });
    const inPlace = renderToString(
      createElement("div", { className: "box", "data-prerendered": name }, inPlaceElement),
    );
    expect(onServer(part())).toBe(inPlace);
    // Later pages reuse the HTML of the first.
    expect(onServer(part())).toBe(inPlace);
  });

  it("are each rendered once, whatever the number of pages", () => {
    for (const name of Object.keys(prerenderedParts) as PrerenderedPartName[])
      expect(prerenderedPartHtml(name)).toBe(prerenderedPartHtml(name));
  });

  it("fill the footer with its sections on the server", () => {
    const page = onServer(createElement(SiteFooter, { brand: site.brand }));
    const sections = renderToString(createElement(FooterSections, { site }));
    expect(sections).toContain(site.registeredOffice);
    expect(page).toContain(`<div class="footer-grid" data-prerendered="footer-sections">${sections}</div>`);
  });

  it("carry the home page's copy: the four reasons, the story and every blog teaser", () => {
    const html = prerenderedPartHtml("home-story");
    for (const reason of story.reasons) expect(html).toContain(reason.title);
    expect(html).toMatch(new RegExp(`Why Choose (<!-- -->)?${site.brand}`));
    for (const teaser of blogTeasers()) expect(html).toContain(teaser.title.replace(/&/g, "&amp;"));
  });

  it("keep the attributes and handlers of their element, which React owns", () => {
    const html = onServer(
      createElement(Prerendered, {
        as: "ul",
        name: "home-category-tiles",
        className: "category-strip-row",
        tabIndex: 0,
        "aria-label": "Categories (scrolls sideways)",
      }),
    );
    expect(html).toMatch(
      /^<ul class="category-strip-row" tabindex="0" aria-label="Categories \(scrolls sideways\)" data-prerendered="home-category-tiles"><li>/,
    );
    expect(html).toContain(`href="${shopByCategoryTiles[0]?.href}"`);
  });

  it("render an empty element without the server's renderer and without a page to read from", () => {
    expect(renderToString(createElement(Prerendered, { as: "div", name: "home-story" }))).toBe(
      '<div data-prerendered="home-story"></div>',
    );
  });

  it("are named by their registry alone", () => {
    expect(isPrerenderedPartName("home-story")).toBe(true);
    expect(isPrerenderedPartName("footer-sections")).toBe(true);
    for (const name of ["", "constructor", "toString", "__proto__", "../root", "HOME-STORY"])
      expect(isPrerenderedPartName(name)).toBe(false);
  });
});
