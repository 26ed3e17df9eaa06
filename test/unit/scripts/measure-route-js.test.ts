import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { formatRouteJsTable, measureRouteJs } from "../../../scripts/measure-route-js.mjs";

/** The bench helper over a fake classic-compiler build: what counts as initial JS, and the library check. */

let root: string;

function fakeBuild(routeCode: string) {
  root = mkdtempSync(join(tmpdir(), "route-js-"));
  const build = join(root, "public/build");
  mkdirSync(join(build, "_shared"), { recursive: true });
  mkdirSync(join(build, "routes"), { recursive: true });
  const manifest = {
    entry: { module: "/build/entry.client-A.js", imports: ["/build/_shared/chunk-REACT.js"] },
    routes: {
      root: { id: "root", module: "/build/root-B.js", imports: ["/build/_shared/chunk-REACT.js"] },
      "routes/price-calculation": {
        id: "routes/price-calculation",
        module: "/build/routes/price-calculation-C.js",
        imports: ["/build/_shared/chunk-D.js"],
      },
    },
  };
  writeFileSync(join(build, "manifest-1234ABCD.js"), `window.__remixManifest=${JSON.stringify(manifest)};`);
  writeFileSync(join(build, "entry.client-A.js"), "import './_shared/chunk-REACT.js';");
  writeFileSync(join(build, "_shared/chunk-REACT.js"), "x".repeat(1000));
  writeFileSync(join(build, "root-B.js"), "export default 1;");
  writeFileSync(join(build, "routes/price-calculation-C.js"), routeCode);
  writeFileSync(join(build, "_shared/chunk-D.js"), "export const d = 1;");
  writeFileSync(join(build, "_shared/html2canvas-E.js"), "var html2canvas = 1; jsPDF");
}

afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

describe("measureRouteJs", () => {
  it("sums the inline bootstrap, entry, root and route files once each, raw and gzip", () => {
    fakeBuild(
      'const m = () => import("/build/_shared/html2canvas-E.js"); const j = import("/build/_shared/jspdf.es-F.js");',
    );
    const result = measureRouteJs({ root });
    expect(result.files.map((file) => [file.url, file.role])).toEqual([
      ["(inline bootstrap)", "bootstrap"],
      ["/build/entry.client-A.js", "entry"],
      ["/build/_shared/chunk-REACT.js", "entry import"],
      ["/build/root-B.js", "root"],
      ["/build/routes/price-calculation-C.js", "route"],
      ["/build/_shared/chunk-D.js", "route import"],
    ]);
    expect(result.total.bytes).toBe(result.files.reduce((sum, file) => sum + file.bytes, 0));
    expect(result.files[2]?.gzipBytes).toBeLessThan(100);
    // a lazy import() of a chunk named after a library is not the library
    expect(result.forbidden).toEqual([]);
    expect(formatRouteJsTable(result)).toContain("absent from the initial JavaScript");
  });

  it("finds jsPDF or html2canvas code in the initial files", () => {
    fakeBuild("class jsPDF {} function html2canvas() {}");
    const result = measureRouteJs({ root });
    expect(result.forbidden).toEqual([
      { url: "/build/routes/price-calculation-C.js", library: "jsPDF" },
      { url: "/build/routes/price-calculation-C.js", library: "html2canvas" },
    ]);
    expect(formatRouteJsTable(result)).toContain("FOUND in the initial JavaScript");
  });

  it("explains a missing build", () => {
    root = mkdtempSync(join(tmpdir(), "route-js-"));
    mkdirSync(join(root, "public/build"), { recursive: true });
    expect(() => measureRouteJs({ root })).toThrow(/run `npm run build` first/);
  });
});
