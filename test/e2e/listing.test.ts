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

/** openPage with a shorter action timeout, so a broken control fails fast. */
const open = (path: string, options: Parameters<typeof openPage>[2]) =>
  openPage(browser(), path, { ...options, actionTimeout: 10_000 });

/** Names and prices as the shopper sees them, read from the cards on screen. */
function grid(page: Page) {
  return page.getByRole("region", { name: "Products", exact: true });
}
async function cardNames(page: Page): Promise<string[]> {
  return grid(page).getByRole("heading", { level: 3 }).allTextContents();
}
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await grid(page).locator(".price-now").allTextContents();
  return texts.map((t) => Number(t.replace(/[^\d.]/g, "")));
}
function sidebar(page: Page) {
  return page.getByRole("complementary", { name: "Categories and filters" });
}
async function waitForParams(page: Page, want: Record<string, string | null>) {
  await page.waitForURL((url) => Object.entries(want).every(([k, v]) => url.searchParams.get(k) === v), {
    timeout: 10_000,
  });
  await waitForRouterIdle(page);
}

describe.each(jsModes)("collection listing, $label", ({ javaScriptEnabled }) => {
  it("filters by price and stock, shows chips, and removes a filter with its chip", async () => {
    const { page, context } = await open("/collections/incense?page=2", { javaScriptEnabled });
    try {
      const filters = sidebar(page).getByRole("form", { name: "Filter products" });
      await filters.getByLabel("Price from").fill("50");
      await filters.getByLabel("Price to").fill("150");
      await filters.getByLabel("In Stock").check();
      if (!javaScriptEnabled) await filters.getByRole("button", { name: "Apply" }).click();
      await waitForParams(page, { minPrice: "50", maxPrice: "150", inStock: "1", page: null });
      await page.getByRole("link", { name: "Remove filter: In Stock" }).waitFor();
      const prices = await cardPrices(page);
      expect(prices.length).toBeGreaterThan(0);
      for (const price of prices) expect(price >= 50 && price <= 150, `price ${price}`).toBe(true);
      const stock = await grid(page).locator(".product-tile-stock").allTextContents();
      expect(new Set(stock)).toEqual(new Set(["Available"]));
      await expectNoAxeViolations(page);

      await page.getByRole("link", { name: "Remove filter: In Stock" }).click();
      await waitForParams(page, { inStock: null, minPrice: "50" });
      await page.getByRole("link", { name: "Clear all" }).click();
      await waitForParams(page, { minPrice: null, maxPrice: null });
      await expect(page.getByRole("link", { name: "Clear all" }).count()).resolves.toBe(0);

      await filters.getByLabel("Out of Stock").check();
      if (!javaScriptEnabled) await filters.getByRole("button", { name: "Apply" }).click();
      await waitForParams(page, { outOfStock: "1" });
      await page.getByRole("link", { name: "Remove filter: Out of Stock" }).waitFor();
      const labels = await grid(page).locator(".product-tile-stock").allTextContents();
      expect(labels.length).toBeGreaterThan(0);
      for (const label of labels) expect(["Out of Stock", "Sold Out"]).toContain(label);
    } finally {
      await context.close();
    }
  });

  it("sorts each way, back to page 1, and the cards on screen follow", async () => {
    const { page, context } = await open("/collections/incense?page=2", { javaScriptEnabled });
    try {
      const collator = new Intl.Collator("en-IN", { sensitivity: "accent" });
      const checks: [string, string, (p: Page) => Promise<void>][] = [
        [
          "Price low to high",
          "price-ascending",
          async (p) => {
            const prices = await cardPrices(p);
            expect(prices).toEqual([...prices].sort((a, b) => a - b));
          },
        ],
        [
          "Price high to low",
          "price-descending",
          async (p) => {
            const prices = await cardPrices(p);
            expect(prices).toEqual([...prices].sort((a, b) => b - a));
          },
        ],
        [
          "Alphabetically A-Z",
          "title-ascending",
          async (p) => {
            const names = await cardNames(p);
            expect(names).toEqual([...names].sort(collator.compare));
          },
        ],
        [
          "Alphabetically Z-A",
          "title-descending",
          async (p) => {
            const names = await cardNames(p);
            expect(names).toEqual([...names].sort((a, b) => collator.compare(b, a)));
          },
        ],
      ];
      const form = page.getByRole("form", { name: "Sort products" });
      for (const [label, value, check] of checks) {
        await form.getByRole("combobox", { name: "Sort by" }).selectOption({ label });
        if (!javaScriptEnabled) await form.getByRole("button", { name: "Apply" }).click();
        await waitForParams(page, { sort: value, page: null });
        await page.waitForFunction(
          (v) => (document.querySelector("#listing-sort") as HTMLSelectElement | null)?.value === v,
          value,
        );
        await check(page);
      }
      await expectNoAxeViolations(page);
      // The sort travels with the pages.
      await page
        .getByRole("navigation", { name: "Pagination" })
        .getByRole("link", { name: "Page 2" })
        .click();
      await waitForParams(page, { sort: "title-descending", page: "2" });
      await cardNames(page).then((names) =>
        expect(names).toEqual([...names].sort((a, b) => collator.compare(b, a))),
      );
    } finally {
      await context.close();
    }
  });

  it("shows title, count, 20 cards with prices, Buy Now in a new tab, and pagination; paginates to the last page and back", async () => {
    const { page, context, response } = await open("/collections/all", { javaScriptEnabled });
    try {
      // axe: the shell's every-screen test reads this same first page.
      const nav = page.getByRole("navigation", { name: "Pagination" });
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("All Products");
      await expect(page.getByText(/^\d+ Products Found$/).isVisible()).resolves.toBe(true);
      expect(await cardNames(page)).toHaveLength(20);
      const buy = grid(page)
        .getByRole("link", { name: /^Buy Now/ })
        .first();
      await expect(buy.getAttribute("target")).resolves.toBe("_blank");
      await expect(buy.getAttribute("rel")).resolves.toBe("noopener noreferrer");
      const firstImage = grid(page).locator("img").first();
      await expect(firstImage.getAttribute("alt")).resolves.toBeTruthy();
      await expect(firstImage.getAttribute("width")).resolves.toBe("600");
      await expect(grid(page).locator("img").nth(10).getAttribute("loading")).resolves.toBe("lazy");
      await expect(
        nav.getByRole("link", { name: "Page 1", exact: true }).getAttribute("aria-current"),
      ).resolves.toBe("page");
      // More than 5 pages: 1 2 3 … last.
      await expect(nav.getByRole("link", { name: /^Page \d+$/ }).allTextContents()).resolves.toEqual([
        "1",
        "2",
        "3",
        "13",
      ]);
      await expect(sidebar(page).getByRole("heading", { name: "New Products" }).isVisible()).resolves.toBe(
        true,
      );
      await expect(sidebar(page).locator(".price-now").first().textContent()).resolves.toMatch(
        /^Price (From )?₹\d+\.\d\d$/,
      );

      if (javaScriptEnabled) await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await nav.getByRole("link", { name: "Page 13" }).click();
      await waitForParams(page, { page: "13" });
      // React may paint the new page a moment after the router settles on a busy machine.
      await nav.getByRole("link", { name: "Page 13" }).and(page.locator("[aria-current=page]")).waitFor();
      expect((await cardNames(page)).length).toBe(258 - 12 * 20);
      await expect(nav.getByRole("link", { name: "Next page" }).count()).resolves.toBe(0);
      if (javaScriptEnabled) expect(await page.evaluate(() => window.scrollY)).toBe(0);
      await expectNoAxeViolations(page);
      await nav.getByRole("link", { name: "Previous page" }).click();
      await waitForParams(page, { page: "12" });
      await nav.getByRole("link", { name: "Page 12" }).and(page.locator("[aria-current=page]")).waitFor();
      await nav.getByRole("link", { name: "Page 1", exact: true }).click();
      await waitForParams(page, { page: null });
      await expect(nav.getByRole("link", { name: "Previous page" }).count()).resolves.toBe(0);
      if (javaScriptEnabled) {
        await page.goBack();
        await waitForParams(page, { page: "12" });
        await nav.getByRole("link", { name: "Page 12" }).and(page.locator("[aria-current=page]")).waitFor();
      }
    } finally {
      await context.close();
    }
  });

  it("reaches a subcategory and a fragrance collection from the sidebar", async () => {
    const { page, context } = await open("/collections/all", { javaScriptEnabled });
    try {
      const aside = sidebar(page);
      await aside.getByText("Incense", { exact: true }).click();
      await aside.getByRole("link", { name: /^Agarbatti \(\d+\)$/ }).click();
      await page.waitForURL("**/collections/agarbatti");
      await page.getByRole("heading", { level: 1, name: "Agarbatti Products" }).waitFor();
      // The panel of the current category starts open; one panel at a time.
      await expect(aside.getByRole("link", { name: "Dhoop Batti" }).isVisible()).resolves.toBe(true);
      await aside.getByText("By Fragrance", { exact: true }).click();
      await expect(aside.getByRole("link", { name: "Dhoop Batti" }).isVisible()).resolves.toBe(false);
      await aside.getByRole("link", { name: /^Rose \(\d+\)$/ }).click();
      await page.waitForURL("**/collections/rose");
      await page.getByRole("heading", { level: 1, name: "Rose Products" }).waitFor();
      for (const name of await cardNames(page)) expect(name).toMatch(/Rose/);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it("reaches a subcategory from the menu", async () => {
    const { page, context } = await open("/collections/all", { javaScriptEnabled });
    try {
      const nav = page.getByRole("navigation", { name: "Main" });
      await nav.getByRole("link", { name: "Our Shop" }).hover();
      await nav.getByRole("link", { name: "Sambrani Cups" }).click();
      await page.waitForURL("**/collections/sambrani-cups");
      await page.getByRole("heading", { level: 1, name: "Sambrani Cups Products" }).waitFor();
      expect((await cardNames(page)).length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });

  it("shows Available and Contact Us instead of a price for candles", async () => {
    const { page, context } = await open("/collections/candles", { javaScriptEnabled });
    try {
      await expect(grid(page).locator(".price-now").count()).resolves.toBe(0);
      await expect(
        grid(page)
          .getByRole("link", { name: /^Buy Now/ })
          .count(),
      ).resolves.toBe(0);
      const contact = grid(page)
        .getByRole("link", { name: /^Contact Us/ })
        .first();
      await expect(contact.getAttribute("href")).resolves.toBe("/contact-us");
      await expect(grid(page).getByText("Available", { exact: true }).first().isVisible()).resolves.toBe(
        true,
      );
    } finally {
      await context.close();
    }
  });

  it("filters and sorts from the mobile panel with CLEAR and APPLY", async () => {
    const { page, context } = await open("/collections/incense", {
      javaScriptEnabled,
      viewport: viewports.mobile,
    });
    try {
      await expect(sidebar(page).isVisible()).resolves.toBe(false);
      await page.getByText("Filter Products", { exact: true }).click();
      const panel = page.getByRole("form", { name: "Filter products" });
      await panel.getByLabel("Price to").fill("100");
      await panel.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price high to low" });
      await panel.getByRole("button", { name: "APPLY" }).click();
      await waitForParams(page, { maxPrice: "100", sort: "price-descending" });
      await page.getByRole("link", { name: /Remove filter: To/ }).waitFor();
      const prices = await cardPrices(page);
      expect(prices).toEqual([...prices].sort((a, b) => b - a));
      for (const price of prices) expect(price).toBeLessThanOrEqual(100);
      // Two cards a row on a phone.
      const boxes = await Promise.all(
        [0, 1, 2].map((i) => grid(page).getByRole("listitem").nth(i).boundingBox()),
      );
      expect(boxes[0]?.y).toBe(boxes[1]?.y);
      expect(boxes[2]!.y).toBeGreaterThan(boxes[0]!.y);
      await expectNoAxeViolations(page);
      if (!(await panel.isVisible())) await page.getByText("Filter Products", { exact: true }).click();
      await panel.getByRole("link", { name: "CLEAR" }).click();
      await waitForParams(page, { maxPrice: null, sort: null });
    } finally {
      await context.close();
    }
  });
});

describe("bad listing URLs", () => {
  const bad = [
    "/collections/all?page=abc",
    "/collections/all?page=99999",
    "/collections/all?page=-3&minPrice=-5&maxPrice=abc",
    "/collections/incense?sort=evil&inStock=yes",
    "/collections/all?query=LONG&page=NINES",
    "/collections/%3Cscript%3E",
    "/collections/no-such-collection",
    // Malformed percent-encoding: Remix's page, not Express's bare 400 "Bad Request".
    "/collections/%",
    "/collections/%E0%A4%A?page=2",
  ];
  it.each(bad)("%s answers 200 with a sensible page", async (path) => {
    const response = await fetchPath(
      path.replace("LONG", "x".repeat(5000)).replace("NINES", "9".repeat(400)),
    );
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>[^<]*Products<\/h1>/);
    expect(html).toMatch(/\d+ Products? Found/);
    expect(html).not.toContain("<script>alert");
  });

  it("clamps a page past the end to the last page", async () => {
    const { page, context } = await open("/collections/all?page=99999", { javaScriptEnabled: false });
    try {
      const nav = page.getByRole("navigation", { name: "Pagination" });
      // React may paint the new page a moment after the router settles on a busy machine.
      await nav.getByRole("link", { name: "Page 13" }).and(page.locator("[aria-current=page]")).waitFor();
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it("redirects /collections to /collections/all", async () => {
    const response = await fetchPath("/collections");
    expect([301, 302]).toContain(response.status);
    expect(response.headers.get("location")).toBe("/collections/all");
  });

  it("keeps listing HTML under 120 KB and sends only the page's products", async () => {
    for (const path of [
      "/collections/all",
      "/collections/incense?sort=price-ascending&page=2",
      "/search?query=rose",
    ]) {
      const html = await (await fetchPath(path)).text();
      expect(Buffer.byteLength(html), path).toBeLessThan(120 * 1024);
      // Descriptions and specifications belong to the detail page, not the grid's payload.
      expect(html).not.toContain('"description":');
      expect(html).not.toContain('"details":');
    }
  });
});
