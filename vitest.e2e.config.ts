import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Browser tests: the production build served by remix-serve, driven in Debian's Chromium.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["test/e2e/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/support/postgres-global-setup.ts", "test/e2e/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: two files at a time, each with its own browser, share one server.
    pool: "forks",
    poolOptions: { forks: { maxForks: 2, minForks: 1 } },
  },
});
