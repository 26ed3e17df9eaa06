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
