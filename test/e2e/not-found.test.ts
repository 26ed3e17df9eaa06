import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import {
  baseURL,
  openPage,
  useBrowser,
  viewports,
  waitForHydration,
  waitForRouterIdle,
} from "./support/browser";

/**
 * The error pages' code is not part of what every page loads: the browser fetches it where one
 * shows (components/rarely-shown.tsx). The not-found page must still hydrate and work with
 * JavaScript, whether it came from the server or after a navigation.
 */
const browser = useBrowser();

// The lazy chunk is named after its module, ErrorPage.tsx.
const errorPageFetched = () =>
  performance.getEntriesByType("resource").some((entry) => entry.name.includes("/ErrorPage-"));

/** True once React has hydrated (or rendered) the element: it then carries React's fiber key. */
async function waitForReact(page: Page, selector: string) {
  await page.waitForFunction(
    (selector) => {
      const element = document.querySelector(selector);
      return element !== null && Object.keys(element).some((key) => key.startsWith("__reactFiber"));
    },
    selector,
    { timeout: 15_000 },
  );
}

/** Set before an action: still there afterwards only if the document was not loaded again. */
const markWindow = (page: Page) =>
  page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const windowStayed = (page: Page) => page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed);

describe("the not-found page with JavaScript", () => {
  it("hydrates without an error, and its search runs in place", async () => {
    const context = await browser().newContext({
      baseURL,
      viewport: viewports.desktop,
      reducedMotion: "reduce",
    });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("console", (message) => {
        // The browser reports the document's own 404 status as a failed load; anything else counts.
        const ownStatus = message.location().url.endsWith("/no/such/page");
        if (message.type() === "error" && !ownStatus) errors.push(message.text());
      });
      page.on("pageerror", (error) => errors.push(error.message));
      const response = await page.goto("/no/such/page");
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await page.waitForFunction(errorPageFetched);
      await waitForReact(page, "#not-found-search");
      expect(errors).toEqual([]);

      await markWindow(page);
      await page.getByRole("searchbox", { name: "Search the shop" }).fill("rose");
      await page.getByRole("main").getByRole("button", { name: "Search" }).click();
      await page.waitForURL("**/search?query=rose");
      await waitForRouterIdle(page);
      await expect(windowStayed(page)).resolves.toBe(true);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toContain("rose");
    } finally {
      await context.close();
    }
  });

  it("follows its collection links in place", async () => {
    const { page, context } = await openPage(browser(), "/product-detail/999999");
    try {
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Product not found");
      await waitForReact(page, ".not-found-links a");
      await markWindow(page);
      await page.getByRole("main").getByRole("link", { name: "All Products" }).click();
      await page.waitForURL("**/collections/all");
      await waitForRouterIdle(page);
      await expect(windowStayed(page)).resolves.toBe(true);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("All Products");
    } finally {
      await context.close();
    }
  });

  it("shows after a navigation to a missing page, its code fetched only then", async () => {
    const { page, context } = await openPage(browser(), "/about-us");
    try {
      await expect(page.evaluate(errorPageFetched)).resolves.toBe(false);
      await markWindow(page);
      // A link to a product that does not exist, as an old bookmark or a stale page might hold.
      await page.evaluate(() => {
        const link = document.createElement("a");
        link.href = "/product-detail/999999";
        link.textContent = "A missing product";
        document.getElementById("main")?.append(link);
      });
      await page.getByRole("link", { name: "A missing product" }).click();
      await page.waitForURL("**/product-detail/999999");
      await waitForRouterIdle(page);
      const heading = page.getByRole("heading", { level: 1, name: "Product not found" });
      await heading.waitFor();
      await expect(windowStayed(page)).resolves.toBe(true);
      await expect(page.evaluate(errorPageFetched)).resolves.toBe(true);
      await expect(page.getByRole("searchbox", { name: "Search the shop" }).isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });
});
