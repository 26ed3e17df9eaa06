// @ts-check
/**
 * The message store on PostgreSQL (`DATABASE_URL=postgres://…`), for a shop with several app hosts
 * behind its front: every host shares one inbox, one set of contact limits and one outbox.
 *
 * - The schema is created or brought up to date at start inside a transaction that holds an
 *   advisory lock, so hosts starting at once take turns instead of racing on CREATE TABLE.
 * - Accepting a message takes another advisory lock for its transaction: the limit check and the
 *   insert run one post at a time across every host, so two hosts cannot both let through the
 *   post that crosses a limit (contact posts are rare; the lock is held for milliseconds).
 * - A commit returns once PostgreSQL has flushed it (synchronous_commit is on by default; keep it
 *   so), so a message acknowledged to a shopper survives a crash of either side.
 * - Senders claim due deliveries with FOR UPDATE SKIP LOCKED: two senders never take the same row.
 *
 * @typedef {import("./message-database.mjs").ContactStore} ContactStore
 * @typedef {import("./message-database.mjs").StoredMessage} StoredMessage
 */
import pg from "pg";

import {
  HOUR_MS,
  contactSchema,
  forgetBefore,
  limitRefusal,
  listingQueries,
  withDeliveries,
} from "./store-common.mjs";

/** Advisory lock keys (any two numbers this application alone uses). */
const SCHEMA_LOCK = 7_270_001;
const ACCEPT_LOCK = 7_270_002;

const SCHEMA = contactSchema({
  serial: "SERIAL PRIMARY KEY",
  time: "BIGINT",
  attemptKey: "\n    seq BIGSERIAL PRIMARY KEY,",
});
const LISTING = listingQueries("seq");

const MESSAGE_COLUMNS = `id, received_at AS "receivedAt", name, email, phone, comment`;

const QUEUE = `
  INSERT INTO contact_deliveries (message_id, state, queued_at, next_attempt_at) VALUES ($1, 'pending', $2, $2)
  ON CONFLICT (message_id) DO UPDATE SET state = 'pending', queued_at = excluded.queued_at,
    next_attempt_at = excluded.next_attempt_at, attempts = 0, claimed_by = NULL, claimed_until = NULL`;

/** Milliseconds and counts fit a JavaScript number; pg would hand BIGINT and count(*) over as strings. */
const types = {
  /** @param {number} oid @param {any} format */
  getTypeParser: (oid, format) => (oid === 20 ? Number : pg.types.getTypeParser(oid, format)),
};

/**
 * Where a URL points, without its password, for the logs.
 * @param {string} url
 */
function describe(url) {
  const parsed = new URL(url);
  return `PostgreSQL ${parsed.hostname}${parsed.port ? `:${parsed.port}` : ""}${parsed.pathname}`;
}

/**
 * @param {string} url
 * @returns {Promise<ContactStore & { pool: pg.Pool }>}
 */
export async function openPostgresStore(url) {
  const pool = new pg.Pool({ connectionString: url, max: 4, types, connectionTimeoutMillis: 10_000 });
  // An idle connection that breaks (PostgreSQL restarted) is replaced; it must not crash the process.
  pool.on("error", (error) => console.error(`[vasanam] PostgreSQL connection lost: ${error.message}`));

  /**
   * @template T
   * @param {(client: pg.PoolClient) => Promise<T>} work
   * @returns {Promise<T>}
   */
  const transaction = async (work) => {
    const client = await pool.connect();
    try {
      await client.query("BEGIN");
      const result = await work(client);
      await client.query("COMMIT");
      return result;
    } catch (error) {
      await client.query("ROLLBACK").catch(() => {});
      throw error;
    } finally {
      client.release();
    }
  };

  try {
    await transaction(async (client) => {
      await client.query("SELECT pg_advisory_xact_lock($1)", [SCHEMA_LOCK]);
      await client.query(SCHEMA);
    });
  } catch (error) {
    await pool.end();
    throw error;
  }

  /** @param {pg.PoolClient} client @param {string} sql @param {unknown[]} values */
  const window = async (client, sql, values) =>
    /** @type {{ count: number, oldest: number | null }} */ ((await client.query(sql, values)).rows[0]);

  return {
    pool,
    description: describe(url),

    accept: (fields, client, limits, { now: at, notify }) =>
      transaction(async (db) => {
        const now = at.getTime();
        await db.query("SELECT pg_advisory_xact_lock($1)", [ACCEPT_LOCK]);
        await db.query("DELETE FROM contact_acceptances WHERE accepted_at <= $1", [
          forgetBefore(limits, now),
        ]);
        const own = await window(
          db,
          "SELECT count(*)::int AS count, min(accepted_at) AS oldest FROM contact_acceptances WHERE client = $1 AND accepted_at > $2",
          [client, now - limits.perClient.windowMs],
        );
        const everyone = await window(
          db,
          "SELECT count(*)::int AS count, min(accepted_at) AS oldest FROM contact_acceptances WHERE accepted_at > $1",
          [now - HOUR_MS],
        );
        const refusal = limitRefusal(own, everyone, limits, now);
        if (refusal) return refusal;
        const receivedAt = at.toISOString();
        const inserted = await db.query(
          "INSERT INTO contact_messages (received_at, name, email, phone, comment) VALUES ($1, $2, $3, $4, $5) RETURNING id",
          [receivedAt, fields.name, fields.email, fields.phone, fields.comment],
        );
        const id = Number(inserted.rows[0].id);
        await db.query("INSERT INTO contact_acceptances (client, accepted_at) VALUES ($1, $2)", [
          client,
          now,
        ]);
        if (notify) await db.query(QUEUE, [id, now]);
        return { accepted: true, message: { id, receivedAt, ...fields } };
      }),

    claimDue: async (sender, { now, leaseMs, max }) => {
      const { rows } = await pool.query(
        `WITH due AS (
           SELECT message_id FROM contact_deliveries
           WHERE state = 'pending' AND next_attempt_at <= $3 AND (claimed_until IS NULL OR claimed_until <= $3)
           ORDER BY next_attempt_at LIMIT $4 FOR UPDATE SKIP LOCKED)
         UPDATE contact_deliveries d SET claimed_by = $1, claimed_until = $2
         FROM due, contact_messages m
         WHERE d.message_id = due.message_id AND m.id = d.message_id
         RETURNING d.attempts, d.queued_at AS "queuedAt", ${MESSAGE_COLUMNS.replace(/(^|, )/g, "$1m.")}`,
        [sender, now + leaseMs, now, max],
      );
      return rows.map(({ attempts, queuedAt, ...message }) => ({
        message: /** @type {StoredMessage} */ (message),
        attempts,
        queuedAt,
      }));
    },

    recordAttempt: (id, { sender, at, outcome, answer, nextAttemptAt }) =>
      transaction(async (db) => {
        await db.query(
          "INSERT INTO contact_delivery_attempts (message_id, attempted_at, sender, outcome, answer) VALUES ($1, $2, $3, $4, $5)",
          [id, at, sender, outcome, answer],
        );
        await db.query(
          `UPDATE contact_deliveries SET state = $1, attempts = attempts + 1, next_attempt_at = $2,
             claimed_by = NULL, claimed_until = NULL
           WHERE message_id = $3 AND state = 'pending'`,
          [outcome === "retry" ? "pending" : outcome, nextAttemptAt ?? at, id],
        );
      }),

    list: async () => {
      const messages = await pool.query(LISTING.messages);
      const attempts = await pool.query(LISTING.attempts);
      return withDeliveries(messages.rows, attempts.rows);
    },

    resend: (id, now) =>
      transaction(async (db) => {
        const found = await db.query(
          "SELECT m.id, d.state FROM contact_messages m LEFT JOIN contact_deliveries d ON d.message_id = m.id WHERE m.id = $1 FOR UPDATE OF m",
          [id],
        );
        if (found.rows.length === 0) return "not-found";
        const state = found.rows[0].state;
        if (state === "sent") return "already-sent";
        if (state === "pending") return "already-pending";
        await db.query(QUEUE, [id, now]);
        return "queued";
      }),

    close: () => pool.end(),
  };
}
