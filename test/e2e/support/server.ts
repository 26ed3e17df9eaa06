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
