import { describe, expect, it } from "vitest";

import { leadsToShopPage } from "~/components/navigation/in-app-links";

const here = { origin: "https://shop.test", pathname: "/collections/incense", search: "?page=2" };

/** What the check reads of an anchor, from its href and attributes. */
function anchor(href: string, attributes: Record<string, string> = {}) {
  const url = new URL(href, `${here.origin}${here.pathname}${here.search}`);
  return {
    origin: url.origin,
    pathname: url.pathname,
    search: url.search,
    hash: url.hash,
    target: attributes.target ?? "",
    hasAttribute: (name: string) => Object.hasOwn(attributes, name),
  };
}

describe("which links navigate inside the app", () => {
  it("takes links to the shop's pages, the page shown included", () => {
    expect(leadsToShopPage(anchor("/product-detail/30"), here)).toBe(true);
    expect(leadsToShopPage(anchor("/collections/all?sort=price-ascending"), here)).toBe(true);
    expect(leadsToShopPage(anchor("/product-detail/9?variant=2", { "data-keep-scroll": "" }), here)).toBe(
      true,
    );
    expect(leadsToShopPage(anchor("/collections/incense?page=2"), here)).toBe(true);
    expect(leadsToShopPage(anchor("/blog/1#comments"), here)).toBe(true);
    expect(leadsToShopPage(anchor("/"), here)).toBe(true);
    expect(leadsToShopPage(anchor("/x", { target: "_self" }), here)).toBe(true);
  });

  it("leaves other sites, other tabs, downloads, files and jumps within the page to the browser", () => {
    expect(leadsToShopPage(anchor("https://www.amazon.in/dp/B0TR8XC4AC"), here)).toBe(false);
    expect(leadsToShopPage(anchor("http://shop.test/collections/all"), here)).toBe(false);
    expect(leadsToShopPage(anchor("/product-detail/30", { target: "_blank" }), here)).toBe(false);
    expect(leadsToShopPage(anchor("/collections/all", { download: "" }), here)).toBe(false);
    expect(leadsToShopPage(anchor("/brochure.pdf"), here)).toBe(false);
    expect(leadsToShopPage(anchor("/sitemap.xml"), here)).toBe(false);
    expect(leadsToShopPage(anchor("/images/products/1-1.svg"), here)).toBe(false);
    expect(leadsToShopPage(anchor("#main"), here)).toBe(false);
    expect(leadsToShopPage(anchor("/collections/incense?page=2#top"), here)).toBe(false);
  });
});
