import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Unit tests: the pure domain (catalogue, calculator, contact validation), no server, no DOM.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["test/unit/**/*.test.ts"],
    environment: "node",
  },
});
