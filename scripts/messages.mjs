#!/usr/bin/env node
/**
 * Staff: print the contact messages the storefront has stored.
 *
 *   npm run messages                       table (the default)
 *   npm run messages -- --format csv       CSV, for a spreadsheet
 *   npm run messages -- --format json      JSON, for other tools
 *   npm run messages -- --db path/to/messages.db
 *
 * The database is `${DATA_DIR:-./data}/messages.db`, the same file the server writes (its path and
 * schema belong to app/contact/message-database.mjs). It is opened read-only, so this is safe to
 * run while the shop is serving.
 */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { parseArgs } from "node:util";

import { messagesDbPath, readStoredMessages } from "../app/contact/message-database.mjs";

const FORMATS = ["table", "csv", "json"];
const COLUMNS = [
  ["id", "ID"],
  ["receivedAt", "Received (UTC)"],
  ["name", "Name"],
  ["email", "Email"],
  ["phone", "Phone number"],
  ["comment", "Comment"],
];

function usage(message) {
  if (message) console.error(message);
  console.error("Usage: npm run messages -- [--format table|csv|json] [--db path/to/messages.db]");
  process.exit(2);
}

let args;
try {
  args = parseArgs({
    options: {
      format: { type: "string", short: "f", default: "table" },
      db: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  }).values;
} catch (error) {
  usage(error.message);
}
if (args.help) usage();
if (!FORMATS.includes(args.format)) usage(`Unknown format "${args.format}".`);

const dbPath = args.db ? resolve(args.db) : messagesDbPath();
const messages = readStoredMessages(dbPath);
if (!existsSync(dbPath) && args.format === "table") {
  console.error(`No message database at ${dbPath} yet (nothing has been sent).`);
}

if (args.format === "json") {
  process.stdout.write(JSON.stringify(messages, null, 2) + "\n");
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
}
