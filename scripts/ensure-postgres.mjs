/**
 * Finds the PostgreSQL server programs the tests start a throwaway database with (initdb and
 * postgres): $POSTGRES_BIN, then the newest of Debian's /usr/lib/postgresql/<version>/bin. When none
 * exists and we run as root on a machine with apt-get, installs Debian's `postgresql` package;
 * otherwise fails loudly with instructions. Tests on PostgreSQL never skip.
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";

import { findOrInstall } from "./apt-install.mjs";

const DEBIAN_ROOT = "/usr/lib/postgresql";

/** A directory holding initdb and postgres, or undefined. */
export function findPostgresBin() {
  const candidates = [process.env.POSTGRES_BIN];
  if (existsSync(DEBIAN_ROOT)) {
    const versions = readdirSync(DEBIAN_ROOT)
      .filter((name) => /^\d+$/.test(name))
      .sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((version) => join(DEBIAN_ROOT, version, "bin")));
  }
  return candidates.find(
    (dir) => dir && existsSync(join(dir, "initdb")) && existsSync(join(dir, "postgres")),
  );
}

export function ensurePostgres() {
  const found = findOrInstall("postgresql", findPostgresBin);
  if (found) return found;
  throw new Error(
    [
      "The tests run the contact store on a throwaway PostgreSQL server and none was found.",
      "Install it with:  sudo apt-get install -y postgresql   (Debian/Ubuntu)",
      "or point POSTGRES_BIN at a directory holding initdb and postgres, then run the tests again.",
    ].join("\n"),
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(ensurePostgres());
}
