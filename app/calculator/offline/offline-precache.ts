/**
 * What the calculator's service worker keeps for working offline (docs/calculator.md, "Offline"),
 * derived from the build rather than listed by hand: the files the build's manifest names for the
 * client entry, the root route and the calculator route, and every file those load in turn (lazily
 * loaded chunks such as jsPDF and the PDF code, stylesheets, fonts), found by following the `/build/`
 * addresses written in each script and stylesheet. The manifest file itself is kept but not followed,
 * since it names every route of the shop. Nor are jsPDF's own lazy imports (DOMPurify and canvg, for
 * its html() and SVG features, which the calculator never calls: a phone would download them for
 * nothing); html2canvas, which jsPDF imports too, is kept because the picture code imports it.
 */
import { CALCULATOR_PATH, ICON_SPRITE_PATH } from "~/paths";

/** The parts of Remix's assets manifest (window.__remixManifest) this reads. */
export interface BuildManifest {
  readonly url: string;
  readonly version: string;
  readonly entry: { readonly module: string; readonly imports?: readonly string[] };
  readonly routes: Readonly<
    Record<
      string,
      { readonly module: string; readonly imports?: readonly string[]; readonly css?: readonly string[] }
    >
  >;
}

export const CALCULATOR_ROUTE_ID = "routes/price-calculation";

/** A `/build/` address in quotes or in CSS `url(…)`. */
const BUILD_ADDRESS =
  /["'`(]((?:\/build\/)[^"'`()\s]+\.(?:js|css|ttf|otf|woff2?|svg|png|jpe?g|webp|gif))["'`)]/g;

/** A lazy `import("/build/…")`. */
const DYNAMIC_IMPORT = /import\(\s*["'`](\/build\/[^"'`]+)["'`]\s*\)/g;
/** jsPDF's chunk: its lazy imports are not followed. */
const JSPDF_CHUNK = /\/jspdf[^/]*\.js$/;

/** The `/build/` files a script or stylesheet refers to, in order of appearance, without repeats. */
export function buildAddressesIn(code: string): string[] {
  return [...new Set([...code.matchAll(BUILD_ADDRESS)].map((match) => match[1]!))];
}

/** The files a build file loads, as followed here (see above). */
function followed(url: string, code: string): string[] {
  const addresses = buildAddressesIn(code);
  if (!JSPDF_CHUNK.test(url)) return addresses;
  const lazy = new Set([...code.matchAll(DYNAMIC_IMPORT)].map((match) => match[1]!));
  return addresses.filter((address) => !lazy.has(address));
}

/**
 * @param readBuildFile the text of a file under /build/ (scripts and stylesheets), or null if missing
 * @returns the files, sorted, starting with the manifest; throws if the calculator route is not built
 */
export function calculatorBuildFiles(
  manifest: BuildManifest,
  readBuildFile: (url: string) => string | null,
): string[] {
  const root = manifest.routes.root;
  const route = manifest.routes[CALCULATOR_ROUTE_ID];
  if (!root || !route) throw new Error(`The build's manifest has no root or ${CALCULATOR_ROUTE_ID} route.`);
  const entries: readonly { module: string; imports?: readonly string[]; css?: readonly string[] }[] = [
    manifest.entry,
    root,
    route,
  ];
  const start = entries.flatMap((entry) => [entry.module, ...(entry.imports ?? []), ...(entry.css ?? [])]);
  const found = new Set<string>([manifest.url]);
  const queue = [...start];
  while (queue.length > 0) {
    const url = queue.shift()!;
    if (found.has(url)) continue;
    found.add(url);
    if (!/\.(js|css)$/.test(url)) continue;
    const code = readBuildFile(url);
    if (code === null) throw new Error(`${url} is named by the build but missing.`);
    queue.push(...followed(url, code));
  }
  return [manifest.url, ...[...found].filter((url) => url !== manifest.url).sort()];
}

/**
 * Everything the worker fetches on install: the page itself and its data (what a reload and a client
 * navigation ask for), the favicon every page links, the icon sprite the header draws from, and the
 * build's files.
 */
export function calculatorPrecacheList(
  manifest: BuildManifest,
  readBuildFile: (url: string) => string | null,
): string[] {
  return [
    CALCULATOR_PATH,
    `${CALCULATOR_PATH}.data`,
    "/favicon.svg",
    ICON_SPRITE_PATH,
    ...calculatorBuildFiles(manifest, readBuildFile),
  ];
}
