#!/usr/bin/env node
/**
 * The JavaScript a browser loads for a route on first visit, from the classic Remix compiler's
 * manifest (public/build/manifest-*.js): the manifest itself, the client entry and its imports, the
 * root route and its imports, and the route module and its imports. Sizes raw and gzip-compressed,
 * and a check that none of those files holds jsPDF or html2canvas (the calculator must load them only
 * on the Save PDF click).
 *
 *   node scripts/measure-route-js.mjs [routeId]       (default routes/price-calculation; needs a build)
 *   import { measureRouteJs, formatRouteJsTable } from "./measure-route-js.mjs"   (from npm run bench)
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

/** Code that only exists inside the PDF libraries, never in a file name or import specifier. */
export const FORBIDDEN_LIBRARIES = [
  { library: "jsPDF", markers: ["jsPDF"] },
  { library: "html2canvas", markers: ["html2canvas"] },
];

/** The newest manifest-*.js under public/build (a stale one may linger between builds). */
function findManifestFile(buildDir) {
  const manifests = readdirSync(buildDir)
    .filter((name) => /^manifest-[A-Za-z0-9]+\.js$/.test(name))
    .map((name) => ({ name, mtime: statSync(join(buildDir, name)).mtimeMs }))
    .sort((a, b) => b.mtime - a.mtime);
  if (manifests.length === 0)
    throw new Error(`No manifest-*.js in ${buildDir}: run \`npm run build\` first.`);
  return manifests[0].name;
}

function readManifest(buildDir, fileName) {
  const text = readFileSync(join(buildDir, fileName), "utf8");
  const json = text.replace(/^\s*window\.__remixManifest\s*=\s*/, "").replace(/;\s*$/, "");
  return JSON.parse(json);
}

/**
 * Strip import specifiers ("/build/_shared/html2canvas-AB12.js") so that a lazy `import()` of a chunk
 * named after a library does not count as containing the library.
 */
function withoutBuildPaths(code) {
  return code.replace(/(["'`])\/build\/[^"'`]*\1/g, '""');
}

/**
 * @param {{ root?: string, routeId?: string, publicPath?: string }} [options]
 * @returns {{ routeId: string, files: { url: string, role: string, bytes: number, gzipBytes: number }[],
 *   total: { bytes: number, gzipBytes: number }, forbidden: { url: string, library: string }[] }}
 */
export function measureRouteJs({
  root = process.cwd(),
  routeId = "routes/price-calculation",
  publicPath = "/build/",
} = {}) {
  const buildDir = resolve(root, "public/build");
  const manifestFile = findManifestFile(buildDir);
  const manifest = readManifest(buildDir, manifestFile);
  const route = manifest.routes?.[routeId];
  if (!route) throw new Error(`Route ${routeId} is not in ${manifestFile}.`);
  const rootRoute = manifest.routes.root;

  const wanted = [
    [`${publicPath}${manifestFile}`, "manifest"],
    [manifest.entry.module, "entry"],
    ...(manifest.entry.imports ?? []).map((url) => [url, "entry import"]),
    [rootRoute.module, "root"],
    ...(rootRoute.imports ?? []).map((url) => [url, "root import"]),
    [route.module, "route"],
    ...(route.imports ?? []).map((url) => [url, "route import"]),
  ];
  const seen = new Set();
  const files = [];
  const forbidden = [];
  for (const [url, role] of wanted) {
    if (seen.has(url)) continue;
    seen.add(url);
    const path = join(buildDir, url.slice(publicPath.length));
    const buffer = readFileSync(path);
    files.push({ url, role, bytes: buffer.length, gzipBytes: gzipSync(buffer, { level: 9 }).length });
    const code = withoutBuildPaths(buffer.toString("utf8"));
    for (const { library, markers } of FORBIDDEN_LIBRARIES) {
      if (markers.some((marker) => code.includes(marker))) forbidden.push({ url, library });
    }
  }
  const total = files.reduce(
    (sum, file) => ({ bytes: sum.bytes + file.bytes, gzipBytes: sum.gzipBytes + file.gzipBytes }),
    { bytes: 0, gzipBytes: 0 },
  );
  return { routeId, files, total, forbidden };
}

function kb(bytes) {
  return `${(bytes / 1024).toFixed(1)} kB`;
}

export function formatRouteJsTable(result) {
  const rows = [
    ["file", "role", "raw", "gzip"],
    ...result.files.map((file) => [file.url, file.role, kb(file.bytes), kb(file.gzipBytes)]),
    ["total", `${result.files.length} files`, kb(result.total.bytes), kb(result.total.gzipBytes)],
  ];
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) => (column >= 2 ? cell.padStart(widths[column]) : cell.padEnd(widths[column])))
      .join("  ");
  const verdict =
    result.forbidden.length === 0
      ? "jsPDF and html2canvas: absent from the initial JavaScript (loaded on the Save PDF click)."
      : `FOUND in the initial JavaScript: ${result.forbidden.map((hit) => `${hit.library} in ${hit.url}`).join(", ")}`;
  return [`Initial JavaScript of ${result.routeId}`, line(rows[0]), ...rows.slice(1).map(line), verdict].join(
    "\n",
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const result = measureRouteJs({ routeId: process.argv[2] });
  console.log(formatRouteJsTable(result));
  if (result.forbidden.length > 0) process.exitCode = 1;
}
