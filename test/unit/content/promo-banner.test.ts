import { describe, expect, it } from "vitest";

import { activePromo, isPromoActive, promoBanner, promoNow } from "~/content/promo-banner";

const at = (iso: string) => new Date(iso);

describe("isPromoActive", () => {
  it("has the shop's configuration: enabled, 2025-10-10 to 2025-11-10, duration 0", () => {
    expect(promoBanner.enabled).toBe(true);
    expect(promoBanner.start.startsWith("2025-10-10")).toBe(true);
    expect(promoBanner.end.startsWith("2025-11-11T00:00")).toBe(true);
    expect(promoBanner.durationMs).toBe(0);
  });

  it("shows from the first instant of 10 October (India time) to the last of 10 November", () => {
    expect(isPromoActive(promoBanner, at("2025-10-09T23:59:59+05:30"))).toBe(false);
    expect(isPromoActive(promoBanner, at("2025-10-10T00:00:00+05:30"))).toBe(true);
    expect(isPromoActive(promoBanner, at("2025-10-20T12:00:00+05:30"))).toBe(true);
    expect(isPromoActive(promoBanner, at("2025-11-10T23:59:59+05:30"))).toBe(true);
    expect(isPromoActive(promoBanner, at("2025-11-11T00:00:00+05:30"))).toBe(false);
  });

  it("is off when disabled, for invalid dates, and for an invalid clock", () => {
    expect(isPromoActive({ ...promoBanner, enabled: false }, at("2025-10-20T12:00:00+05:30"))).toBe(false);
    expect(isPromoActive({ ...promoBanner, start: "soon" }, at("2025-10-20T12:00:00+05:30"))).toBe(false);
    expect(isPromoActive({ ...promoBanner, end: "" }, at("2025-10-20T12:00:00+05:30"))).toBe(false);
    expect(isPromoActive(promoBanner, new Date(Number.NaN))).toBe(false);
  });

  it("is off when the window is empty or reversed", () => {
    const config = { enabled: true, start: "2025-10-10T00:00:00Z", end: "2025-10-10T00:00:00Z" };
    expect(isPromoActive(config, at("2025-10-10T00:00:00Z"))).toBe(false);
    expect(isPromoActive({ ...config, end: "2025-10-01T00:00:00Z" }, at("2025-10-05T00:00:00Z"))).toBe(false);
  });
});

describe("promoNow", () => {
  const real = () => at("2030-01-01T00:00:00Z");

  it("uses the real clock unless PROMO_NOW is a valid date-time", () => {
    expect(promoNow({}, real).toISOString()).toBe("2030-01-01T00:00:00.000Z");
    expect(promoNow({ PROMO_NOW: "  " }, real).toISOString()).toBe("2030-01-01T00:00:00.000Z");
    expect(promoNow({ PROMO_NOW: "not a date" }, real).toISOString()).toBe("2030-01-01T00:00:00.000Z");
    expect(promoNow({ PROMO_NOW: "2025-10-20T12:00:00+05:30" }, real).toISOString()).toBe(
      "2025-10-20T06:30:00.000Z",
    );
  });
});

describe("activePromo", () => {
  it("returns the banner's text and link inside the window and null outside", () => {
    expect(activePromo({ PROMO_NOW: "2025-10-20T12:00:00+05:30" })).toEqual({
      message: promoBanner.message,
      linkText: promoBanner.linkText,
      href: promoBanner.href,
      durationMs: 0,
    });
    expect(activePromo({ PROMO_NOW: "2025-12-01T12:00:00+05:30" })).toBeNull();
  });
});
