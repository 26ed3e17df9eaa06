/**
 * Links to the shop's own pages carry what Remix's route discovery reads (`data-discover`, as its
 * `<Link>` renders), islands and hydrated parts alike, with JavaScript on and off; and the links a
 * shopper most likely follows next (product tiles, the menu's collections) fetch the next page ahead
 * when the pointer rests on them.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { expectNoAxeViolations, jsModes, openPage, useBrowser, waitForRouterIdle } from "./support/browser";

const browser = useBrowser();

/** A page of every kind with links to the shop's pages, the calculator's shell included. */
const PAGES = [
  "/",
  "/collections/all",
  "/product-detail/278",
  "/search?query=rose",
  "/blog",
  "/blog/2",
  "/about-us",
  "/candle-home",
  "/pages/privacy-policy",
  "/contact-us",
  "/no-such-page",
  "/price-calculation",
];

/** Every link on the page to a page of this site (not a file, not a place on the same page) lacking `data-discover`. */
function inAppLinksWithoutDiscover(page: Page) {
  return page.locator("a[href]").evaluateAll((anchors) =>
    anchors
      .filter((element): element is HTMLAnchorElement => element instanceof HTMLAnchorElement)
      .filter(
        (anchor) =>
          anchor.origin === window.location.origin &&
          !anchor.hasAttribute("download") &&
          !/\.[a-z0-9]+$/i.test(anchor.pathname) &&
          !(anchor.getAttribute("href") ?? "").startsWith("#") &&
          !(anchor.getAttribute("href") ?? "").startsWith("?"),
      )
      .filter((anchor) => anchor.dataset.discover !== "true")
      .map((anchor) => anchor.outerHTML.slice(0, 120)),
  );
}

describe.each(jsModes)("in-app links, $label", ({ javaScriptEnabled }) => {
  it.each(PAGES)("on %s all carry data-discover, and the page passes axe", async (path) => {
    const { page, context, response } = await openPage(browser(), path, { javaScriptEnabled });
    try {
      expect(response?.status()).toBe(path === "/no-such-page" ? 404 : 200);
      await expect(page.locator("a[data-discover]").count()).resolves.toBeGreaterThan(20);
      await expect(inAppLinksWithoutDiscover(page)).resolves.toEqual([]);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});

describe.each(jsModes)("the calculator's way back to the shop, $label", ({ javaScriptEnabled }) => {
  it("is the logo's link home, which loads the home page whole, with its own styles", async () => {
    const { page, context } = await openPage(browser(), "/price-calculation", { javaScriptEnabled });
    try {
      const home = page.locator("header a.logo-link");
      await expect(home.getAttribute("href")).resolves.toBe("/");
      await expect(home.getAttribute("data-discover")).resolves.toBe("true");
      // The calculator carries only the shell's styles, so the shop's page comes as a document, not as data.
      const document = page.waitForResponse(
        (answer) => answer.request().resourceType() === "document" && new URL(answer.url()).pathname === "/",
      );
      await home.click();
      await expect(document.then((answer) => answer.status())).resolves.toBe(200);
      await page.waitForURL((url) => url.pathname === "/");
      await expect(page.locator("style#site-styles:not([data-shell-only])").count()).resolves.toBe(1);
      await expect(page.locator('[data-island="home-category-tiles"]').count()).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });
});

describe("links a shopper most likely follows next", () => {
  it("a product tile, when the pointer rests on it, fetches the product page's data ahead", async () => {
    const { page, context } = await openPage(browser(), "/collections/all");
    try {
      const tile = page.locator(".product-tile a[data-prefetch='intent']").nth(1);
      const href = (await tile.getAttribute("href")) ?? "";
      expect(href).toMatch(/^\/product-detail\/\d+$/);
      const prefetched = page.waitForRequest((request) => new URL(request.url()).pathname === `${href}.data`);
      await tile.hover();
      await prefetched;
      // Followed, the page shows at once from what was fetched.
      await tile.click();
      await page.waitForURL((url) => url.pathname === href);
      await waitForRouterIdle(page);
      await expect(page.locator('[data-island="product-info"]').count()).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });

  it("the menu's collections are marked to prefetch too", async () => {
    const { page, context } = await openPage(browser(), "/");
    try {
      const marked = await page
        .locator(".mega-panel a[data-prefetch='intent']")
        .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href")));
      expect(marked.length).toBeGreaterThan(10);
      expect(marked.every((href) => href?.startsWith("/collections/"))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
