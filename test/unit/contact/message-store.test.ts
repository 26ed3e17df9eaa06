import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import {
  messagesDbPath,
  openContactStore,
  readStoredMessages,
  type ContactStore,
  type Storage,
} from "~/contact/message-database.mjs";
import type { ContactLimits } from "~/contact/rate-limit.server";
import { openSqliteStore } from "~/contact/sqlite-engine.mjs";

import { freshPostgresDatabase } from "../../support/postgres";

const message = {
  name: "Asha",
  email: "asha@example.in",
  phone: "+91 98765-43210",
  comment: "Namaste 🙏\nLine two",
};
const generous: ContactLimits = { perClient: { max: 100, windowMs: 600_000 }, perHour: 1_000 };
const T0 = Date.UTC(2025, 9, 20, 4, 0);
const at = (minutes: number) => new Date(T0 + minutes * 60_000);
const quiet = { notify: false };
const notify = { notify: true };

const tempDirs: string[] = [];
afterAll(() => {
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
});

/** A fresh, empty place for messages on each engine. */
const engines: [string, () => Promise<Storage>][] = [
  [
    "SQLite",
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "vasanam-store-"));
      tempDirs.push(dir);
      return { engine: "sqlite", path: join(dir, "messages.db") };
    },
  ],
  ["PostgreSQL", async () => ({ engine: "postgres", url: await freshPostgresDatabase() })],
];

describe.each(engines)("the message store on %s", (_engine, freshStorage) => {
  const open: ContactStore[] = [];
  let storage: Storage;
  /** A store on this test's database: several, as the processes of a cluster or hosts are. */
  const connect = async () => {
    const store = await openContactStore(storage);
    open.push(store);
    return store;
  };
  let store: ContactStore;

  beforeAll(async () => {
    storage = await freshStorage();
  });
  afterEach(async () => {
    for (const each of open.splice(0)) await each.close();
    // Each test starts from an empty database.
    storage = await freshStorage();
  });

  describe("messages", () => {
    it("accepts messages and lists them in order, unchanged, without a delivery when not notifying", async () => {
      store = await connect();
      const first = await store.accept(message, "203.0.113.7", generous, { now: at(0), ...quiet });
      const second = await store.accept(
        { ...message, name: "<b>Ravi</b>", comment: '=HYPERLINK("x")' },
        "b",
        generous,
        { now: at(1), ...quiet },
      );
      expect(first).toEqual({
        accepted: true,
        message: { id: 1, receivedAt: "2025-10-20T04:00:00.000Z", ...message },
      });
      const listed = await store.list();
      expect(listed).toEqual([first, second].map((r) => r.accepted && { ...r.message, delivery: null }));
    });

    it("has committed a message by the time accept returns (visible to another connection)", async () => {
      store = await connect();
      const other = await connect();
      await store.accept(message, "a", generous, { now: at(0), ...quiet });
      expect(await other.list()).toHaveLength(1);
    });

    it("keeps messages across reopening, and opening again (several at once) changes nothing", async () => {
      store = await connect();
      await store.accept(message, "a", generous, { now: at(0), ...quiet });
      await store.close();
      open.splice(open.indexOf(store), 1);
      const [again] = await Promise.all([connect(), connect(), connect()]);
      await again!.accept(message, "a", generous, { now: at(1), ...quiet });
      expect((await again!.list()).map((m) => m.id)).toEqual([1, 2]);
    });
  });

  describe("the limits, counted in the store", () => {
    const limits: ContactLimits = { perClient: { max: 2, windowMs: 10 * 60_000 }, perHour: 3 };

    it("refuses a client's message past its allowance and says when to retry; others carry on", async () => {
      const perClient: ContactLimits = { perClient: { max: 2, windowMs: 10 * 60_000 }, perHour: 100 };
      store = await connect();
      const accept = (client: string, minute: number) =>
        store.accept(message, client, perClient, { now: at(minute), ...quiet });
      expect((await accept("a", 0)).accepted).toBe(true);
      expect((await accept("a", 1)).accepted).toBe(true);
      expect(await accept("a", 2)).toEqual({
        accepted: false,
        limit: "client",
        retryAfterSeconds: 8 * 60, // the first of the two leaves the window at minute 10
      });
      expect((await accept("b", 2)).accepted).toBe(true);
      // The window slides: at minute 10 the first message no longer counts.
      expect((await accept("a", 10)).accepted).toBe(true);
    });

    it("refuses everyone once the hour's messages reach the hourly limit", async () => {
      store = await connect();
      for (const [client, minute] of [
        ["a", 0],
        ["b", 5],
        ["c", 10],
      ] as const) {
        expect((await store.accept(message, client, limits, { now: at(minute), ...quiet })).accepted).toBe(
          true,
        );
      }
      expect(await store.accept(message, "d", limits, { now: at(20), ...quiet })).toEqual({
        accepted: false,
        limit: "hourly",
        retryAfterSeconds: 40 * 60,
      });
      expect(await store.list()).toHaveLength(3);
      expect((await store.accept(message, "d", limits, { now: at(60), ...quiet })).accepted).toBe(true);
    });

    it("shares the counts between stores on one database, as the processes and hosts do", async () => {
      store = await connect();
      const other = await connect();
      expect((await store.accept(message, "a", limits, { now: at(0), ...quiet })).accepted).toBe(true);
      expect((await other.accept(message, "a", limits, { now: at(1), ...quiet })).accepted).toBe(true);
      expect((await store.accept(message, "a", limits, { now: at(2), ...quiet })).accepted).toBe(false);
      expect((await other.accept(message, "a", limits, { now: at(2), ...quiet })).accepted).toBe(false);
    });

    it("lets exactly the allowance through when two stores race with many posts at once", async () => {
      const five: ContactLimits = { perClient: { max: 5, windowMs: 10 * 60_000 }, perHour: 1_000 };
      const stores = [await connect(), await connect()];
      const results = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          stores[i % 2]!.accept(message, "racer", five, { now: at(0), ...quiet }),
        ),
      );
      expect(results.filter((r) => r.accepted)).toHaveLength(5);
      expect(await stores[0]!.list()).toHaveLength(5);
    });
  });

  describe("the outbox", () => {
    const lease = { leaseMs: 60_000, max: 10 };
    const accepted = async (minute = 0) => {
      const result = await store.accept(message, `c${minute}`, generous, { now: at(minute), ...notify });
      if (!result.accepted) throw new Error("refused");
      return result.message;
    };

    it("queues a pending delivery with the message, in the same commit", async () => {
      store = await connect();
      const { id } = await accepted();
      const [listed] = await store.list();
      expect(listed!.id).toBe(id);
      expect(listed!.delivery).toMatchObject({
        state: "pending",
        queuedAt: T0,
        nextAttemptAt: T0,
        attempts: [],
      });
    });

    it("gives a due delivery to one sender until its claim runs out, then to another", async () => {
      store = await connect();
      const other = await connect();
      const { id } = await accepted();
      const first = await store.claimDue("sender-a", { now: T0, ...lease });
      expect(first.map((c) => c.message)).toEqual([{ id, receivedAt: at(0).toISOString(), ...message }]);
      expect(first[0]).toMatchObject({ attempts: 0, queuedAt: T0 });
      expect(await other.claimDue("sender-b", { now: T0 + 59_000, ...lease })).toEqual([]);
      // sender-a died: once its claim has run out, sender-b takes the mail over.
      const takenOver = await other.claimDue("sender-b", { now: T0 + 60_000, ...lease });
      expect(takenOver.map((c) => c.message.id)).toEqual([id]);
    });

    it("never gives one delivery to two senders claiming at once", async () => {
      const stores = [await connect(), await connect(), await connect()];
      store = stores[0]!;
      for (let minute = 0; minute < 12; minute++) await accepted(minute);
      const claims = await Promise.all(
        stores.map((each, i) => each.claimDue(`sender-${i}`, { now: T0 + HOUR, leaseMs: 60_000, max: 5 })),
      );
      const ids = claims.flat().map((c) => c.message.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids.length).toBe(12);
    });

    it("records a sent mail with the server's answer and does not send it again", async () => {
      store = await connect();
      const { id } = await accepted();
      await store.claimDue("sender-a", { now: T0, ...lease });
      await store.recordAttempt(id, {
        sender: "sender-a",
        at: T0 + 1_000,
        outcome: "sent",
        answer: "250 2.0.0 Ok: queued",
      });
      const [listed] = await store.list();
      expect(listed!.delivery).toMatchObject({
        state: "sent",
        claimedBy: null,
        attempts: [{ at: T0 + 1_000, sender: "sender-a", outcome: "sent", answer: "250 2.0.0 Ok: queued" }],
      });
      expect(await store.claimDue("sender-a", { now: T0 + 10 * HOUR, ...lease })).toEqual([]);
    });

    it("keeps a mail to retry pending until its next try, counting the tries", async () => {
      store = await connect();
      const { id } = await accepted();
      await store.claimDue("s", { now: T0, ...lease });
      await store.recordAttempt(id, {
        sender: "s",
        at: T0,
        outcome: "retry",
        answer: "connect ECONNREFUSED",
        nextAttemptAt: T0 + 30_000,
      });
      expect(await store.claimDue("s", { now: T0 + 29_000, ...lease })).toEqual([]);
      const again = await store.claimDue("s", { now: T0 + 30_000, ...lease });
      expect(again).toMatchObject([{ attempts: 1, queuedAt: T0 }]);
    });

    it("stops at a failure, and sends a failed mail again on request", async () => {
      store = await connect();
      const { id } = await accepted();
      await store.claimDue("s", { now: T0, ...lease });
      await store.recordAttempt(id, {
        sender: "s",
        at: T0,
        outcome: "failed",
        answer: "550 5.1.1 No such user",
      });
      expect((await store.list())[0]!.delivery?.state).toBe("failed");
      expect(await store.claimDue("s", { now: T0 + 10 * HOUR, ...lease })).toEqual([]);

      expect(await store.resend(id, T0 + HOUR)).toBe("queued");
      expect(await store.resend(id, T0 + HOUR)).toBe("already-pending");
      const [listed] = await store.list();
      expect(listed!.delivery).toMatchObject({ state: "pending", queuedAt: T0 + HOUR });
      expect(listed!.delivery!.attempts).toHaveLength(1); // the history stays
      const claimed = await store.claimDue("s", { now: T0 + HOUR, ...lease });
      expect(claimed).toMatchObject([{ attempts: 0, queuedAt: T0 + HOUR }]);
      await store.recordAttempt(id, { sender: "s", at: T0 + HOUR, outcome: "sent", answer: "250 ok" });
      expect(await store.resend(id, T0 + 2 * HOUR)).toBe("already-sent");
      expect(await store.resend(9_999, T0)).toBe("not-found");
    });

    it("queues a mail for a message stored while mail was off, on request", async () => {
      store = await connect();
      const result = await store.accept(message, "a", generous, { now: at(0), ...quiet });
      expect(result.accepted && (await store.resend(result.message.id, T0))).toBe("queued");
      expect(await store.claimDue("s", { now: T0, ...lease })).toHaveLength(1);
    });
  });
});

const HOUR = 60 * 60_000;

describe("the SQLite file", () => {
  const dir = mkdtempSync(join(tmpdir(), "vasanam-sqlite-"));
  tempDirs.push(dir);

  it("is messages.db under DATA_DIR, or under ./data", () => {
    expect(messagesDbPath("/srv/vasanam")).toBe("/srv/vasanam/messages.db");
    expect(messagesDbPath(undefined)).toBe(join(process.cwd(), "data", "messages.db"));
    expect(messagesDbPath("  ")).toBe(join(process.cwd(), "data", "messages.db"));
  });

  it("is created with its directory on first use, in WAL mode with synchronous=FULL", async () => {
    const path = join(dir, "nested", "deeper", "messages.db");
    const store = openSqliteStore(path);
    try {
      expect(existsSync(path)).toBe(true);
      expect(store.db.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(store.db.pragma("synchronous", { simple: true })).toBe(2); // FULL
    } finally {
      await store.close();
    }
  });

  it("is read by readStoredMessages without a writer, and an absent file is no messages", async () => {
    const path = join(dir, "read.db");
    expect(readStoredMessages(path)).toEqual([]);
    const store = openSqliteStore(path);
    await store.accept(message, "a", generous, { now: at(0), notify: true });
    await store.close();
    expect(readStoredMessages(path)).toEqual([{ id: 1, receivedAt: at(0).toISOString(), ...message }]);
  });
});
