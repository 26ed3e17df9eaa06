/**
 * Starts the production server (server.mjs, as `npm start` runs it) on a free loopback port and
 * resolves once it answers. Shared by the browser tests (test/e2e/support/server.ts) and the
 * HTTP benchmark (bench/http.mjs). Needs a production build (`remix build`) first.
 */
import { spawn } from "node:child_process";
import { createServer } from "node:net";

const START_TIMEOUT_MS = 30_000;

/** A free TCP port on loopback. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

/**
 * @param {{ env?: Record<string, string>, keepLog?: boolean }} [options]
 *   env: added to the server's environment; one worker process unless it sets WEB_CONCURRENCY
 *   (tests start many servers on a small machine). keepLog: keep the access log (stdout) for `output()`;
 *   when false it is read and dropped, as a service manager's journal would, so a benchmark pays
 *   the logging's real cost without holding every line in memory. stderr is always kept.
 * @returns {Promise<{
 *   baseURL: string,
 *   process: import("node:child_process").ChildProcess,
 *   output: () => string,
 *   stop: (signal?: NodeJS.Signals) => Promise<void>,
 * }>}
 */
export async function startServerProcess({ env = {}, keepLog = true } = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ["server.mjs"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      WEB_CONCURRENCY: "1",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  if (keepLog) child.stdout.on("data", (chunk) => (output += chunk));
  else child.stdout.resume();
  child.stderr.on("data", (chunk) => (output += chunk));
  const baseURL = `http://127.0.0.1:${port}`;

  const stop = async (signal = "SIGTERM") => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    await new Promise((resolve) => {
      child.once("exit", () => resolve(undefined));
      child.kill(signal);
    });
  };

  // With several workers the first can answer before the others listen; the primary says when
  // all of them are up (in the kept log), and a test of the cluster means nothing before then.
  const workers = Number(env.WEB_CONCURRENCY ?? 1);
  const allWorkersUp = () => !keepLog || workers <= 1 || output.includes(`(${workers} workers)`);
  const answers = async () => {
    try {
      const response = await fetch(`${baseURL}/robots.txt`, { redirect: "manual" });
      await response.arrayBuffer();
      return true;
    } catch {
      return false;
    }
  };

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (!((await answers()) && allWorkersUp())) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${output}`);
    if (Date.now() > deadline) {
      await stop(); // do not leave it running, holding its port
      throw new Error(`the server did not start in ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return { baseURL, process: child, output: () => output, stop };
}
