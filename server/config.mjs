/**
 * The production server's settings, read from the environment once at start. A value that cannot
 * be used stops the server with a message naming the variable, rather than running with a
 * surprise. docs/caching-and-security.md says why each default is what it is.
 */
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";

export class ConfigError extends Error {}

/** `raw` as a whole number in [min, max], `fallback` when unset or blank. */
function wholeNumber(name, raw, { min, max, fallback, meaning }) {
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!/^\s*\d+\s*$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be ${meaning}, not "${raw}".`);
  }
  return value;
}

/** `raw` seconds (decimals allowed) in milliseconds, `fallbackSeconds` when unset or blank. */
function seconds(name, raw, fallbackSeconds) {
  if (raw === undefined || raw.trim() === "") return fallbackSeconds * 1000;
  const value = Number(raw);
  if (!/^\s*\d+(\.\d+)?\s*$/.test(raw) || value <= 0 || value > 3600) {
    throw new ConfigError(`${name} must be a number of seconds above 0 and at most 3600, not "${raw}".`);
  }
  return Math.round(value * 1000);
}

/** The soft limit on open files of this process (Linux), or null where it cannot be read. */
function openFileLimit() {
  try {
    const line = readFileSync("/proc/self/limits", "utf8")
      .split("\n")
      .find((l) => l.startsWith("Max open files"));
    const soft = line?.split(/\s{2,}/)[1];
    return soft && /^\d+$/.test(soft) ? Number(soft) : null;
  } catch {
    return null;
  }
}

/**
 * Connections a worker keeps open at most: below its file-descriptor limit, with a tenth (at
 * least 64) left for the database, static files and the cluster's channels.
 */
function connectionCap(raw) {
  const fdLimit = openFileLimit();
  const ceiling = fdLimit === null ? 100_000 : fdLimit - Math.max(64, Math.floor(fdLimit / 10));
  if (ceiling < 16)
    throw new ConfigError(`The open-file limit (${fdLimit}) is too low to serve; raise ulimit -n.`);
  return wholeNumber("MAX_CONNECTIONS", raw, {
    min: 16,
    max: ceiling,
    fallback: Math.min(ceiling, 10_000),
    meaning: `a whole number from 16 to ${ceiling} (below this process's open-file limit${fdLimit ? ` of ${fdLimit}` : ""})`,
  });
}

/** @param {Record<string, string | undefined>} [env] */
export function readServerConfig(env = process.env) {
  const port = wholeNumber("PORT", env.PORT, {
    min: 0,
    max: 65535,
    fallback: 3000,
    meaning: "a whole number from 0 to 65535",
  });
  const headersTimeoutMs = seconds("HEADERS_TIMEOUT", env.HEADERS_TIMEOUT, 10);
  const requestTimeoutMs = seconds("REQUEST_TIMEOUT", env.REQUEST_TIMEOUT, 30);
  if (headersTimeoutMs > requestTimeoutMs) {
    throw new ConfigError(
      "HEADERS_TIMEOUT cannot be longer than REQUEST_TIMEOUT: the headers are part of the request.",
    );
  }
  return {
    port,
    host: env.HOST || undefined,
    workers: wholeNumber("WEB_CONCURRENCY", env.WEB_CONCURRENCY, {
      min: 1,
      max: 256,
      fallback: availableParallelism(),
      meaning: "the number of worker processes, a whole number from 1 to 256",
    }),
    trustProxyHops: wholeNumber("TRUST_PROXY", env.TRUST_PROXY, {
      min: 0,
      max: 10,
      fallback: 0,
      meaning: "the number of reverse proxies in front of the server (0, 1, 2, …)",
    }),
    headersTimeoutMs,
    requestTimeoutMs,
    keepAliveTimeoutMs: seconds("KEEP_ALIVE_TIMEOUT", env.KEEP_ALIVE_TIMEOUT, 5),
    maxConnections: connectionCap(env.MAX_CONNECTIONS),
  };
}
