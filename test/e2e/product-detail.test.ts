import type { Page } from "playwright-core";
import type { Offer } from "schema-dts";
import { describe, expect, it } from "vitest";

import { blogPosts } from "~/content/blog-posts";
import { jsonLdProblems } from "~/seo/json-ld-problems";

import {
  expectNoAxeViolations,
  fetchPath,
  jsModes,
  loadPage,
  openPage,
  useBrowser,
  useSharedPage,
  viewports,
  waitForRouterIdle,
} from "./support/browser";

const browser = useBrowser();

type Ld = Record<string, unknown> & { "@type"?: string };

/** Every JSON-LD block parsed and checked against the type it claims; by type. */
async function validateJsonLd(page: Page) {
  const bodies = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(bodies.length).toBeGreaterThan(0);
  const byType = new Map<string, Ld>();
  for (const body of bodies) {
    const ld = JSON.parse(body) as Ld;
    expect(jsonLdProblems(ld), body).toEqual([]);
    byType.set(String(ld["@type"]), ld);
  }
  return {
    product: byType.get("Product") as
      (Ld & { name: string; url: string; offers?: Offer & { url: string } }) | undefined,
    breadcrumb: byType.get("BreadcrumbList") as
      (Ld & { itemListElement: { name: string; item: string }[] }) | undefined,
  };
}

/** Errors a page reports: script errors and console errors (a CSP violation is one). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

const main = (page: Page) => page.getByRole("main");
const mainImageSrc = (page: Page) => main(page).locator(".gallery-main img").getAttribute("src");
const specValue = (page: Page, label: string) =>
  main(page).getByRole("table").getByRole("row", { name: label }).getByRole("cell").textContent();

describe.each(jsModes)("product detail, $label", ({ javaScriptEnabled }) => {
  it("switches variants: price, images, specifications and URL follow", async () => {
    const { page, context, response } = await openPage(browser(), "/product-detail/9", { javaScriptEnabled });
    const errors = collectErrors(page);
    try {
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
        "Blended Agarbatti Value Pack",
      );
      await expect(
        main(page).getByText("Category: Incense | Subcategory: Agarbatti").isVisible(),
      ).resolves.toBe(true);
      await expect(main(page).locator(".price-area .price-now").textContent()).resolves.toBe("Price ₹27.00");
      await expect(main(page).locator(".price-area .price-mrp").count()).resolves.toBe(0);
      await expect(mainImageSrc(page)).resolves.toBe("/images/products/9-1.svg");
      await expect(specValue(page, "No. of sticks / Weight")).resolves.toBe("60 g");
      const variants = main(page).getByRole("navigation", { name: /Choose an option/ });
      await expect(variants.getByRole("link", { name: "60 g" }).getAttribute("aria-current")).resolves.toBe(
        "true",
      );

      await variants.getByRole("link", { name: "250 g" }).click();
      await page.waitForURL("**/product-detail/9?variant=2");
      await waitForRouterIdle(page);
      await page.waitForFunction(
        () => document.querySelector(".price-area .price-now")?.textContent === "Price ₹125.00",
      );
      await expect(main(page).locator(".price-discount").textContent()).resolves.toBe("Discount -17%");
      await expect(main(page).locator(".price-area .price-mrp").textContent()).resolves.toBe("MRP ₹150.00");
      await expect(mainImageSrc(page)).resolves.toBe("/images/products/9-3.svg");
      await expect(specValue(page, "No. of sticks / Weight")).resolves.toBe("250 g");
      await expect(specValue(page, "Packaging Type")).resolves.toBe("Resealable pouch");
      await expect(variants.getByRole("link", { name: "250 g" }).getAttribute("aria-current")).resolves.toBe(
        "true",
      );
      await expect(
        variants.getByRole("link", { name: "60 g" }).getAttribute("aria-current"),
      ).resolves.toBeNull();
      await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toMatch(
        /\/product-detail\/9\?variant=2$/,
      );
      await expectNoAxeViolations(page);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("changes the main image from the thumbnail strip", async () => {
    const { page, context } = await openPage(browser(), "/product-detail/1", { javaScriptEnabled });
    try {
      const thumbnails = main(page).getByRole("list", { name: "Product images" });
      await thumbnails.getByRole("link", { name: "Show view 3 of 3" }).click();
      await page.waitForFunction(
        () => document.querySelector(".gallery-main img")?.getAttribute("src") === "/images/products/1-3.svg",
      );
      await expect(
        thumbnails.getByRole("link", { name: "Show view 3 of 3" }).getAttribute("aria-current"),
      ).resolves.toBe("true");
      // With JavaScript the image changes in place; without, the link carries it in the URL.
      expect(new URL(page.url()).search).toBe(javaScriptEnabled ? "" : "?image=2");
      // Choosing a variant starts over at that variant's first image.
      await main(page).getByRole("link", { name: "40 g" }).click();
      await page.waitForURL("**/product-detail/1?variant=1");
      await waitForRouterIdle(page);
      await page.waitForFunction(
        () => document.querySelector(".gallery-main img")?.getAttribute("src") === "/images/products/1-2.svg",
      );
    } finally {
      await context.close();
    }
  });

  it("follows a related product", async () => {
    const { page, context } = await openPage(browser(), "/product-detail/1?variant=3", { javaScriptEnabled });
    try {
      const related = main(page).getByRole("region", { name: "You May Also Like" });
      const links = related.getByRole("link", { name: /^View Product: / });
      await expect(links.count()).resolves.toBe(4);
      const names = await related.getByRole("heading", { level: 3 }).allTextContents();
      expect(new Set(names).size).toBe(4);
      const first = links.first();
      const href = await first.getAttribute("href");
      expect(href).toMatch(/^\/product-detail\/\d+$/);
      await first.click();
      await page.waitForURL(`**${href}`);
      await waitForRouterIdle(page);
      await page.waitForFunction((name) => document.querySelector("h1")?.textContent === name, names[0]);
      // The new product starts at its first variant (if it has variants at all).
      const current = main(page).locator('.variant-option[aria-current="true"]');
      if ((await current.count()) > 0) await expect(current.getAttribute("href")).resolves.toBe(href);
    } finally {
      await context.close();
    }
  });

  it("shows a Contact Us button instead of a price for candles, and claims no Offer for it", async () => {
    const { page, context } = await openPage(browser(), "/product-detail/135", { javaScriptEnabled });
    try {
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(
        "Lavender Scented Tealight Candles",
      );
      await expect(main(page).locator(".product-summary").textContent()).resolves.not.toContain("₹");
      // The JSON-LD claims no price the page hides.
      const ld = await validateJsonLd(page);
      expect(ld.product).toBeDefined();
      expect(ld.product?.offers, "Offer of a product without a price").toBeUndefined();
      const contact = main(page).getByRole("link", { name: "Contact Us", exact: true });
      await expect(contact.getAttribute("href")).resolves.toBe("/contact-us");
      await expectNoAxeViolations(page);
      await contact.click();
      await page.waitForURL("**/contact-us");
      await waitForRouterIdle(page);
    } finally {
      await context.close();
    }
  });

  it("has SEO tags and JSON-LD that validates and matches the page, without CSP errors", async () => {
    const { page, context } = await openPage(browser(), "/product-detail/9?variant=2", { javaScriptEnabled });
    const errors = collectErrors(page);
    try {
      await page.reload();
      const ld = await validateJsonLd(page);
      const h1 = await page.getByRole("heading", { level: 1 }).textContent();
      expect(ld.product?.name).toBe(`${h1} (250 g)`);
      expect(ld.product?.offers).toMatchObject({
        price: "125.00",
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
      });
      const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(ld.product?.url).toBe(canonical);
      expect(ld.product?.offers?.url).toBe(canonical);
      expect(ld.breadcrumb?.itemListElement.map((item) => item.name)).toEqual(["Home", "Incense", h1]);
      await expect(page.title()).resolves.toBe("Blended Agarbatti Value Pack (250 g) | Vasanam");
      await expect(page.locator('meta[property="og:type"]').getAttribute("content")).resolves.toBe("product");
      await expect(page.locator('meta[property="og:image"]').getAttribute("content")).resolves.toMatch(
        /^https?:\/\/.+\/images\/products\/9-3\.svg$/,
      );
      await expect(page.locator('meta[name="description"]').getAttribute("content")).resolves.toBeTruthy();
      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe.each(jsModes)("product detail pages that are only looked at, $label", ({ javaScriptEnabled }) => {
  // Each test loads its own URL and only reads it: one page for them all.
  const page = useSharedPage(browser, { javaScriptEnabled });

  it("disables Buy Now, with a reason, when a product has no marketplace link", async () => {
    await loadPage(page(), "/product-detail/22");
    const button = main(page()).getByRole("button", { name: "Buy Now" });
    await expect(button.isDisabled()).resolves.toBe(true);
    await expect(button.getAttribute("aria-describedby")).resolves.toBe("buy-now-reason");
    await expect(main(page()).getByText("Not yet listed on our marketplace store").isVisible()).resolves.toBe(
      true,
    );
    await expect(
      main(page())
        .getByRole("link", { name: /^Buy Now/ })
        .count(),
    ).resolves.toBe(0);
    await expectNoAxeViolations(page());
  });

  it("opens the marketplace in a new tab from Buy Now", async () => {
    await loadPage(page(), "/product-detail/1?variant=1");
    const buy = main(page()).getByRole("link", { name: /^Buy Now/ });
    await expect(buy.getAttribute("href")).resolves.toBe("https://www.amazon.in/dp/B05GQEP1TS");
    await expect(buy.getAttribute("target")).resolves.toBe("_blank");
    await expect(buy.getAttribute("rel")).resolves.toBe("noopener noreferrer");
  });

  it("marks the sold-out product Sold Out, also in its JSON-LD", async () => {
    await loadPage(page(), "/product-detail/13");
    await expect(main(page()).locator(".product-availability").textContent()).resolves.toBe(
      "Availability: Sold Out",
    );
    const ld = await validateJsonLd(page());
    expect(ld.product?.offers).toMatchObject({
      availability: "https://schema.org/SoldOut",
      price: "15.00",
    });
    await expectNoAxeViolations(page());
  });

  it("answers 404 with Product not found for an id that is no product's", async () => {
    const paths = [
      "/product-detail/999999",
      "/product-detail/abc",
      "/product-detail/1.5",
      "/product-detail/-1",
      "/product-detail/%ZZ", // malformed percent-encoding
    ];
    for (const path of paths) {
      const response = await loadPage(page(), path);
      expect(response?.status(), path).toBe(404);
      await expect(page().getByRole("heading", { level: 1 }).textContent(), path).resolves.toBe(
        "Product not found",
      );
      // The five answer the same page: axe reads it once.
      if (path === paths[0]) await expectNoAxeViolations(page());
    }
  });

  it("falls back to the first variant for a bad ?variant", async () => {
    const response = await loadPage(page(), "/product-detail/9?variant=99");
    expect(response?.status()).toBe(200);
    await expect(main(page()).locator(".price-area .price-now").textContent()).resolves.toBe("Price ₹27.00");
  });
});

describe("the lightbox (JavaScript on)", () => {
  it("opens with Enter, walks with arrow keys (wrapping), traps focus, closes with Escape and returns focus", async () => {
    const { page, context } = await openPage(browser(), "/product-detail/1", { javaScriptEnabled: true });
    const errors = collectErrors(page);
    try {
      const opener = main(page).getByRole("button", { name: /^Zoom: Rose Agarbatti, view 1 of 3$/ });
      await opener.focus();
      await page.keyboard.press("Enter");
      const dialog = page.getByRole("dialog", { name: "Rose Agarbatti: enlarged images" });
      await dialog.waitFor({ state: "visible" });
      await expect(dialog.getAttribute("aria-modal")).resolves.toBe("true");
      const image = dialog.getByRole("img");
      await expect(image.getAttribute("alt")).resolves.toBe("Rose Agarbatti, view 1 of 3");
      await page.keyboard.press("ArrowRight");
      await expect(image.getAttribute("alt")).resolves.toBe("Rose Agarbatti, view 2 of 3");
      await page.keyboard.press("ArrowLeft");
      await page.keyboard.press("ArrowLeft");
      await expect(image.getAttribute("alt")).resolves.toBe("Rose Agarbatti, view 3 of 3");
      await page.keyboard.press("ArrowRight");
      await expect(image.getAttribute("alt")).resolves.toBe("Rose Agarbatti, view 1 of 3");
      // Buttons wrap too.
      await dialog.getByRole("button", { name: "Previous image" }).click();
      await expect(image.getAttribute("alt")).resolves.toBe("Rose Agarbatti, view 3 of 3");
      // Focus stays inside the dialog however far one tabs.
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press(i % 2 ? "Shift+Tab" : "Tab");
        await page.keyboard.press("Tab");
        await expect(page.evaluate(() => Boolean(document.activeElement?.closest("dialog")))).resolves.toBe(
          true,
        );
      }
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await dialog.waitFor({ state: "detached" });
      await expect(page.evaluate(() => document.activeElement?.getAttribute("aria-haspopup"))).resolves.toBe(
        "dialog",
      );

      // The close button closes it as well.
      await opener.click();
      await dialog.waitFor({ state: "visible" });
      await dialog.getByRole("button", { name: "Close" }).click();
      await dialog.waitFor({ state: "detached" });
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it("opens at the chosen variant's image after switching variants", async () => {
    const { page, context } = await openPage(browser(), "/product-detail/1", { javaScriptEnabled: true });
    try {
      await main(page).getByRole("link", { name: "100 g" }).click();
      await page.waitForURL("**/product-detail/1?variant=2");
      await waitForRouterIdle(page);
      const opener = main(page).getByRole("button", { name: /^Zoom: Rose Agarbatti, view 3 of 3$/ });
      await opener.click();
      await expect(page.getByRole("dialog").getByRole("img").getAttribute("alt")).resolves.toBe(
        "Rose Agarbatti, view 3 of 3",
      );
    } finally {
      await context.close();
    }
  });
});

describe("the lightbox (JavaScript off)", () => {
  it("is replaced by a link to the full-size image", async () => {
    const { page, context } = await openPage(browser(), "/product-detail/1", { javaScriptEnabled: false });
    try {
      await expect(main(page).getByRole("button", { name: /^Zoom/ }).count()).resolves.toBe(0);
      const link = main(page).getByRole("link", { name: /Open full-size image/ });
      await expect(link.getAttribute("href")).resolves.toBe("/images/products/1-1.svg");
    } finally {
      await context.close();
    }
  });
});

describe("JSON-LD in the HTML", () => {
  it("escapes characters that could end the script element", async () => {
    // Product 77's first variant is "Rose, Jasmine & Sandalwood", which goes into the Product name.
    const html = await (await fetchPath("/product-detail/77")).text();
    const scripts = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
      (m) => m[1] ?? "",
    );
    expect(scripts.length).toBe(2);
    for (const body of scripts) {
      expect(body).not.toMatch(/[<>&]/);
      JSON.parse(body);
    }
    expect(scripts[0]).toContain("Rose, Jasmine \\u0026 Sandalwood");
  });
});

describe.each(jsModes)("at phone width (390 px), $label", ({ javaScriptEnabled }) => {
  const page = useSharedPage(browser, { javaScriptEnabled, viewport: viewports.mobile });

  it.each(["/product-detail/1", "/product-detail/13", "/blog", `/blog/${blogPosts[0]!.id}`])(
    "%s: axe finds nothing",
    async (path) => {
      const response = await loadPage(page(), path);
      expect(response?.status()).toBe(200);
      await expectNoAxeViolations(page());
    },
  );
});

describe("the specifications, description and related products", () => {
  it("are in a product document's HTML only, and come as data with a client-side navigation", async () => {
    const html = await (await fetchPath("/product-detail/278")).text();
    const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)]
      .filter(([tag]) => !tag.includes("application/ld+json"))
      .map(([, text]) => text)
      .join("\n");
    const paragraph =
      /<h2 id="description-heading">Description<\/h2><p>([^<]{40,}?)<\/p>/.exec(html)?.[1] ?? "";
    expect(paragraph.length).toBeGreaterThan(40);
    expect(scripts).toContain("Dry Flower Glass Candle");
    // The description's start is in the head's meta description (data as well); the rest is not.
    expect(scripts).not.toContain("Burning Time");
    expect(scripts).not.toContain("Lavender Glass Candle");
    const data = await (await fetchPath("/product-detail/278.data")).text();
    expect(data).toContain("Burning Time");
    expect(data).toContain("/images/products/143-1.svg");

    // Lavender Glass Candle is one of this candle's related products; its own document says what to show.
    const lavender = await (await fetchPath("/product-detail/143")).text();
    const lavenderParagraph =
      /<h2 id="description-heading">Description<\/h2><p>([^<]{30,}?)<\/p>/.exec(lavender)?.[1] ?? "";
    expect(lavenderParagraph.length).toBeGreaterThan(30);
    const { page, context } = await openPage(browser(), "/product-detail/278");
    try {
      await page.evaluate(() => Object.assign(window, { sameDocument: true }));
      await page.getByRole("link", { name: "View Product: Lavender Glass Candle" }).click();
      await page.waitForURL("**/product-detail/143");
      await waitForRouterIdle(page);
      await expect(page.evaluate(() => "sameDocument" in window)).resolves.toBe(true);
      await expect(page.getByRole("heading", { level: 2, name: "Specifications" }).isVisible()).resolves.toBe(
        true,
      );
      await expect(page.getByText(lavenderParagraph.slice(0, 30)).isVisible()).resolves.toBe(true);
      await expect(
        page
          .getByRole("region", { name: "You May Also Like" })
          .getByRole("link", { name: /^View Product: / })
          .count(),
      ).resolves.toBe(4);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});
