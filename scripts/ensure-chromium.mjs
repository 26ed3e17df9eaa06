/**
 * Finds the Chromium the browser tests drive: $CHROME_PATH, then Debian's /usr/bin/chromium.
 * When neither exists and we run as root on a machine with apt-get, installs Debian's
 * `chromium` package; otherwise fails loudly with instructions. Browser tests never skip.
 */
import { pathToFileURL } from "node:url";

import { findOrInstall, firstExecutable } from "./apt-install.mjs";

/** Flags this machine's Chromium needs: no sandbox as root, no background network calls. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
];

const candidates = () => [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];

export function findChromium() {
  return firstExecutable(candidates());
}

export function ensureChromium() {
  const found = findOrInstall("chromium", findChromium);
  if (found) return found;
  throw new Error(
    [
      "The browser tests need Chromium and none was found.",
      "Install it with:  sudo apt-get install -y chromium   (Debian/Ubuntu)",
      "or point CHROME_PATH at a Chromium or Chrome executable, then run npm test again.",
    ].join("\n"),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(ensureChromium());
}
