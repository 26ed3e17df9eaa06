/** No page scrolls sideways at any common width, with the header's search box focused or not. */
import { describe, expect, it } from "vitest";

import { openPage, useBrowser } from "./support/browser";

const browser = useBrowser();
const WIDTHS = [320, 390, 768, 1024, 1200, 1232, 1280, 1366, 1440, 1920];

describe("the header fits every width (JavaScript on)", () => {
  it.each(WIDTHS)("%i px: no sideways scroll, search focused or not, the cart on screen", async (width) => {
    const { page, context } = await openPage(browser(), "/collections/all", {
      viewport: { width, height: 800 },
    });
    try {
      const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      const cartInside = () =>
        page
          .getByRole("img", { name: "Cart, 0 items" })
          .evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth);
      expect(await overflow()).toBe(0);
      await expect(cartInside()).resolves.toBe(true);
      const search = page.getByRole("banner").getByRole("combobox", { name: "Search products" });
      await search.focus();
      await search.fill("sandalwood agarbatti");
      // The box widens with a transition; wait until it has settled.
      await page.waitForFunction(() => {
        const input = document.getElementById("header-search-input");
        return input !== null && input.getAnimations().length === 0;
      });
      expect(await overflow()).toBe(0);
      await expect(cartInside()).resolves.toBe(true);
      const boxWidth = await search.evaluate((el) => el.getBoundingClientRect().width);
      expect(boxWidth).toBeGreaterThanOrEqual(90);
    } finally {
      await context.close();
    }
  });
});
