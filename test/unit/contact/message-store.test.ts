import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import Database from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { messagesDbPath, openMessageStore, type MessageStore } from "~/contact/message-store.server";

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
    store = openMessageStore(join(dir, "messages.db"));
    expect(store.pragmas()).toEqual({ journalMode: "wal", synchronous: 2 });
  });

  it("saves and lists messages in order, unchanged", () => {
    store = openMessageStore(join(dir, "messages.db"));
    const at = new Date("2025-10-20T04:30:00Z");
    const first = store.save(message, at);
    const second = store.save({ ...message, name: "<b>Ravi</b>", comment: '=HYPERLINK("x")' });
    expect(first).toEqual({ id: 1, receivedAt: "2025-10-20T04:30:00.000Z", ...message });
    expect(store.list()).toEqual([first, second]);
  });

  it("has committed a message by the time save returns (visible to another connection)", () => {
    const path = join(dir, "messages.db");
    store = openMessageStore(path);
    store.save(message);
    const reader = new Database(path, { readonly: true });
    try {
      expect(reader.prepare("SELECT count(*) AS n FROM contact_messages").get()).toEqual({ n: 1 });
    } finally {
      reader.close();
    }
  });

  it("keeps messages across reopening", () => {
    const path = join(dir, "messages.db");
    store = openMessageStore(path);
    store.save(message);
    store.close();
    store = openMessageStore(path);
    expect(store.list()).toHaveLength(1);
  });
});
