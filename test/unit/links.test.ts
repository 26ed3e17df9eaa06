/**
 * Every internal URL is built by app/paths.ts (docs/architecture.md, "Links"). This test reads every
 * string and template literal of app/ (with the TypeScript compiler, so comments do not count) and
 * fails on one that spells the address of a page of the shop or the calculator anywhere else: "/",
 * "/blog", `/blog/${id}`, "/contact-us?sent=1" and the like. A page's address is one whose first
 * segment is that of a route module in app/routes/.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import ts from "typescript";
import { describe, expect, it } from "vitest";

const APP = join(process.cwd(), "app");
const BUILT_HERE = "paths.ts";

function appFiles(dir = "", found: string[] = []): string[] {
  for (const entry of readdirSync(join(APP, dir), { withFileTypes: true })) {
    const path = dir ? `${dir}/${entry.name}` : entry.name;
    if (entry.isDirectory()) appFiles(path, found);
    else if (/\.(tsx?|mjs)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) found.push(path);
  }
  return found;
}

/** The first URL segment of each route module: "_index.tsx" → "", "blog.$blogId.tsx" → "blog". */
function routeSegments(): Set<string> {
  const segments = readdirSync(join(APP, "routes"))
    .map((file) => file.replace(/\.(tsx?|mjs)$/, "").replace(/\[\.\]/g, "\u0000"))
    .map((name) => name.split(".")[0]!.replace(/\u0000/g, "."))
    .filter((segment) => !segment.startsWith("$"))
    .map((segment) => (segment === "_index" ? "" : segment));
  return new Set(segments);
}

/**
 * Whether a lone "/" stands where a link goes: an attribute (`href="/"`), a property (`to: "/"`) or
 * a function's argument (`absoluteUrl(origin, "/")`). Anywhere else, in a sum (`prefix + "/" + year`)
 * or handed to a method (`path.split("/")`), it is a separator, not the home page.
 */
function isHomeLink(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isJsxAttribute(parent) || ts.isPropertyAssignment(parent)) return true;
  return ts.isCallExpression(parent) && !ts.isPropertyAccessExpression(parent.expression);
}

/**
 * Every literal of `source` that is (the start of) an address of one of the app's pages. A template's
 * fixed start counts once it holds the whole first segment (`/blog/${id}` does, `/${rest}` does not).
 */
function handWrittenAddresses(fileName: string, source: string, segments: ReadonlySet<string>): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const isAddress = (text: string, pattern: RegExp) => {
    const match = pattern.exec(text);
    return match !== null && segments.has(match[1]!);
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if ((node.text !== "/" || isHomeLink(node)) && isAddress(node.text, /^\/([^/?#]*)(?:[/?#]|$)/)) {
        found.push(node.text);
      }
    } else if (ts.isTemplateHead(node) && isAddress(node.text, /^\/([^/?#]*)[/?#]/)) {
      found.push(node.text);
    }
    node.forEachChild(visit);
  };
  visit(file);
  return found;
}

const segments = routeSegments();

describe("the check itself", () => {
  it("knows the pages from app/routes/", () => {
    for (const segment of ["", "blog", "collections", "product-detail", "contact-us", "price-calculation"]) {
      expect(segments, segment).toContain(segment);
    }
  });

  it("finds an address in an attribute, a property, a template and a call, and none in a comment, an asset or a sum", () => {
    const source = [
      '// <a href="/blog"> in a comment is prose',
      'export const A = () => <a href="/contact-us">Contact</a>;',
      'export const b = { to: "/about-us", icon: "/icons.svg", image: "/images/a.svg" };',
      "export const c = (id: number) => `/blog/${id}`;",
      'export const d = () => <a href="/">Home</a>;',
      'export const e = "a/b/c";',
      'export const f = (path: string) => `/${path.split("/").filter(Boolean).join("/")}?sent=1`;',
      'export const g = (year: string) => "PE" + "/" + year;',
      'export const h = absoluteUrl(origin, "/");',
    ].join("\n");
    expect(handWrittenAddresses("a.tsx", source, segments)).toEqual([
      "/contact-us",
      "/about-us",
      "/blog/",
      "/",
      "/",
    ]);
  });
});

/** A quick look for a quote before a page's address, so that only those files are parsed (the data is big). */
const mayHoldAddress = new RegExp(
  `["'\`]/(?:${[...segments].map((segment) => segment.replace(/[.]/g, "\\.")).join("|")})(?=[/?#"'\`$])`,
);

describe("the internal links of app/", () => {
  it("are all built by paths.ts", () => {
    const found = appFiles()
      .filter((file) => file !== BUILT_HERE)
      .flatMap((file) => {
        const source = readFileSync(join(APP, file), "utf8");
        if (!mayHoldAddress.test(source)) return [];
        return handWrittenAddresses(file, source, segments).map((text) => `${file}: "${text}"`);
      });
    expect(found, "build these with app/paths.ts").toEqual([]);
  });
});
