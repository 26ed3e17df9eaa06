/**
 * With JavaScript the listing's controls always show what the URL says: after Back, Forward and
 * link clicks, the control that was just used (and still has focus) included.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { expectNoAxeViolations, openPage, useBrowser, viewports, waitForRouterIdle } from "./support/browser";

const browser = useBrowser();

function filters(page: Page) {
  return page
    .getByRole("complementary", { name: "Categories and filters" })
    .getByRole("form", { name: "Filter products" });
}
const sortSelect = (page: Page) =>
  page.getByRole("form", { name: "Sort products" }).getByRole("combobox", { name: "Sort by" });

async function waitForSearch(page: Page, search: string) {
  await page.waitForURL((url) => url.search === search, { timeout: 10_000 });
  await waitForRouterIdle(page);
}

async function back(page: Page, search: string) {
  await page.goBack();
  await waitForSearch(page, search);
}
async function forward(page: Page, search: string) {
  await page.goForward();
  await waitForSearch(page, search);
}

describe("listing controls follow the URL through history (JavaScript on)", () => {
  it("the stock boxes after Back and Forward, the ticked box keeping focus", async () => {
    const { page, context } = await openPage(browser(), "/collections/incense");
    try {
      for (const label of ["In Stock", "Out of Stock"]) {
        const box = filters(page).getByLabel(label);
        await box.check();
        await waitForSearch(page, label === "In Stock" ? "?inStock=1" : "?outOfStock=1");
        await expect(box.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
        await back(page, "");
        await expect(box.isChecked()).resolves.toBe(false);
        await forward(page, label === "In Stock" ? "?inStock=1" : "?outOfStock=1");
        await expect(box.isChecked()).resolves.toBe(true);
        await back(page, "");
        await expect(box.isChecked()).resolves.toBe(false);
        // One click ticks it again (it was not left ticked with an unfiltered list).
        await box.check();
        await waitForSearch(page, label === "In Stock" ? "?inStock=1" : "?outOfStock=1");
        await box.uncheck();
        await waitForSearch(page, "");
      }
    } finally {
      await context.close();
    }
  });

  it("the price boxes after Back and Forward, the focused one included", async () => {
    const { page, context } = await openPage(browser(), "/collections/incense");
    try {
      const from = filters(page).getByLabel("Price from");
      const to = filters(page).getByLabel("Price to");
      await from.fill("50");
      await waitForSearch(page, "?minPrice=50");
      await to.fill("150");
      await waitForSearch(page, "?minPrice=50&maxPrice=150");
      await back(page, "?minPrice=50");
      await expect(to.inputValue()).resolves.toBe("");
      await expect(from.inputValue()).resolves.toBe("50");
      await back(page, "");
      await expect(from.inputValue()).resolves.toBe("");
      await forward(page, "?minPrice=50");
      await expect(from.inputValue()).resolves.toBe("50");
      await forward(page, "?minPrice=50&maxPrice=150");
      await expect(to.inputValue()).resolves.toBe("150");
    } finally {
      await context.close();
    }
  });

  it("the sort select after Back and Forward", async () => {
    const { page, context } = await openPage(browser(), "/collections/incense");
    try {
      await sortSelect(page).selectOption({ label: "Price low to high" });
      await waitForSearch(page, "?sort=price-ascending");
      await sortSelect(page).selectOption({ label: "Alphabetically Z-A" });
      await waitForSearch(page, "?sort=title-descending");
      await back(page, "?sort=price-ascending");
      await expect(sortSelect(page).inputValue()).resolves.toBe("price-ascending");
      await back(page, "");
      await expect(sortSelect(page).inputValue()).resolves.toBe("best-selling");
      await forward(page, "?sort=price-ascending");
      await expect(sortSelect(page).inputValue()).resolves.toBe("price-ascending");
    } finally {
      await context.close();
    }
  });

  it("a chip link and a category link, then Back", async () => {
    const { page, context } = await openPage(browser(), "/collections/incense?inStock=1&maxPrice=100");
    try {
      await page.getByRole("link", { name: "Remove filter: In Stock" }).click();
      await waitForSearch(page, "?maxPrice=100");
      await expect(filters(page).getByLabel("In Stock").isChecked()).resolves.toBe(false);
      await back(page, "?inStock=1&maxPrice=100");
      await expect(filters(page).getByLabel("In Stock").isChecked()).resolves.toBe(true);
      await expect(filters(page).getByLabel("Price to").inputValue()).resolves.toBe("100");
      const aside = page.getByRole("complementary", { name: "Categories and filters" });
      await aside.getByRole("link", { name: /^Agarbatti\b/ }).click();
      await page.waitForURL("**/collections/agarbatti**");
      await waitForRouterIdle(page);
      await page.goBack();
      await page.waitForURL((url) => url.pathname === "/collections/incense");
      await waitForRouterIdle(page);
      await expect(filters(page).getByLabel("In Stock").isChecked()).resolves.toBe(true);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it("the mobile panel's controls after Back", async () => {
    const { page, context } = await openPage(browser(), "/collections/incense", {
      viewport: viewports.mobile,
    });
    try {
      await page.getByText("Filter Products", { exact: true }).click();
      const panel = page.getByRole("form", { name: "Filter products" });
      await panel.getByLabel("In Stock").check();
      await panel.getByLabel("Price to").fill("100");
      await panel.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price high to low" });
      await panel.getByRole("button", { name: "APPLY" }).click();
      await waitForSearch(page, "?sort=price-descending&maxPrice=100&inStock=1");
      await back(page, "");
      await page.getByText("Filter Products", { exact: true }).click();
      await expect(panel.getByLabel("In Stock").isChecked()).resolves.toBe(false);
      await expect(panel.getByLabel("Price to").inputValue()).resolves.toBe("");
      await expect(panel.getByRole("combobox", { name: "Sort by" }).inputValue()).resolves.toBe(
        "best-selling",
      );
    } finally {
      await context.close();
    }
  });
});
