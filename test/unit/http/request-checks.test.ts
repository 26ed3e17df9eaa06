import { describe, expect, it } from "vitest";

import { isCrossSite, isValidHost } from "~/http/request-checks.server";

describe("isValidHost", () => {
  it.each([
    "shop.example",
    "SHOP.example:443",
    "localhost:3000",
    "127.0.0.1",
    "[::1]:8080",
    "my_service",
    "a.b.c.",
  ])("accepts %j", (host) => expect(isValidHost(host)).toBe(true));

  it.each([
    undefined,
    "",
    "a b",
    "[::1",
    "exa%mple",
    "x:99999",
    "127.0.0.1:-1",
    "evil.com/price-calculation#",
    "user@shop.example",
    "shop.example:",
    "-bad-.com",
    "[::1]x",
    "[zz::1]",
    "a".repeat(256),
  ])("refuses %j", (host) => expect(isValidHost(host)).toBe(false));
});

describe("isCrossSite", () => {
  const own = "shop.example";

  it("lets Sec-Fetch-Site decide when a browser sends it", () => {
    expect(isCrossSite(null, "same-origin", own)).toBe(false);
    expect(isCrossSite(null, "none", own)).toBe(false);
    expect(isCrossSite(null, "same-site", own)).toBe(true);
    expect(isCrossSite(null, "cross-site", own)).toBe(true);
    expect(isCrossSite("https://shop.example", "CROSS-SITE", own)).toBe(true);
  });

  it("compares Origin with the request's own host, default ports included", () => {
    expect(isCrossSite("https://shop.example", null, own)).toBe(false);
    expect(isCrossSite("https://shop.example:443", null, own)).toBe(false);
    expect(isCrossSite("http://localhost:3000", null, "localhost:3000")).toBe(false);
    expect(isCrossSite("https://evil.example", null, own)).toBe(true);
    expect(isCrossSite("https://shop.example.evil.example", null, own)).toBe(true);
    expect(isCrossSite("http://localhost:3001", null, "localhost:3000")).toBe(true);
  });

  it("treats an opaque or unreadable Origin as another site, unless the browser says same-origin", () => {
    expect(isCrossSite("null", null, own)).toBe(true);
    expect(isCrossSite("null", "same-origin", own)).toBe(false);
    expect(isCrossSite("not a url", null, own)).toBe(true);
  });

  it("does not refuse a request a browser did not make for a page (neither header)", () => {
    expect(isCrossSite(null, null, own)).toBe(false);
    expect(isCrossSite(undefined, undefined, own)).toBe(false);
  });
});
