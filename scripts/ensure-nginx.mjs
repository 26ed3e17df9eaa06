/**
 * Finds the nginx the benchmark runs the reference front (deploy/nginx.conf) with: $NGINX_PATH,
 * then Debian's /usr/sbin/nginx. When neither exists and we run as root on a machine with apt-get,
 * installs Debian's `nginx` package (and stops the service its installation starts: the benchmark
 * runs its own instance on free ports); otherwise fails loudly with instructions.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";

import { findOrInstall, firstExecutable } from "./apt-install.mjs";

export function findNginx() {
  return firstExecutable([process.env.NGINX_PATH, "/usr/sbin/nginx", "/usr/bin/nginx"]);
}

export function ensureNginx() {
  const found = findOrInstall("nginx", findNginx, (installed) => {
    // Debian starts the packaged service on port 80 as it installs; nothing here wants it.
    if (existsSync("/run/nginx.pid")) execFileSync(installed, ["-s", "quit"], { stdio: "ignore" });
  });
  if (found) return found;
  throw new Error(
    [
      "The benchmark runs nginx in front of the shop and none was found.",
      "Install it with:  sudo apt-get install -y nginx   (Debian/Ubuntu)",
      "or point NGINX_PATH at an nginx executable, then run npm run bench again.",
    ].join("\n"),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(ensureNginx());
}
