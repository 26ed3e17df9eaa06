/**
 * Every patch in patches/ is applied to the installed package: each line it adds is in the file it
 * patches. `npm install` fails on a patch that no longer applies (`patch-package --error-on-fail`);
 * this catches a node_modules installed some other way, or a package updated without its patch.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

const PATCHES = "patches";

/** The lines each file of a unified diff gains, by the file's path (`node_modules/…`). */
function addedLines(diff: string): Map<string, string[]> {
  const added = new Map<string, string[]>();
  let lines: string[] | undefined;
  for (const line of diff.split("\n")) {
    const target = /^\+\+\+ b\/(.+)$/.exec(line);
    if (target?.[1]) added.set(target[1], (lines = []));
    else if (line.startsWith("+") && lines && line.slice(1).trim() !== "") lines.push(line.slice(1));
  }
  return added;
}

const patchFiles = readdirSync(PATCHES).filter((file) => file.endsWith(".patch"));

describe("the patches in patches/", () => {
  it("are there to check", () => {
    expect(patchFiles.length).toBeGreaterThan(0);
  });

  it.each(patchFiles)("%s is applied", (file) => {
    const files = addedLines(readFileSync(join(PATCHES, file), "utf8"));
    expect(files.size).toBeGreaterThan(0);
    for (const [path, lines] of files) {
      const installed = readFileSync(path, "utf8").split("\n");
      const missing = lines.filter((line) => !installed.includes(line));
      expect(missing, `${path} lacks lines the patch adds`).toEqual([]);
    }
  });
});
