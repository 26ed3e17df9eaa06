import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { DrawerMenu } from "~/components/layout/DrawerMenu";
import { SiteFooter } from "~/components/layout/SiteFooter";
import { Prerendered, PrerenderProvider } from "~/components/prerendered";
import { defaultSiteConfig } from "~/content/site-config";

/** A page as the server renders it, parts prerendered once per process. */
const onServer = (page: ReactNode) =>
  renderToString(createElement(PrerenderProvider, { value: renderToString }, page));

describe("parts rendered once per process", () => {
  it("give the same markup as rendering them in place, so the browser hydrates them as usual", () => {
    // Text beside text (React marks the seam), elements, attributes and escaped characters.
    const part = createElement("p", null, "Rs. ", 15, " & ", createElement("b", { title: '"x"' }, "<y>"));
    const inPlace = renderToString(createElement("div", { className: "box" }, "before", part, "after"));
    const page = () =>
      createElement(
        "div",
        { className: "box" },
        "before",
        createElement(Prerendered, { as: "div", name: "unit-test-part", children: part }),
        "after",
      );
    const expected = inPlace.replace(/(<p>.*<\/p>)/, '<div data-prerendered="unit-test-part">$1</div>');
    expect(onServer(page())).toBe(expected);
    // Later pages reuse the HTML of the first.
    expect(onServer(page())).toBe(expected);
  });

  it("render the phone menu and the footer exactly as in place", () => {
    const drawer = () =>
      createElement(Prerendered, {
        as: "div",
        className: "drawer-panel",
        name: "unit-test-drawer",
        children: createElement(DrawerMenu),
      });
    const drawerInPlace = renderToString(
      createElement(
        "div",
        { className: "drawer-panel", "data-prerendered": "unit-test-drawer" },
        createElement(DrawerMenu),
      ),
    );
    expect(onServer(drawer())).toBe(drawerInPlace);
    expect(onServer(drawer())).toBe(drawerInPlace);

    const footer = createElement(SiteFooter, { site: defaultSiteConfig });
    const footerInPlace = renderToString(footer);
    expect(footerInPlace).toContain("footer-grid");
    expect(footerInPlace).toContain(defaultSiteConfig.registeredOffice);
    expect(onServer(footer)).toBe(footerInPlace);
  });
});
