/**
 * Finds the tools the calculator's document tests read files with: `pdftoppm` (Debian's poppler-utils)
 * renders a saved PDF's page to an image, and `zbarimg` (zbar-tools) decodes the UPI QR code on it.
 * When one is missing and we run as root on a machine with apt-get, installs its package; otherwise
 * fails loudly with instructions. The tests never skip.
 */
import { pathToFileURL } from "node:url";

import { findOrInstall, firstExecutable } from "./apt-install.mjs";

const TOOLS = [
  { command: "pdftoppm", pkg: "poppler-utils" },
  { command: "zbarimg", pkg: "zbar-tools" },
];

const find = (command) => () => firstExecutable([`/usr/bin/${command}`, `/usr/local/bin/${command}`]);

/** The path of each tool: `{ pdftoppm, zbarimg }`. Throws with how to install what is missing. */
export function findDocumentTools() {
  return Object.fromEntries(TOOLS.map(({ command }) => [command, find(command)()]));
}

export function ensureDocumentTools() {
  const missing = [];
  const found = {};
  for (const { command, pkg } of TOOLS) {
    found[command] = findOrInstall(pkg, find(command));
    if (!found[command]) missing.push({ command, pkg });
  }
  if (missing.length === 0) return found;
  throw new Error(
    [
      `The calculator's document tests need ${missing.map((tool) => tool.command).join(" and ")}, not found.`,
      `Install with:  sudo apt-get install -y ${missing.map((tool) => tool.pkg).join(" ")}   (Debian/Ubuntu)`,
      "then run npm test again.",
    ].join("\n"),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(ensureDocumentTools());
}
