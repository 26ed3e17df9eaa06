import { describe, expect, it } from "vitest";

import { calculatorPrecacheList, type BuildManifest } from "~/calculator/offline/offline-precache";

/**
 * The service worker's list is the build's own: the files the manifest names for the entry, the root
 * and the calculator route, and what they load in turn, lazily loaded chunks and fonts included.
 */

const manifest: BuildManifest = {
  url: "/build/manifest-ABC.js",
  version: "abc",
  entry: { module: "/build/entry.client-1.js", imports: ["/build/_shared/react-2.js"] },
  routes: {
    root: { module: "/build/root-3.js", imports: ["/build/_shared/shell-4.js"] },
    "routes/price-calculation": {
      module: "/build/routes/price-calculation-5.js",
      imports: ["/build/_shared/money-6.js"],
    },
    "routes/_index": { module: "/build/routes/_index-7.js", imports: ["/build/_shared/slider-8.js"] },
  },
};

const files: Record<string, string> = {
  "/build/entry.client-1.js": 'import"/build/_shared/react-2.js";',
  "/build/_shared/react-2.js": "export const React = {};",
  "/build/root-3.js": 'import "/build/_shared/shell-4.js"; const css = "/build/_assets/app-9.css";',
  "/build/_shared/shell-4.js": "export {};",
  "/build/_assets/app-9.css": 'body { background: url("/build/_assets/paper-10.png") }',
  "/build/routes/price-calculation-5.js":
    'import{a}from"/build/_shared/money-6.js";const css="/build/_assets/calculator-11.css";' +
    'const pdf=()=>import("/build/_shared/pdf-document.client-12.js");',
  "/build/_shared/money-6.js": "export const a = 1;",
  "/build/_assets/calculator-11.css": ".calc{}",
  "/build/_shared/pdf-document.client-12.js":
    'import"/build/_shared/money-6.js";const font="/build/_assets/Roboto-13.ttf";' +
    'const jspdf=()=>import("/build/_shared/jspdf.es.min-14.js");',
  "/build/_shared/jspdf.es.min-14.js":
    'import{x}from"/build/_shared/chunk-15.js";const h=()=>import("/build/_shared/html2canvas-16.js");' +
    'const p=()=>import("/build/_shared/purify.es-17.js");',
  "/build/_shared/chunk-15.js": "export const x = 1;",
};

const read = (url: string) => files[url] ?? null;

describe("the calculator's offline list", () => {
  const list = calculatorPrecacheList(manifest, read);

  it("starts with the page, its data, the favicon, the icon sprite and the manifest", () => {
    expect(list.slice(0, 5)).toEqual([
      "/price-calculation",
      "/price-calculation.data",
      "/favicon.svg",
      "/icons.svg",
      "/build/manifest-ABC.js",
    ]);
  });

  it("holds the entry, the root, the route, their chunks and styles, and what those load lazily", () => {
    expect(list).toEqual(
      expect.arrayContaining([
        "/build/entry.client-1.js",
        "/build/_shared/react-2.js",
        "/build/root-3.js",
        "/build/_shared/shell-4.js",
        "/build/_assets/app-9.css",
        "/build/_assets/paper-10.png",
        "/build/routes/price-calculation-5.js",
        "/build/_shared/money-6.js",
        "/build/_assets/calculator-11.css",
        "/build/_shared/pdf-document.client-12.js",
        "/build/_assets/Roboto-13.ttf",
        "/build/_shared/jspdf.es.min-14.js",
        "/build/_shared/chunk-15.js",
      ]),
    );
    expect(new Set(list).size).toBe(list.length);
  });

  it("leaves out the shop's other routes and jsPDF's own lazy imports, which the calculator never uses", () => {
    expect(list).not.toContain("/build/routes/_index-7.js");
    expect(list).not.toContain("/build/_shared/slider-8.js");
    expect(list).not.toContain("/build/_shared/html2canvas-16.js");
    expect(list).not.toContain("/build/_shared/purify.es-17.js");
  });

  it("refuses a build that lacks a file it names, or the calculator route", () => {
    expect(() =>
      calculatorPrecacheList(manifest, (url) => (url.includes("money") ? null : read(url))),
    ).toThrow("/build/_shared/money-6.js is named by the build but missing.");
    const { "routes/price-calculation": _route, ...routes } = manifest.routes;
    expect(() => calculatorPrecacheList({ ...manifest, routes }, read)).toThrow("routes/price-calculation");
  });
});
