/**
 * Every documented name and link takes effect: a shop started with another brand, calculator brand
 * and marketplace store shows them in titles, Open Graph, JSON-LD, the header, footer, page copy,
 * the legal text and the brochure, and no shop page keeps the default brand anywhere.
 */
import { describe, expect, it } from "vitest";

import { marketplaceUrlOf } from "~/catalog/lookup";
import { products } from "~/catalog/products";

import { expectNoAxeViolations, launchBrowser } from "./support/browser";
import { useServer } from "./support/use-server";

const BRAND = "Dhoop Ghar";
const CALCULATOR_BRAND = "Hara Patta";
const STORE = "https://market.example/stores/dhoop-ghar";

const shop = useServer(
  { SITE_BRAND: BRAND, SITE_CALCULATOR_BRAND: CALCULATOR_BRAND, SITE_MARKETPLACE_URL: STORE },
  "vasanam-config-",
);

async function html(path: string): Promise<string> {
  const response = await fetch(new URL(path, shop().server.baseURL));
  return response.text();
}

/** The page as a shopper reads it: markup, but not the file names of its pictures. */
const readable = (page: string) => page.replace(/\/images\/[^"]+/g, "").replaceAll("<!-- -->", "");

const unlisted = products.find((p) => !marketplaceUrlOf(p, 0))!;

describe("the site configuration, with another brand", () => {
  it.each([
    "/",
    "/candle-home",
    "/collections/all",
    "/collections/no-such-collection",
    "/search?query=rose",
    "/product-detail/278",
    "/blog",
    "/blog/1",
    "/about-us",
    "/pages/privacy-policy",
    "/pages/terms-conditions",
    "/contact-us",
    "/no-such-page",
  ])("%s names the configured brand and never the default", async (path) => {
    const page = readable(await html(path));
    expect(page).toMatch(new RegExp(`<title>[^<]*\\| ${BRAND}</title>`));
    expect(page).toContain(`aria-label="${BRAND} home"`);
    expect(page).toContain(`${BRAND}. All rights reserved.`);
    expect(page).not.toMatch(/Vasanam/i);
  });

  it("titles the calculator with the brand and describes it with the calculator's brand", async () => {
    const page = await html("/price-calculation");
    expect(page).toContain(`<title>Wholesale Price Calculator | ${BRAND}</title>`);
    expect(page).toContain(`content="${CALCULATOR_BRAND} wholesale price calculator`);
  });

  it("puts the brand in Open Graph and in the JSON-LD of products and articles", async () => {
    const product = await html("/product-detail/278");
    expect(product).toContain(`<meta property="og:site_name" content="${BRAND}"/>`);
    expect(product).toContain(`"brand":{"@type":"Brand","name":"${BRAND}"}`);
    const article = await html("/blog/1");
    expect(article).toContain(`"publisher":{"@type":"Organization","name":"${BRAND}"`);
  });

  it("names the calculator brand in the terms and among the brands of About Us", async () => {
    expect(await html("/pages/terms-conditions")).toContain(`The ${BRAND} and ${CALCULATOR_BRAND} names`);
    expect(await html("/about-us")).toContain(`<h3>${CALCULATOR_BRAND}</h3>`);
  });

  it("leads to the configured marketplace store from a product the marketplace does not list", async () => {
    const browser = await launchBrowser();
    try {
      const page = await (await browser.newContext({ baseURL: shop().server.baseURL })).newPage();
      await page.goto(`/product-detail/${unlisted.id}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("button", { name: "Buy Now" }).isDisabled()).resolves.toBe(true);
      const store = main.getByRole("link", { name: /^Visit the store/ });
      await expect(store.getAttribute("href")).resolves.toBe(STORE);
      await expect(store.getAttribute("target")).resolves.toBe("_blank");
      await expectNoAxeViolations(page);
    } finally {
      await browser.close();
    }
  });

  it("titles the brochure with the brand and names its file after it", async () => {
    const response = await fetch(new URL("/brochure.pdf", shop().server.baseURL));
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="dhoop-ghar-product-brochure.pdf"',
    );
    const pdf = Buffer.from(await response.arrayBuffer()).toString("latin1");
    expect(pdf).toContain(`(${BRAND} product brochure)`);
  });
});
