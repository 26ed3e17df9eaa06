import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { candleAromatics, candleBestsellers } from "~/catalog/featured";
import { SLIDE_TRANSITION_MS } from "~/components/slider/slider-math";

import {
  baseURL,
  expectNoAxeViolations,
  jsModes,
  openPage,
  useBrowser,
  viewports,
  waitForHydration,
} from "./support/browser";

const browser = useBrowser();

const slider = (page: Page, name: "BESTSELLERS" | "AROMATIC") =>
  page.getByRole("region", { name: `${name} candles` });
const currentDot = (page: Page, name: "BESTSELLERS" | "AROMATIC") =>
  slider(page, name).locator('.slider-dot[aria-current="true"]').getAttribute("aria-label");

describe.each(jsModes)("candle landing, $label", ({ javaScriptEnabled }) => {
  it("shows the banner, both sliders with links to product pages and the feature candle, and passes axe", async () => {
    const { page, context, response } = await openPage(browser(), "/candle-home", { javaScriptEnabled });
    try {
      expect(response?.status()).toBe(200);
      await expect(page.locator("h1").count()).resolves.toBe(1);
      const banner = page.getByRole("region", { name: "Candle offers" });
      const bannerLinks = banner.getByRole("link");
      await expect(bannerLinks.count()).resolves.toBe(2);
      for (const link of await bannerLinks.all())
        await expect(link.getAttribute("href")).resolves.toBe("/collections/candles");
      await expect(banner.locator('source[media="(max-width: 768px)"]').count()).resolves.toBe(2);

      for (const [name, products] of [
        ["BESTSELLERS", candleBestsellers()],
        ["AROMATIC", candleAromatics()],
      ] as const) {
        expect(products).toHaveLength(5);
        await expect(page.getByRole("heading", { level: 2, name }).isVisible()).resolves.toBe(true);
        const links = slider(page, name).locator(".product-tile-name a");
        await expect(links.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).resolves.toEqual(
          products.map((p) => `/product-detail/${p.id}`),
        );
        await expect(links.first().textContent()).resolves.toContain(products[0]!.name);
      }

      const feature = page.getByRole("region", { name: "Dry Flower Glass Candle" });
      await expect(feature.isVisible()).resolves.toBe(true);
      await expect(
        feature.getByRole("link", { name: /^View the candle/ }).getAttribute("href"),
      ).resolves.toBe("/product-detail/278");
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it("shows 4 candles at 1280 px, 3 at 900 px, 2 at 600 px and 1 at 390 px", async () => {
    for (const [width, visible] of [
      [1280, 4],
      [900, 3],
      [600, 2],
      [390, 1],
    ] as const) {
      const { page, context } = await openPage(browser(), "/candle-home", {
        javaScriptEnabled,
        viewport: { width, height: 900 },
      });
      try {
        const ratio = await slider(page, "BESTSELLERS")
          .locator(".slider-track")
          .evaluate(
            (track) =>
              track.clientWidth / (track.firstElementChild as HTMLElement).getBoundingClientRect().width,
          );
        expect(Math.round(ratio), `${width} px`).toBe(visible);
      } finally {
        await context.close();
      }
    }
  });
});

describe("candle landing with JavaScript", () => {
  it("advances the slider after its dot fills (5 s), and pauses with the pause button", async () => {
    const { page, context } = await openPage(browser(), "/candle-home", { reducedMotion: "no-preference" });
    try {
      await expect(currentDot(page, "BESTSELLERS")).resolves.toBe("Go to slide 1 of 2");
      const fill = slider(page, "BESTSELLERS").locator(".slider-dot-fill");
      await expect
        .poll(() => fill.evaluate((el) => parseFloat((el as HTMLElement).style.width)), { timeout: 3_000 })
        .toBeGreaterThan(10);
      await expect.poll(() => currentDot(page, "BESTSELLERS"), { timeout: 8_000 }).toBe("Go to slide 2 of 2");
      await expect
        .poll(() =>
          slider(page, "BESTSELLERS")
            .locator(".slider-track")
            .evaluate((el) => el.scrollLeft),
        )
        .toBeGreaterThan(50);

      const pause = page.getByRole("button", { name: "Pause automatic sliding of AROMATIC candles" });
      await expect(pause.getAttribute("aria-pressed")).resolves.toBe("false");
      await pause.click();
      await expect(pause.getAttribute("aria-pressed")).resolves.toBe("true");
      await page.mouse.move(5, 5);
      // Both sliders started together, so AROMATIC may have begun its 500 ms slide just before the
      // pause: let that finish, then nothing may move while paused.
      await page.waitForTimeout(SLIDE_TRANSITION_MS + 200);
      const before = await currentDot(page, "AROMATIC");
      const width = await slider(page, "AROMATIC")
        .locator(".slider-dot-fill")
        .evaluate((el) => (el as HTMLElement).style.width);
      await page.waitForTimeout(1_000);
      await expect(currentDot(page, "AROMATIC")).resolves.toBe(before);
      await expect(
        slider(page, "AROMATIC")
          .locator(".slider-dot-fill")
          .evaluate((el) => (el as HTMLElement).style.width),
      ).resolves.toBe(width);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it("stays still under reduced motion and moves with dots and buttons, looping", async () => {
    const { page, context } = await openPage(browser(), "/candle-home");
    try {
      await expect(
        page
          .getByRole("button", { name: "Pause automatic sliding of BESTSELLERS candles" })
          .getAttribute("aria-pressed"),
      ).resolves.toBe("true");
      await page.waitForTimeout(1_200);
      await expect(
        slider(page, "BESTSELLERS")
          .locator(".slider-dot-fill")
          .evaluate((el) => (el as HTMLElement).style.width),
      ).resolves.toBe("0%");
      await slider(page, "BESTSELLERS").getByRole("button", { name: "Go to slide 2 of 2" }).click();
      await expect.poll(() => currentDot(page, "BESTSELLERS")).toBe("Go to slide 2 of 2");
      await slider(page, "BESTSELLERS").getByRole("button", { name: "Next: BESTSELLERS candles" }).click();
      await expect.poll(() => currentDot(page, "BESTSELLERS")).toBe("Go to slide 1 of 2");
      await slider(page, "BESTSELLERS")
        .getByRole("button", { name: "Previous: BESTSELLERS candles" })
        .click();
      await expect.poll(() => currentDot(page, "BESTSELLERS")).toBe("Go to slide 2 of 2");
    } finally {
      await context.close();
    }
  });

  it("uses the mobile banner art at 390 px and has one dot per candle there", async () => {
    const { page, context } = await openPage(browser(), "/candle-home", { viewport: viewports.mobile });
    try {
      const image = page.getByRole("region", { name: "Candle offers" }).locator("img").first();
      await expect
        .poll(() => image.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname))
        .toBe("/images/hero/candle-banner-1-mobile.svg");
      await expect(
        slider(page, "BESTSELLERS")
          .getByRole("button", { name: /^Go to slide/ })
          .count(),
      ).resolves.toBe(5);
    } finally {
      await context.close();
    }
  });

  it("falls back to the placeholder when a slide image fails to load", async () => {
    const context = await browser().newContext({
      baseURL,
      viewport: viewports.desktop,
      reducedMotion: "reduce",
    });
    const page = await context.newPage();
    try {
      const broken = `/images/products/${candleBestsellers()[0]!.id}-1.svg`;
      await context.route(`**${broken}`, (route) => route.fulfill({ status: 404, body: "" }));
      await page.goto("/candle-home");
      await waitForHydration(page);
      const image = slider(page, "BESTSELLERS").locator("img").first();
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.getAttribute("src")).toBe("/images/placeholder.svg");
      await expect.poll(() => image.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
