#!/usr/bin/env node
/**
 * Staff: print the contact messages the storefront has stored, each with the state of its mail to
 * the shop, and send a failed mail again.
 *
 *   npm run messages                       table (the default)
 *   npm run messages -- --format csv       CSV, for a spreadsheet
 *   npm run messages -- --format json      JSON, for other tools (with every delivery attempt)
 *   npm run messages -- --resend 42        queue message 42's mail again (it failed, or was never sent)
 *   npm run messages -- --db path/to/messages.db
 *
 * The store is the server's: PostgreSQL when DATABASE_URL is set, else `${DATA_DIR:-./data}/messages.db`
 * (server/config.mjs reads both; app/contact/message-database.mjs owns the engines). Reading is safe
 * while the shop is serving; a resent mail is sent by the running server's sender.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";

import { openContactStore } from "../app/contact/message-database.mjs";
import { ConfigError, readStorageConfig } from "../server/config.mjs";

const FORMATS = ["table", "csv", "json"];
const COLUMNS = [
  ["id", "ID"],
  ["receivedAt", "Received (UTC)"],
  ["name", "Name"],
  ["email", "Email"],
  ["phone", "Phone number"],
  ["comment", "Comment"],
  ["mail", "Mail"],
];

/** What the table and the CSV say of a message's mail (docs/contact.md, "Delivery states"). */
function mailState(delivery, now = Date.now()) {
  if (!delivery) return "not mailed";
  const tries = delivery.attempts.length;
  if (delivery.state === "pending" && delivery.claimedUntil !== null && delivery.claimedUntil > now)
    return "sending";
  if (delivery.state === "pending" && tries > 0) return `retrying (${tries} tries)`;
  return delivery.state;
}

function usage(message) {
  if (message) console.error(message);
  console.error(
    "Usage: npm run messages -- [--format table|csv|json] [--resend ID] [--db path/to/messages.db]",
  );
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    options: {
      format: { type: "string", short: "f", default: "table" },
      db: { type: "string" },
      resend: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  }).values;
} catch (error) {
  usage(error.message);
}
if (args.help) usage();
if (!FORMATS.includes(args.format)) usage(`Unknown format "${args.format}".`);

if (args.resend !== undefined && !/^\d{1,9}$/.test(args.resend))
  usage(`--resend takes a message's id, not "${args.resend}".`);

let storage;
try {
  storage = args.db ? { engine: "sqlite", path: resolve(args.db) } : readStorageConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(2);
}
if (storage.engine === "sqlite" && !existsSync(storage.path)) {
  console.error(`No message database at ${storage.path} yet (nothing has been sent).`);
  process.exit(args.resend === undefined ? 0 : 1);
}
const store = await openContactStore(storage);
let listed;
let resent;
try {
  if (args.resend !== undefined) resent = await store.resend(Number(args.resend), Date.now());
  else listed = await store.list();
} finally {
  await store.close();
}

if (resent !== undefined) {
  const id = args.resend;
  console.log(
    {
      queued: `Message ${id}'s mail is queued again; the running server sends it within seconds.`,
      "not-found": `There is no message ${id}.`,
      "already-sent": `Message ${id}'s mail was sent already (see --format json for the mail server's answer).`,
      "already-pending": `Message ${id}'s mail is waiting to be sent already.`,
    }[resent],
  );
  process.exit(resent === "queued" ? 0 : 1);
}
const messages = listed.map((m) => ({ ...m, mail: mailState(m.delivery) }));

if (args.format === "json") {
  process.stdout.write(JSON.stringify(listed, null, 2) + "\n");
} else if (args.format === "csv") {
  const lines = [COLUMNS.map(([, title]) => csvCell(title)).join(",")];
  for (const m of messages) lines.push(COLUMNS.map(([key]) => csvCell(m[key])).join(","));
  process.stdout.write(lines.join("\r\n") + "\r\n");
} else {
  printTable(messages);
}

/**
 * RFC 4180 quoting, plus a guard against spreadsheet formula injection: a text cell that starts
 * with = + - @ (or a tab/CR that some spreadsheets skip) gets a leading apostrophe.
 */
function csvCell(value) {
  let text = value === null || value === undefined ? "" : String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

function printTable(rows) {
  if (rows.length === 0) {
    console.log("No messages.");
    return;
  }
  const limit = { comment: 60, name: 24, email: 32 };
  const cells = rows.map((m) =>
    COLUMNS.map(([key]) => {
      // One line per message, control and invisible format characters (bidirectional overrides
      // among them, which would reorder the terminal's text) made visible, long text shortened.
      let text = String(m[key] ?? "")
        .replace(/\r?\n/g, " ⏎ ")
        .replace(/[\u0000-\u001f\u007f-\u009f]|(?![\u200c\u200d])\p{Cf}/gu, "�");
      const max = limit[key];
      if (max && [...text].length > max) text = [...text].slice(0, max - 1).join("") + "…";
      return text;
    }),
  );
  const headers = COLUMNS.map(([, title]) => title);
  const widths = headers.map((h, i) => Math.max([...h].length, ...cells.map((row) => [...row[i]].length)));
  const pad = (text, width) => text + " ".repeat(width - [...text].length);
  const rule = widths.map((w) => "-".repeat(w)).join("-+-");
  console.log(headers.map((h, i) => pad(h, widths[i])).join(" | "));
  console.log(rule);
  for (const row of cells) console.log(row.map((c, i) => pad(c, widths[i])).join(" | "));
  console.log(
    `\n${rows.length} message${rows.length === 1 ? "" : "s"}. Full text: npm run messages -- --format json`,
  );
  const failed = rows.filter((m) => m.mail === "failed").map((m) => m.id);
  if (failed.length > 0) {
    console.log(`Mail failed for ${failed.join(", ")}: send one again with npm run messages -- --resend ID`);
  }
}
