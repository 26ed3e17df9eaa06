import { describe, expect, it } from "vitest";

import { fetchPath, jsModes, loadPage, useBrowser, useSharedPage } from "./support/browser";

const browser = useBrowser();
const EMAIL = "care@example.com"; // the configured default (SITE_EMAIL unset in tests)

const PRIVACY_SECTIONS = [
  /collect/i,
  /account registration/i,
  /cookies/i,
  /use/i,
  /marketing by email, sms and phone/i,
  /third-party advertising/i,
  /links to other websites/i,
  /sharing/i,
  /business transfers/i,
  /security/i,
  /choices/i,
  /updates/i,
  /contact/i,
  /governing law and your rights/i,
  /consent/i,
];

describe.each(jsModes)("content pages ($label)", ({ javaScriptEnabled }) => {
  // Each test loads its page and only reads it: one page for them all. axe: the shell's every-screen
  // test scans these same first loads.
  const page = useSharedPage(browser, { javaScriptEnabled });

  it("About Us: banner, story, why choose, five brand logos, mission and vision", async () => {
    const response = await loadPage(page(), "/about-us");
    expect(response?.status()).toBe(200);
    expect(await page().title()).toBe("About Us | Vasanam");
    await expect(page().getByRole("heading", { level: 1, name: "About Us" }).isVisible()).resolves.toBe(true);
    for (const name of [
      /Our story/,
      /Why choose Vasanam products/,
      /Meet our brands/,
      /Our mission/,
      /Our vision/,
    ]) {
      await expect(page().getByRole("heading", { name }).isVisible(), String(name)).resolves.toBe(true);
    }
    const text = await page().getByRole("main").innerText();
    for (const claim of [/charcoal-free/i, /temple flowers/i, /women artisans/i, /1L\+/, /2015/, /2021/]) {
      expect(text).toMatch(claim);
    }
    const logos = page().locator(".brand-logos img");
    expect(await logos.count()).toBe(5);
    const alts = await logos.evaluateAll((imgs) => imgs.map((img) => img.getAttribute("alt")));
    expect(alts).toContain("Vasanam logo");
    expect(alts).toContain("Punarvana Eco logo");
    // Every logo actually loads.
    const loaded = await logos.evaluateAll((imgs) =>
      Promise.all(
        (imgs as HTMLImageElement[]).map((img) =>
          img.complete
            ? img.naturalWidth > 0
            : new Promise<boolean>((r) => {
                img.onload = () => r(true);
                img.onerror = () => r(false);
              }),
        ),
      ),
    );
    expect(loaded).toEqual([true, true, true, true, true]);
    expect(await page().locator("h1").count()).toBe(1);
  });

  it("Privacy Policy: exactly 15 numbered sections in order, the contact e-mail", async () => {
    const response = await loadPage(page(), "/pages/privacy-policy");
    expect(response?.status()).toBe(200);
    await expect(page().getByRole("heading", { level: 1, name: "Privacy Policy" }).isVisible()).resolves.toBe(
      true,
    );
    const headings = await page().locator(".legal-section > h2").allInnerTexts();
    expect(headings).toHaveLength(15);
    headings.forEach((heading, index) => {
      expect(heading).toMatch(new RegExp(`^${index + 1}\\. `));
      expect(heading).toMatch(PRIVACY_SECTIONS[index]!);
    });
    const mail = page().getByRole("link", { name: EMAIL }).first();
    expect(await mail.getAttribute("href")).toBe(`mailto:${EMAIL}`);
    expect(await page().getByRole("navigation", { name: "Contents" }).getByRole("link").count()).toBe(15);
  });

  it("Terms and Conditions: privacy, cookies, updates without notice, the contact e-mail", async () => {
    const response = await loadPage(page(), "/pages/terms-conditions");
    expect(response?.status()).toBe(200);
    await expect(
      page().getByRole("heading", { level: 1, name: "Terms and Conditions" }).isVisible(),
    ).resolves.toBe(true);
    const headings = await page().locator(".legal-section > h2").allInnerTexts();
    expect(headings.some((h) => /Privacy/.test(h))).toBe(true);
    expect(headings.some((h) => /Cookies/.test(h))).toBe(true);
    expect(headings.some((h) => /Updates without notice/.test(h))).toBe(true);
    expect(await page().getByRole("main").innerText()).toMatch(/without notice/);
    expect(await page().getByRole("link", { name: EMAIL }).first().getAttribute("href")).toBe(
      `mailto:${EMAIL}`,
    );
  });
});

describe("the legal pages' addresses", () => {
  it.each(["/pages/shipping", "/pages/", "/pages/constructor", "/pages/__proto__"])(
    "%s answers 404 with the not-found page",
    async (path) => {
      const response = await fetchPath(path);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain("Page not found");
    },
  );
});

describe("the product brochure", () => {
  it("is a PDF attachment generated from the catalogue", async () => {
    const response = await fetchPath("/brochure.pdf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="vasanam-product-brochure.pdf"',
    );
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    expect(bytes.subarray(-8).toString("latin1")).toMatch(/%%EOF\s*$/);
    expect(bytes.byteLength).toBeGreaterThan(5_000);
    // Served from the per-process cache: the same bytes the second time.
    const again = Buffer.from(await (await fetchPath("/brochure.pdf")).arrayBuffer());
    expect(again.equals(bytes)).toBe(true);
  });
});
