// @ts-check
/**
 * What both engines of the message store share: the contact limits' arithmetic (each engine counts,
 * inside its own transaction, the acceptances a window holds, and asks here whether one more may
 * pass) and the shape of a listed message. The limits themselves are read in rate-limit.server.ts.
 *
 * @typedef {import("./message-database.mjs").Limits} Limits
 * @typedef {import("./message-database.mjs").AcceptResult} AcceptResult
 * @typedef {import("./message-database.mjs").StoredMessage} StoredMessage
 * @typedef {import("./message-database.mjs").ListedMessage} ListedMessage
 */

export const HOUR_MS = 60 * 60_000;

/**
 * The tables, in either engine's words (`serial`: an auto-numbered key; `time`: a whole number of
 * milliseconds since 1970; `attemptKey`: the attempts' own key column, where the engine needs one).
 * `contact_messages` holds what shoppers sent. `contact_acceptances` holds, for each accepted
 * message, who sent it and when, only as long as a limit looks back. `contact_deliveries` is the
 * outbox: one row per mail to the shop, with its state and its claim; `contact_delivery_attempts`
 * records each try and the mail server's answer. Every statement is idempotent, so opening an older
 * database adds what it lacks.
 * @param {{ serial: string, time: string, attemptKey: string }} words
 */
export const contactSchema = ({ serial, time, attemptKey }) => `
  CREATE TABLE IF NOT EXISTS contact_messages (
    id          ${serial},
    received_at TEXT NOT NULL,
    name        TEXT NOT NULL,
    email       TEXT NOT NULL,
    phone       TEXT NOT NULL,
    comment     TEXT NOT NULL
  );
  CREATE TABLE IF NOT EXISTS contact_acceptances (
    client      TEXT NOT NULL,
    accepted_at ${time} NOT NULL
  );
  CREATE INDEX IF NOT EXISTS contact_acceptances_by_client ON contact_acceptances (client, accepted_at);
  CREATE INDEX IF NOT EXISTS contact_acceptances_by_time ON contact_acceptances (accepted_at);
  CREATE TABLE IF NOT EXISTS contact_deliveries (
    message_id      INTEGER PRIMARY KEY REFERENCES contact_messages (id),
    state           TEXT    NOT NULL CHECK (state IN ('pending', 'sent', 'failed')),
    queued_at       ${time} NOT NULL,
    next_attempt_at ${time} NOT NULL,
    attempts        INTEGER NOT NULL DEFAULT 0,
    claimed_by      TEXT,
    claimed_until   ${time}
  );
  CREATE INDEX IF NOT EXISTS contact_deliveries_due ON contact_deliveries (state, next_attempt_at);
  CREATE TABLE IF NOT EXISTS contact_delivery_attempts (${attemptKey}
    message_id   INTEGER NOT NULL REFERENCES contact_messages (id),
    attempted_at ${time} NOT NULL,
    sender       TEXT    NOT NULL,
    outcome      TEXT    NOT NULL,
    answer       TEXT    NOT NULL
  );
  CREATE INDEX IF NOT EXISTS contact_delivery_attempts_by_message ON contact_delivery_attempts (message_id);`;

/**
 * Every message with its delivery's columns (null when it has none), oldest first, and every
 * attempt in order (`attemptOrder` breaks ties between attempts of one millisecond).
 * @param {string} attemptOrder
 */
export const listingQueries = (attemptOrder) => ({
  messages: `SELECT m.id, m.received_at AS "receivedAt", m.name, m.email, m.phone, m.comment, d.state,
      d.queued_at AS "queuedAt", d.next_attempt_at AS "nextAttemptAt", d.claimed_by AS "claimedBy",
      d.claimed_until AS "claimedUntil"
    FROM contact_messages m LEFT JOIN contact_deliveries d ON d.message_id = m.id ORDER BY m.id`,
  attempts: `SELECT message_id AS id, attempted_at AS at, sender, outcome, answer
    FROM contact_delivery_attempts ORDER BY attempted_at, ${attemptOrder}`,
});

/**
 * The verdict of the contact limits, given the acceptances each window holds (counted inside the
 * engine's transaction): `null` when the message may be accepted.
 * @param {{ count: number, oldest: number | null }} own the client's, within its window
 * @param {{ count: number, oldest: number | null }} everyone everyone's, within the hour
 * @param {Limits} limits
 * @param {number} now
 * @returns {Extract<AcceptResult, { accepted: false }> | null}
 */
export function limitRefusal(own, everyone, limits, now) {
  const retryAfter = (/** @type {{ oldest: number | null }} */ window, /** @type {number} */ length) =>
    Math.max(1, Math.ceil(((window.oldest ?? now) + length - now) / 1000));
  if (own.count >= limits.perClient.max) {
    return {
      accepted: false,
      limit: "client",
      retryAfterSeconds: retryAfter(own, limits.perClient.windowMs),
    };
  }
  if (everyone.count >= limits.perHour) {
    return { accepted: false, limit: "hourly", retryAfterSeconds: retryAfter(everyone, HOUR_MS) };
  }
  return null;
}

/** Acceptances older than this are no longer needed by any limit. */
export const forgetBefore = (/** @type {Limits} */ limits, /** @type {number} */ now) =>
  now - Math.max(limits.perClient.windowMs, HOUR_MS);

/**
 * Joins each message row (with its delivery's columns, null when it has none) and its attempts
 * into the listing both engines give.
 * @param {(StoredMessage & Record<string, unknown>)[]} rows
 * @param {{ id: number, at: number, sender: string, outcome: string, answer: string }[]} attemptRows
 * @returns {ListedMessage[]}
 */
export function withDeliveries(rows, attemptRows) {
  /** @type {Map<number, import("./message-database.mjs").DeliveryAttempt[]>} */
  const byMessage = new Map();
  for (const { id, at, sender, outcome, answer } of attemptRows) {
    const list = byMessage.get(id) ?? [];
    list.push({
      at,
      sender,
      outcome: /** @type {import("./message-database.mjs").AttemptOutcome} */ (outcome),
      answer,
    });
    byMessage.set(id, list);
  }
  return rows.map(({ state, queuedAt, nextAttemptAt, claimedBy, claimedUntil, ...message }) => ({
    ...message,
    delivery:
      state === null || state === undefined
        ? null
        : {
            state: /** @type {import("./message-database.mjs").DeliveryState} */ (state),
            queuedAt: Number(queuedAt),
            nextAttemptAt: Number(nextAttemptAt),
            claimedBy: /** @type {string | null} */ (claimedBy),
            claimedUntil: claimedUntil === null ? null : Number(claimedUntil),
            attempts: byMessage.get(message.id) ?? [],
          },
  }));
}
