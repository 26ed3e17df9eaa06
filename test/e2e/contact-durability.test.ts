import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startThrowawayPostgres } from "../../scripts/throwaway-postgres.mjs";
import { mailServer, type MailServer } from "../support/mail-server";
import { freshPostgresDatabase } from "../support/postgres";
import {
  LONGER_THAN_A_CLAIM_MS,
  form,
  mailEnv,
  post,
  sleep,
  staffList,
  subjects,
} from "./support/contact-mail";
import { startServer, type RunningServer } from "./support/server";

// What is acknowledged is kept and mailed whatever happens to the server or its database, and
// servers sharing one PostgreSQL act as one shop.

/**
 * Posts from many clients at once until `count` have been acknowledged, then kills the server with
 * SIGKILL while the posts and the sender are still busy. Returns the acknowledged names.
 */
async function burstThenKill(server: RunningServer, round: number, count: number): Promise<string[]> {
  const acknowledged: string[] = [];
  let sent = 0;
  const worker = async (lane: number) => {
    while (acknowledged.length < count) {
      const name = `Burst ${round}-${lane}-${sent++}`;
      try {
        if ((await post(server.baseURL, { name }, `10.${round}.${lane}.${sent % 250}`)) === 303) {
          acknowledged.push(name);
        }
      } catch {
        return; // the server is gone
      }
    }
  };
  const lanes = Array.from({ length: 6 }, (_, lane) => worker(lane));
  while (acknowledged.length < count) await sleep(5);
  await server.stop("SIGKILL");
  await Promise.all(lanes);
  expect(server.process.signalCode).toBe("SIGKILL");
  return acknowledged;
}

describe.each([
  ["SQLite", async () => ({ DATA_DIR: mkdtempSync(join(tmpdir(), "vasanam-kill-")) })],
  ["PostgreSQL", async () => ({ DATABASE_URL: await freshPostgresDatabase() })],
])("SIGKILL during a burst of posts, on %s", (_engine, storage) => {
  let smtp: MailServer;
  let store: Record<string, string>;
  beforeAll(async () => {
    // A mail server that takes its time, so kills land while mails are being sent.
    smtp = await mailServer({ delayMs: 20 });
    await smtp.start();
    store = await storage();
  });
  afterAll(async () => {
    await smtp?.stop();
    if (store?.DATA_DIR) rmSync(store.DATA_DIR, { recursive: true, force: true });
  });

  it("stores and mails every acknowledged message after a restart, with at most one duplicate per kill", async () => {
    const env = { ...mailEnv(smtp), ...store };
    const acknowledged: string[] = [];
    const KILLS = 2;
    for (let round = 0; round < KILLS; round++) {
      const server = await startServer(env);
      acknowledged.push(...(await burstThenKill(server, round, 40)));
    }
    const restarted = await startServer(env);
    try {
      const deadline = Date.now() + 60_000;
      const arrived = () => new Set(subjects(smtp.received));
      while (!acknowledged.every((name) => arrived().has(`Contact form: ${name}`)) && Date.now() < deadline) {
        await sleep(200);
      }
      await sleep(LONGER_THAN_A_CLAIM_MS);
      const stored = staffList(env).map((m) => m.name);
      for (const name of acknowledged) expect(stored).toContain(name);
      const mailed = subjects(smtp.received);
      for (const name of acknowledged) expect(mailed).toContain(`Contact form: ${name}`);
      // Every stored message is mailed (also those stored in the instant before a kill), and a
      // message is mailed twice only if a kill fell between the mail server's answer and its record.

      expect(new Set(mailed).size).toBe(stored.length);
      expect(mailed.length - new Set(mailed).size).toBeLessThanOrEqual(KILLS);
    } finally {
      await restarted.stop();
    }
  }, 180_000);
});

describe("PostgreSQL goes away under a running server", () => {
  it("answers posts 503 with the message kept, and stays up", async () => {
    const postgres = await startThrowawayPostgres();
    let server: RunningServer | undefined;
    try {
      server = await startServer({ DATABASE_URL: postgres.url });
      expect(await post(server.baseURL, { name: "Before" })).toBe(303);
      await postgres.stop();
      const response = await fetch(new URL("/contact", server.baseURL), {
        method: "POST",
        body: form({ name: "Kept in the form" }),
        headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": "192.0.2.200" },
        redirect: "manual",
      });
      expect(response.status).toBe(503);
      expect(response.headers.get("retry-after")).toBe("60");
      const page = await response.text();
      expect(page).toContain("We could not save your message just now");
      expect(page).toContain('value="Kept in the form"');
      expect((await fetch(new URL("/robots.txt", server.baseURL))).status).toBe(200);
      expect(server.output()).toMatch(/the message store failed/);
    } finally {
      await server?.stop();
      await postgres.stop();
    }
  });
});

describe("two servers on one PostgreSQL", () => {
  let smtp: MailServer;
  let servers: RunningServer[] = [];
  let env: Record<string, string>;
  beforeAll(async () => {
    smtp = await mailServer();
    await smtp.start();
    env = { ...mailEnv(smtp), DATABASE_URL: await freshPostgresDatabase(), CONTACT_RATE_LIMIT: "5/600" };
    servers = await Promise.all([startServer(env), startServer(env)]);
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await smtp?.stop();
  });

  it("share one allowance: one client's sixth accepted post across the two answers 429", async () => {
    const statuses = [];
    for (let i = 0; i < 7; i++) {
      statuses.push(await post(servers[i % 2]!.baseURL, { name: `Both ${i}` }, "203.0.113.99"));
    }
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429, 429]);
    // Another client still gets through, on either.
    expect(await post(servers[1]!.baseURL, { name: "Other client" }, "203.0.113.100")).toBe(303);
  });

  it("share one inbox: npm run messages lists the messages of both, and each is mailed once", async () => {
    const listed = staffList({ DATABASE_URL: env.DATABASE_URL! });
    expect(listed.map((m) => m.name)).toEqual([
      "Both 0",
      "Both 1",
      "Both 2",
      "Both 3",
      "Both 4",
      "Other client",
    ]);
    const mails = await smtp.waitFor(6, 30_000);
    await sleep(LONGER_THAN_A_CLAIM_MS);
    expect(subjects(mails).sort()).toEqual(listed.map((m) => `Contact form: ${m.name}`).sort());
    // The two servers' senders shared the work or not, but no mail went twice.
    expect(mails).toHaveLength(6);
  });
});
