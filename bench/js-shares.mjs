/**
 * Whose a browser file's bytes are: the framework's (React, React DOM, Remix and its router) or the
 * app's (its own modules and the libraries it chose). Read from the esbuild metafile the build
 * leaves beside the server build (`build/metafile.js.json`): for each output file, how many bytes of
 * it each input module makes. A file's gzip size is then shared out in the same proportion (gzip
 * packs the two alike closely enough for a budget).
 */
import { readFileSync } from "node:fs";

/** The framework: what any Remix app with React carries, whatever it shows. */
export const FRAMEWORK_PACKAGES = [
  "react",
  "react-dom",
  "scheduler",
  "@remix-run/react",
  "@remix-run/router",
  "@remix-run/server-runtime",
  "react-router",
  "react-router-dom",
  "turbo-stream",
];

const FRAMEWORK_INPUT = new RegExp(
  `(^|/)node_modules/(${FRAMEWORK_PACKAGES.map((name) => name.replace(/[/]/g, "\\/")).join("|")})/`,
);

/** Whether an input module of the metafile is the framework's. */
export function isFrameworkInput(path) {
  return FRAMEWORK_INPUT.test(path);
}

/**
 * The framework's fraction of each output file's bytes, by its URL path (`/build/…`); a file the
 * metafile does not know (none should be) counts as the app's.
 */
export function frameworkFractions(metafilePath = "build/metafile.js.json", publicDir = "public") {
  const { outputs } = JSON.parse(readFileSync(metafilePath, "utf8"));
  const fractions = new Map();
  for (const [file, output] of Object.entries(outputs)) {
    if (!file.endsWith(".js")) continue;
    let framework = 0;
    let total = 0;
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      total += bytesInOutput;
      if (isFrameworkInput(input)) framework += bytesInOutput;
    }
    const url = file.startsWith(`${publicDir}/`) ? file.slice(publicDir.length) : `/${file}`;
    fractions.set(url, total === 0 ? 0 : framework / total);
  }
  return fractions;
}
