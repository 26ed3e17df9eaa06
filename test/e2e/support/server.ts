import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { startServerProcess } from "../../../scripts/server-process.mjs";

export type RunningServer = Awaited<ReturnType<typeof startServerProcess>>;

/**
 * Starts the production server (server.mjs, as `npm start` does) with its whole log kept.
 * Tests post as many clients through X-Forwarded-For, so the proxy is trusted unless `env` says
 * otherwise.
 */
export function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  return startServerProcess({ env: { TRUST_PROXY: "1", ...env } });
}

export interface ServerWithData {
  server: RunningServer;
  /** Its DATA_DIR, a fresh temporary directory. */
  dataDir: string;
  /** Stops the server and removes its directory. */
  stop(): Promise<void>;
}

/** A server with its own temporary DATA_DIR (named after `prefix`), so its database is its own. */
export async function startServerWithOwnData(
  env: Record<string, string> = {},
  prefix = "vasanam-e2e-",
): Promise<ServerWithData> {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    const server = await startServer({ DATA_DIR: dataDir, ...env });
    return {
      server,
      dataDir,
      async stop() {
        await server.stop();
        removeDir();
      },
    };
  } catch (error) {
    removeDir();
    throw error;
  }
}
