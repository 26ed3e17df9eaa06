import { describe, expect, it } from "vitest";

import { promoBanner } from "~/content/promo-banner";

import {
  expectNoAxeViolations,
  jsModes,
  openPage,
  useBrowser,
  viewports,
  waitForHydration,
} from "./support/browser";
import { useServer } from "./support/use-server";

const browser = useBrowser();

describe("fireworks and sparkles", () => {
  it("runs the fireworks on a fixed canvas that takes no input, and removes it after 11.5 s", async () => {
    const { page, context } = await openPage(browser(), "/about-us", { reducedMotion: "no-preference" });
    try {
      const canvas = page.locator("canvas.fireworks-canvas");
      await canvas.waitFor({ state: "attached", timeout: 5_000 });
      const style = await canvas.evaluate((el) => {
        const s = getComputedStyle(el);
        return {
          position: s.position,
          pointerEvents: s.pointerEvents,
          ariaHidden: el.getAttribute("aria-hidden"),
        };
      });
      expect(style).toEqual({ position: "fixed", pointerEvents: "none", ariaHidden: "true" });
      // Clicks go through to the page underneath.
      const logo = page.getByRole("banner").getByRole("link", { name: "Vasanam home" });
      const box = (await logo.boundingBox())!;
      const hit = await page.evaluate(
        ({ x, y }) => document.elementFromPoint(x, y)?.closest("a")?.getAttribute("href"),
        {
          x: box.x + box.width / 2,
          y: box.y + box.height / 2,
        },
      );
      expect(hit).toBe("/");
      // Something is drawn while it runs.
      await expect
        .poll(
          () =>
            canvas.evaluate((el: HTMLCanvasElement) => {
              const data = el.getContext("2d")!.getImageData(0, 0, el.width, el.height).data;
              let painted = 0;
              for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) painted++;
              return painted;
            }),
          { timeout: 5_000 },
        )
        .toBeGreaterThan(0);
      await canvas.waitFor({ state: "detached", timeout: 15_000 });
    } finally {
      await context.close();
    }
  }, 40_000);

  it("leaves the fireworks out at 390 px but keeps the sparkle trail", async () => {
    const { page, context } = await openPage(browser(), "/", {
      reducedMotion: "no-preference",
      viewport: viewports.mobile,
    });
    try {
      // On a phone's width the trail's code waits for the first move of a pointer.
      await expect(page.locator("canvas.sparkle-canvas").count()).resolves.toBe(0);
      await page.mouse.move(100, 300);
      const sparkles = page.locator("canvas.sparkle-canvas");
      await sparkles.waitFor({ state: "attached", timeout: 5_000 });
      await page.waitForTimeout(500);
      await expect(page.locator("canvas.fireworks-canvas").count()).resolves.toBe(0);
      await expect(sparkles.evaluate((el) => getComputedStyle(el).pointerEvents)).resolves.toBe("none");
      await expect(sparkles.getAttribute("aria-hidden")).resolves.toBe("true");
    } finally {
      await context.close();
    }
  });

  it("draws sparkles where the pointer moves, and they are gone after 900 ms", async () => {
    const { page, context } = await openPage(browser(), "/about-us", {
      reducedMotion: "no-preference",
      viewport: viewports.mobile,
    });
    try {
      const sparkles = page.locator("canvas.sparkle-canvas");
      await page.mouse.move(50, 200);
      await sparkles.waitFor({ state: "attached", timeout: 5_000 });
      const painted = () =>
        sparkles.evaluate((el: HTMLCanvasElement) => {
          const data = el.getContext("2d")!.getImageData(0, 0, el.width, el.height).data;
          let count = 0;
          for (let i = 3; i < data.length; i += 4) if (data[i]! > 0) count++;
          return count;
        });
      await page.mouse.move(100, 300);
      await page.mouse.move(250, 400, { steps: 10 });
      await expect.poll(painted, { timeout: 2_000 }).toBeGreaterThan(0);
      await page.waitForTimeout(1_200);
      await expect(painted()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it("shows no decorations under prefers-reduced-motion", async () => {
    const { page, context } = await openPage(browser(), "/", { reducedMotion: "reduce" });
    try {
      await page.waitForTimeout(2_500);
      await page.mouse.move(100, 300);
      await page.mouse.move(250, 400, { steps: 5 });
      await expect(page.locator("canvas.fireworks-canvas, canvas.sparkle-canvas").count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("promotional banner", () => {
  // The configured window (2025-10-10 to 2025-11-10) has passed: this server's promo clock is set inside it.
  const inWindow = useServer({ PROMO_NOW: "2025-10-20T12:00:00+05:30" }, "vasanam-promo-");

  describe.each(jsModes)("$label", ({ javaScriptEnabled }) => {
    it("is shown inside its date window, and passes axe", async () => {
      const context = await browser().newContext({
        javaScriptEnabled,
        viewport: viewports.desktop,
        reducedMotion: "no-preference",
      });
      const page = await context.newPage();
      try {
        await page.goto(`${inWindow().server.baseURL}/`);
        const banner = page.getByRole("complementary", { name: "Festive offer" });
        await expect(banner.isVisible()).resolves.toBe(true);
        await expect(banner.textContent()).resolves.toContain(promoBanner.message);
        await expect(
          banner.getByRole("link", { name: promoBanner.linkText }).getAttribute("href"),
        ).resolves.toBe(promoBanner.href);
        await expectNoAxeViolations(page);
        if (javaScriptEnabled) {
          await waitForHydration(page);
          await banner.getByRole("button", { name: "Dismiss the festive offer" }).click();
          await expect(banner.count()).resolves.toBe(0);
        }
      } finally {
        await context.close();
      }
    });

    it("is absent outside its window (the real clock is past it)", async () => {
      const { page, context } = await openPage(browser(), "/", { javaScriptEnabled });
      try {
        expect(Date.now()).toBeGreaterThan(Date.parse(promoBanner.end));
        await expect(page.getByRole("complementary", { name: "Festive offer" }).count()).resolves.toBe(0);
      } finally {
        await context.close();
      }
    });
  });
});
