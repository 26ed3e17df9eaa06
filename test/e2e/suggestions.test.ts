import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { expectNoAxeViolations, fetchPath, openPage, useBrowser, waitForRouterIdle } from "./support/browser";

const browser = useBrowser();

const open = (path: string) => openPage(browser(), path, { actionTimeout: 10_000 });
const box = (page: Page) => page.getByRole("banner").getByRole("combobox", { name: "Search products" });
const listbox = (page: Page) => page.getByRole("listbox", { name: "Suggestions" });

describe("header suggestions (JavaScript on)", () => {
  it("are driven entirely from the keyboard: type, arrows, Enter opens the product", async () => {
    const { page, context } = await open("/about-us");
    try {
      const input = box(page);
      await input.focus();
      await page.keyboard.type("rose");
      await listbox(page).waitFor();
      await expect(input.getAttribute("aria-expanded")).resolves.toBe("true");
      const options = listbox(page).getByRole("option");
      const labels = await options.allTextContents();
      expect(labels.length).toBeGreaterThan(1);
      expect(labels.length).toBeLessThanOrEqual(6);
      expect(labels[0]).toBe("Category: Rose");
      // Categories first, then products.
      const firstProduct = labels.findIndex((l) => l.startsWith("Product: "));
      expect(labels.slice(firstProduct).every((l) => l.startsWith("Product: "))).toBe(true);
      expect(labels.slice(0, firstProduct).every((l) => l.startsWith("Category: "))).toBe(true);
      await expect(input.getAttribute("aria-activedescendant")).resolves.toBeNull();
      await expectNoAxeViolations(page);

      await page.keyboard.press("ArrowDown");
      await expect(input.getAttribute("aria-activedescendant")).resolves.toBe("header-suggestion-0");
      await expect(options.nth(0).getAttribute("aria-selected")).resolves.toBe("true");
      await page.keyboard.press("ArrowDown");
      const second = await input.getAttribute("aria-activedescendant");
      expect(second).toBe("header-suggestion-1");
      const chosen = (await options.nth(1).textContent()) ?? "";
      expect(chosen).toMatch(/^Product: /);
      await page.keyboard.press("Enter");
      await page.waitForURL("**/product-detail/*");
      await waitForRouterIdle(page);
      await page.getByRole("heading", { level: 1, name: chosen.replace(/^Product: /, "") }).waitFor();
      await expect(listbox(page).isVisible()).resolves.toBe(false);
    } finally {
      await context.close();
    }
  });

  it("opens a category with Enter, resets the highlight on typing, closes on Escape and outside click", async () => {
    const { page, context } = await open("/about-us");
    try {
      const input = box(page);
      await input.focus();
      await page.keyboard.type("cand");
      await listbox(page).waitFor();
      await page.keyboard.press("ArrowDown");
      await expect(input.getAttribute("aria-activedescendant")).resolves.toBe("header-suggestion-0");
      await page.keyboard.type("l");
      await expect(input.getAttribute("aria-activedescendant")).resolves.toBeNull();

      await page.keyboard.press("Escape");
      await expect(listbox(page).isVisible()).resolves.toBe(false);
      await expect(input.getAttribute("aria-expanded")).resolves.toBe("false");
      await page.keyboard.type("e");
      await listbox(page).waitFor();
      await page.mouse.click(5, 600);
      await listbox(page).waitFor({ state: "hidden" });

      await input.focus(); // a box that holds text shows its suggestions again on focus
      await listbox(page).waitFor();
      await page.keyboard.press("ArrowDown");
      await expect(listbox(page).getByRole("option").first().textContent()).resolves.toBe(
        "Category: Candles",
      );
      await page.keyboard.press("Enter");
      await page.waitForURL("**/collections/candles");
      await waitForRouterIdle(page);
    } finally {
      await context.close();
    }
  });

  it("load their code only when the box is first focused", async () => {
    const { page, context } = await open("/about-us");
    try {
      // The lazy chunk is named after its module, HeaderSuggestions.tsx.
      const fetched = () =>
        performance.getEntriesByType("resource").some((entry) => entry.name.includes("/HeaderSuggestions-"));
      await expect(page.evaluate(fetched)).resolves.toBe(false);
      await expect(box(page).getAttribute("aria-expanded")).resolves.toBe("false");
      await box(page).focus();
      await page.waitForFunction(fetched);
      await page.keyboard.type("rose");
      await listbox(page).waitFor();
    } finally {
      await context.close();
    }
  });

  it("runs a trimmed search with Enter when nothing is highlighted; a blank search does nothing", async () => {
    const { page, context } = await open("/about-us");
    try {
      const input = box(page);
      await input.fill("   ");
      await input.press("Enter");
      await expect(listbox(page).isVisible()).resolves.toBe(false);
      expect(new URL(page.url()).pathname).toBe("/about-us");
      await input.fill("  dhoop  ");
      await input.press("Enter");
      await page.waitForURL((url) => url.pathname === "/search" && url.searchParams.get("query") === "dhoop");
      await waitForRouterIdle(page);
      await page.getByRole("heading", { level: 1, name: /Search results for/ }).waitFor();
    } finally {
      await context.close();
    }
  });
});

describe("the suggestion route", () => {
  it("answers JSON with at most 6 labelled suggestions, security headers and a short cache", async () => {
    const response = await fetchPath("/api/suggestions?q=rose");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("cache-control")).toMatch(/max-age=\d+/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const body = (await response.json()) as { suggestions: { kind: string; label: string; href: string }[] };
    expect(body.suggestions.length).toBeGreaterThan(0);
    expect(body.suggestions.length).toBeLessThanOrEqual(6);
    for (const s of body.suggestions)
      expect(s.href).toMatch(s.kind === "category" ? /^\/collections\// : /^\/product-detail\/\d+$/);
  });

  it.each(["", "%20", "x".repeat(5000), "%3Cscript%3E", "%00"])("answers 200 for q=%s", async (q) => {
    const response = await fetchPath(`/api/suggestions?q=${q}`);
    expect(response.status).toBe(200);
    expect(Array.isArray(((await response.json()) as { suggestions: unknown[] }).suggestions)).toBe(true);
  });

  it("answers HEAD with the headers and no body", async () => {
    const response = await fetchPath("/api/suggestions?q=rose", { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(Number(response.headers.get("content-length"))).toBeGreaterThan(20);
    expect(await response.text()).toBe("");
  });

  it("reads the first q, like the page's own search", async () => {
    const first = await (await fetchPath("/api/suggestions?q=rose&q=candle")).json();
    const rose = await (await fetchPath("/api/suggestions?q=rose")).json();
    expect(first).toEqual(rose);
    const bracketed = await fetchPath("/api/suggestions?q[]=rose");
    expect(await bracketed.json()).toEqual({ suggestions: [] });
  });

  it("refuses a POST with 405 (only reading is allowed)", async () => {
    const response = await fetchPath("/api/suggestions?q=rose", { method: "POST", body: "q=rose" });
    expect(response.status).toBe(405);
  });
});
