import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import { describe, expect, it } from "vitest";

/**
 * The calculator's files open with their imports in the house order: Node's modules, then packages,
 * then `~/` modules, then relative ones; each group by path (ignoring case), a blank line between
 * groups. A reader finds an import where they expect it, and a move that leaves one astray is caught.
 */

const ROOTS = ["app/calculator", "app/routes"];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const GROUPS = ["node:", "package", "~/", "relative"] as const;
const groupOf = (path: string) =>
  path.startsWith("node:") ? 0 : path.startsWith("~/") ? 2 : path.startsWith(".") ? 3 : 1;

/** The import block's paths, with a marker for each blank line between statements. */
function importPaths(text: string): (string | "")[] {
  const block = text.match(/^(?:\s*(?:\/\/[^\n]*|import\b[^;]*?(?:from\s+)?"[^"]+";)\s*\n)+/);
  if (!block) return [];
  const paths: (string | "")[] = [];
  for (const part of block[0].split(/(?<=;)\s*?\n/)) {
    const path = part.match(/"([^"]+)";\s*$/)?.[1];
    if (!path) continue;
    if (paths.length > 0 && /^\s*\n/.test(part)) paths.push("");
    paths.push(path);
  }
  return paths;
}

/** What is out of order in one file's imports; empty when none. */
function importOrderProblems(text: string): string[] {
  const paths = importPaths(text);
  const problems: string[] = [];
  for (let index = 1; index < paths.length; index += 1) {
    const blank = paths[index - 1] === "";
    const before = blank ? paths[index - 2]! : paths[index - 1]!;
    const path = paths[index]!;
    if (path === "") continue;
    const [from, to] = [groupOf(before), groupOf(path)];
    if (to < from) problems.push(`${path} (${GROUPS[to]}) after ${before} (${GROUPS[from]})`);
    else if (to === from && path.toLowerCase() < before.toLowerCase())
      problems.push(`${path} after ${before}`);
    else if (to === from && blank) problems.push(`blank line inside the ${GROUPS[to]} group before ${path}`);
    else if (to > from && !blank) problems.push(`no blank line between the groups before ${path}`);
  }
  return problems;
}

describe("import order", () => {
  it("finds each kind of disorder", () => {
    expect(importOrderProblems('import "./b";\nimport "./a";\n')).toEqual(["./a after ./b"]);
    expect(importOrderProblems('import "./a";\nimport "react";\n')).toEqual([
      "react (package) after ./a (relative)",
    ]);
    expect(importOrderProblems('import "react";\nimport "~/x";\n')).toEqual([
      "no blank line between the groups before ~/x",
    ]);
    expect(importOrderProblems('import "~/a";\n\nimport "~/b";\n')).toEqual([
      "blank line inside the ~/ group before ~/b",
    ]);
    expect(
      importOrderProblems(
        'import { readFileSync } from "node:fs";\n\nimport {\n  a,\n  b,\n} from "react";\n\nimport type { X } from "~/Money";\nimport { y } from "~/paths";\n\nimport { z } from "./Z";\n',
      ),
    ).toEqual([]);
  });

  it("holds in every calculator file and route", () => {
    const files = ROOTS.flatMap(sourceFiles).filter(
      (file) => file.startsWith("app/calculator") || file.includes("price-calculation"),
    );
    expect(files.length).toBeGreaterThan(80);
    const problems = files.flatMap((file) =>
      importOrderProblems(readFileSync(file, "utf8")).map((problem) => `${file}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
