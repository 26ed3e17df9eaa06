import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { Prerendered, PrerenderProvider } from "~/components/prerendered";
import { prerenderedParts, type PrerenderedPartName } from "~/components/prerendered-parts";
import { DrawerMenu } from "~/components/layout/DrawerMenu";
import { FooterSections } from "~/components/layout/FooterSections";
import { MegaColumns } from "~/components/layout/MegaColumns";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { defaultSiteConfig } from "~/content/site-config";

let renders = 0;
/** The server's renderer of parts, counting its renders. */
const renderPart = (name: PrerenderedPartName) => {
  renders += 1;
  return renderToString(prerenderedParts[name](defaultSiteConfig));
};

/** A page as the server renders it, parts prerendered once per process. */
const onServer = (page: ReactNode) =>
  renderToString(createElement(PrerenderProvider, { value: renderPart }, page));

describe("parts rendered once per process", () => {
  it.each([
    ["mega-menu-columns", createElement(MegaColumns)],
    ["drawer-menu", createElement(DrawerMenu)],
    ["footer-sections", createElement(FooterSections, { site: defaultSiteConfig })],
  ] as const)("%s: the same markup as rendering it in place, rendered once", (name, inPlaceElement) => {
    const part = () => createElement(Prerendered, { as: "div", className: "box", name });
    const inPlace = renderToString(
      createElement("div", { className: "box", "data-prerendered": name }, inPlaceElement),
    );
    const before = renders;
    expect(onServer(part())).toBe(inPlace);
    // Later pages reuse the HTML of the first.
    expect(onServer(part())).toBe(inPlace);
    expect(renders - before).toBeLessThanOrEqual(1);
  });

  it("fill the footer with its sections on the server", () => {
    const page = onServer(createElement(SiteFooter, { site: defaultSiteConfig }));
    const sections = renderToString(createElement(FooterSections, { site: defaultSiteConfig }));
    expect(sections).toContain(defaultSiteConfig.registeredOffice);
    expect(page).toContain(`<div class="footer-grid" data-prerendered="footer-sections">${sections}</div>`);
  });
});
