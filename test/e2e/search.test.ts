import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import {
  expectNoAxeViolations,
  fetchPath,
  jsModes,
  openPage,
  useBrowser,
  waitForRouterIdle,
} from "./support/browser";

const browser = useBrowser();

const open = (path: string, javaScriptEnabled: boolean) =>
  openPage(browser(), path, { javaScriptEnabled, actionTimeout: 10_000 });
const grid = (page: Page) => page.getByRole("region", { name: "Products", exact: true });
const cardNames = (page: Page) => grid(page).getByRole("heading", { level: 3 }).allTextContents();

describe.each(jsModes)("search results, $label", ({ javaScriptEnabled }) => {
  it("searches from the header and lists relevant products with the category sidebar", async () => {
    const { page, context } = await open("/about-us", javaScriptEnabled);
    try {
      await page.getByRole("banner").getByLabel("Search products").fill("  sandalwood ");
      await page.getByRole("banner").getByLabel("Search products").press("Enter");
      await page.waitForURL(
        (url) => url.pathname === "/search" && url.searchParams.get("query")?.trim() === "sandalwood",
      );
      await waitForRouterIdle(page);
      await page.getByRole("heading", { level: 1, name: /Search results for/ }).waitFor();
      const names = await cardNames(page);
      expect(names.length).toBeGreaterThan(0);
      expect(names[0]).toMatch(/Sandalwood/);
      const sections = page.getByRole("navigation", { name: "Categories" });
      for (const title of ["Incense", "Pooja Essentials", "Candles", "By Fragrance"]) {
        await expect(sections.getByRole("heading", { name: title, exact: true }).isVisible()).resolves.toBe(
          true,
        );
      }
      await expect(sections.getByRole("link", { name: "Camphor" }).getAttribute("href")).resolves.toBe(
        "/collections/camphor",
      );
      await expectNoAxeViolations(page);
      // A fragrance collection from the search sidebar.
      await sections.getByRole("link", { name: /^Rose \(\d+\)$/ }).click();
      await page.waitForURL("**/collections/rose");
      await waitForRouterIdle(page);
      await page.getByRole("heading", { level: 1, name: "Rose Products" }).waitFor();
    } finally {
      await context.close();
    }
  });

  it("sorts and filters search results, keeping the query", async () => {
    const { page, context } = await open("/search?query=rose", javaScriptEnabled);
    try {
      const sort = page.getByRole("form", { name: "Sort products" });
      await sort.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Price high to low" });
      if (!javaScriptEnabled) await sort.getByRole("button", { name: "Apply" }).click();
      await page.waitForURL(
        (url) =>
          url.searchParams.get("sort") === "price-descending" && url.searchParams.get("query") === "rose",
      );
      await waitForRouterIdle(page);
      await page.waitForFunction(
        () =>
          (document.querySelector("#listing-sort") as HTMLSelectElement | null)?.value === "price-descending",
      );
      const prices = (await grid(page).locator(".price-now").allTextContents()).map((t) =>
        Number(t.replace(/[^\d.]/g, "")),
      );
      expect(prices).toEqual([...prices].sort((a, b) => b - a));

      const filters = page.getByRole("complementary").getByRole("form", { name: "Filter products" });
      await filters.getByLabel("Price to").fill("40");
      if (!javaScriptEnabled) await filters.getByRole("button", { name: "Apply" }).click();
      await page.waitForURL(
        (url) => url.searchParams.get("maxPrice") === "40" && url.searchParams.get("query") === "rose",
      );
      await waitForRouterIdle(page);
      await page.getByRole("link", { name: /Remove filter: To/ }).waitFor();
      for (const name of await cardNames(page)) expect(name.toLowerCase()).toContain("rose");
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it('lists every product named "sandal" first, by Relevance, the page\'s default order', async () => {
    const { page, context } = await open("/search?query=sandal", javaScriptEnabled);
    try {
      const sort = page
        .getByRole("form", { name: "Sort products" })
        .getByRole("combobox", { name: "Sort by" });
      await expect(sort.inputValue()).resolves.toBe("relevance");
      await expect(sort.locator("option").first().textContent()).resolves.toBe("Relevance");
      const names: string[] = [];
      const nav = page.getByRole("navigation", { name: "Pagination" });
      for (let n = 1; n <= 3; n++) {
        if (n > 1) {
          await nav.getByRole("link", { name: `Page ${n}`, exact: true }).click();
          await page.waitForURL((url) => url.searchParams.get("page") === String(n));
          await waitForRouterIdle(page);
          await nav
            .getByRole("link", { name: `Page ${n}`, exact: true })
            .and(page.locator("[aria-current=page]"))
            .waitFor();
        }
        names.push(...(await cardNames(page)));
      }
      const named = names.filter((name) => /sandal/i.test(name)).length;
      expect(named).toBeGreaterThan(20);
      expect(
        names.slice(0, named).every((name) => /sandal/i.test(name)),
        names.join(", "),
      ).toBe(true);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it("echoes a query with markup as text, never as markup", async () => {
    const attack = `<img src=x onerror="window.__pwned=1"><b>bold</b>`;
    const { page, context } = await open(
      `/search?${new URLSearchParams({ query: attack })}`,
      javaScriptEnabled,
    );
    try {
      const heading = page.getByRole("heading", { level: 1 });
      await expect(heading.textContent()).resolves.toContain(attack);
      await expect(heading.locator("b, img").count()).resolves.toBe(0);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    } finally {
      await context.close();
    }
  });
});

describe("bad search URLs", () => {
  it.each([
    "/search",
    "/search?query=",
    "/search?query=%20%20",
    "/search?query=rose&page=abc&sort=evil&minPrice=-5",
    "/search?query=rose&page=99999",
    "/search?query=LONG",
    "/search?query=%00%01%E2%80%AE",
  ])("%s answers 200 with a sensible page", async (path) => {
    const response = await fetchPath(path.replace("LONG", "ab ".repeat(1700)));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toMatch(/<h1[^>]*>/);
    expect(html).toMatch(/\d+ Products? Found/);
  });
});
