import { describe, expect, it } from "vitest";

import { clientKey, contactLimits, parseHourlyLimit, parseRateLimit } from "~/contact/rate-limit.server";

describe("parseRateLimit", () => {
  it('reads "max/seconds"', () => {
    expect(parseRateLimit("5/600")).toEqual({ max: 5, windowMs: 600_000 });
    expect(parseRateLimit(" 2 / 60 ")).toEqual({ max: 2, windowMs: 60_000 });
  });

  it.each([undefined, "", "five/600", "5", "5/", "/600", "0/600", "5/0", "-1/60", "5/600/1", "1e3/60"])(
    "falls back to 5 per 10 minutes for %j",
    (raw) => {
      expect(parseRateLimit(raw)).toEqual({ max: 5, windowMs: 600_000 });
    },
  );
});

describe("parseHourlyLimit", () => {
  it("reads a whole number", () => {
    expect(parseHourlyLimit("50")).toBe(50);
    expect(parseHourlyLimit(" 1 ")).toBe(1);
  });

  it.each([undefined, "", "0", "-5", "1.5", "lots"])("falls back to 200 for %j", (raw) => {
    expect(parseHourlyLimit(raw)).toBe(200);
  });
});

describe("contactLimits", () => {
  it("takes both limits from the environment", () => {
    expect(contactLimits({ CONTACT_RATE_LIMIT: "3/60", CONTACT_HOURLY_LIMIT: "40" })).toEqual({
      perClient: { max: 3, windowMs: 60_000 },
      perHour: 40,
    });
    expect(contactLimits({})).toEqual({ perClient: { max: 5, windowMs: 600_000 }, perHour: 200 });
  });
});

describe("clientKey", () => {
  it("is an IPv4 address itself, also when written as IPv4-mapped IPv6", () => {
    expect(clientKey("203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(clientKey(" 198.51.100.1 ")).toBe("198.51.100.1");
  });

  it("is the /64 of an IPv6 address, so one subscriber's block shares one allowance", () => {
    const a = clientKey("2001:db8:abcd:12:1:2:3:4");
    expect(a).toBe("2001:db8:abcd:12::/64");
    expect(clientKey("2001:0db8:abcd:0012:ffff:ffff:ffff:ffff")).toBe(a);
    expect(clientKey("2001:db8:abcd:13::1")).not.toBe(a);
    expect(clientKey("::1")).toBe("0:0:0:0::/64");
  });

  it("is 'unknown' without a usable address (remix dev has none)", () => {
    for (const address of [
      undefined,
      "",
      "  ",
      "not an address",
      "203.0.113.7, 10.0.0.1",
      "x".repeat(10_000),
    ]) {
      expect(clientKey(address)).toBe("unknown");
    }
  });
});
