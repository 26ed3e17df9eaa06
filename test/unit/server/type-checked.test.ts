/**
 * The server (server/) and the contact store's JavaScript (app/contact/*.mjs) are type-checked by
 * `tsc` through their JSDoc: each file opts in with `// @ts-check` on its first line, which this
 * test holds every such file to (a new file without it would go unchecked).
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

const FOLDERS = ["server", join("app", "contact")];

const javaScriptFiles = FOLDERS.flatMap((folder) =>
  readdirSync(folder)
    .filter((file) => /\.(mjs|js)$/.test(file))
    .map((file) => join(folder, file)),
);

describe("the server's and the contact store's JavaScript", () => {
  it("is there to check", () => {
    expect(javaScriptFiles.length).toBeGreaterThan(5);
  });

  it.each(javaScriptFiles)("%s is type-checked", (file) => {
    expect(readFileSync(file, "utf8").split("\n")[0]).toBe("// @ts-check");
  });
});
