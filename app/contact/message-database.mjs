/**
 * The contact-message database: where it lives, its schema and how it is opened. The only module
 * that knows these; the server's store (message-store.server.ts), the staff script
 * (scripts/messages.mjs) and the tests all go through it. Plain JavaScript so the staff script can
 * import it with Node alone, without a build.
 *
 * One SQLite file, `${DATA_DIR:-./data}/messages.db`, in WAL mode with synchronous=FULL: every
 * commit is fsynced before it returns, so a message acknowledged to a shopper survives a crash,
 * a SIGKILL or a power cut. Back up the `-wal` file together with the database.
 */
import { existsSync, mkdirSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

import Database from "better-sqlite3";

/**
 * `contact_messages` holds what shoppers sent. `contact_acceptances` holds, for each accepted
 * message, who sent it and when, only as long as a rate limit looks back; the workers of a
 * cluster all see it, so the limits hold across processes.
 */
const SCHEMA = `
  CREATE TABLE IF NOT EXISTS contact_messages (
    id          INTEGER PRIMARY KEY AUTOINCREMENT,
    received_at TEXT    NOT NULL,
    name        TEXT    NOT NULL,
    email       TEXT    NOT NULL,
    phone       TEXT    NOT NULL,
    comment     TEXT    NOT NULL
  );
  CREATE TABLE IF NOT EXISTS contact_acceptances (
    client      TEXT    NOT NULL,
    accepted_at INTEGER NOT NULL
  );
  CREATE INDEX IF NOT EXISTS contact_acceptances_by_client ON contact_acceptances (client, accepted_at);
  CREATE INDEX IF NOT EXISTS contact_acceptances_by_time ON contact_acceptances (accepted_at);`;

/** The columns of a stored message, as the store and the staff script name them. */
const MESSAGE_SELECT =
  "SELECT id, received_at AS receivedAt, name, email, phone, comment FROM contact_messages ORDER BY id";

/**
 * The database file for a data directory (DATA_DIR, default ./data).
 * @param {string | undefined} [dataDir]
 * @returns {string}
 */
export function messagesDbPath(dataDir = process.env.DATA_DIR) {
  return resolve(join(dataDir?.trim() || "./data", "messages.db"));
}

/**
 * Opens the database for writing, creating the directory, the file and the tables on first use.
 * @param {string} [path]
 * @returns {import("better-sqlite3").Database}
 */
export function openMessageDatabase(path = messagesDbPath()) {
  mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  db.pragma("journal_mode = WAL");
  db.pragma("synchronous = FULL");
  // Several workers write the same file; a writer waits for another's commit instead of failing.
  db.pragma("busy_timeout = 5000");
  db.exec(SCHEMA);
  return db;
}

/**
 * Every stored message, oldest first, read through a read-only connection (safe while the shop
 * runs). An absent file or a database without the table gives an empty list.
 * @param {string} [path]
 * @returns {{ id: number, receivedAt: string, name: string, email: string, phone: string, comment: string }[]}
 */
export function readStoredMessages(path = messagesDbPath()) {
  if (!existsSync(path)) return [];
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const table = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'contact_messages'")
      .get();
    return table ? db.prepare(MESSAGE_SELECT).all() : [];
  } finally {
    db.close();
  }
}
