import { describe, expect, it } from "vitest";

import {
  clientKey,
  trustsProxy,
  DEFAULT_CONTACT_RATE_LIMIT,
  parseRateLimit,
  SlidingWindowLimiter,
} from "~/contact/rate-limit.server";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("parseRateLimit", () => {
  it('reads "max/seconds"', () => {
    expect(parseRateLimit("5/600")).toEqual({ max: 5, windowMs: 600_000 });
    expect(parseRateLimit(" 2 / 60 ")).toEqual({ max: 2, windowMs: 60_000 });
  });

  it.each([undefined, "", "five/600", "5", "5/", "/600", "0/600", "5/0", "-1/60", "5/600/1", "1e3/60"])(
    "falls back to the default for %j",
    (raw) => {
      expect(parseRateLimit(raw)).toEqual(DEFAULT_CONTACT_RATE_LIMIT);
    },
  );
});

describe("clientKey", () => {
  const forwarded = new Headers({ "x-forwarded-for": "203.0.113.7, 10.0.0.1" });

  it("uses the connection's address when no proxy is trusted, ignoring X-Forwarded-For", () => {
    expect(clientKey(forwarded, "192.0.2.1")).toBe("192.0.2.1");
    expect(clientKey(forwarded, "192.0.2.1", false)).toBe("192.0.2.1");
  });

  it("uses the first X-Forwarded-For address behind a trusted proxy", () => {
    expect(clientKey(forwarded, "127.0.0.1", true)).toBe("203.0.113.7");
  });

  it("falls back to the connection's address when a trusted proxy sent no usable header", () => {
    expect(clientKey(new Headers(), "::1", true)).toBe("::1");
    expect(clientKey(new Headers({ "x-forwarded-for": " , 10.0.0.1" }), "::1", true)).toBe("::1");
  });

  it('shares one "direct" bucket when no address is known at all', () => {
    expect(clientKey(new Headers())).toBe("direct");
    expect(clientKey(forwarded)).toBe("direct");
    expect(clientKey(new Headers({ "x-forwarded-for": " , 10.0.0.1" }), undefined, true)).toBe("direct");
  });

  it("bounds the key length", () => {
    expect(clientKey(new Headers({ "x-forwarded-for": "x".repeat(10_000) }), undefined, true)).toHaveLength(
      64,
    );
    expect(clientKey(new Headers(), "y".repeat(10_000))).toHaveLength(64);
  });
});

describe("trustsProxy", () => {
  it.each(["1", "true", "TRUE", "yes", " 1 "])("trusts the proxy for %j", (raw) => {
    expect(trustsProxy(raw)).toBe(true);
  });

  it.each([undefined, "", "0", "false", "no", "2", "on"])("does not trust it for %j", (raw) => {
    expect(trustsProxy(raw)).toBe(false);
  });
});

describe("SlidingWindowLimiter", () => {
  it("allows max attempts per window, then refuses with a retry time", () => {
    const c = clock();
    const limiter = new SlidingWindowLimiter({ max: 3, windowMs: 60_000 }, c.now);
    expect([1, 2, 3].map(() => limiter.attempt("a").allowed)).toEqual([true, true, true]);
    c.advance(10_000);
    expect(limiter.attempt("a")).toEqual({ allowed: false, retryAfterSeconds: 50 });
  });

  it("slides: the oldest attempt leaving the window frees one slot", () => {
    const c = clock();
    const limiter = new SlidingWindowLimiter({ max: 2, windowMs: 60_000 }, c.now);
    limiter.attempt("a");
    c.advance(30_000);
    limiter.attempt("a");
    expect(limiter.attempt("a").allowed).toBe(false);
    c.advance(30_001); // the first attempt is now older than the window
    expect(limiter.attempt("a").allowed).toBe(true);
    expect(limiter.attempt("a").allowed).toBe(false);
  });

  it("does not count refused attempts, so waiting the window always helps", () => {
    const c = clock();
    const limiter = new SlidingWindowLimiter({ max: 1, windowMs: 1_000 }, c.now);
    limiter.attempt("a");
    for (let i = 0; i < 50; i++) {
      c.advance(10);
      expect(limiter.attempt("a").allowed).toBe(false);
    }
    c.advance(1_000);
    expect(limiter.attempt("a").allowed).toBe(true);
  });

  it("keeps clients apart", () => {
    const limiter = new SlidingWindowLimiter({ max: 1, windowMs: 60_000 }, clock().now);
    expect(limiter.attempt("a").allowed).toBe(true);
    expect(limiter.attempt("a").allowed).toBe(false);
    expect(limiter.attempt("b").allowed).toBe(true);
  });

  it("bounds memory under a flood of distinct keys, dropping the stalest", () => {
    const limiter = new SlidingWindowLimiter({ max: 1, windowMs: 60_000 }, clock().now, 100);
    limiter.attempt("first");
    for (let i = 0; i < 1_000; i++) limiter.attempt(`flood-${i}`);
    expect(limiter.size).toBe(100);
    expect(limiter.attempt("first").allowed).toBe(true); // forgotten, not wrongly blocked forever
  });
});
