import { describe, expect, it } from "vitest";

import { ConfigError, readServerConfig } from "../../../server/config.mjs";
import { strictTransportSecurity } from "~/security-headers.server";

describe("readServerConfig", () => {
  it("has the documented defaults", () => {
    const config = readServerConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: undefined,
      trustProxyHops: 0,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
    });
    expect(config.workers).toBeGreaterThanOrEqual(1);
    expect(config.maxConnections).toBeGreaterThanOrEqual(16);
    expect(config.maxConnections).toBeLessThanOrEqual(10_000);
  });

  it("reads each setting, decimals allowed for seconds", () => {
    const config = readServerConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      WEB_CONCURRENCY: "3",
      TRUST_PROXY: "2",
      HEADERS_TIMEOUT: "1.5",
      REQUEST_TIMEOUT: "2",
      KEEP_ALIVE_TIMEOUT: "0.5",
      MAX_CONNECTIONS: "100",
    });
    expect(config).toEqual({
      port: 8080,
      host: "127.0.0.1",
      workers: 3,
      trustProxyHops: 2,
      headersTimeoutMs: 1_500,
      requestTimeoutMs: 2_000,
      keepAliveTimeoutMs: 500,
      maxConnections: 100,
    });
  });

  it.each([
    [{ PORT: "80.5" }, /PORT must be a whole number/],
    [{ TRUST_PROXY: "yes" }, /TRUST_PROXY must be the number of reverse proxies/],
    [{ WEB_CONCURRENCY: "0" }, /WEB_CONCURRENCY must be/],
    [{ HEADERS_TIMEOUT: "0" }, /HEADERS_TIMEOUT must be a number of seconds/],
    [{ HEADERS_TIMEOUT: "31" }, /HEADERS_TIMEOUT cannot be longer than REQUEST_TIMEOUT/],
    [{ MAX_CONNECTIONS: "10" }, /MAX_CONNECTIONS must be a whole number from 16/],
    [{ MAX_CONNECTIONS: "999999999" }, /below this process's open-file limit/],
  ])("refuses %j with a message naming the variable", (env, message) => {
    expect(() => readServerConfig(env)).toThrow(ConfigError);
    expect(() => readServerConfig(env)).toThrow(message);
  });
});

describe("strictTransportSecurity (HSTS_MAX_AGE)", () => {
  it("is max-age for a whole number of seconds, and off otherwise", () => {
    expect(strictTransportSecurity("31536000")).toBe("max-age=31536000");
    for (const raw of [undefined, "", "0", "-1", "1y", "1.5"])
      expect(strictTransportSecurity(raw)).toBeNull();
  });
});
