import { describe, expect, it } from "vitest";

import { baseURL, useBrowser, viewports, waitForHydration, waitForRouterIdle } from "./support/browser";

const browser = useBrowser();

describe("a product picture that fails to load", () => {
  it("shows the placeholder, whether it failed before the page hydrated or after a client-side navigation", async () => {
    const context = await browser().newContext({ baseURL, viewport: viewports.desktop });
    const page = await context.newPage();
    try {
      // The first tile of All Products (eager, so it fails while the page is still loading) and of page 2.
      await context.route("**/images/products/1-1.svg", (route) => route.fulfill({ status: 404, body: "" }));
      await page.goto("/collections/all");
      await waitForHydration(page);
      const firstTile = page.locator(".product-tile img[data-fallback]").first();
      await expect.poll(() => firstTile.getAttribute("src")).toBe("/images/placeholder.svg");
      const secondTile = page.locator(".product-tile img[data-fallback]").nth(1);
      await expect(secondTile.getAttribute("src")).resolves.not.toBe("/images/placeholder.svg");

      // Page 2's pictures fail too: its tiles are rendered by React after a client-side navigation.
      await context.route("**/images/products/*-1.svg", (route) => route.fulfill({ status: 404, body: "" }));
      await page.getByRole("link", { name: "Page 2" }).first().click();
      await page.waitForURL((url) => url.searchParams.get("page") === "2");
      await waitForRouterIdle(page);
      const pageTwoTile = page.locator(".product-tile img[data-fallback]").first();
      await pageTwoTile.scrollIntoViewIfNeeded();
      await expect.poll(() => pageTwoTile.getAttribute("src")).toBe("/images/placeholder.svg");
    } finally {
      await context.close();
    }
  });
});
