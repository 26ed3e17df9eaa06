import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { ListedMessage } from "~/contact/message-database.mjs";

import { mailServer, type MailServer, type ReceivedMail } from "../support/mail-server";
import { freshPostgresDatabase } from "../support/postgres";
import {
  startServer,
  startServerWithOwnData,
  type RunningServer,
  type ServerWithData,
} from "./support/server";

const NOTIFY = ["orders@example.in", "owner@example.in"];
const mailEnv = (smtp: MailServer) => ({
  SMTP_URL: smtp.url,
  SMTP_FROM: "Vasanam Shop <shop@example.in>",
  CONTACT_NOTIFY_TO: NOTIFY.join(", "),
  CONTACT_RATE_LIMIT: "1000/600",
  CONTACT_HOURLY_LIMIT: "100000",
  // Short retries and claims, so an outage or a kill is over in seconds rather than minutes.
  MAIL_RETRY_FIRST: "0.2",
  MAIL_RETRY_MAX: "1",
  MAIL_CLAIM_TIMEOUT: "2",
});

interface Fields {
  name: string;
  email?: string;
  phone?: string;
  comment?: string;
}

function form({ name, email = "asha@example.in", phone = "+91 98765-43210", comment = "Namaste" }: Fields) {
  return new URLSearchParams({
    "contact[Name]": name,
    "contact[email]": email,
    "contact[Phone number]": phone,
    "contact[Comment]": comment,
  }).toString();
}

async function post(base: string, fields: Fields, client = "203.0.113.10"): Promise<number> {
  const response = await fetch(new URL("/contact", base), {
    method: "POST",
    body: form(fields),
    headers: { "content-type": "application/x-www-form-urlencoded", "x-forwarded-for": client },
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}

/** `npm run messages -- --format json` against the given store. */
function staffList(env: Record<string, string>): ListedMessage[] {
  const run = spawnSync(process.execPath, ["scripts/messages.mjs", "--format", "json"], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  expect(run.stderr).toBe("");
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as ListedMessage[];
}

const subjects = (mails: ReceivedMail[]) => mails.map((mail) => mail.parsed.subject ?? "");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("mail to the shop (own server and SMTP server)", () => {
  let smtp: MailServer;
  let running: ServerWithData;
  beforeAll(async () => {
    smtp = await mailServer();
    await smtp.start();
    running = await startServerWithOwnData(mailEnv(smtp), "vasanam-mail-");
  });
  afterAll(async () => {
    await running?.stop();
    await smtp?.stop();
  });

  it("says at start where messages are kept and where they are mailed", () => {
    expect(running.server.output()).toMatch(
      /contact messages: SQLite .*messages\.db, mailed to orders@example\.in, owner@example\.in through smtp:\/\/127\.0\.0\.1:\d+/,
    );
  });

  it("turns 50 accepted posts into 50 mails, each with the shopper's Reply-To, subject and fields", async () => {
    const shoppers = Array.from({ length: 50 }, (_, i) => ({
      name: `Ravi Menon ${i}`,
      email: `ravi.${i}@example.in`,
      phone: `+91 98765 ${String(10_000 + i)}`,
      comment: `Bulk enquiry ${i} for the temple:\n200 diyas before Diwali, ₹ and ✓.`,
    }));
    const statuses = await Promise.all(
      shoppers.map((s, i) => post(running.server.baseURL, s, `198.51.100.${i}`)),
    );
    expect(statuses).toEqual(Array(50).fill(303));

    const mails = await smtp.waitFor(50, 60_000);
    await sleep(500); // nothing more arrives
    expect(mails).toHaveLength(50);
    const stored = staffList({ DATA_DIR: running.dataDir });
    for (const shopper of shoppers) {
      const matching = mails.filter((mail) => mail.parsed.subject === `Contact form: ${shopper.name}`);
      expect(matching).toHaveLength(1);
      const mail = matching[0]!;
      const message = stored.find((m) => m.name === shopper.name)!;
      expect(mail.recipients.sort()).toEqual(NOTIFY);
      expect(mail.sender).toBe("shop@example.in");
      expect(mail.parsed.from?.value).toEqual([{ name: "Vasanam Shop", address: "shop@example.in" }]);
      expect(mail.parsed.replyTo?.value).toEqual([{ name: shopper.name, address: shopper.email }]);
      for (const part of [shopper.name, shopper.email, shopper.phone, shopper.comment]) {
        expect(mail.parsed.text).toContain(part);
      }
      expect(mail.parsed.text).toContain(`Message id:    ${message.id}`);
      expect(mail.parsed.text).toMatch(/Received: +\d{1,2} \w+ \d{4} at \d{1,2}:\d{2} [ap]m \(India time\)/);
      expect(mail.parsed.html).toBe(false);
      expect(mail.parsed.attachments).toEqual([]);
      // The staff script shows it sent, with the mail server's answer.
      expect(message.delivery?.state).toBe("sent");
      expect(message.delivery?.attempts.map((a) => a.outcome)).toEqual(["sent"]);
      expect(message.delivery?.attempts[0]?.answer).toMatch(/^250 /);
    }
  }, 90_000);

  it("lets nothing a shopper types add a header or a recipient", async () => {
    const before = smtp.received.length;
    const base = running.server.baseURL;
    // A name with a line break and an address with a comma are refused by the form: nothing is mailed.
    expect(await post(base, { name: "Ravi\r\nBcc: x@evil.example" }, "192.0.2.70")).toBe(400);
    expect(await post(base, { name: "Ravi", email: "ravi@example.in, x@evil.example" }, "192.0.2.71")).toBe(
      400,
    );
    expect(await post(base, { name: "Ravi", email: "Ravi <x@evil.example>" }, "192.0.2.72")).toBe(400);
    // What is accepted is mailed as text to the shop alone, whatever it holds.
    const comment =
      "Hi\r\n.\r\nRCPT TO:<x@evil.example>\r\nBcc: x@evil.example\r\nContent-Type: text/html\r\n\r\n<b>x</b>";
    expect(await post(base, { name: "Bcc: x@evil.example", comment }, "192.0.2.73")).toBe(303);
    const mails = await smtp.waitFor(before + 1, 30_000);
    await sleep(500);
    expect(mails).toHaveLength(before + 1);
    const mail = mails.at(-1)!;
    expect(mail.recipients.sort()).toEqual(NOTIFY);
    expect([...mail.parsed.headers.keys()]).not.toContain("bcc");
    const head = mail.raw.slice(0, mail.raw.indexOf("\r\n\r\n"));
    expect(head).not.toMatch(/^bcc:/im);
    expect(head).not.toMatch(/^content-type: text\/html/im);
    expect(mail.parsed.subject).toBe("Contact form: Bcc: x@evil.example");
    expect(mail.parsed.html).toBe(false);
    expect(mail.parsed.text).toContain("RCPT TO:<x@evil.example>");
    expect(mail.recipients).not.toContain("x@evil.example");
  }, 60_000);
});

describe("without SMTP_URL (own server)", () => {
  it("stores messages only, and says so when it starts", async () => {
    const running = await startServerWithOwnData({}, "vasanam-nomail-");
    try {
      expect(running.server.output()).toMatch(/SMTP_URL is not set, so they are stored only, not mailed/);
      expect(await post(running.server.baseURL, { name: "Stored only" })).toBe(303);
      const [message] = staffList({ DATA_DIR: running.dataDir });
      expect(message).toMatchObject({ name: "Stored only", delivery: null });
    } finally {
      await running.stop();
    }
  });
});

describe("the mail server is down (own server)", () => {
  let smtp: MailServer;
  let running: ServerWithData;
  beforeAll(async () => {
    smtp = await mailServer(); // not started: nothing listens on its port yet
    running = await startServerWithOwnData(mailEnv(smtp), "vasanam-outage-");
  });
  afterAll(async () => {
    await running?.stop();
    await smtp?.stop();
  });

  it("still answers posts 303; once it is back every message arrives, each once", async () => {
    const names = Array.from({ length: 20 }, (_, i) => `Outage ${i}`);
    for (const [i, name] of names.entries()) {
      expect(await post(running.server.baseURL, { name }, `192.0.2.${100 + i}`)).toBe(303);
    }
    await sleep(1_500);
    const waiting = staffList({ DATA_DIR: running.dataDir });
    expect(waiting.map((m) => m.delivery?.state)).toEqual(Array(20).fill("pending"));
    expect(waiting[0]!.delivery!.attempts[0]).toMatchObject({ outcome: "retry", answer: /ECONNREFUSED/ });
    expect(running.server.output()).toMatch(/mail for contact message \d+ not sent \(try 1\)/);

    await smtp.start();
    const mails = await smtp.waitFor(20, 120_000);
    await sleep(2_500); // longer than a claim: a mail sent twice would have arrived by now
    expect(mails).toHaveLength(20);
    expect(subjects(mails).sort()).toEqual(names.map((n) => `Contact form: ${n}`).sort());
    const listed = staffList({ DATA_DIR: running.dataDir });
    expect(listed.every((m) => m.delivery?.state === "sent")).toBe(true);
  }, 150_000);
});

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
      await sleep(2_500); // longer than a claim
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
    await sleep(2_500);
    expect(subjects(mails).sort()).toEqual(listed.map((m) => `Contact form: ${m.name}`).sort());
    // The two servers' senders shared the work or not, but no mail went twice.
    expect(mails).toHaveLength(6);
  });
});
