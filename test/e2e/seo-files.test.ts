import { describe, expect, it } from "vitest";

import { products } from "~/catalog/products";
import { shopMenu } from "~/catalog/menu";
import { blogPosts } from "~/content/blog-posts";

import { baseURL, fetchPath, launchBrowser } from "./support/browser";

describe("sitemap.xml", () => {
  it("is well-formed XML listing every page, collection, product and article with absolute URLs", async () => {
    const response = await fetchPath("/sitemap.xml");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^application\/xml/);
    const xml = await response.text();
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);

    // Parse with a real XML parser (Chromium's DOMParser): a parse error would surface here.
    const browser = await launchBrowser();
    let locs: string[];
    try {
      const page = await browser.newPage();
      locs = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        if (doc.getElementsByTagName("parsererror").length > 0)
          throw new Error("sitemap is not well-formed XML");
        if (doc.documentElement.namespaceURI !== "http://www.sitemaps.org/schemas/sitemap/0.9")
          throw new Error("wrong namespace");
        return [...doc.getElementsByTagName("loc")].map((loc) => loc.textContent ?? "");
      }, xml);
    } finally {
      await browser.close();
    }

    expect(new Set(locs).size).toBe(locs.length); // no duplicates
    for (const loc of locs) expect(loc.startsWith(`${baseURL}/`), loc).toBe(true);
    const paths = new Set(locs.map((loc) => new URL(loc).pathname));
    for (const path of [
      "/",
      "/candle-home",
      "/about-us",
      "/contact-us",
      "/pages/privacy-policy",
      "/pages/terms-conditions",
      "/blog",
      "/collections/all",
      "/collections/new-arrivals",
    ]) {
      expect(paths, path).toContain(path);
    }
    for (const column of shopMenu) {
      expect(paths).toContain(`/collections/${column.slug}`);
      for (const link of column.links) expect(paths).toContain(`/collections/${link.slug}`);
    }
    for (const slug of ["attar", "aroma", "sandalwood", "rose", "chandan", "luxury", "lavender"]) {
      expect(paths).toContain(`/collections/${slug}`);
    }
    for (const product of products) expect(paths).toContain(`/product-detail/${product.id}`);
    for (const post of blogPosts) expect(paths).toContain(`/blog/${post.id}`);
    expect(paths).not.toContain("/price-calculation");
  });

  it("every listed URL answers 200", async () => {
    const xml = await (await fetchPath("/sitemap.xml")).text();
    const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    const statuses = await Promise.all(
      paths
        .filter((p) => !p.startsWith("/product-detail/"))
        .map(async (p) => [p, (await fetchPath(p)).status] as const),
    );
    expect(statuses.filter(([, status]) => status !== 200)).toEqual([]);
    // Products: a sample is enough to prove the URL shape.
    for (const product of products.slice(0, 5))
      expect((await fetchPath(`/product-detail/${product.id}`)).status).toBe(200);
  });
});

describe("robots.txt", () => {
  it("allows crawling and points at the sitemap", async () => {
    const response = await fetchPath("/robots.txt");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const text = await response.text();
    expect(text).toMatch(/^User-agent: \*$/m);
    expect(text).toMatch(
      new RegExp(`^Sitemap: ${baseURL.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}/sitemap\\.xml$`, "m"),
    );
    expect(text).toMatch(/^Disallow: \/price-calculation$/m);
  });
});
