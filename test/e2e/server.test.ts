import { spawnSync } from "node:child_process";

import { describe, expect, it } from "vitest";

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
