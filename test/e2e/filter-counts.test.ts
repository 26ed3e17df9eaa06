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
const sidebar = (page: Page) => page.getByRole("complementary", { name: "Categories and filters" });
const countIn = (text: string | null) => Number(/\((\d+)\)/.exec(text ?? "")?.[1]);
const found = async (page: Page) =>
  Number((await page.getByText(/^\d+ Products? Found$/).textContent())?.split(" ")[0]);

describe.each(jsModes)("counts on filters, $label", ({ javaScriptEnabled }) => {
  it("each stock box and sidebar link lists as many products as its count says", async () => {
    const { page, context } = await openPage(browser(), "/collections/incense?maxPrice=100", {
      javaScriptEnabled,
    });
    try {
      const filters = sidebar(page).getByRole("form", { name: "Filter products" });
      const inStock = countIn(await filters.locator("label", { hasText: "In Stock" }).textContent());
      const outOfStock = countIn(await filters.locator("label", { hasText: "Out of Stock" }).textContent());
      expect(inStock).toBeGreaterThan(0);
      expect(inStock + outOfStock).toBe(await found(page));
      await expectNoAxeViolations(page);

      await filters.getByLabel("In Stock").check();
      if (!javaScriptEnabled) await filters.getByRole("button", { name: "Apply" }).click();
      await page.waitForURL((url) => url.searchParams.get("inStock") === "1");
      await waitForRouterIdle(page);
      await page.getByRole("link", { name: "Remove filter: In Stock" }).waitFor();
      expect(await found(page)).toBe(inStock);

      const agarbatti = sidebar(page).getByRole("link", { name: /^Agarbatti \(\d+\)$/ });
      const count = countIn(await agarbatti.textContent());
      await expect(agarbatti.getAttribute("href")).resolves.toBe(
        "/collections/agarbatti?maxPrice=100&inStock=1",
      );
      await agarbatti.click();
      await page.waitForURL((url) => url.pathname === "/collections/agarbatti");
      await waitForRouterIdle(page);
      await page.getByRole("heading", { level: 1, name: "Agarbatti Products" }).waitFor();
      expect(await found(page)).toBe(count);
    } finally {
      await context.close();
    }
  });

  it("a value that would list nothing is disabled, not a link", async () => {
    const { page, context } = await openPage(browser(), "/collections/incense?maxPrice=100", {
      javaScriptEnabled,
    });
    try {
      // Candles show no price, so no candle passes a price filter.
      await sidebar(page).getByText("Candles", { exact: true }).click();
      const tealight = sidebar(page).getByText(/^Tealight \(0\)$/);
      await expect(tealight.isVisible()).resolves.toBe(true);
      await expect(tealight.getAttribute("aria-disabled")).resolves.toBe("true");
      await expect(
        sidebar(page)
          .getByRole("link", { name: /^Tealight/ })
          .count(),
      ).resolves.toBe(0);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
    const empty = await openPage(browser(), "/collections/incense?minPrice=100000", { javaScriptEnabled });
    try {
      const filters = sidebar(empty.page).getByRole("form", { name: "Filter products" });
      await expect(filters.getByLabel("In Stock").isDisabled()).resolves.toBe(true);
      await expect(filters.locator("label", { hasText: "In Stock" }).textContent()).resolves.toBe(
        "In Stock (0)",
      );
    } finally {
      await empty.context.close();
    }
  });
});

describe("the sidebar's counted links", () => {
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => text).join("\n");

  it.each([
    ["/collections/all", "/collections/all.data", "Dhoop Lakkad"],
    ["/search?query=rose", "/search.data?query=rose", "Premium Sambrani Cups"],
  ])(
    "of %s are in its document's HTML only, and in the data of a client-side navigation",
    async (path, dataPath, label) => {
      const html = await (await fetchPath(path)).text();
      const links =
        /<(?:section|nav) class="sidebar-section"[^>]*data-island="[^"]+">([\s\S]*?)<\/(?:section|nav)>/.exec(
          html,
        )?.[1] ?? "";
      expect(links).toContain(label);
      const scripts = inlineScripts(html);
      expect(scripts).toContain("tiles");
      expect(scripts).not.toContain(label);
      const data = await fetchPath(dataPath);
      expect(data.status).toBe(200);
      expect(await data.text()).toContain(label);
    },
  );
});
