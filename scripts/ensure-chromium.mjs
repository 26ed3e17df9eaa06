/**
 * Finds the Chromium the browser tests drive: $CHROME_PATH, then Debian's /usr/bin/chromium.
 * When neither exists and we run as root on a machine with apt-get, installs Debian's
 * `chromium` package; otherwise fails loudly with instructions. Browser tests never skip.
 */
import { execFileSync } from "node:child_process";
import { accessSync, constants } from "node:fs";
import { pathToFileURL } from "node:url";

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

function executable(path) {
  if (!path) return false;
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function findChromium() {
  return candidates().find(executable);
}

function hasAptGet() {
  try {
    execFileSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

export function ensureChromium() {
  const found = findChromium();
  if (found) return found;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && hasAptGet()) {
    console.log("Chromium not found: installing Debian's chromium package (apt-get install -y chromium)…");
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
    execFileSync("apt-get", ["update"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "--no-install-recommends", "chromium"], {
      stdio: "inherit",
      env,
    });
    const installed = findChromium();
    if (installed) return installed;
  }
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
