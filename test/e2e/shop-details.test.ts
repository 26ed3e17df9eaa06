/**
 * The small things a shopper trips over: headings that read right, one-line phone pagination,
 * Apply only where it is needed, the phone panel's stock rule, the lightbox's backdrop and the
 * floating links inside a landmark.
 */
import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import {
  expectNoAxeViolations,
  fetchPath,
  jsModes,
  openPage,
  useBrowser,
  viewports,
  waitForRouterIdle,
} from "./support/browser";

const browser = useBrowser();
const grid = (page: Page) => page.getByRole("region", { name: "Products", exact: true });

describe("headings", () => {
  it('"Organic Products" is not "Organic Products Products"', async () => {
    const html = await (await fetchPath("/collections/organic-products")).text();
    expect(html).toMatch(/<h1[^>]*>Organic Products<\/h1>/);
    expect(html).not.toContain("Products Products");
  });

  it('a product without a subcategory does not print "Subcategory: None"', async () => {
    const html = await (await fetchPath("/product-detail/131")).text();
    expect(html).toMatch(/Category: (<!-- -->)?Pooja Essentials/);
    expect(html).not.toContain("Subcategory: None");
    expect(await (await fetchPath("/product-detail/1")).text()).toMatch(
      /\| Subcategory: (<!-- -->)?Agarbatti/,
    );
  });

  it("a long query's heading keeps one line and ends with an ellipsis", async () => {
    const long = "sandalwood agarbatti with rose and jasmine for the evening pooja at home";
    const { page, context } = await openPage(browser(), `/search?query=${encodeURIComponent(long)}`, {
      viewport: viewports.mobile,
    });
    try {
      const echo = page.locator(".search-echo");
      await expect(echo.textContent()).resolves.toBe(long);
      const style = await echo.evaluate((el) => {
        const s = getComputedStyle(el);
        return { overflow: s.textOverflow, wraps: s.whiteSpace, cut: el.scrollWidth > el.clientWidth };
      });
      expect(style).toEqual({ overflow: "ellipsis", wraps: "nowrap", cut: true });
      await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
        390,
      );
    } finally {
      await context.close();
    }
  });
});

describe.each(jsModes)("listing controls, $label", ({ javaScriptEnabled }) => {
  it.each([390, 320])(
    "phone pagination stays on one line at %i px, in the middle pages too",
    async (width) => {
      const { page, context } = await openPage(browser(), "/collections/all?page=7", {
        javaScriptEnabled,
        viewport: { width, height: 800 },
      });
      try {
        const items = page.getByRole("navigation", { name: "Pagination" }).locator("li");
        const tops = await items.evaluateAll((lis) =>
          lis.map((li) => Math.round(li.getBoundingClientRect().top)),
        );
        expect(tops.length).toBe(9);
        expect(new Set(tops).size).toBe(1);
        await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(
          width,
        );
        await expect(
          page
            .getByRole("navigation", { name: "Pagination" })
            .getByRole("link", { name: "Next page" })
            .isVisible(),
        ).resolves.toBe(true);
      } finally {
        await context.close();
      }
    },
  );

  it("the sidebar's Apply shows only without JavaScript", async () => {
    const { page, context } = await openPage(browser(), "/collections/incense", { javaScriptEnabled });
    try {
      const sidebar = page.getByRole("complementary", { name: "Categories and filters" });
      await expect(sidebar.getByRole("button", { name: "Apply" }).isVisible()).resolves.toBe(
        !javaScriptEnabled,
      );
      await expect(
        page.getByRole("form", { name: "Sort products" }).getByRole("button", { name: "Apply" }).isVisible(),
      ).resolves.toBe(!javaScriptEnabled);
    } finally {
      await context.close();
    }
  });

  it("the phone panel: both stock boxes ticked means Out of Stock", async () => {
    const { page, context } = await openPage(browser(), "/collections/incense", {
      javaScriptEnabled,
      viewport: viewports.mobile,
    });
    try {
      await page.getByText("Filter Products", { exact: true }).click();
      const panel = page.getByRole("form", { name: "Filter products" });
      await panel.getByLabel("In Stock").check();
      await panel.getByLabel("Out of Stock").check();
      await panel.getByRole("button", { name: "APPLY" }).click();
      await page.waitForURL((url) => url.search === "?outOfStock=1");
      await waitForRouterIdle(page);
      await page.getByRole("link", { name: "Remove filter: Out of Stock" }).waitFor();
      await expect(page.getByRole("link", { name: "Remove filter: In Stock" }).count()).resolves.toBe(0);
      const labels = await grid(page).locator(".product-tile-stock").allTextContents();
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect(["Out of Stock", "Sold Out"]).toContain(label);
    } finally {
      await context.close();
    }
  });

  it("the floating links sit in a landmark: axe's region rule passes", async () => {
    const { page, context } = await openPage(browser(), "/", { javaScriptEnabled });
    try {
      const quick = page.getByRole("complementary", { name: "Quick links" });
      await expect(quick.getByRole("link", { name: /WhatsApp/ }).count()).resolves.toBe(1);
      if (javaScriptEnabled) {
        const results = await new AxeBuilder({ page }).setLegacyMode().withRules(["region"]).analyze();
        expect(results.violations.flatMap((v) => v.nodes.map((n) => n.target.join(" ")))).toEqual([]);
      }
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});

describe("the desktop sidebar keeps both stock boxes as no filter", () => {
  it("lists every product with both ticked", async () => {
    const both = await (await fetchPath("/collections/incense?inStock=1&outOfStock=1")).text();
    const none = await (await fetchPath("/collections/incense")).text();
    const count = (html: string) => html.match(/(\d+) Products? Found/)?.[1];
    expect(count(both)).toBe(count(none));
  });
  it("a phone panel's request is sent on to its clean URL", async () => {
    const response = await fetchPath("/search?query=rose&inStock=1&outOfStock=1&panel=1");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/search?query=rose&outOfStock=1");
  });
});

describe("the lightbox (JavaScript on)", () => {
  it("closes on a click on the backdrop beside the image", async () => {
    const { page, context } = await openPage(browser(), "/product-detail/1");
    try {
      await page
        .getByRole("main")
        .getByRole("button", { name: /^Zoom: Rose Agarbatti/ })
        .click();
      const dialog = page.getByRole("dialog", { name: "Rose Agarbatti: enlarged images" });
      await dialog.waitFor({ state: "visible" });
      // Inside the frame nothing happens.
      await dialog.getByRole("img").click();
      await expect(dialog.isVisible()).resolves.toBe(true);
      await page.mouse.click(5, 5);
      await dialog.waitFor({ state: "detached" });
    } finally {
      await context.close();
    }
  });
});
