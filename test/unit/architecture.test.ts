/**
 * The layers of docs/architecture.md, checked against every import in app/: the table there says what
 * each part may import; this test reads the table, reads each file's imports with the TypeScript
 * compiler's own scanner (imports, re-exports, type imports, dynamic import()), and fails on an import
 * the table does not allow, on a cycle, and on a file of app/ that no row names.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, posix } from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = process.cwd();
const CALCULATOR_ROUTES = ["routes/price-calculation.tsx", "routes/price-calculation-sw[.]js.ts"];

/** Every code file under app/, as paths relative to app/ ("catalog/menu.ts"). */
function appFiles(dir = "", found: string[] = []): string[] {
  for (const entry of readdirSync(join(ROOT, "app", dir), { withFileTypes: true })) {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) appFiles(path, found);
    else if (/\.(tsx?|mjs)$/.test(entry.name)) found.push(path);
  }
  return found;
}

const EXTENSIONS = ["", ".ts", ".tsx", ".mjs", ".js", ".d.ts", "/index.ts"];

/** The app/ file an import names (relative to app/), or null for a package. */
function resolveImport(from: string, specifier: string, exists: (path: string) => boolean): string | null {
  let base: string;
  if (specifier.startsWith("~/")) base = specifier.slice(2);
  else if (specifier.startsWith(".")) base = posix.normalize(posix.join(posix.dirname(from), specifier));
  else return null;
  const match = EXTENSIONS.map((extension) => base + extension).find(exists);
  if (!match) throw new Error(`${from}: "${specifier}" names no file of app/`);
  return match;
}

function isFile(path: string): boolean {
  const full = join(ROOT, "app", path);
  return existsSync(full) && statSync(full).isFile();
}

/** Each file's imports of other files of app/. */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    const text = readFileSync(join(ROOT, "app", file), "utf8");
    const { importedFiles } = ts.preProcessFile(text, true, true);
    const targets = importedFiles
      .map((imported) => resolveImport(file, imported.fileName, isFile))
      .filter((target): target is string => target !== null);
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** One cycle of the graph as a path that ends where it starts, or null when there is none. */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | null {
  const state = new Map<string, "open" | "done">();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    if (state.get(node) === "done") return null;
    if (state.get(node) === "open") return [...stack.slice(stack.indexOf(node)), node];
    state.set(node, "open");
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(node, "done");
    return null;
  };
  for (const node of graph.keys()) {
    const cycle = visit(node);
    if (cycle) return cycle;
  }
  return null;
}

interface Layer {
  /** Folders ("catalog/") and top-level files ("paths.ts"). */
  parts: string[];
  /** What it may import besides itself; "anything" for the shell. */
  mayImport: string[] | "anything";
}

/** The rows of the layers table of docs/architecture.md. */
function layersOf(markdown: string): Layer[] {
  const rows = markdown.split("\n").filter((line) => line.startsWith("| `"));
  return rows.map((row) => {
    const [parts = "", , mayImport = ""] = row.split("|").slice(1);
    const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    const allowed = mayImport.trim();
    return {
      parts: names(parts),
      mayImport: allowed === "anything" ? "anything" : allowed === "nothing" ? [] : names(mayImport),
    };
  });
}

/** The part of app/ a file belongs to: its top folder ("catalog/") or itself ("paths.ts"). */
function partOf(file: string): string {
  const slash = file.indexOf("/");
  return slash === -1 ? file : file.slice(0, slash + 1);
}

/** Every import the layers forbid, as "from → to" lines. */
function layerBreaches(graph: ReadonlyMap<string, readonly string[]>, layers: readonly Layer[]): string[] {
  const layerOf = new Map(layers.flatMap((layer) => layer.parts.map((part) => [part, layer] as const)));
  const breaches: string[] = [];
  for (const [file, targets] of graph) {
    const layer = layerOf.get(partOf(file));
    if (!layer) {
      breaches.push(`${file}: its part of app/ (${partOf(file)}) is in no row of the layers table`);
      continue;
    }
    for (const target of targets) {
      const part = partOf(target);
      const allowed =
        layer.mayImport === "anything" || layer.parts.includes(part) || layer.mayImport.includes(part);
      const calculatorFromOutside =
        part === "calculator/" && partOf(file) !== "calculator/" && !CALCULATOR_ROUTES.includes(file);
      if (!allowed || calculatorFromOutside) breaches.push(`${file} → ${target}`);
    }
  }
  return breaches;
}

const layers = layersOf(readFileSync(join(ROOT, "docs", "architecture.md"), "utf8"));
const graph = importGraph(appFiles());

describe("the checks themselves", () => {
  it("find a cycle where there is one, through any number of files, and none in a tree", () => {
    const tree = new Map([
      ["a.ts", ["b.ts", "c.ts"]],
      ["b.ts", ["c.ts"]],
    ]);
    expect(findCycle(tree)).toBeNull();
    expect(findCycle(new Map([...tree, ["c.ts", ["a.ts"]]]))).toEqual(["a.ts", "b.ts", "c.ts", "a.ts"]);
    expect(findCycle(new Map([["a.ts", ["a.ts"]]]))).toEqual(["a.ts", "a.ts"]);
  });

  it("find an import upwards, one into the calculator from outside, and a part no row names", () => {
    const table = layersOf(
      [
        "| `routes/` | shell | anything |",
        "| `catalog/` | shop | `money/` |",
        "| `calculator/` | tool | `money/` |",
        "| `money/` | base | nothing |",
      ].join("\n"),
    );
    const imports = new Map([
      ["catalog/a.ts", ["money/m.ts", "catalog/b.ts"]],
      ["money/m.ts", ["catalog/a.ts"]],
      ["routes/shop.tsx", ["calculator/c.ts", "catalog/a.ts"]],
      ["routes/price-calculation.tsx", ["calculator/c.ts"]],
      ["extra/x.ts", []],
    ]);
    expect(layerBreaches(imports, table)).toEqual([
      "money/m.ts → catalog/a.ts",
      "routes/shop.tsx → calculator/c.ts",
      "extra/x.ts: its part of app/ (extra/) is in no row of the layers table",
    ]);
  });

  it("resolve the alias, relative paths and extensions, skip packages, and refuse an import of nothing", () => {
    const files = new Set(["paths.ts", "catalog/menu.ts", "calculator/ui/A.tsx", "styles/app.css"]);
    const exists = (path: string) => files.has(path);
    expect(resolveImport("catalog/x.ts", "~/paths", exists)).toBe("paths.ts");
    expect(resolveImport("catalog/x.ts", "./menu", exists)).toBe("catalog/menu.ts");
    expect(resolveImport("calculator/ui/b/B.tsx", "../A", exists)).toBe("calculator/ui/A.tsx");
    expect(resolveImport("root.tsx", "~/styles/app.css", exists)).toBe("styles/app.css");
    expect(resolveImport("root.tsx", "react", exists)).toBeNull();
    expect(() => resolveImport("root.tsx", "~/gone", exists)).toThrow(/names no file/);
  });
});

describe("the imports of app/", () => {
  it("read the table of docs/architecture.md", () => {
    expect(layers.length).toBeGreaterThan(5);
    expect(layers.flatMap((layer) => layer.parts)).toContain("calculator/");
  });

  it("have no cycle", () => {
    expect(graph.size).toBeGreaterThan(100);
    expect(findCycle(graph)).toBeNull();
  });

  it("run down the layers of docs/architecture.md, and only the calculator's routes import it", () => {
    expect(layerBreaches(graph, layers)).toEqual([]);
  });
});

/** The folders under test/unit/, relative to it ("calculator/arithmetic"). */
function testFolders(dir = "", found: string[] = []): string[] {
  for (const entry of readdirSync(join(ROOT, "test", "unit", dir), { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    found.push(path);
    testFolders(path, found);
  }
  return found;
}

/** Folders of the repository beside app/ whose code has unit tests of its own. */
const REPO_FOLDERS = ["scripts", "bench", "server", "patches"];

describe("the unit tests", () => {
  it("mirror the code: test/unit/<folder>/ tests app/<folder>/ (or scripts/, bench/, server/, patches/)", () => {
    const strays = testFolders().filter((folder) => {
      const top = folder.split("/")[0]!;
      const mirrored = REPO_FOLDERS.includes(top) ? join(ROOT, folder) : join(ROOT, "app", folder);
      return !existsSync(mirrored);
    });
    expect(strays, "test folders that name no folder of the code").toEqual([]);
  });
});
