import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { messagesDbPath, openMessageDatabase, readStoredMessages } from "~/contact/message-database.mjs";
import { openMessageStore, type MessageStore } from "~/contact/message-store.server";
import type { ContactLimits } from "~/contact/rate-limit.server";

let dir: string;
let store: MessageStore | undefined;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "vasanam-store-"));
});

afterEach(() => {
  store?.close();
  store = undefined;
  rmSync(dir, { recursive: true, force: true });
});

const message = {
  name: "Asha",
  email: "asha@example.in",
  phone: "+91 98765-43210",
  comment: "Namaste 🙏\nLine two",
};
const generous: ContactLimits = { perClient: { max: 100, windowMs: 600_000 }, perHour: 1_000 };
const at = (minutes: number) => new Date(Date.UTC(2025, 9, 20, 4, 0) + minutes * 60_000);

describe("messagesDbPath", () => {
  it("is messages.db under DATA_DIR, or under ./data", () => {
    expect(messagesDbPath("/srv/vasanam")).toBe("/srv/vasanam/messages.db");
    expect(messagesDbPath(undefined)).toBe(join(process.cwd(), "data", "messages.db"));
    expect(messagesDbPath("  ")).toBe(join(process.cwd(), "data", "messages.db"));
  });
});

describe("openMessageStore", () => {
  it("creates the directory and the file on first use", () => {
    const path = join(dir, "nested", "deeper", "messages.db");
    store = openMessageStore(path);
    expect(existsSync(path)).toBe(true);
  });

  it("runs in WAL mode with synchronous=FULL", () => {
    const db = openMessageDatabase(join(dir, "messages.db"));
    try {
      expect(db.pragma("journal_mode", { simple: true })).toBe("wal");
      expect(db.pragma("synchronous", { simple: true })).toBe(2); // FULL
    } finally {
      db.close();
    }
  });

  it("accepts messages and lists them in order, unchanged", () => {
    const path = join(dir, "messages.db");
    store = openMessageStore(path);
    const first = store.accept(message, "203.0.113.7", generous, at(0));
    const second = store.accept(
      { ...message, name: "<b>Ravi</b>", comment: '=HYPERLINK("x")' },
      "b",
      generous,
    );
    expect(first).toEqual({
      accepted: true,
      message: { id: 1, receivedAt: "2025-10-20T04:00:00.000Z", ...message },
    });
    expect(readStoredMessages(path)).toEqual([first, second].map((r) => r.accepted && r.message));
  });

  it("has committed a message by the time accept returns (visible to another connection)", () => {
    const path = join(dir, "messages.db");
    store = openMessageStore(path);
    store.accept(message, "a", generous);
    expect(readStoredMessages(path)).toHaveLength(1);
  });

  it("keeps messages across reopening", () => {
    const path = join(dir, "messages.db");
    store = openMessageStore(path);
    store.accept(message, "a", generous);
    store.close();
    store = openMessageStore(path);
    store.accept(message, "a", generous);
    expect(readStoredMessages(path).map((m) => m.id)).toEqual([1, 2]);
  });
});

describe("the limits, counted in the database", () => {
  const limits: ContactLimits = { perClient: { max: 2, windowMs: 10 * 60_000 }, perHour: 3 };

  it("refuses a client's message past its allowance and says when to retry; others carry on", () => {
    const limits: ContactLimits = { perClient: { max: 2, windowMs: 10 * 60_000 }, perHour: 100 };
    store = openMessageStore(join(dir, "messages.db"));
    expect(store.accept(message, "a", limits, at(0)).accepted).toBe(true);
    expect(store.accept(message, "a", limits, at(1)).accepted).toBe(true);
    expect(store.accept(message, "a", limits, at(2))).toEqual({
      accepted: false,
      limit: "client",
      retryAfterSeconds: 8 * 60, // the first of the two leaves the window at minute 10
    });
    expect(store.accept(message, "b", limits, at(2)).accepted).toBe(true);
    // The window slides: at minute 10 the first message no longer counts.
    expect(store.accept(message, "a", limits, at(10)).accepted).toBe(true);
  });

  it("refuses everyone once the hour's messages reach the hourly limit", () => {
    store = openMessageStore(join(dir, "messages.db"));
    for (const [client, minute] of [
      ["a", 0],
      ["b", 5],
      ["c", 10],
    ] as const) {
      expect(store.accept(message, client, limits, at(minute)).accepted).toBe(true);
    }
    expect(store.accept(message, "d", limits, at(20))).toEqual({
      accepted: false,
      limit: "hourly",
      retryAfterSeconds: 40 * 60,
    });
    expect(readStoredMessages(store.path)).toHaveLength(3);
    expect(store.accept(message, "d", limits, at(60)).accepted).toBe(true);
  });

  it("shares the counts between two stores on one file, as the workers of a cluster do", () => {
    const path = join(dir, "messages.db");
    store = openMessageStore(path);
    const other = openMessageStore(path);
    try {
      expect(store.accept(message, "a", limits, at(0)).accepted).toBe(true);
      expect(other.accept(message, "a", limits, at(1)).accepted).toBe(true);
      expect(store.accept(message, "a", limits, at(2)).accepted).toBe(false);
      expect(other.accept(message, "a", limits, at(2)).accepted).toBe(false);
    } finally {
      other.close();
    }
  });
});
