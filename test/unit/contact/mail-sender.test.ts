import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { startMailSender, type MailSender, type MailTransport } from "~/contact/mail-sender.server";
import type { ContactStore } from "~/contact/message-database.mjs";
import type { NotificationMail } from "~/contact/notification-mail";
import { openSqliteStore } from "~/contact/sqlite-engine.mjs";

const addresses = {
  from: "Shop <shop@example.in>",
  fromAddress: "shop@example.in",
  to: ["orders@example.in"],
};
const fast = { firstDelayMs: 40, maxDelayMs: 160, retryForMs: 60_000 };
const limits = { perClient: { max: 1_000, windowMs: 60_000 }, perHour: 1_000 };

let dir: string;
const stores: ContactStore[] = [];
const senders: MailSender[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "vasanam-sender-"));
});
afterEach(async () => {
  for (const sender of senders.splice(0)) await sender.stop();
  for (const store of stores.splice(0)) await store.close();
  rmSync(dir, { recursive: true, force: true });
});

function store() {
  const opened = openSqliteStore(join(dir, "messages.db"));
  stores.push(opened);
  return opened;
}

function start(on: ContactStore, transport: MailTransport, sender = "test/1") {
  const started = startMailSender({
    store: on,
    transport,
    addresses,
    retry: fast,
    claimMs: 5_000,
    pollMs: 20,
    sender,
    log: () => {},
  });
  senders.push(started);
  return started;
}

async function accept(on: ContactStore, name: string) {
  const fields = { name, email: "a@example.in", phone: "+91 98765 43210", comment: "Hello" };
  return on.accept(fields, "client", limits, { now: new Date(), notify: true });
}

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error("timed out");
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const allSettled = (on: ContactStore) => async () =>
  (await on.list()).every((m) => m.delivery?.state === "sent" || m.delivery?.state === "failed");

describe("the mail sender", () => {
  it("sends each pending mail and records the server's answer", async () => {
    const db = store();
    const sent: NotificationMail[] = [];
    await accept(db, "Asha");
    await accept(db, "Ravi");
    start(db, {
      sendMail: async (mail) => (sent.push(mail), { response: `250 2.0.0 Ok: queued as ${sent.length}` }),
    });
    await until(allSettled(db));
    expect(sent.map((m) => m.subject).sort()).toEqual(["Contact form: Asha", "Contact form: Ravi"]);
    const listed = await db.list();
    expect(listed.map((m) => m.delivery?.attempts.map((a) => a.outcome))).toEqual([["sent"], ["sent"]]);
    expect(listed[0]!.delivery!.attempts[0]!.answer).toMatch(/^250 2\.0\.0 Ok: queued as \d$/);
  });

  it("tries again after growing delays while the mail server is unreachable, then delivers", async () => {
    const db = store();
    let calls = 0;
    const times: number[] = [];
    await accept(db, "Asha");
    start(db, {
      sendMail: async () => {
        times.push(Date.now());
        calls += 1;
        if (calls < 4)
          throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:25"), { code: "ESOCKET" });
        return { response: "250 ok" };
      },
    });
    await until(allSettled(db));
    const [listed] = await db.list();
    expect(listed!.delivery!.state).toBe("sent");
    expect(listed!.delivery!.attempts.map((a) => a.outcome)).toEqual(["retry", "retry", "retry", "sent"]);
    expect(listed!.delivery!.attempts[0]!.answer).toBe("connect ECONNREFUSED 127.0.0.1:25");
    // Each wait is at least the policy's delay for that try: 40, 80, 160 ms.
    const gaps = times.slice(1).map((t, i) => t - times[i]!);
    gaps.forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual([40, 80, 160][i]! - 5));
  });

  it("stops at a permanent refusal and marks the mail failed", async () => {
    const db = store();
    let calls = 0;
    await accept(db, "Asha");
    start(db, {
      sendMail: async () => {
        calls += 1;
        throw Object.assign(new Error("Mailbox unavailable"), {
          code: "EENVELOPE",
          responseCode: 550,
          response: "550 5.1.1 <orders@example.in>: Recipient address rejected",
        });
      },
    });
    await until(allSettled(db));
    await new Promise((resolve) => setTimeout(resolve, 200)); // time for any wrong retry
    expect(calls).toBe(1);
    const [listed] = await db.list();
    expect(listed!.delivery).toMatchObject({
      state: "failed",
      attempts: [{ outcome: "failed", answer: "550 5.1.1 <orders@example.in>: Recipient address rejected" }],
    });
  });

  it("with several senders on one store (processes, hosts), sends each mail once", async () => {
    const sent: string[] = [];
    const transport: MailTransport = {
      sendMail: async (mail) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(mail.subject);
        return { response: "250 ok" };
      },
    };
    const first = store();
    for (let i = 0; i < 30; i++) await accept(first, `Shopper ${i}`);
    start(first, transport, "a");
    start(store(), transport, "b");
    start(store(), transport, "c");
    await until(allSettled(first));
    expect(sent).toHaveLength(30);
    expect(new Set(sent).size).toBe(30);
  });

  it("is woken by a new message instead of waiting for its next look", async () => {
    const db = store();
    const sent: string[] = [];
    const sender = startMailSender({
      store: db,
      transport: { sendMail: async (mail) => (sent.push(mail.subject), { response: "250 ok" }) },
      addresses,
      retry: fast,
      claimMs: 5_000,
      pollMs: 60_000,
      sender: "slow-poll",
      log: () => {},
    });
    senders.push(sender);
    await new Promise((resolve) => setTimeout(resolve, 50)); // its first look found nothing
    await accept(db, "Asha");
    sender.wake();
    await until(async () => sent.length === 1, 5_000);
    expect(sent).toEqual(["Contact form: Asha"]);
  });
});
