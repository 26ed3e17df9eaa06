/**
 * Runs the reference front, deploy/nginx.conf itself, for the benchmark: the same file with only
 * what must change to run it here rewritten (free loopback ports instead of 80/443, a temporary
 * directory for the cache, logs and pid, the app's port, and either no TLS or a throwaway
 * certificate), plus one server block that serves a static copy of a page for comparison. Each rewrite must match exactly once, so a change
 * to the reference that the benchmark no longer understands fails loudly instead of measuring
 * something else.
 */
import { spawn } from "node:child_process";
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { ensureNginx } from "../scripts/ensure-nginx.mjs";

import { selfSignedCertificate } from "./tls-certificate.mjs";

/** The host name the front answers to, as deploy/nginx.conf's site. */
export const FRONT_HOST = "shop.example";

function rewrite(text, pattern, replacement) {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace("g", "")}g`)) ?? [];
  if (matches.length !== 1) {
    throw new Error(`deploy/nginx.conf: expected one match of ${pattern}, found ${matches.length}`);
  }
  return text.replace(pattern, replacement);
}

/**
 * With `tls`, the site is served as the reference serves it, over HTTPS and HTTP/2, with a throwaway
 * certificate for FRONT_HOST; without, over plain HTTP/1.1 (what a load generator speaks).
 *
 * With `secondAppPort`, the upstream is deploy/nginx-two-hosts.conf's (two app hosts), its hosts
 * pointed at `appPort` and `secondAppPort` on loopback.
 *
 * @param {{ appPort: number, secondAppPort?: number,
 *   ports: { other: number, redirect: number, site: number, staticCopy: number },
 *   staticPage: string, tls?: boolean }} options
 * @returns {Promise<{ stop: () => Promise<void>, dir: string }>}
 */
export async function startNginx({ appPort, secondAppPort, ports, staticPage, tls = false }) {
  const nginx = ensureNginx();
  const dir = mkdtempSync(join(tmpdir(), "vasanam-nginx-"));
  for (const sub of ["cache", "static", "temp"]) mkdirSync(join(dir, sub));
  writeFileSync(join(dir, "static", "page.html"), staticPage);
  // nginx's workers may run as another user than the master: let them read and write here.
  for (const path of [dir, join(dir, "cache"), join(dir, "static"), join(dir, "temp")])
    chmodSync(path, 0o777);

  let conf = readFileSync("deploy/nginx.conf", "utf8");
  conf = rewrite(conf, /^pid .*;$/m, `pid ${dir}/nginx.pid;`);
  conf = rewrite(conf, /^error_log .*;$/m, `error_log ${dir}/error.log warn;`);
  conf = rewrite(conf, /access_log .*;/, `access_log ${dir}/access.log;`);
  conf = rewrite(conf, /proxy_cache_path \S+/, `proxy_cache_path ${dir}/cache`);
  if (secondAppPort === undefined) {
    conf = rewrite(conf, /server 127\.0\.0\.1:3000;/, `server 127.0.0.1:${appPort};`);
  } else {
    let upstream = readFileSync("deploy/nginx-two-hosts.conf", "utf8")
      .replace(/^#.*\n/gm, "")
      .trim();
    upstream = rewrite(upstream, /server 10\.0\.0\.11:3000/, `server 127.0.0.1:${appPort}`);
    upstream = rewrite(upstream, /server 10\.0\.0\.12:3000/, `server 127.0.0.1:${secondAppPort}`);
    conf = rewrite(conf, /upstream vasanam_app \{[^}]*\}/, upstream);
  }
  conf = rewrite(conf, /listen 80 default_server;/, `listen 127.0.0.1:${ports.other} default_server;`);
  conf = rewrite(conf, /listen 80;/, `listen 127.0.0.1:${ports.redirect};`);
  if (tls) {
    const { cert, key } = selfSignedCertificate(dir, FRONT_HOST);
    conf = rewrite(conf, /listen 443 ssl http2;/, `listen 127.0.0.1:${ports.site} ssl http2;`);
    conf = rewrite(conf, /ssl_certificate \S+;/, `ssl_certificate ${cert};`);
    conf = rewrite(conf, /ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`);
  } else {
    conf = rewrite(conf, /listen 443 ssl http2;/, `listen 127.0.0.1:${ports.site};`);
    conf = conf.replace(/^\s*ssl_.*;\n/gm, "");
  }
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((kind) => `    ${kind}_temp_path ${dir}/temp/${kind};`)
    .join("\n");
  conf = rewrite(conf, /^http \{$/m, `http {\n${temp}`);
  const staticServer = `
    # The benchmark's comparison: the same page as a file on disk.
    server {
        listen 127.0.0.1:${ports.staticCopy};
        server_name ${FRONT_HOST};
        root ${dir}/static;
        location / {
            default_type text/html;
            try_files /page.html =404;
        }
    }
}
`;
  conf = rewrite(conf, /\n\}\s*$/, staticServer);
  if (typeof process.getuid === "function" && process.getuid() === 0) conf = `user root;\n${conf}`;
  writeFileSync(join(dir, "nginx.conf"), conf);

  const child = spawn(
    nginx,
    ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log"), "-g", "daemon off;"],
    {
      stdio: ["ignore", "inherit", "inherit"],
    },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  // Ready once the site answers (the static copy is served by the same master).
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited: ${readFileSync(join(dir, "error.log"), "utf8")}`);
    try {
      await fetch(`http://127.0.0.1:${ports.staticCopy}/`, { headers: { host: FRONT_HOST } });
      break;
    } catch {
      if (Date.now() > deadline) throw new Error("nginx did not start in 10 s");
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    dir,
    async stop() {
      child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
