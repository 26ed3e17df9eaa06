import { describe, expect, it } from "vitest";

import { expectNoAxeViolations, jsModes, openPage, useBrowser, waitForRouterIdle } from "./support/browser";

const browser = useBrowser();

describe.each(jsModes)("empty results, $label", ({ javaScriptEnabled }) => {
  it("a minimum above the maximum says why, clears the filters and offers collections", async () => {
    const { page, context } = await openPage(browser(), "/collections/incense?minPrice=500&maxPrice=100", {
      javaScriptEnabled,
    });
    try {
      const help = page.getByRole("region", { name: "No products to show" });
      await expect(help.getByText(/₹500\.00\) is above the highest \(₹100\.00\)/).isVisible()).resolves.toBe(
        true,
      );
      const popular = help.getByRole("link", { name: "Candles" });
      await expect(popular.getAttribute("href")).resolves.toBe("/collections/candles");
      await expectNoAxeViolations(page);
      await help.getByRole("link", { name: "Clear the filters" }).click();
      await page.waitForURL((url) => url.pathname === "/collections/incense" && url.search === "");
      await waitForRouterIdle(page);
      await expect(page.getByRole("region", { name: "No products to show" }).count()).resolves.toBe(0);
      await expect(page.getByText(/^\d+ Products Found$/).textContent()).resolves.not.toBe(
        "0 Products Found",
      );
    } finally {
      await context.close();
    }
  });

  it("a search without hits says so and clears the search", async () => {
    const { page, context } = await openPage(browser(), "/search?query=zzqxjv", { javaScriptEnabled });
    try {
      const help = page.getByRole("region", { name: "No products to show" });
      await expect(help.getByText(/No product matches “zzqxjv”/).isVisible()).resolves.toBe(true);
      await expect(help.getByRole("link", { name: "All Products" }).isVisible()).resolves.toBe(true);
      await expectNoAxeViolations(page);
      await help.getByRole("link", { name: "Clear the search" }).click();
      await page.waitForURL((url) => url.pathname === "/search" && url.search === "");
      await waitForRouterIdle(page);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("All Products");
    } finally {
      await context.close();
    }
  });
});
