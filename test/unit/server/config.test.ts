import { describe, expect, it } from "vitest";

import { join } from "node:path";

import { ConfigError, readContactConfig, readServerConfig } from "../../../server/config.mjs";
import { strictTransportSecurity } from "~/security-headers.server";

describe("readServerConfig", () => {
  it("has the documented defaults", () => {
    const config = readServerConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: undefined,
      trustProxyHops: 0,
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
    });
    expect(config.workers).toBeGreaterThanOrEqual(1);
    expect(config.maxConnections).toBeGreaterThanOrEqual(16);
    expect(config.maxConnections).toBeLessThanOrEqual(10_000);
  });

  it("reads each setting, decimals allowed for seconds", () => {
    const config = readServerConfig({
      PORT: "8080",
      HOST: "127.0.0.1",
      WEB_CONCURRENCY: "3",
      TRUST_PROXY: "2",
      HEADERS_TIMEOUT: "1.5",
      REQUEST_TIMEOUT: "2",
      KEEP_ALIVE_TIMEOUT: "0.5",
      MAX_CONNECTIONS: "100",
    });
    expect(config).toEqual({
      port: 8080,
      host: "127.0.0.1",
      workers: 3,
      trustProxyHops: 2,
      headersTimeoutMs: 1_500,
      requestTimeoutMs: 2_000,
      keepAliveTimeoutMs: 500,
      maxConnections: 100,
      contact: {
        storage: { engine: "sqlite", path: join(process.cwd(), "data", "messages.db") },
        mail: null,
      },
    });
  });

  it.each([
    [{ PORT: "80.5" }, /PORT must be a whole number/],
    [{ TRUST_PROXY: "yes" }, /TRUST_PROXY must be the number of reverse proxies/],
    [{ WEB_CONCURRENCY: "0" }, /WEB_CONCURRENCY must be/],
    [{ HEADERS_TIMEOUT: "0" }, /HEADERS_TIMEOUT must be a number of seconds/],
    [{ HEADERS_TIMEOUT: "31" }, /HEADERS_TIMEOUT cannot be longer than REQUEST_TIMEOUT/],
    [{ MAX_CONNECTIONS: "10" }, /MAX_CONNECTIONS must be a whole number from 16/],
    [{ MAX_CONNECTIONS: "999999999" }, /below this process's open-file limit/],
  ])("refuses %j with a message naming the variable", (env, message) => {
    expect(() => readServerConfig(env)).toThrow(ConfigError);
    expect(() => readServerConfig(env)).toThrow(message);
  });
});

describe("readContactConfig", () => {
  const mail = {
    SMTP_URL: "smtps://shop:secret@mail.example.in:465",
    SMTP_FROM: "Vasanam <shop@example.in>",
    CONTACT_NOTIFY_TO: "orders@example.in, Owner <owner@example.in>",
  };

  it("stores messages in SQLite under DATA_DIR and mails nothing by default", () => {
    expect(readContactConfig({ DATA_DIR: "/srv/vasanam" })).toEqual({
      storage: { engine: "sqlite", path: "/srv/vasanam/messages.db" },
      mail: null,
    });
  });

  it("stores messages in PostgreSQL with DATABASE_URL", () => {
    const url = "postgres://shop:pw@db.internal:5432/vasanam";
    expect(readContactConfig({ DATABASE_URL: url }).storage).toEqual({ engine: "postgres", url });
    expect(readContactConfig({ DATABASE_URL: "postgresql:///vasanam" }).storage.engine).toBe("postgres");
  });

  it("mails through SMTP_URL from SMTP_FROM to each CONTACT_NOTIFY_TO, retrying for two days", () => {
    expect(readContactConfig(mail).mail).toEqual({
      smtpUrl: mail.SMTP_URL,
      server: "smtps://mail.example.in:465",
      addresses: {
        from: "Vasanam <shop@example.in>",
        fromAddress: "shop@example.in",
        to: ["orders@example.in", "owner@example.in"],
      },
      retry: { firstDelayMs: 30_000, maxDelayMs: 3_600_000, retryForMs: 48 * 3_600_000 },
      claimMs: 120_000,
      pollMs: 5_000,
    });
    const quick = readContactConfig({
      ...mail,
      MAIL_RETRY_FIRST: "0.2",
      MAIL_RETRY_MAX: "1",
      MAIL_CLAIM_TIMEOUT: "3",
    });
    expect(quick.mail).toMatchObject({
      retry: { firstDelayMs: 200, maxDelayMs: 1_000 },
      claimMs: 3_000,
      pollMs: 200,
    });
  });

  it.each([
    [{ DATABASE_URL: "mysql://shop:hunter2@db/vasanam" }, /DATABASE_URL must be a PostgreSQL URL/],
    [{ DATABASE_URL: "not a url" }, /DATABASE_URL must be a PostgreSQL URL/],
    [{ ...mail, SMTP_URL: "http://mail.example.in" }, /SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/],
    [{ ...mail, SMTP_URL: "smtp://" }, /SMTP_URL must be/],
    [{ ...mail, SMTP_FROM: "" }, /SMTP_FROM .* must be too/],
    [{ ...mail, CONTACT_NOTIFY_TO: " " }, /CONTACT_NOTIFY_TO .* must be too/],
    [{ ...mail, SMTP_FROM: "a@example.in, b@example.in" }, /SMTP_FROM must be one address/],
    [{ ...mail, SMTP_FROM: "shop" }, /SMTP_FROM must be one address/],
    [
      { ...mail, CONTACT_NOTIFY_TO: "orders@example.in, nobody" },
      /CONTACT_NOTIFY_TO must be one or more addresses/,
    ],
    [{ ...mail, MAIL_RETRY_FIRST: "0" }, /MAIL_RETRY_FIRST must be a number of seconds/],
    [{ ...mail, MAIL_RETRY_FIRST: "60", MAIL_RETRY_MAX: "30" }, /MAIL_RETRY_MAX cannot be shorter/],
  ])("refuses %j with a message naming the variable", (env, message) => {
    expect(() => readContactConfig(env)).toThrow(ConfigError);
    expect(() => readContactConfig(env)).toThrow(message);
  });

  it("never prints a password it refuses", () => {
    expect(() => readContactConfig({ DATABASE_URL: "mysql://shop:hunter2@db/vasanam" })).toThrow(
      /^(?!.*hunter2)/,
    );
    expect(() => readContactConfig({ ...mail, SMTP_URL: "ftp://shop:hunter2@mail.example.in" })).toThrow(
      /^(?!.*hunter2)/,
    );
  });
});

describe("strictTransportSecurity (HSTS_MAX_AGE)", () => {
  it("is max-age for a whole number of seconds, and off otherwise", () => {
    expect(strictTransportSecurity("31536000")).toBe("max-age=31536000");
    for (const raw of [undefined, "", "0", "-1", "1y", "1.5"])
      expect(strictTransportSecurity(raw)).toBeNull();
  });
});
