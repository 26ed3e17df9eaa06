// @ts-check
/**
 * The message store on SQLite, the embedded default: one file in WAL mode with synchronous=FULL, so
 * every commit is fsynced before it returns and a message acknowledged to a shopper survives a
 * crash, a SIGKILL or a power cut. Back up the `-wal` file together with the database.
 *
 * better-sqlite3 is synchronous: each operation is one transaction that no other code of this
 * process can interleave with, and the writing ones are IMMEDIATE, so the workers of a cluster (each
 * with its own connection) cannot both let through the post that crosses a limit, nor both claim
 * one delivery.
 *
 * @typedef {import("./message-database.mjs").ContactStore} ContactStore
 * @typedef {import("./message-database.mjs").StoredMessage} StoredMessage
 * @typedef {import("./message-database.mjs").ListedMessage} ListedMessage
 */
import { existsSync, mkdirSync } from "node:fs";
import { dirname } from "node:path";

import Database from "better-sqlite3";

import {
  HOUR_MS,
  contactSchema,
  forgetBefore,
  limitRefusal,
  listingQueries,
  withDeliveries,
} from "./store-common.mjs";

const SCHEMA = contactSchema({
  serial: "INTEGER PRIMARY KEY AUTOINCREMENT",
  time: "INTEGER",
  attemptKey: "",
});
const LISTING = listingQueries("rowid");

const MESSAGE_COLUMNS = "id, received_at AS receivedAt, name, email, phone, comment";

/**
 * Opens the file for writing, creating the directory, the file and the tables on first use.
 * @param {string} path
 */
function openDatabase(path) {
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
 * @param {string} path
 * @returns {ContactStore & { db: import("better-sqlite3").Database }}
 */
export function openSqliteStore(path) {
  const db = openDatabase(path);
  const insertMessage = db.prepare(
    "INSERT INTO contact_messages (received_at, name, email, phone, comment) VALUES (?, ?, ?, ?, ?)",
  );
  const insertAcceptance = db.prepare("INSERT INTO contact_acceptances (client, accepted_at) VALUES (?, ?)");
  const forget = db.prepare("DELETE FROM contact_acceptances WHERE accepted_at <= ?");
  const clientWindow = db.prepare(
    "SELECT count(*) AS count, min(accepted_at) AS oldest FROM contact_acceptances WHERE client = ? AND accepted_at > ?",
  );
  const everyoneWindow = db.prepare(
    "SELECT count(*) AS count, min(accepted_at) AS oldest FROM contact_acceptances WHERE accepted_at > ?",
  );
  const queue = db.prepare(
    `INSERT INTO contact_deliveries (message_id, state, queued_at, next_attempt_at) VALUES (?, 'pending', ?, ?)
     ON CONFLICT (message_id) DO UPDATE SET state = 'pending', queued_at = excluded.queued_at,
       next_attempt_at = excluded.next_attempt_at, attempts = 0, claimed_by = NULL, claimed_until = NULL`,
  );
  const claim = db.prepare(
    `UPDATE contact_deliveries SET claimed_by = ?, claimed_until = ?
     WHERE message_id IN (
       SELECT message_id FROM contact_deliveries
       WHERE state = 'pending' AND next_attempt_at <= ? AND (claimed_until IS NULL OR claimed_until <= ?)
       ORDER BY next_attempt_at LIMIT ?)
     RETURNING message_id AS id, attempts, queued_at AS queuedAt`,
  );
  const messageById = db.prepare(`SELECT ${MESSAGE_COLUMNS} FROM contact_messages WHERE id = ?`);
  const insertAttempt = db.prepare(
    "INSERT INTO contact_delivery_attempts (message_id, attempted_at, sender, outcome, answer) VALUES (?, ?, ?, ?, ?)",
  );
  const settle = db.prepare(
    `UPDATE contact_deliveries SET state = ?, attempts = attempts + 1, next_attempt_at = ?,
       claimed_by = NULL, claimed_until = NULL
     WHERE message_id = ? AND state = 'pending'`,
  );
  const deliveryState = db.prepare("SELECT state FROM contact_deliveries WHERE message_id = ?");

  const accept = db.transaction(
    /**
     * @param {import("./message-database.mjs").MessageFields} fields
     * @param {string} client
     * @param {import("./message-database.mjs").Limits} limits
     * @param {Date} at
     * @param {boolean} notify
     * @returns {import("./message-database.mjs").AcceptResult}
     */
    (fields, client, limits, at, notify) => {
      const now = at.getTime();
      forget.run(forgetBefore(limits, now));
      const own = /** @type {{ count: number, oldest: number | null }} */ (
        clientWindow.get(client, now - limits.perClient.windowMs)
      );
      const everyone = /** @type {{ count: number, oldest: number | null }} */ (
        everyoneWindow.get(now - HOUR_MS)
      );
      const refusal = limitRefusal(own, everyone, limits, now);
      if (refusal) return refusal;
      const receivedAt = at.toISOString();
      const info = insertMessage.run(receivedAt, fields.name, fields.email, fields.phone, fields.comment);
      const id = Number(info.lastInsertRowid);
      insertAcceptance.run(client, now);
      if (notify) queue.run(id, now, now);
      return { accepted: true, message: { id, receivedAt, ...fields } };
    },
  );

  const claimDue = db.transaction(
    /** @param {string} sender @param {{ now: number, leaseMs: number, max: number }} options */
    (sender, { now, leaseMs, max }) =>
      /** @type {{ id: number, attempts: number, queuedAt: number }[]} */ (
        claim.all(sender, now + leaseMs, now, now, max)
      ).map(({ id, attempts, queuedAt }) => ({
        message: /** @type {StoredMessage} */ (messageById.get(id)),
        attempts,
        queuedAt,
      })),
  );

  const recordAttempt = db.transaction(
    /** @param {number} id @param {import("./message-database.mjs").AttemptRecord} attempt */
    (id, { sender, at, outcome, answer, nextAttemptAt }) => {
      insertAttempt.run(id, at, sender, outcome, answer);
      settle.run(outcome === "retry" ? "pending" : outcome, nextAttemptAt ?? at, id);
    },
  );

  const resend = db.transaction(
    /** @param {number} id @param {number} now @returns {import("./message-database.mjs").ResendResult} */
    (id, now) => {
      if (!messageById.get(id)) return "not-found";
      const current = /** @type {{ state: string } | undefined} */ (deliveryState.get(id));
      if (current?.state === "sent") return "already-sent";
      if (current?.state === "pending") return "already-pending";
      queue.run(id, now, now);
      return "queued";
    },
  );

  return {
    db,
    description: `SQLite ${path}`,
    accept: async (fields, client, limits, { now, notify }) =>
      accept.immediate(fields, client, limits, now, notify),
    claimDue: async (sender, options) => claimDue.immediate(sender, options),
    recordAttempt: async (id, attempt) => recordAttempt.immediate(id, attempt),
    list: async () => listMessages(db),
    resend: async (id, now) => resend.immediate(id, now),
    close: async () => {
      db.close();
    },
  };
}

/**
 * Every message with its delivery, oldest first.
 * @param {import("better-sqlite3").Database} db
 * @returns {ListedMessage[]}
 */
function listMessages(db) {
  const messages = /** @type {(StoredMessage & Record<string, unknown>)[]} */ (
    db.prepare(LISTING.messages).all()
  );
  const attempts =
    /** @type {{ id: number, at: number, sender: string, outcome: string, answer: string }[]} */ (
      db.prepare(LISTING.attempts).all()
    );
  return withDeliveries(messages, attempts);
}

/**
 * Every stored message, oldest first, read through a read-only connection (safe while the shop
 * runs). An absent file or a database without the table gives an empty list.
 * @param {string} path
 * @returns {StoredMessage[]}
 */
export function readStoredMessages(path) {
  if (!existsSync(path)) return [];
  const db = new Database(path, { readonly: true, fileMustExist: true });
  try {
    const table = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'contact_messages'")
      .get();
    return table
      ? /** @type {StoredMessage[]} */ (
          db.prepare(`SELECT ${MESSAGE_COLUMNS} FROM contact_messages ORDER BY id`).all()
        )
      : [];
  } finally {
    db.close();
  }
}
