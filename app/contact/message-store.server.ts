/**
 * The server's side of the message database (message-database.mjs owns its path and schema):
 * accepting a message within the contact limits, in one transaction.
 *
 * better-sqlite3 is synchronous and the database runs with synchronous=FULL, so `accept` returns
 * only after the durable commit: a shopper is told "sent" only for a message that survives a crash.
 * The limit check and the insert are one IMMEDIATE transaction, so two workers cannot both let
 * through the post that crosses a limit.
 */
import { messagesDbPath, openMessageDatabase } from "./message-database.mjs";
import type { ContactValues } from "./contact-fields";
import { HOUR_MS, type ContactLimits } from "./rate-limit.server";

export interface StoredMessage extends ContactValues {
  id: number;
  receivedAt: string;
}

export type AcceptResult =
  | { accepted: true; message: StoredMessage }
  | { accepted: false; limit: "client" | "hourly"; retryAfterSeconds: number };

export interface MessageStore {
  readonly path: string;
  /** Stores `message` from `client` unless that would break `limits`; returns after the commit. */
  accept(message: ContactValues, client: string, limits: ContactLimits, now?: Date): AcceptResult;
  close(): void;
}

interface Window {
  count: number;
  oldest: number | null;
}

export function openMessageStore(path: string = messagesDbPath()): MessageStore {
  const db = openMessageDatabase(path);
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

  const retryAfter = (window: Window, length: number, now: number) =>
    Math.max(1, Math.ceil(((window.oldest ?? now) + length - now) / 1000));

  const accept = db.transaction(
    (message: ContactValues, client: string, limits: ContactLimits, at: Date): AcceptResult => {
      const now = at.getTime();
      // Acceptances older than every window are no longer needed by any limit.
      forget.run(now - Math.max(limits.perClient.windowMs, HOUR_MS));
      const own = clientWindow.get(client, now - limits.perClient.windowMs) as Window;
      if (own.count >= limits.perClient.max) {
        return {
          accepted: false,
          limit: "client",
          retryAfterSeconds: retryAfter(own, limits.perClient.windowMs, now),
        };
      }
      const everyone = everyoneWindow.get(now - HOUR_MS) as Window;
      if (everyone.count >= limits.perHour) {
        return { accepted: false, limit: "hourly", retryAfterSeconds: retryAfter(everyone, HOUR_MS, now) };
      }
      const receivedAt = at.toISOString();
      const info = insertMessage.run(receivedAt, message.name, message.email, message.phone, message.comment);
      insertAcceptance.run(client, now);
      return { accepted: true, message: { id: Number(info.lastInsertRowid), receivedAt, ...message } };
    },
  );

  return {
    path,
    accept: (message, client, limits, now = new Date()) => accept.immediate(message, client, limits, now),
    close: () => db.close(),
  };
}

let processStore: MessageStore | undefined;

/** The server's store, opened (and the file created) on first use. */
export function messageStore(): MessageStore {
  processStore ??= openMessageStore();
  return processStore;
}
