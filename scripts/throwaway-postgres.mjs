/**
 * A throwaway PostgreSQL server for the tests: initialised in a temporary directory, started on a
 * free loopback port, stopped and removed afterwards. PostgreSQL refuses to run as root, so when the
 * tests run as root it runs as the `postgres` user Debian's package creates (or `nobody`).
 */
import { execFileSync, spawn } from "node:child_process";
import { chmodSync, chownSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import pg from "pg";

import { ensurePostgres } from "./ensure-postgres.mjs";
import { freePort } from "./server-process.mjs";

const START_TIMEOUT_MS = 30_000;

/** uid and gid to run as: ours, or an unprivileged user's when we are root. */
function unprivilegedUser() {
  if (typeof process.getuid !== "function" || process.getuid() !== 0) return {};
  for (const name of ["postgres", "nobody"]) {
    try {
      const uid = Number(execFileSync("id", ["-u", name], { encoding: "utf8" }).trim());
      const gid = Number(execFileSync("id", ["-g", name], { encoding: "utf8" }).trim());
      return { uid, gid };
    } catch {
      // no such user: try the next
    }
  }
  throw new Error("Running as root, and neither a postgres nor a nobody user exists to run PostgreSQL as.");
}

/**
 * @returns {Promise<{ url: string, createDatabase: (name: string) => Promise<string>, stop: () => Promise<void> }>}
 *   url: the server's `postgres` database, for the superuser `vasanam` (no password, loopback only);
 *   createDatabase: a fresh empty database, by its URL.
 */
export async function startThrowawayPostgres() {
  const bin = ensurePostgres();
  const user = unprivilegedUser();
  const dir = mkdtempSync(join(tmpdir(), "vasanam-postgres-"));
  const dataDir = join(dir, "data");
  if (user.uid !== undefined) chownSync(dir, user.uid, user.gid);
  chmodSync(dir, 0o700);
  const asUser = { ...user, cwd: dir };
  const remove = () => rmSync(dir, { recursive: true, force: true });

  try {
    execFileSync(
      join(bin, "initdb"),
      ["-D", dataDir, "-U", "vasanam", "--auth=trust", "-E", "UTF8", "--locale=C", "--no-sync"],
      { ...asUser, stdio: ["ignore", "ignore", "pipe"] },
    );
  } catch (error) {
    remove();
    throw error;
  }
  const port = await freePort();
  const server = spawn(
    join(bin, "postgres"),
    [
      "-D",
      dataDir,
      "-p",
      String(port),
      "-k",
      dir,
      "-c",
      "listen_addresses=127.0.0.1",
      "-c",
      "max_connections=200",
    ],
    { ...asUser, stdio: ["ignore", "ignore", "pipe"] },
  );
  let log = "";
  server.stderr.on("data", (chunk) => (log += chunk));
  const exited = new Promise((resolve) => server.once("exit", resolve));

  const stop = async () => {
    if (server.exitCode === null && server.signalCode === null) {
      server.kill("SIGINT"); // "fast" shutdown: disconnect the clients, then stop
      await exited;
    }
    remove();
  };

  const url = `postgres://vasanam@127.0.0.1:${port}/postgres`;
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    const client = new pg.Client({ connectionString: url });
    try {
      await client.connect();
      await client.end();
      break;
    } catch {
      await client.end().catch(() => {});
      if (server.exitCode !== null || Date.now() > deadline) {
        await stop();
        throw new Error(`PostgreSQL did not start:\n${log}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  return { url, createDatabase: (/** @type {string} */ name) => createDatabase(url, name), stop };
}

/**
 * Creates an empty database `name` on the server `adminUrl` names (its `postgres` database) and
 * returns the new database's URL.
 * @param {string} adminUrl
 * @param {string} name
 */
export async function createDatabase(adminUrl, name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${name}`);
  } finally {
    await client.end();
  }
  return adminUrl.replace(/\/postgres$/, `/${name}`);
}
