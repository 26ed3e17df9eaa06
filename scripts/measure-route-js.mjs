#!/usr/bin/env node
/**
 * The JavaScript a browser loads for a route on first visit, from the classic Remix compiler's
 * manifest (public/build/manifest-*.js): the bootstrap module the page carries inline, the client
 * entry and its imports, the root route and its imports, and the route module and its imports. With
 * lazy route discovery (remix.config.js) a page never fetches the manifest file: its bootstrap inlines
 * the part of the manifest the page's routes need, and that is what is counted. Sizes raw and gzip-compressed
 * (each file on its own, as the server sends it), and a check that none of those files holds jsPDF,
 * html2canvas or the QR code library (the calculator loads them only when a document needs them).
 *
 * Also what bench/loaded-js.mjs needs for every page: the page routes of a build, and which browser
 * chunks (every .js under public/build, lazy ones included) hold code or data by its content: Zod,
 * or text that only the catalogue's data files contain.
 *
 *   node scripts/measure-route-js.mjs [routeId]       (default routes/price-calculation; needs a build)
 *   import { measureRouteJs, formatRouteJsTable } from "./measure-route-js.mjs"   (from npm run bench)
 */
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { gzipSync } from "node:zlib";

/**
 * Code that only exists inside the document libraries (the PDF, the picture, the UPI QR code), never
 * in a file name or import specifier.
 */
export const FORBIDDEN_LIBRARIES = [
  { library: "jsPDF", markers: ["jsPDF"] },
  { library: "html2canvas", markers: ["html2canvas"] },
  { library: "qrcode", markers: ["too big to be stored in a QR Code"] },
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

/** The build's route manifest (public/build/manifest-*.js), as the server knows it. */
export function buildManifest({ root = process.cwd() } = {}) {
  const buildDir = resolve(root, "public/build");
  return readManifest(buildDir, findManifestFile(buildDir));
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

/** The document libraries (FORBIDDEN_LIBRARIES) whose code a browser file holds, by name. */
export function documentLibrariesIn(code) {
  const text = withoutBuildPaths(code);
  return FORBIDDEN_LIBRARIES.filter(({ markers }) => markers.some((marker) => text.includes(marker))).map(
    ({ library }) => library,
  );
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
    [manifest.entry.module, "entry"],
    ...(manifest.entry.imports ?? []).map((url) => [url, "entry import"]),
    [rootRoute.module, "root"],
    ...(rootRoute.imports ?? []).map((url) => [url, "root import"]),
    [route.module, "route"],
    ...(route.imports ?? []).map((url) => [url, "route import"]),
  ];
  const seen = new Set();
  const bootstrap = Buffer.from(inlineBootstrap(manifest, routeId));
  const files = [
    {
      url: "(inline bootstrap)",
      role: "bootstrap",
      bytes: bootstrap.length,
      gzipBytes: gzipSync(bootstrap, { level: 9 }).length,
    },
  ];
  const forbidden = [];
  for (const [url, role] of wanted) {
    if (seen.has(url)) continue;
    seen.add(url);
    const path = join(buildDir, url.slice(publicPath.length));
    const buffer = readFileSync(path);
    files.push({ url, role, bytes: buffer.length, gzipBytes: gzipSync(buffer, { level: 9 }).length });
    for (const library of documentLibrariesIn(buffer.toString("utf8"))) forbidden.push({ url, library });
  }
  const total = files.reduce(
    (sum, file) => ({ bytes: sum.bytes + file.bytes, gzipBytes: sum.gzipBytes + file.gzipBytes }),
    { bytes: 0, gzipBytes: 0 },
  );
  return { routeId, files, total, forbidden };
}

/**
 * The inline module script Remix's <Scripts> writes into a page (in the form of @remix-run/react's
 * components.js): imports of the matched route modules, the partial manifest, the entry's import.
 * The partial manifest holds the matched routes and the routes matching each parent path of the
 * page's URL ("/" and, for /a/b, "/a"), as @remix-run/react's fog-of-war.js chooses them.
 */
export function inlineBootstrap(manifest, routeId) {
  const matched = [];
  for (let id = routeId; id; id = manifest.routes[id]?.parentId) matched.unshift(id);
  // A URL the route answers: each :param and the splat stand for one segment.
  const segments = matched
    .flatMap((id) => (manifest.routes[id].path ?? "").split("/"))
    .filter(Boolean)
    .map((segment) => (segment.startsWith(":") || segment === "*" ? "x" : segment));
  const parentPaths = segments.slice(0, -1).map((_, i) => segments.slice(0, i + 1));
  const partialIds = new Set(matched);
  for (const path of [[], ...parentPaths]) {
    for (let id = bestRouteFor(manifest, path); id; id = manifest.routes[id]?.parentId) partialIds.add(id);
  }
  const partial = {
    ...manifest,
    routes: Object.fromEntries([...partialIds].map((id) => [id, manifest.routes[id]])),
  };
  return `;
${matched.map((id, index) => `import * as route${index} from ${JSON.stringify(manifest.routes[id].module)};`).join("\n")}
window.__remixManifest = ${JSON.stringify(partial, null, 2)};
window.__remixRouteModules = {${matched.map((id, index) => `${JSON.stringify(id)}:route${index}`).join(",")}};

import(${JSON.stringify(manifest.entry.module)});`;
}

/**
 * The route a pathname (as segments) matches among the root's children, ranked as React Router
 * ranks these shapes: an all-static path (an index route's too) first, then one with :params, the
 * splat last.
 */
function bestRouteFor(manifest, segments) {
  const rank = (route) => {
    const pattern = (route.path ?? "").split("/").filter(Boolean);
    if (pattern.at(-1) === "*") return 1;
    if (pattern.length !== segments.length) return 0;
    if (!pattern.every((part, i) => part.startsWith(":") || part === segments[i])) return 0;
    return pattern.some((part) => part.startsWith(":")) ? 2 : 3;
  };
  const candidates = Object.values(manifest.routes).filter((route) => route.parentId === "root");
  const best = candidates
    .map((route) => ({ id: route.id, score: rank(route) }))
    .sort((a, b) => b.score - a.score)[0];
  return best && best.score > 0 ? best.id : undefined;
}

/** Strings only Zod's own code contains (its error class and core type names). */
export const ZOD_MARKERS = ["ZodError", "$ZodType", "invalid_type"];

/** Every page route of the build: a route whose source module has a default export (not a resource route). */
export function pageRouteIds({ root = process.cwd() } = {}) {
  const manifest = buildManifest({ root });
  return Object.keys(manifest.routes).filter((id) => {
    if (id === "root") return false;
    const source = ["tsx", "ts", "jsx", "js"]
      .map((ext) => resolve(root, "app", `${id}.${ext}`))
      .find((path) => existsSync(path));
    if (!source) return false;
    const text = readFileSync(source, "utf8");
    return /export\s+default\b|export\s*\{[^}]*\bdefault\b[^}]*\}/.test(text);
  });
}

/** The text of every string and template piece in a TypeScript file. */
async function stringLiterals(path) {
  const ts = (await import("typescript")).default;
  const source = ts.createSourceFile(path, readFileSync(path, "utf8"), ts.ScriptTarget.Latest, true);
  const out = [];
  const visit = (node) => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) out.push(node.text);
    else if (ts.isTemplateExpression(node)) {
      out.push(node.head.text, ...node.templateSpans.map((span) => span.literal.text));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return out;
}

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [path] : [];
  });
}

/**
 * Text that only the catalogue's data holds: the strings of app/catalog/data/ of `minLength` or more
 * plain ASCII characters (what a minifier leaves as it is) that no other file under app/ contains.
 * A bundle holding one of them holds the data.
 */
export async function catalogueMarkers({ root = process.cwd(), minLength = 24 } = {}) {
  const dataDir = resolve(root, "app/catalog/data");
  const others = sourceFiles(resolve(root, "app"))
    .filter((path) => relative(dataDir, path).startsWith(".."))
    .map((path) => readFileSync(path, "utf8"));
  const markers = new Set();
  for (const path of sourceFiles(dataDir)) {
    for (const text of await stringLiterals(path)) {
      if (text.length < minLength || !/^[\x20-\x7e]+$/.test(text) || /["'`\\]/.test(text)) continue;
      if (!others.some((other) => other.includes(text))) markers.add(text);
    }
  }
  return [...markers];
}

/** Every browser chunk (each .js under public/build) holding any marker of a group, by content. */
export function chunksHolding({ root = process.cwd(), groups }) {
  const buildDir = resolve(root, "public/build");
  const files = (function walk(dir) {
    return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return walk(path);
      return entry.name.endsWith(".js") ? [path] : [];
    });
  })(buildDir);
  const hits = [];
  for (const path of files) {
    const code = readFileSync(path, "utf8");
    for (const { name, markers } of groups) {
      const marker = markers.find((m) => code.includes(m));
      if (marker) hits.push({ url: `/build/${relative(buildDir, path)}`, group: name, marker });
    }
  }
  return hits;
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
      ? "jsPDF, html2canvas and qrcode: absent from the initial JavaScript (loaded when a document needs them)."
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
