/**
 * A throwaway self-signed certificate for the benchmark's HTTPS front (bench/nginx.mjs), made with
 * the openssl command (Debian's `openssl` package, installed like nginx when missing and running as
 * root). It names `host` and lives a day; the browser that uses it is told to accept it.
 */
import { execFileSync } from "node:child_process";
import { join } from "node:path";

import { findOrInstall, firstExecutable } from "../scripts/apt-install.mjs";

function ensureOpenssl() {
  const find = () =>
    firstExecutable([process.env.OPENSSL_PATH, "/usr/bin/openssl", "/usr/local/bin/openssl"]);
  const found = findOrInstall("openssl", find);
  if (found) return found;
  throw new Error(
    "The benchmark's HTTPS front needs the openssl command. Install it with:  sudo apt-get install -y openssl",
  );
}

/** Writes cert.pem and key.pem for `host` into `dir`; returns their paths. */
export function selfSignedCertificate(dir, host) {
  const cert = join(dir, "cert.pem");
  const key = join(dir, "key.pem");
  execFileSync(
    ensureOpenssl(),
    [
      ...["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1"],
      ...["-keyout", key, "-out", cert, "-subj", `/CN=${host}`, "-addext", `subjectAltName=DNS:${host}`],
    ],
    { stdio: "ignore" },
  );
  return { cert, key };
}
