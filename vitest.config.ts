import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests: the pure domain (catalogue, calculator, contact validation), no DOM; the contact
// store's tests also run against a throwaway PostgreSQL server, started once for the run.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["test/unit/**/*.test.ts"],
    environment: "node",
    globalSetup: ["test/support/postgres-global-setup.ts"],
    // The property tests run thousands of random cases; on a shared two-core machine they can take
    // several times their usual second. The limit only catches a hang, it measures nothing.
    testTimeout: 60_000,
  },
});
