// @ts-check
/**
 * The contact-message store: the messages shoppers sent, the counts behind the contact limits, and
 * the outbox of mails to the shop. One interface, two engines:
 *
 * - SQLite (sqlite-engine.mjs), the embedded default: one file, `${DATA_DIR:-./data}/messages.db`;
 * - PostgreSQL (postgres-engine.mjs), with `DATABASE_URL=postgres://…`, for several app hosts that
 *   share one inbox and one set of limits.
 *
 * The server (message-store.server.ts and the mail sender), the staff script (scripts/messages.mjs)
 * and the tests all go through `openContactStore`. Plain JavaScript so the staff script can import
 * it with Node alone, without a build. docs/contact.md explains the rules.
 *
 * @typedef {{ name: string, email: string, phone: string, comment: string }} MessageFields
 * @typedef {MessageFields & { id: number, receivedAt: string }} StoredMessage
 * @typedef {{ perClient: { max: number, windowMs: number }, perHour: number }} Limits
 * @typedef {{ accepted: true, message: StoredMessage }
 *   | { accepted: false, limit: "client" | "hourly", retryAfterSeconds: number }} AcceptResult
 * @typedef {"pending" | "sent" | "failed"} DeliveryState
 * @typedef {"sent" | "retry" | "failed"} AttemptOutcome
 * @typedef {{ at: number, sender: string, outcome: AttemptOutcome, answer: string }} DeliveryAttempt
 * @typedef {{ state: DeliveryState, queuedAt: number, nextAttemptAt: number,
 *   claimedBy: string | null, claimedUntil: number | null, attempts: DeliveryAttempt[] }} Delivery
 * @typedef {StoredMessage & { delivery: Delivery | null }} ListedMessage
 * @typedef {{ message: StoredMessage, attempts: number, queuedAt: number }} ClaimedDelivery
 * @typedef {{ sender: string, at: number, outcome: AttemptOutcome, answer: string,
 *   nextAttemptAt?: number }} AttemptRecord
 * @typedef {"queued" | "not-found" | "already-sent" | "already-pending"} ResendResult
 *
 * @typedef {object} ContactStore
 * @property {string} description where the messages live, for the logs (no password)
 * @property {(fields: MessageFields, client: string, limits: Limits,
 *   options: { now: Date, notify: boolean }) => Promise<AcceptResult>} accept
 *   Stores the message unless that breaks a limit, with a pending delivery when `notify`; resolves
 *   after the durable commit, so a shopper is told "sent" only for a message that survives a crash.
 * @property {(sender: string, options: { now: number, leaseMs: number, max: number })
 *   => Promise<ClaimedDelivery[]>} claimDue
 *   Claims up to `max` pending deliveries that are due and not claimed by a live sender, for
 *   `leaseMs`: until then no other sender takes them; after it, a dead sender's claim is taken over.
 * @property {(messageId: number, attempt: AttemptRecord) => Promise<void>} recordAttempt
 *   Records one attempt and its answer, and releases the claim: "sent" and "failed" end the
 *   delivery, "retry" leaves it pending until `nextAttemptAt`.
 * @property {() => Promise<ListedMessage[]>} list every message, oldest first, with its delivery
 * @property {(id: number, now: number) => Promise<ResendResult>} resend
 *   Queues a failed (or never mailed) message's mail again, as a new delivery with a full retry period.
 * @property {() => Promise<void>} close
 */
import { join, resolve } from "node:path";

import { openPostgresStore } from "./postgres-engine.mjs";
import { openSqliteStore } from "./sqlite-engine.mjs";

export { readStoredMessages } from "./sqlite-engine.mjs";

/**
 * The database file for a data directory (DATA_DIR, default ./data).
 * @param {string | undefined} dataDir
 * @returns {string}
 */
export function messagesDbPath(dataDir) {
  return resolve(join(dataDir?.trim() || "./data", "messages.db"));
}

/**
 * Where the messages live: `{ engine: "sqlite", path }` or `{ engine: "postgres", url }`.
 * @typedef {{ engine: "sqlite", path: string } | { engine: "postgres", url: string }} Storage
 */

/**
 * Opens the store (creating the SQLite file, or PostgreSQL's tables, on first use).
 * @param {Storage} storage
 * @returns {Promise<ContactStore>}
 */
export async function openContactStore(storage) {
  return storage.engine === "postgres" ? openPostgresStore(storage.url) : openSqliteStore(storage.path);
}
