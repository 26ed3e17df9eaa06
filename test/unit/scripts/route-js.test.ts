import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import {
  catalogueMarkers,
  chunksHolding,
  pageRouteIds,
  ZOD_MARKERS,
} from "../../../scripts/measure-route-js.mjs";

/** The JavaScript bench's checks over a fake project: which routes are pages, and leaks found by content. */

let root: string;

function write(path: string, text: string) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

function fakeProject(chunks: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), "route-js-"));
  write(
    "app/catalog/data/products.ts",
    'export const products = [{ name: "Rose Agarbatti", description: `${"x"}Hand-rolled from temple flowers in Delhi` }];\n' +
      'export const shared = "A sentence the page copy repeats verbatim";\n',
  );
  write("app/content/copy.ts", 'export const copy = "A sentence the page copy repeats verbatim";\n');
  write("app/routes/shop.tsx", "export default function Shop() { return null; }\n");
  write("app/routes/contact-us.tsx", 'export { default, loader } from "./shop";\n');
  write("app/routes/robots[.]txt.tsx", "export function loader() { return new Response(''); }\n");
  const routes = Object.fromEntries(
    ["routes/shop", "routes/contact-us", "routes/robots[.]txt"].map((id) => [
      id,
      { id, module: `/build/${id}-A.js`, imports: [] },
    ]),
  );
  const manifest = {
    entry: { module: "/build/entry.client-A.js", imports: [] },
    routes: { root: { id: "root" }, ...routes },
  };
  write("public/build/manifest-1234ABCD.js", `window.__remixManifest=${JSON.stringify(manifest)};`);
  for (const [path, code] of Object.entries(chunks)) write(`public/build/${path}`, code);
}

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("the JavaScript bench", () => {
  it("measures pages, not resource routes", () => {
    fakeProject({});
    expect(pageRouteIds({ root }).sort()).toEqual(["routes/contact-us", "routes/shop"]);
  });

  it("takes as catalogue markers the long data strings no other source file has", async () => {
    fakeProject({});
    expect(await catalogueMarkers({ root })).toEqual(["Hand-rolled from temple flowers in Delhi"]);
  });

  it("finds Zod and catalogue data by content, in lazy chunks too, whatever the file names", async () => {
    fakeProject({
      "_shared/chunk-A.js": 'var e=class extends Error{name="ZodError"};',
      "_shared/lazy-B.js": 'var d="Hand-rolled from temple flowers in Delhi";',
      "routes/shop-A.js":
        'import "/build/_shared/zod-C.js"; const copy="A sentence the page copy repeats verbatim";',
    });
    const hits = chunksHolding({
      root,
      groups: [
        { name: "Zod", markers: ZOD_MARKERS },
        { name: "catalogue data", markers: await catalogueMarkers({ root }) },
      ],
    });
    expect(hits.map((hit) => [hit.url, hit.group]).sort()).toEqual([
      ["/build/_shared/chunk-A.js", "Zod"],
      ["/build/_shared/lazy-B.js", "catalogue data"],
    ]);
  });
});
