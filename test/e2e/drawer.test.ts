/** The phone menu: a modal dialog with JavaScript, a disclosure without it. */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { expectNoAxeViolations, openPage, useBrowser, viewports } from "./support/browser";

const browser = useBrowser();

async function openDrawer(page: Page) {
  const toggle = page.getByRole("button", { name: "Menu", exact: true });
  await toggle.click();
  const dialog = page.getByRole("dialog", { name: "Menu" });
  await dialog.waitFor();
  return { toggle, dialog };
}

const focusIsOn = (page: Page, selector: string) =>
  page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

describe("the phone menu, JavaScript on", () => {
  it("opens as a modal dialog over a dimmed page, with its close button focused, and passes axe", async () => {
    const { page, context } = await openPage(browser(), "/about-us", { viewport: viewports.mobile });
    try {
      const { toggle, dialog } = await openDrawer(page);
      await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
      await expect(focusIsOn(page, ".drawer-close")).resolves.toBe(true);
      // The backdrop is drawn (a see-through dark colour), and the page behind cannot be reached.
      const backdrop = await dialog.evaluate((el) => getComputedStyle(el, "::backdrop").backgroundColor);
      expect(backdrop).toMatch(/^rgba\(20, 10, 5, 0\.\d+\)$/);
      await expect(
        page.evaluate(() => document.querySelector("dialog.drawer-dialog:modal") !== null),
      ).resolves.toBe(true);
      // ≡ is not drawn over the panel: what shows where it sits is the panel.
      const box = await toggle.boundingBox();
      const onTop = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x!, y!)?.closest("dialog") !== null,
        [box!.x + box!.width / 2, box!.y + box!.height / 2],
      );
      expect(onTop).toBe(true);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it("keeps Tab inside the open menu", async () => {
    const { page, context } = await openPage(browser(), "/about-us", { viewport: viewports.mobile });
    try {
      await openDrawer(page);
      for (let i = 0; i < 14; i++) {
        await page.keyboard.press(i % 2 ? "Shift+Tab" : "Tab");
        await page.keyboard.press("Tab");
        await expect(focusIsOn(page, "dialog.drawer-dialog *")).resolves.toBe(true);
      }
    } finally {
      await context.close();
    }
  });

  it.each([
    ["the close button", (page: Page) => page.getByRole("button", { name: "Close menu" }).click()],
    ["Escape", (page: Page) => page.keyboard.press("Escape")],
    ["a tap beside the panel", (page: Page) => page.mouse.click(370, 500)],
  ])("closes on %s and gives focus back to ≡", async (_how, dismiss) => {
    const { page, context } = await openPage(browser(), "/about-us", { viewport: viewports.mobile });
    try {
      const { toggle, dialog } = await openDrawer(page);
      await dismiss(page);
      await dialog.waitFor({ state: "detached" });
      await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
      await expect(focusIsOn(page, ".drawer-toggle")).resolves.toBe(true);
      expect(new URL(page.url()).pathname).toBe("/about-us");
    } finally {
      await context.close();
    }
  });

  it("closes when a link in it is followed", async () => {
    const { page, context } = await openPage(browser(), "/about-us", { viewport: viewports.mobile });
    try {
      const { dialog } = await openDrawer(page);
      await dialog.getByText("Candles", { exact: true }).first().click();
      await dialog.getByRole("link", { name: "Glass Collection" }).click();
      await page.waitForURL("**/collections/glass-collection");
      await dialog.waitFor({ state: "detached" });
    } finally {
      await context.close();
    }
  });
});

describe("the phone menu, JavaScript off", () => {
  it("opens and closes with ≡ alone, over a dimmed page, and passes axe", async () => {
    const { page, context } = await openPage(browser(), "/about-us", {
      viewport: viewports.mobile,
      javaScriptEnabled: false,
    });
    try {
      const menu = page.getByRole("navigation", { name: "Mobile" });
      const toggle = page.locator("summary.drawer-toggle");
      await toggle.click();
      await expect(menu.isVisible()).resolves.toBe(true);
      const dim = await page
        .locator("details.drawer")
        .evaluate((el) => getComputedStyle(el, "::after").backgroundColor);
      expect(dim).toMatch(/^rgba\(20, 10, 5, 0\.\d+\)$/);
      await expectNoAxeViolations(page);
      await toggle.click();
      await expect(menu.isVisible()).resolves.toBe(false);
    } finally {
      await context.close();
    }
  });
});
