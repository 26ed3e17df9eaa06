/**
 * Where contact messages live: one SQLite file, `${DATA_DIR ?? "./data"}/messages.db`.
 *
 * WAL with synchronous=FULL makes every commit durable (the WAL is fsynced at commit), and
 * better-sqlite3 is synchronous: `save` returns only after the commit, so a shopper is told
 * "sent" only for a message that survives a crash, a SIGKILL or a power cut.
 */
import { mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

import Database from "better-sqlite3";

import type { ContactValues } from "./contact-schema";

export interface StoredMessage extends ContactValues {
  id: number;
  receivedAt: string;
}

export interface MessageStore {
  readonly path: string;
  save(message: ContactValues, receivedAt?: Date): StoredMessage;
  list(): StoredMessage[];
  pragmas(): { journalMode: string; synchronous: number };
  close(): void;
}

const SCHEMA = `
  CREATE TABLE IF NOT EXISTS contact_messages (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    email       TEXT    NOT NULL,
    phone       TEXT    NOT NULL,
    comment     TEXT    NOT NULL
  )`;

/** The database file for a data directory (DATA_DIR, default ./data). */
export function messagesDbPath(dataDir: string | undefined = process.env.DATA_DIR): string {
  return resolve(join(dataDir?.trim() || "./data", "messages.db"));
}

export function openMessageStore(path: string = messagesDbPath()): MessageStore {
  mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  db.pragma("busy_timeout = 5000");
  db.exec(SCHEMA);

  const insert = db.prepare(
    "INSERT INTO contact_messages (received_at, name, email, phone, comment) VALUES (?, ?, ?, ?, ?)",
  );
  const selectAll = db.prepare(
    "SELECT id, received_at AS receivedAt, name, email, phone, comment FROM contact_messages ORDER BY id",
  );

  return {
    path,
    save(message, receivedAt = new Date()) {
      const at = receivedAt.toISOString();
      // Autocommit: run() returns after the commit, fsynced under synchronous=FULL.
      const info = insert.run(at, message.name, message.email, message.phone, message.comment);
      return { id: Number(info.lastInsertRowid), receivedAt: at, ...message };
    },
    list() {
      return selectAll.all() as StoredMessage[];
    },
    pragmas() {
      return {
        journalMode: String(db.pragma("journal_mode", { simple: true })),
        synchronous: Number(db.pragma("synchronous", { simple: true })),
      };
    },
    close() {
      db.close();
    },
  };
}

let processStore: MessageStore | undefined;

/** The server's store, opened (and the file created) on first use. */
export function messageStore(): MessageStore {
  processStore ??= openMessageStore();
  return processStore;
}
