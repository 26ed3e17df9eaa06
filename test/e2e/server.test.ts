import { spawnSync } from "node:child_process";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startServer, type RunningServer } from "./support/server";

describe("server.mjs", () => {
  it.each(["abc", "-1", "70000", "80.5"])("refuses PORT=%s with a clear message and exit code 1", (port) => {
    const result = spawnSync(process.execPath, ["server.mjs"], {
      env: { ...process.env, PORT: port, NODE_ENV: "production" },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`PORT must be a whole number from 0 to 65535, not "${port}"`);
  });

  it.each([
    [{ TRUST_PROXY: "true" }, /TRUST_PROXY must be the number of reverse proxies in front of the server/],
    [{ WEB_CONCURRENCY: "0" }, /WEB_CONCURRENCY must be the number of worker processes/],
    [
      { MAX_CONNECTIONS: "99999999" },
      /MAX_CONNECTIONS must be a whole number from 16 to \d+ \(below this process's open-file limit/,
    ],
    [{ HEADERS_TIMEOUT: "40" }, /HEADERS_TIMEOUT cannot be longer than REQUEST_TIMEOUT/],
    [{ REQUEST_TIMEOUT: "soon" }, /REQUEST_TIMEOUT must be a number of seconds/],
  ])("refuses %j with a clear message and exit code 1", (env, message) => {
    const result = spawnSync(process.execPath, ["server.mjs"], {
      env: { ...process.env, NODE_ENV: "production", PORT: "0", ...env },
      encoding: "utf8",
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
  });
});

describe("server.mjs and the calculator's seller settings", () => {
  it.each([
    [
      { SITE_SELLER_UPI_ID: "punarvana at okaxis" },
      /SITE_SELLER_UPI_ID must be a UPI address such as shopname@okaxis/,
    ],
    [
      { SITE_EWAY_BILL_THRESHOLD: "50k" },
      /SITE_EWAY_BILL_THRESHOLD must be whole rupees from 1 to 1,00,00,000/,
    ],
  ])("refuses %j at start with a clear message and exit code 1", (env, message) => {
    const result = spawnSync(process.execPath, ["server.mjs"], {
      env: { ...process.env, NODE_ENV: "production", PORT: "0", WEB_CONCURRENCY: "1", ...env },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(message);
  });
});

describe("server.mjs logging", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("logs one access line for a client's mistake (POST to a page: 405), not a stack trace", async () => {
    const response = await fetch(new URL("/collections/all", server.baseURL), {
      method: "POST",
      body: "x=1",
    });
    expect(response.status).toBe(405);
    await expect.poll(() => server.output()).toContain("POST /collections/all 405");
    expect(server.output()).not.toMatch(/Error|\n\s+at /);
  });
});
