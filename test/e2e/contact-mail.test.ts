import { spawnSync } from "node:child_process";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { mailServer, type MailServer } from "../support/mail-server";
import {
  LONGER_THAN_A_CLAIM_MS,
  NOTIFY,
  mailEnv,
  post,
  sleep,
  staffList,
  subjects,
} from "./support/contact-mail";
import { startServerWithOwnData, type ServerWithData } from "./support/server";

describe("mail to the shop (own server and SMTP server, with a login)", () => {
  let smtp: MailServer;
  let running: ServerWithData;
  beforeAll(async () => {
    smtp = await mailServer({ login: { user: "shop@example.in", pass: "p@ss:w/rd" } });
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
    expect(running.server.output()).not.toMatch(/p@ss|p%40ss/); // the password is never printed
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
      // Sent once (a try that timed out on a loaded machine may come before it, and is recorded).
      const attempts = message.delivery?.attempts ?? [];
      expect(attempts.filter((a) => a.outcome === "sent")).toHaveLength(1);
      expect(attempts.at(-1)?.answer).toMatch(/^250 /);
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
    await sleep(LONGER_THAN_A_CLAIM_MS);
    expect(mails).toHaveLength(20);
    expect(subjects(mails).sort()).toEqual(names.map((n) => `Contact form: ${n}`).sort());
    const listed = staffList({ DATA_DIR: running.dataDir });
    expect(listed.every((m) => m.delivery?.state === "sent")).toBe(true);
  }, 150_000);
});

describe("a mail the mail server refuses for good (own server)", () => {
  let refuseAll = true;
  let smtp: MailServer;
  let running: ServerWithData;
  beforeAll(async () => {
    smtp = await mailServer({
      refuse: () => (refuseAll ? { code: 550, message: "5.1.1 Recipient address rejected" } : undefined),
    });
    await smtp.start();
    running = await startServerWithOwnData(mailEnv(smtp), "vasanam-refused-");
  });
  afterAll(async () => {
    await running?.stop();
    await smtp?.stop();
  });

  it("is marked failed at its first refusal, shown so to staff, and sent by npm run messages -- --resend", async () => {
    expect(await post(running.server.baseURL, { name: "Refused once" })).toBe(303);
    const env = { DATA_DIR: running.dataDir };
    let listed = staffList(env);
    for (let i = 0; i < 100 && listed[0]?.delivery?.state !== "failed"; i++) {
      await sleep(100);
      listed = staffList(env);
    }
    await sleep(1_000); // a retry (wrongly) would come within the first delay
    const [message] = staffList(env);
    expect(message!.delivery?.state).toBe("failed");
    // One refusal ends it (a try before it may have timed out on a loaded machine, and been retried).
    const attempts = message!.delivery!.attempts;
    expect(attempts.at(-1)).toMatchObject({
      outcome: "failed",
      answer: "550 5.1.1 Recipient address rejected",
    });
    expect(attempts.filter((a) => a.outcome === "failed")).toHaveLength(1);
    const table = spawnSync(process.execPath, ["scripts/messages.mjs"], {
      env: { ...process.env, ...env },
      encoding: "utf8",
    });
    expect(table.stdout).toMatch(/\| failed\s*$/m);
    expect(table.stdout).toContain(
      `Mail failed for ${message!.id}: send one again with npm run messages -- --resend ID`,
    );

    refuseAll = false;
    const resend = spawnSync(process.execPath, ["scripts/messages.mjs", "--resend", String(message!.id)], {
      env: { ...process.env, ...env },
      encoding: "utf8",
    });
    expect(resend.status).toBe(0);
    expect(resend.stdout).toMatch(/queued again/);
    const [mail] = await smtp.waitFor(1, 30_000);
    expect(mail!.parsed.subject).toBe("Contact form: Refused once");
    await sleep(500);
    expect(staffList(env)[0]!.delivery?.state).toBe("sent");
    const again = spawnSync(process.execPath, ["scripts/messages.mjs", "--resend", String(message!.id)], {
      env: { ...process.env, ...env },
      encoding: "utf8",
    });
    expect(again.status).toBe(1);
    expect(again.stdout).toMatch(/was sent already/);
  }, 60_000);
});
