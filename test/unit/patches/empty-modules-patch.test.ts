/**
 * The patch `npm install` applies to Remix's compiler (patches/, docs/performance.md): the empty
 * module it puts in the browser's bundle for a server-only import (`*.server` files,
 * `@remix-run/node`) is marked free of side effects, so an import only a loader used leaves no stub
 * (and no stub chunk) behind.
 */
import { createRequire } from "node:module";

import { describe, expect, it } from "vitest";

const require = createRequire(import.meta.url);
const { emptyModulesPlugin } = require("@remix-run/dev/dist/compiler/plugins/emptyModules.js") as {
  emptyModulesPlugin: (
    context: { config: { appDirectory: string } },
    filter: RegExp,
    options?: { includeNodeModules?: boolean },
  ) => { setup(build: unknown): void };
};

type Resolve = (args: { path: string; resolveDir: string }) => Record<string, unknown> | undefined;

function resolverOf(plugin: { setup(build: unknown): void }): Resolve {
  let resolve: Resolve | undefined;
  plugin.setup({
    onResolve: (_options: unknown, callback: Resolve) => {
      resolve = callback;
    },
    onLoad: () => undefined,
  });
  if (!resolve) throw new Error("the plugin registered no resolver");
  return resolve;
}

describe("Remix's empty modules in the browser bundle", () => {
  it("are side-effect free, for the app's server modules and for server packages", () => {
    const app = resolverOf(emptyModulesPlugin({ config: { appDirectory: "/app" } }, /\.server$/));
    expect(app({ path: "./site-config.server", resolveDir: "/app/content" })).toEqual({
      path: "./site-config.server",
      namespace: "empty-module",
      sideEffects: false,
    });
    const packages = resolverOf(
      emptyModulesPlugin({ config: { appDirectory: "/app" } }, /^@remix-run\/node$/, {
        includeNodeModules: true,
      }),
    );
    expect(packages({ path: "@remix-run/node", resolveDir: "/app/routes" })?.sideEffects).toBe(false);
  });
});
