import { describe, expect, it } from "vitest";

import { blogPosts } from "~/content/blog-posts";
import { withBrand } from "~/content/brand-text";
import { defaultSiteConfig } from "~/content/site-config";
import { jsonLdProblems } from "~/seo/json-ld-problems";

import {
  expectNoAxeViolations,
  jsModes,
  loadPage,
  openPage,
  useBrowser,
  waitForRouterIdle,
} from "./support/browser";

const browser = useBrowser();

describe.each(jsModes)("the blog, $label", ({ javaScriptEnabled }) => {
  it("lists every article with a teaser and opens one", async () => {
    const { page, context, response } = await openPage(browser(), "/blog", { javaScriptEnabled });
    try {
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe("Blog");
      const main = page.getByRole("main");
      await expect(main.getByRole("article").count()).resolves.toBe(blogPosts.length);
      for (const post of blogPosts) {
        await expect(main.getByRole("heading", { level: 2, name: post.title }).isVisible()).resolves.toBe(
          true,
        );
        await expect(main.getByText(post.excerpt).isVisible()).resolves.toBe(true);
      }
      await expect(page.locator('link[rel="canonical"]').getAttribute("href")).resolves.toMatch(/\/blog$/);
      // axe: the shell's every-screen test scans this same first load.
      await main
        .getByRole("link", { name: "Read more: Dhanteras: What to Buy, What to Light and Why It Matters" })
        .click();
      await page.waitForURL("**/blog/2");
      await waitForRouterIdle(page);
      await page.waitForFunction(() => document.querySelector("h1")?.textContent?.startsWith("Dhanteras"));
    } finally {
      await context.close();
    }
  });

  it("shows an article: title, byline, image, paragraphs, More Articles and a way back", async () => {
    const post = blogPosts[0]!;
    const { page, context, response } = await openPage(browser(), `/blog/${post.id}`, { javaScriptEnabled });
    try {
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).textContent()).resolves.toBe(post.title);
      const article = page.getByRole("main").getByRole("article");
      await expect(article.locator(".blog-byline").textContent()).resolves.toBe(
        `By Admin · 14 October 2025 · ${post.read}`,
      );
      await expect(article.locator("img").getAttribute("src")).resolves.toBe(post.image);
      // The shop runs with the default configuration: "{brand}" reads as the default brand.
      const paragraphs = withBrand(post.content!, defaultSiteConfig).split("\n");
      await expect(article.locator("p:not(.blog-byline):not(.blog-back)").allTextContents()).resolves.toEqual(
        paragraphs,
      );
      const more = page.getByRole("complementary", { name: "More Articles" });
      const others = blogPosts.filter((p) => p.id !== post.id);
      await expect(more.getByRole("link").allTextContents()).resolves.toEqual(others.map((p) => p.title));
      // axe: the shell's every-screen test scans this same first load (/blog/1).

      await more.getByRole("link", { name: others[0]!.title }).click();
      await page.waitForURL(`**/blog/${others[0]!.id}`);
      await waitForRouterIdle(page);
      await page.waitForFunction(
        (title) => document.querySelector("h1")?.textContent === title,
        others[0]!.title,
      );
      await page.getByRole("link", { name: "← Back to the blog" }).click();
      await page.waitForURL("**/blog");
      await waitForRouterIdle(page);
    } finally {
      await context.close();
    }
  });

  it("carries BlogPosting and BreadcrumbList JSON-LD that matches the page", async () => {
    const post = blogPosts[2]!;
    const { page, context } = await openPage(browser(), `/blog/${post.id}`, { javaScriptEnabled });
    try {
      const bodies = await page.locator('script[type="application/ld+json"]').allTextContents();
      const lds = bodies.map((body) => JSON.parse(body) as Record<string, unknown>);
      for (const ld of lds) expect(jsonLdProblems(ld)).toEqual([]);
      const posting = lds.find((ld) => ld["@type"] === "BlogPosting") as Record<string, unknown> & {
        author: { name: string };
        headline: string;
      };
      expect(posting.headline).toBe(await page.getByRole("heading", { level: 1 }).textContent());
      expect(posting.author.name).toBe("Admin");
      expect(posting.datePublished).toBe(await page.locator(".blog-byline time").getAttribute("datetime"));
      expect(posting.url).toBe(await page.locator('link[rel="canonical"]').getAttribute("href"));
      expect(posting.image).toMatch(/^https?:\/\/.+\/images\/blog\/dussehra\.svg$/);
      expect(posting.timeRequired).toBe("PT7M");
      expect(lds.some((ld) => ld["@type"] === "BreadcrumbList")).toBe(true);
      await expect(page.locator('meta[property="og:type"]').getAttribute("content")).resolves.toBe("article");
    } finally {
      await context.close();
    }
  });

  it("answers 404 with Blog not found for an id that is no article's", async () => {
    const [first, ...others] = ["/blog/999", "/blog/abc", "/blog/0"];
    const { page, context, response } = await openPage(browser(), first!, { javaScriptEnabled });
    try {
      expect(response?.status(), first).toBe(404);
      await expect(page.getByRole("heading", { level: 1 }).textContent(), first).resolves.toBe(
        "Blog not found",
      );
      // The three answer the same page: axe reads it once.
      await expectNoAxeViolations(page);
      for (const path of others) {
        const again = await loadPage(page, path);
        expect(again?.status(), path).toBe(404);
        await expect(page.getByRole("heading", { level: 1 }).textContent(), path).resolves.toBe(
          "Blog not found",
        );
      }
    } finally {
      await context.close();
    }
  });
});
