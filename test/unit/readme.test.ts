/**
 * The README's "Layout of the code" is the map a newcomer reads first, so it must match the tree:
 * every path it names exists, every file and folder at the top of app/ is named in it, and every
 * folder one level further down (components/navigation/, calculator/ui/, …) is named in its text.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

const ROOT = process.cwd();

/** The code block under "## Layout of the code". */
function layoutBlock(readme: string): string {
  const section = readme.split(/^## /m).find((part) => part.startsWith("Layout of the code"));
  const block = section && /```\n([\s\S]*?)```/.exec(section);
  if (!block) throw new Error('The README has no "Layout of the code" block');
  return block[1]!;
}

/** The paths the map names: its first column, nested by indentation ("app/" then "  routes/"). */
function namedPaths(block: string): string[] {
  const paths: string[] = [];
  const parents: { indent: number; path: string }[] = [];
  for (const line of block.split("\n")) {
    const match = /^( *)(\S(?:\S| (?! ))*)/.exec(line);
    if (!match) continue;
    const indent = match[1]!.length;
    // A description's continuation starts far to the right of any name.
    if (indent >= 20) continue;
    while (parents.length > 0 && parents.at(-1)!.indent >= indent) parents.pop();
    const parent = parents.at(-1)?.path ?? "";
    for (const name of match[2]!.split(/,\s*/)) {
      const path = parent + name;
      paths.push(path);
      if (name.endsWith("/")) parents.push({ indent, path });
    }
  }
  return paths;
}

const block = layoutBlock(readFileSync(join(ROOT, "README.md"), "utf8"));
const named = namedPaths(block);

describe("the map's reader", () => {
  it("nests names by indentation, splits lists and skips descriptions' continuations", () => {
    const sample = [
      "server.mjs                  the server",
      "app/",
      "  root.tsx                  the document",
      "  a.ts, b.ts                two files",
      "  routes/                   thin routes,",
      "                            continued: not-a-path/",
      "docs/                       the rules",
    ].join("\n");
    expect(namedPaths(sample)).toEqual([
      "server.mjs",
      "app/",
      "app/root.tsx",
      "app/a.ts",
      "app/b.ts",
      "app/routes/",
      "docs/",
    ]);
  });
});

describe("the README's layout of the code", () => {
  it("names only paths that exist", () => {
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  });

  it("names every file and folder at the top of app/", () => {
    const entries = readdirSync(join(ROOT, "app"), { withFileTypes: true }).map((entry) =>
      entry.isDirectory() ? `app/${entry.name}/` : `app/${entry.name}`,
    );
    expect(entries.filter((entry) => !named.includes(entry))).toEqual([]);
  });

  it("names every folder one level further down of app/ in its text", () => {
    const folders = readdirSync(join(ROOT, "app"), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .flatMap((top) =>
        readdirSync(join(ROOT, "app", top.name), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${top.name}/${entry.name}/`),
      );
    expect(folders.length).toBeGreaterThan(10);
    expect(folders.filter((folder) => !block.includes(folder.split("/")[1] + "/"))).toEqual([]);
  });
});
