import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { essentialsTiles, mostLovedCards, shopByCategoryTiles } from "~/catalog/featured";
import { heroSlides } from "~/content/pages/home";
import { blogTeasers } from "~/content/blog-posts";
import { formatINR } from "~/money/money";

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

const categoryHrefs = [
  "sambrani-cups",
  "incense",
  "dhoop-batti",
  "pooja-oil",
  "attar",
  "candles",
  "aroma",
].map((slug) => `/collections/${slug}`);
const essentialsHrefs = ["candles", "diffusers", "air-freshner", "agarbatti"].map(
  (slug) => `/collections/${slug}`,
);

async function hrefs(page: Page, selector: string): Promise<string[]> {
  return page.locator(selector).evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
}

describe.each(jsModes)("home page, $label", ({ javaScriptEnabled }) => {
  it("shows every section with its links, one hidden h1, and the four Most Loved cards with badges, prices, rating and Buy Now", async () => {
    const { page, context, response } = await openPage(browser(), "/", { javaScriptEnabled });
    try {
      // axe: the shell's every-screen test reads this same first load of the page.
      expect(response?.status()).toBe(200);
      const h1 = page.locator("h1");
      await expect(h1.count()).resolves.toBe(1);
      await expect(h1.textContent()).resolves.toMatch(/Vasanam/);
      await expect(h1.evaluate((el) => el.getBoundingClientRect().width <= 1)).resolves.toBe(true);

      const main = page.getByRole("main");
      for (const heading of [
        "Shop By Categories",
        "Shop the Essentials",
        "Most Loved Products",
        "Why Choose Vasanam",
        "Our Story",
        "Blogs",
      ]) {
        await expect(
          main.getByRole("heading", { level: 2, name: heading }).isVisible(),
          heading,
        ).resolves.toBe(true);
      }
      // Hero: four slides, each with desktop and mobile art.
      const hero = page.getByRole("region", { name: "Featured offers" });
      await expect(hero.locator(".slider-slide").count()).resolves.toBe(4);
      await expect(hero.locator('source[media="(max-width: 768px)"]').count()).resolves.toBe(4);

      expect(await hrefs(page, ".category-strip-row a")).toEqual(categoryHrefs);
      expect(categoryHrefs).toEqual(shopByCategoryTiles.map((tile) => tile.href));
      expect(await hrefs(page, ".essentials-grid a")).toEqual(essentialsHrefs);
      expect(essentialsHrefs).toEqual(essentialsTiles.map((tile) => tile.href));
      // The essentials tiles are visible in the server HTML and with reduced motion.
      for (const tile of await page.locator(".essentials-grid li").all()) {
        await expect(tile.evaluate((el) => getComputedStyle(el).opacity)).resolves.toBe("1");
      }
      expect(await hrefs(page, ".blog-teaser h3 a")).toEqual(blogTeasers().map((post) => `/blog/${post.id}`));

      const ourStory = await page.locator(".our-story").textContent();
      for (const claim of ["2015", "2021", "1L+", "charcoal-free", "temple"])
        expect(ourStory).toContain(claim);
      const why = await page.locator(".why-choose").textContent();
      for (const claim of ["Charcoal-free", "Recycled temple flowers", "Artisan livelihoods", "1L+"])
        expect(why).toContain(claim);

      const cards = page.locator(".most-loved-grid > li");
      await expect(cards.count()).resolves.toBe(4);
      for (const [index, { tile }] of mostLovedCards().entries()) {
        const card = cards.nth(index);
        await expect(card.getByRole("heading", { level: 3 }).textContent()).resolves.toBe(tile.name);
        const onSale = tile.price?.mrp ? 1 : 0;
        await expect(card.getByText("Sale", { exact: true }).count()).resolves.toBe(onSale);
        await expect(card.locator("s").count()).resolves.toBe(onSale);
        if (tile.price?.mrp)
          await expect(card.locator("s").textContent()).resolves.toContain(formatINR(tile.price.mrp));
        if (tile.price)
          await expect(card.locator(".price-now").textContent()).resolves.toContain(
            formatINR(tile.price.price),
          );
        else await expect(card.getByText("Available", { exact: true }).isVisible()).resolves.toBe(true);
        await expect(card.locator(".product-tile-hover").count()).resolves.toBe(tile.hoverImage ? 1 : 0);
        await expect(card.getByText("Rated 4.17 out of 5").count()).resolves.toBe(1);
        await expect(card.getByText("4.17/5").isVisible()).resolves.toBe(true);
        const buy = card.getByRole("link", { name: /^Buy Now/ });
        await expect(buy.getAttribute("href")).resolves.toBe(tile.marketplaceUrl);
        await expect(buy.getAttribute("target")).resolves.toBe("_blank");
        await expect(buy.getAttribute("rel")).resolves.toBe("noopener noreferrer");
        const quickView = card.getByRole(javaScriptEnabled ? "button" : "link", { name: /^Quick view/ });
        await expect(quickView.count()).resolves.toBe(1);
        if (!javaScriptEnabled)
          await expect(quickView.getAttribute("href")).resolves.toBe(`/product-detail/${tile.id}`);
      }
      const hoverImage = cards.first().locator(".product-tile-hover");
      await expect(hoverImage.evaluate((el) => getComputedStyle(el).opacity)).resolves.toBe("0");
      await cards.first().locator(".product-tile-media").hover();
      await expect.poll(() => hoverImage.evaluate((el) => getComputedStyle(el).opacity)).toBe("1");
    } finally {
      await context.close();
    }
  });
});

describe("home page with JavaScript", () => {
  it("reached by a client-side navigation from a listing, shows every section after one data request", async () => {
    const { page, context } = await openPage(browser(), "/collections/all");
    try {
      const requests: string[] = [];
      page.on("request", (request) => {
        const { origin, pathname } = new URL(request.url());
        if (origin === new URL(page.url()).origin && request.resourceType() === "fetch")
          requests.push(pathname);
      });
      // Marks this document: a full page load would lose it.
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.locator(".logo-link").click();
      await page.waitForURL((url) => url.pathname === "/");
      await waitForRouterIdle(page);
      await expect(page.evaluate(() => "sameDocument" in window)).resolves.toBe(true);
      // The islands' HTML came in the home page's own data: no other request.
      expect(requests.filter((path) => path !== "/__manifest")).toEqual(["/_root.data"]);
      expect(await hrefs(page, ".category-strip-row a")).toEqual(categoryHrefs);
      expect(await hrefs(page, ".essentials-grid a")).toEqual(essentialsHrefs);
      const main = page.getByRole("main");
      for (const heading of ["Most Loved Products", "Why Choose Vasanam", "Our Story", "Blogs"])
        await expect(
          main.getByRole("heading", { level: 2, name: heading }).isVisible(),
          heading,
        ).resolves.toBe(true);
      expect(await hrefs(page, ".blog-teaser h3 a")).toEqual(blogTeasers().map((post) => `/blog/${post.id}`));
      // Back and forth again: each page whole after its own data request.
      await page.goBack();
      await waitForRouterIdle(page);
      await expect(
        page.locator('[data-island="sidebar-categories"] details').count(),
      ).resolves.toBeGreaterThan(0);
      await page.goForward();
      await waitForRouterIdle(page);
      await expect(page.locator(".our-story").isVisible()).resolves.toBe(true);
      expect(requests.filter((path) => path !== "/__manifest")).toEqual([
        "/_root.data",
        "/collections/all.data",
        "/_root.data",
      ]);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it("sends the copy as HTML only: the page's data and scripts carry none of it", async () => {
    const html = await (await fetchPath("/")).text();
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
      .map(([, text]) => text)
      .join("\n");
    const paragraph = /<div class="our-story-copy">.*?<p>([^<]{40,}?)<\/p>/.exec(html)?.[1] ?? "";
    expect(paragraph.length).toBeGreaterThan(40);
    expect(scripts).toContain("mostLoved");
    expect(scripts).not.toContain(paragraph.slice(0, 40));
  });
  const heroDots = (page: Page) =>
    page.getByRole("region", { name: "Featured offers" }).getByRole("button", { name: /^Go to slide/ });
  const currentDot = (page: Page) =>
    page
      .getByRole("region", { name: "Featured offers" })
      .locator('.slider-dot[aria-current="true"]')
      .getAttribute("aria-label");
  const heroScroll = (page: Page) =>
    page.locator(".hero-slider .slider-track").evaluate((el) => el.scrollLeft);

  it("moves the hero with next, previous and dots, looping at both ends; scrolls the category strip with its buttons and arrow keys, disabling the buttons at the ends", async () => {
    const { page, context } = await openPage(browser(), "/");
    try {
      await expect(heroDots(page).count()).resolves.toBe(heroSlides.length);
      await expect(currentDot(page)).resolves.toBe("Go to slide 1 of 4");
      await page.getByRole("button", { name: "Next: Featured offers" }).click();
      await expect.poll(() => currentDot(page)).toBe("Go to slide 2 of 4");
      await expect.poll(() => heroScroll(page)).toBeGreaterThan(100);
      await page.getByRole("button", { name: "Previous: Featured offers" }).click();
      await expect.poll(() => currentDot(page)).toBe("Go to slide 1 of 4");
      await expect.poll(() => heroScroll(page)).toBe(0);
      // Infinite loop: previous from the first slide goes to the last, next from the last to the first.
      await page.getByRole("button", { name: "Previous: Featured offers" }).click();
      await expect.poll(() => currentDot(page)).toBe("Go to slide 4 of 4");
      await page.getByRole("button", { name: "Next: Featured offers" }).click();
      await expect.poll(() => currentDot(page)).toBe("Go to slide 1 of 4");
      await heroDots(page).nth(2).click();
      await expect.poll(() => currentDot(page)).toBe("Go to slide 3 of 4");
      // Keyboard on the focused row.
      await page.locator(".hero-slider .slider-track").focus();
      await page.keyboard.press("ArrowRight");
      await expect.poll(() => currentDot(page)).toBe("Go to slide 4 of 4");

      // The category strip.
      const row = page.getByRole("list", { name: /Categories/ });
      const back = page.getByRole("button", { name: "Scroll categories left" });
      const forward = page.getByRole("button", { name: "Scroll categories right" });
      const scrollLeft = () => row.evaluate((el) => el.scrollLeft);
      await expect(back.isDisabled()).resolves.toBe(true);
      await expect(forward.isEnabled()).resolves.toBe(true);

      await forward.click();
      await expect.poll(scrollLeft).toBe(220);
      await expect.poll(() => back.isEnabled()).toBe(true);

      await row.focus();
      await page.keyboard.press("ArrowLeft");
      await expect.poll(scrollLeft).toBe(40);
      await page.keyboard.press("ArrowRight");
      await expect.poll(scrollLeft).toBe(220);

      // To the far end: forward becomes disabled, back stays enabled.
      // Each click scrolls on; the last one may disable the button while the loop looks at it.
      for (let i = 0; i < 10 && (await forward.isEnabled()); i++) {
        const before = await scrollLeft();
        await forward.click({ timeout: 2_000 }).catch(() => undefined);
        await expect.poll(scrollLeft).not.toBe(before);
      }
      await expect.poll(() => forward.isDisabled()).toBe(true);
      await expect(back.isEnabled()).resolves.toBe(true);
      const end = await row.evaluate((el) => el.scrollWidth - el.clientWidth - el.scrollLeft);
      expect(end).toBeLessThanOrEqual(5);

      // Within 5 px of the start counts as the start.
      await row.evaluate((el) => el.scrollTo({ left: 4 }));
      await expect.poll(() => back.isDisabled()).toBe(true);
      await row.evaluate((el) => el.scrollTo({ left: 6 }));
      await expect.poll(() => back.isEnabled()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("opens the quick view by keyboard (focus kept inside, closed on Escape, focus returned) and by mouse (closed on an outside click and with the close button)", async () => {
    const { page, context } = await openPage(browser(), "/");
    try {
      const { tile, blurb } = mostLovedCards()[0]!;
      const opener = page.getByRole("button", { name: `Quick view: ${tile.name}` });
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: tile.name });
      await dialog.waitFor();
      await expect(dialog.getAttribute("aria-modal")).resolves.toBe("true");
      await expect(dialog.evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);

      // The same price as the card and the product page.
      await expect(dialog.locator(".price-now").textContent()).resolves.toContain(
        formatINR(tile.price!.price),
      );
      await expect(dialog.getByText(blurb).isVisible()).resolves.toBe(true);
      await expect(
        dialog.getByText("Traditionally made aroma product with natural extracts.").isVisible(),
      ).resolves.toBe(true);
      const quantity = dialog.getByLabel("Quantity");
      await expect(quantity.inputValue()).resolves.toBe("1");
      await expect(quantity.getAttribute("readonly")).resolves.not.toBeNull();
      for (const name of [/^Buy it now/, /^Buy on Amazon/]) {
        const link = dialog.getByRole("link", { name });
        await expect(link.getAttribute("href")).resolves.toBe(tile.marketplaceUrl);
        await expect(link.getAttribute("target")).resolves.toBe("_blank");
      }

      // Tab and Shift+Tab never leave the panel.
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Tab");
        await expect(dialog.evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);
      }
      for (let i = 0; i < 8; i++) {
        await page.keyboard.press("Shift+Tab");
        await expect(dialog.evaluate((el) => el.contains(document.activeElement))).resolves.toBe(true);
      }
      await expectNoAxeViolations(page);

      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);

      // By mouse.
      await opener.click();
      await dialog.waitFor();
      await expect(dialog.locator("s").textContent()).resolves.toContain(formatINR(tile.price!.mrp!));
      // The panel is on the right; a click on the dimmed page to its left closes it.
      await page.mouse.click(40, 400);
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);

      await opener.click();
      await dialog.waitFor();
      // A click inside the panel does not close it.
      await dialog.getByText("Traditionally made aroma product with natural extracts.").click();
      await expect(dialog.isVisible()).resolves.toBe(true);
      await dialog.getByRole("button", { name: "Close quick view" }).click();
      await dialog.waitFor({ state: "detached" });
      await expect.poll(() => opener.evaluate((el) => el === document.activeElement)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("uses the mobile hero art at 390 px and the desktop art at 1280 px", async () => {
    for (const [viewport, art] of [
      [viewports.mobile, "/images/hero/festive-mobile.svg"],
      [viewports.desktop, "/images/hero/festive-desktop.svg"],
    ] as const) {
      const { page, context } = await openPage(browser(), "/", { viewport });
      try {
        const image = page.locator(".hero-slider img").first();
        await expect
          .poll(() => image.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname))
          .toBe(art);
      } finally {
        await context.close();
      }
    }
  });

  it("does not autoplay the hero", async () => {
    const { page, context } = await openPage(browser(), "/", { reducedMotion: "no-preference" });
    try {
      await page.waitForTimeout(3_500);
      await expect(currentDot(page)).resolves.toBe("Go to slide 1 of 4");
    } finally {
      await context.close();
    }
  });

  it("reveals the essentials tiles when scrolled into view, and passes axe with the decorations running", async () => {
    const { page, context } = await openPage(browser(), "/", { reducedMotion: "no-preference" });
    try {
      const tiles = page.locator(".essentials-grid li");
      await expect(page.locator(".essentials-grid.is-waiting").count()).resolves.toBe(1);
      await expect(tiles.nth(3).evaluate((el) => getComputedStyle(el).transitionDelay)).resolves.toBe(
        "0.27s",
      );
      await page.locator(".essentials-grid").scrollIntoViewIfNeeded();
      await expect
        .poll(() => tiles.nth(3).evaluate((el) => getComputedStyle(el).opacity), { timeout: 5_000 })
        .toBe("1");
      await page.locator("canvas.fireworks-canvas").waitFor({ state: "attached", timeout: 10_000 });
      await page.mouse.move(300, 300);
      await page.mouse.move(400, 350, { steps: 5 });
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});
