/**
 * Links to the shop's own pages carry what Remix's route discovery reads (`data-discover`, as its
 * `<Link>` renders), islands and hydrated parts alike, with JavaScript on and off; and the links a
 * shopper most likely follows next (product tiles, the menu's collections) fetch the next page ahead
 * when the pointer rests on them.
 */
import { describe, expect, it } from "vitest";

import {
  expectNoAxeViolations,
  jsModes,
  loadPage,
  openPage,
  useBrowser,
  useSharedPage,
  waitForRouterIdle,
} from "./support/browser";
import { inAppLinksWithoutDiscover } from "./support/links";

const browser = useBrowser();

/**
 * The shell's tests check every screen's links (shell.test.ts: every screen, and the
 * unknown URL's page); these are further pages of kinds with the most links, which the shell's list
 * has one of.
 */
const PAGES = ["/product-detail/278", "/blog/2"];

describe.each(jsModes)("in-app links, $label", ({ javaScriptEnabled }) => {
  const page = useSharedPage(browser, { javaScriptEnabled });

  it.each(PAGES)("on %s all carry data-discover, and the page passes axe", async (path) => {
    const response = await loadPage(page(), path);
    expect(response?.status()).toBe(200);
    await expect(page().locator("a[data-discover]").count()).resolves.toBeGreaterThan(20);
    await expect(inAppLinksWithoutDiscover(page())).resolves.toEqual([]);
    await expectNoAxeViolations(page());
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
