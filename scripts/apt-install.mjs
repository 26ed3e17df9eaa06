/**
 * Installs a Debian package for the test and benchmark harness when a tool it needs is missing:
 * only as root on a machine with apt-get (a CI container, a fresh VM). Anywhere else the caller
 * stops with a message saying what to install.
 */
import { execFileSync } from "node:child_process";
import { accessSync, constants } from "node:fs";

/** The first of `paths` that is an executable file, or undefined. */
export function firstExecutable(paths) {
  return paths.find((path) => {
    if (!path) return false;
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

export function canAptInstall() {
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (!isRoot) return false;
  try {
    execFileSync("sh", ["-c", "command -v apt-get"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/**
 * What `find` finds; when it finds nothing and a package may be installed here, what it finds after
 * installing Debian's `pkg` (`afterInstall` then gets the path). Undefined when there is still none:
 * the caller says what to install.
 */
export function findOrInstall(pkg, find, afterInstall) {
  const found = find();
  if (found || !canAptInstall()) return found;
  aptInstall(pkg);
  const installed = find();
  if (installed) afterInstall?.(installed);
  return installed;
}

/** `apt-get update`, then `apt-get install -y --no-install-recommends <pkg>`, output shown. */
export function aptInstall(pkg) {
  console.log(`${pkg} not found: installing Debian's ${pkg} package (apt-get install -y ${pkg})…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update"], { stdio: "inherit", env });
  execFileSync("apt-get", ["install", "-y", "--no-install-recommends", pkg], { stdio: "inherit", env });
}
