// @ts-check
/**
 * The production server's settings, read from the environment once at start. A value that cannot
 * be used stops the server with a message naming the variable, rather than running with a
 * surprise. docs/caching-and-security.md says why each default is what it is.
 */
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";

import addressparser from "nodemailer/lib/addressparser";

export class ConfigError extends Error {}

/**
 * `raw` as a whole number in [min, max], `fallback` when unset or blank.
 * @param {string} name
 * @param {string | undefined} raw
 * @param {{ min: number, max: number, fallback: number, meaning: string }} range
 * @returns {number}
 */
function wholeNumber(name, raw, { min, max, fallback, meaning }) {
  if (raw === undefined || raw.trim() === "") return fallback;
  const value = Number(raw);
  if (!/^\s*\d+\s*$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be ${meaning}, not "${raw}".`);
  }
  return value;
}

/**
 * `raw` seconds (decimals allowed) in milliseconds, `fallbackSeconds` when unset or blank.
 * @param {string} name
 * @param {string | undefined} raw
 * @param {number} fallbackSeconds
 * @returns {number}
 */
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
 * @param {string | undefined} raw
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
    contact: readContactConfig(env),
  };
}

/**
 * A URL as it may be printed: without its password.
 * @param {string} raw
 */
function withoutPassword(raw) {
  try {
    const url = new URL(raw);
    if (url.password) url.password = "PASSWORD";
    return url.href;
  } catch {
    return raw.replace(/:[^:@/]*@/, ":PASSWORD@");
  }
}

/**
 * Where contact messages live (docs/contact.md): PostgreSQL when DATABASE_URL is set, else the
 * SQLite file messages.db under DATA_DIR (default ./data). Also read by `npm run messages`.
 */
/** @param {Record<string, string | undefined>} [env] */
export function readStorageConfig(env = process.env) {
  const url = env.DATABASE_URL?.trim();
  if (url) {
    let parsed;
    try {
      parsed = new URL(url);
    } catch {
      parsed = undefined;
    }
    if (!parsed || !["postgres:", "postgresql:"].includes(parsed.protocol)) {
      throw new ConfigError(
        `DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database), not "${withoutPassword(url)}".`,
      );
    }
    return { engine: "postgres", url };
  }
  return { engine: "sqlite", path: resolve(join(env.DATA_DIR?.trim() || "./data", "messages.db")) };
}

/**
 * The mailboxes of an address list, each with a plain address; ConfigError when any is not.
 * @param {string} name
 * @param {string} raw
 * @param {{ single: boolean }} options
 * @returns {{ name: string, address: string }[]}
 */
function mailboxes(name, raw, { single }) {
  const parsed = addressparser(raw, { flatten: true });
  const plain = /^[^\s@,;:<>()[\]"\\]+@[^\s@,;:<>()[\]"\\]+\.[^\s@,;:<>()[\]"\\]+$/;
  if (
    parsed.length === 0 ||
    (single && parsed.length > 1) ||
    !parsed.every((box) => plain.test(box.address))
  ) {
    throw new ConfigError(
      single
        ? `${name} must be one address, such as "Vasanam <shop@example.in>", not "${raw}".`
        : `${name} must be one or more addresses separated by commas, such as "orders@example.in, owner@example.in", not "${raw}".`,
    );
  }
  return /** @type {{ name: string, address: string }[]} */ (parsed);
}

/**
 * Mail to the shop for each accepted message (docs/contact.md): null without SMTP_URL. With it,
 * SMTP_FROM and CONTACT_NOTIFY_TO are required. The MAIL_* timings have production defaults;
 * the tests shorten them.
 */
/** @param {Record<string, string | undefined>} [env] */
export function readMailConfig(env = process.env) {
  const smtpUrl = env.SMTP_URL?.trim();
  if (!smtpUrl) return null;
  let parsed;
  try {
    parsed = new URL(smtpUrl);
  } catch {
    parsed = undefined;
  }
  if (!parsed || !["smtp:", "smtps:"].includes(parsed.protocol) || !parsed.hostname) {
    throw new ConfigError(
      `SMTP_URL must be an smtp:// or smtps:// URL (smtp://user:password@mail.example.in:587), not "${withoutPassword(smtpUrl)}".`,
    );
  }
  if (!env.SMTP_FROM?.trim())
    throw new ConfigError("SMTP_URL is set, so SMTP_FROM (the shop's sender address) must be too.");
  if (!env.CONTACT_NOTIFY_TO?.trim()) {
    throw new ConfigError("SMTP_URL is set, so CONTACT_NOTIFY_TO (where messages are mailed) must be too.");
  }
  const from = env.SMTP_FROM.trim();
  const [sender] = mailboxes("SMTP_FROM", from, { single: true });
  const to = mailboxes("CONTACT_NOTIFY_TO", env.CONTACT_NOTIFY_TO.trim(), { single: false }).map(
    (box) => box.address,
  );
  const firstDelayMs = seconds("MAIL_RETRY_FIRST", env.MAIL_RETRY_FIRST, 30);
  const maxDelayMs = seconds("MAIL_RETRY_MAX", env.MAIL_RETRY_MAX, 3600);
  if (maxDelayMs < firstDelayMs)
    throw new ConfigError("MAIL_RETRY_MAX cannot be shorter than MAIL_RETRY_FIRST.");
  const claimMs = seconds("MAIL_CLAIM_TIMEOUT", env.MAIL_CLAIM_TIMEOUT, 120);
  return {
    smtpUrl,
    /** For the start-up log. */
    server: `${parsed.protocol}//${parsed.host}`,
    addresses: { from, fromAddress: /** @type {{ address: string }} */ (sender).address, to },
    // Growing delays, and mails are given up only after two days of trying.
    retry: { firstDelayMs, maxDelayMs, retryForMs: 48 * 3600_000 },
    claimMs,
    pollMs: Math.min(5_000, firstDelayMs, claimMs / 2),
  };
}

/** Where contact messages live and how the shop hears of them. */
/** @param {Record<string, string | undefined>} [env] */
export function readContactConfig(env = process.env) {
  return { storage: readStorageConfig(env), mail: readMailConfig(env) };
}
