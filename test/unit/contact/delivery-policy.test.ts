import { describe, expect, it } from "vitest";

import {
  DEFAULT_RETRY_POLICY,
  afterFailure,
  failureAnswer,
  isPermanent,
  retryDelay,
} from "~/contact/delivery-policy";

const HOUR = 3_600_000;
const refused = { message: "connect ECONNREFUSED 127.0.0.1:25", code: "ESOCKET" };

describe("retryDelay", () => {
  it("doubles from the first delay up to the longest", () => {
    const delays = [1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => retryDelay(n, DEFAULT_RETRY_POLICY));
    expect(delays.slice(0, 4)).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(delays.at(-1)).toBe(HOUR);
    for (let i = 1; i < delays.length; i++) expect(delays[i]).toBeGreaterThanOrEqual(delays[i - 1]!);
  });

  it("never overflows, however many tries failed", () => {
    expect(retryDelay(10_000, DEFAULT_RETRY_POLICY)).toBe(HOUR);
  });
});

describe("afterFailure", () => {
  const at = { attempts: 0, queuedAt: 0, now: 0 };

  it("stops at a permanent refusal of the message (SMTP 5xx)", () => {
    const noSuchUser = {
      message: "x",
      code: "EENVELOPE",
      responseCode: 550,
      response: "550 5.1.1 No such user",
    };
    expect(isPermanent(noSuchUser)).toBe(true);
    expect(afterFailure(noSuchUser, at, DEFAULT_RETRY_POLICY)).toEqual({ outcome: "failed" });
  });

  it("keeps trying after a refused login (the shop's setting to fix), a 4xx, or no connection", () => {
    const login = { message: "Invalid login", code: "EAUTH", responseCode: 535 };
    const busy = { message: "x", code: "EENVELOPE", responseCode: 451, response: "451 try later" };
    for (const failure of [login, busy, refused]) {
      expect(afterFailure(failure, at, DEFAULT_RETRY_POLICY)).toEqual({
        outcome: "retry",
        nextAttemptAt: 30_000,
      });
    }
  });

  it("keeps trying for more than 24 hours with the production policy, then gives up", () => {
    let attempts = 0;
    let now = 0;
    for (;;) {
      const step = afterFailure(refused, { attempts, queuedAt: 0, now }, DEFAULT_RETRY_POLICY);
      attempts += 1;
      if (step.outcome === "failed") break;
      now = step.nextAttemptAt;
    }
    expect(now).toBeGreaterThan(24 * HOUR);
    expect(now).toBeLessThanOrEqual(DEFAULT_RETRY_POLICY.retryForMs);
    expect(attempts).toBeLessThan(60);
  });
});

describe("failureAnswer", () => {
  it("is the server's reply when there is one, else what went wrong, on one line", () => {
    expect(failureAnswer({ message: "x", response: "550 5.1.1\r\n No such user" })).toBe(
      "550 5.1.1 No such user",
    );
    expect(failureAnswer(refused)).toBe("connect ECONNREFUSED 127.0.0.1:25");
    expect(failureAnswer({ message: "y".repeat(2_000) })).toHaveLength(500);
  });
});
