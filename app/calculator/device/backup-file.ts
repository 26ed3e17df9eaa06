import { readBuyerRecord, type BuyerRecord } from "~/calculator/buyers/buyer-record";
import { readPayment, type Payment } from "~/calculator/buyers/payments";

import {
  BACKUP_FORMAT,
  DAMAGED,
  newerVersionMessage,
  NOT_A_BACKUP,
  readBackup,
  type BackupReading,
  readDeviceParts,
  readDrafts,
  sha256Hex,
  sha256HexOfBytes,
} from "./backup";
import {
  documentChunks,
  type DeviceData,
  type DeviceDataAsText,
  type DeviceDataInChunks,
} from "./device-data";
import { draftRecordValue, type DraftRecord } from "./drafts";
import { gunzipStream, gzipStream, isGzip, type GzipEngine } from "./gzip";
import { writeStoredPriceList } from "./invoice-draft";
import { readIssuedDocument, type IssuedDocument } from "./issued-documents";
import { isObject } from "./stored-fields";

/**
 * The backup file, version 2 (docs/calculator.md, "Backup and restore"): made and read a chunk at a
 * time, so that a device with twenty thousand documents backs up and restores without freezing the
 * page or holding the whole file as text. It is gzip (gzip.ts) around JSON lines:
 *
 *   {"format":"vasanam-calculator-backup","version":2,"createdAt":"2026-11-26T04:30:00.000Z"}
 *   {"section":"device","seriesCode":"R7","counters":{…},"priceList":{…}}
 *   {"section":"drafts","items":[…]}
 *   {"section":"buyers","items":[…500 buyers…]}           (when the book keeps any)
 *   {"section":"payments","items":[…500 payments…]}       (when any was received)
 *   {"section":"documents","items":[…250 documents…]}      (as many lines as it takes)
 *   {"section":"end","counts":{"documents":20000,"drafts":2},"checksum":"…"}
 *
 * Each item is stored as the device's books store it, so it reads back field by field the same way.
 * The end line seals the file: its checksum is the SHA-256 of every earlier line's own SHA-256 (hex,
 * in order), so it is worked out a line at a time, and its counts say how many items each section
 * brought. A file without its end line (cut short), with a line changed, or with a line that does not
 * read is refused whole. A section this reader does not know was written by a later calculator: the
 * file is refused with "reload to update", never read in part.
 *
 * A later part of the books is a new name of list section, each with its own item reader and count
 * in the end line (the buyer book and the payments came so); files without one read as before.
 *
 * Restoring reads the file twice: once to check every line (keeping the small sections, the buyers
 * and payments among them, and each line's digest), and again to hand the documents over a chunk at a time, each line checked against
 * its digest from the first reading. Version-1 files (one JSON value, backup.ts) are read whole, as
 * ever. A version-2 file somebody has already unpacked (plain JSON lines) reads too.
 */

export const CHUNKED_BACKUP_VERSION = 2;
/** Documents per line: about 400 kB of text, a moment's work to compress or read on a phone. */
const DOCUMENTS_PER_LINE = 250;
/** Buyers or payments per line: some 200 kB of text. */
const ACCOUNTS_PER_LINE = 500;
const LIST_SECTIONS = ["drafts", "documents", "buyers", "payments"] as const;
type ListSection = (typeof LIST_SECTIONS)[number];

/** What the file choosers offer: this version's .json.gz, and the .json of earlier ones. */
export const BACKUP_FILE_TYPES = ".gz,.json,application/gzip,application/json";

const encoder = new TextEncoder();

export interface BackupFileOptions {
  /** Awaited between lines: lets the page paint and answer the rep. */
  readonly pause?: () => Promise<void>;
  /** Which gzip to use (gzip.ts); the tests try both. */
  readonly engine?: GzipEngine;
}

const noPause = () => Promise.resolve();

/** The file's lines before the end line, made as the documents come. */
async function* contentLines(
  data: DeviceDataInChunks | DeviceDataAsText,
  createdAt: string,
): AsyncGenerator<[ListSection | null, number, string]> {
  yield [null, 0, JSON.stringify({ format: BACKUP_FORMAT, version: CHUNKED_BACKUP_VERSION, createdAt })];
  const priceList = JSON.parse(writeStoredPriceList(data.priceList)) as unknown;
  yield [
    null,
    0,
    JSON.stringify({ section: "device", seriesCode: data.seriesCode, counters: data.counters, priceList }),
  ];
  if (data.drafts.length > 0)
    yield [
      "drafts",
      data.drafts.length,
      JSON.stringify({ section: "drafts", items: data.drafts.map(draftRecordValue) }),
    ];
  for (const section of ["buyers", "payments"] as const) {
    const items = data[section] ?? [];
    for (let start = 0; start < items.length; start += ACCOUNTS_PER_LINE) {
      const line = items.slice(start, start + ACCOUNTS_PER_LINE);
      yield [section, line.length, JSON.stringify({ section, items: line })];
    }
  }
  if ("issuedText" in data) {
    // The texts joined as JSON.stringify would write the line: the same file, without the work.
    for await (const chunk of documentChunks(data.issuedText, DOCUMENTS_PER_LINE))
      yield ["documents", chunk.length, `{"section":"documents","items":[${chunk.join(",")}]}`];
    return;
  }
  for await (const chunk of documentChunks(data.issued, DOCUMENTS_PER_LINE))
    yield ["documents", chunk.length, JSON.stringify({ section: "documents", items: chunk })];
}

/**
 * The backup file of the device's data, made at `now`: gzip, a line at a time. Each line is encoded
 * once: its digest and the file take the same bytes.
 */
export async function makeBackupFile(
  data: DeviceDataInChunks | DeviceDataAsText,
  now: number,
  { pause = noPause, engine }: BackupFileOptions = {},
): Promise<Blob> {
  const gzip = gzipStream(engine);
  // Read as it is written, so the compressed parts are all the file ever holds in memory.
  const file = new Response(gzip.readable).blob();
  const writer = gzip.writable.getWriter();
  const digests: string[] = [];
  // Older readers know only these two counts; a later section's count is written when it has items.
  const counts: Partial<Record<ListSection, number>> = { drafts: 0, documents: 0 };
  for await (const [section, items, line] of contentLines(data, new Date(now).toISOString())) {
    const bytes = encoder.encode(`${line}\n`);
    // The newline is one byte, and no part of the line's digest.
    digests.push(await sha256HexOfBytes(bytes.subarray(0, bytes.length - 1)));
    if (section) counts[section] = (counts[section] ?? 0) + items;
    await writer.write(bytes);
    await pause();
  }
  const end = { section: "end", counts, checksum: await sha256Hex(digests.join("")) };
  await writer.write(encoder.encode(`${JSON.stringify(end)}\n`));
  await writer.close();
  return new Blob([await file], { type: "application/gzip" });
}

/** The file's text a line at a time, unpacked if it is gzip; throws when it cannot be read whole. */
async function* fileLines(file: Blob, engine?: GzipEngine): AsyncGenerator<string> {
  const compressed = isGzip(new Uint8Array(await file.slice(0, 2).arrayBuffer()));
  const bytes = compressed ? file.stream().pipeThrough(gunzipStream(engine)) : file.stream();
  // Fatal: a byte that is not UTF-8 is a broken file, not a character to guess.
  const text = new TextDecoderStream("utf-8", { fatal: true }) as unknown as TransformStream<
    Uint8Array,
    string
  >;
  const reader = bytes.pipeThrough(text).getReader();
  // A line (some 400 kB) comes in many pieces: they are kept apart until its end comes, so that
  // each piece is searched for a line break once, not the whole line again with every piece.
  let pieces: string[] = [];
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    let start = 0;
    for (let end = value.indexOf("\n"); end !== -1; end = value.indexOf("\n", start)) {
      pieces.push(value.slice(start, end));
      yield pieces.join("");
      pieces = [];
      start = end + 1;
    }
    if (start < value.length) pieces.push(value.slice(start));
  }
  if (pieces.length > 0) yield pieces.join("");
}

/** A backup file opened: checked whole, its small parts read, its documents to be read again. */
export interface OpenedBackup {
  readonly version: number;
  readonly createdAt: number;
  readonly data: Omit<DeviceData, "issued">;
  readonly documentCount: number;
  /** The documents, oldest first, a chunk at a time, read again from the file. */
  documents(): AsyncGenerator<readonly IssuedDocument[]>;
}

export type BackupOpening =
  { readonly ok: true; readonly backup: OpenedBackup } | { readonly ok: false; readonly message: string };

/** Thrown while the documents are read again when the file is no longer what was checked. */
export class BackupChanged extends Error {
  constructor() {
    super(
      "The backup file changed while it was being restored, so it was restored only in part. Restore it again: what is missing is added, nothing twice.",
    );
  }
}

const refused = (message: string): BackupOpening => ({ ok: false, message });

/** A line's items, each read as the books read it; null when any does not read. */
function lineItems<T>(items: readonly unknown[], read: (item: unknown) => T | null): T[] | null {
  const values: T[] = [];
  for (const item of items) {
    const value = read(item);
    if (value === null) return null;
    values.push(value);
  }
  return values;
}

const lineDocuments = (items: readonly unknown[]) => lineItems(items, readIssuedDocument);

/** A version-2 header line read, or null when the first line is not one. */
function chunkedHeader(line: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(line);
    return isObject(parsed) && parsed.format === BACKUP_FORMAT && parsed.version !== 1 ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * Opens a backup file of any version, checking all of it: nothing is restored from a file this
 * refuses. The documents are not kept (a version-1 file's are, as it is read whole).
 */
export function openBackup(file: Blob, engine?: GzipEngine): Promise<BackupOpening> {
  return open(file, engine, false);
}

/**
 * `keepDocuments`: hold on to the documents of the one reading that checks the file, rather than read
 * them again (for a reader that keeps them all in memory anyway: the office, whose quarter of ten
 * devices' files would otherwise be unpacked, parsed and checked twice).
 */
async function open(
  file: Blob,
  engine: GzipEngine | undefined,
  keepDocuments: boolean,
): Promise<BackupOpening> {
  const start = new Uint8Array(await file.slice(0, 4096).arrayBuffer());
  if (!isGzip(start)) {
    const firstLine = new TextDecoder().decode(start).split("\n")[0]!;
    if (!chunkedHeader(firstLine)) return openVersionOne(file);
  }
  try {
    return await openChunked(file, engine, keepDocuments);
  } catch {
    // Not gzip after all, cut short, failing its CRC, or not UTF-8: not all of a backup.
    return refused(NOT_A_BACKUP);
  }
}

async function openVersionOne(file: Blob): Promise<BackupOpening> {
  const reading = await readBackup(await file.text());
  if (!reading.ok) return reading;
  const { issued, ...data } = reading.data;
  return {
    ok: true,
    backup: {
      version: 1,
      createdAt: reading.createdAt,
      data,
      documentCount: issued.length,
      documents: () => documentChunks(issued, DOCUMENTS_PER_LINE),
    },
  };
}

async function openChunked(
  file: Blob,
  engine: GzipEngine | undefined,
  keepDocuments: boolean,
): Promise<BackupOpening> {
  const digests: string[] = [];
  const kept: IssuedDocument[] = [];
  const counts: Record<ListSection, number> = { drafts: 0, documents: 0, buyers: 0, payments: 0 };
  let header: Record<string, unknown> | null = null;
  let device: Pick<DeviceData, "seriesCode" | "counters" | "priceList"> | null = null;
  const drafts: DraftRecord[] = [];
  const buyers: BuyerRecord[] = [];
  const payments: Payment[] = [];
  let sealed = false;

  for await (const line of fileLines(file, engine)) {
    if (sealed) return refused(DAMAGED);
    if (!header) {
      header = chunkedHeader(line);
      if (!header) return refused(NOT_A_BACKUP);
      if (header.version !== CHUNKED_BACKUP_VERSION) return refused(newerVersionMessage(header.version));
      if (typeof header.createdAt !== "string" || Number.isNaN(Date.parse(header.createdAt)))
        return refused(DAMAGED);
      digests.push(await sha256Hex(line));
      continue;
    }
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      return refused(DAMAGED);
    }
    if (!isObject(parsed) || typeof parsed.section !== "string") return refused(DAMAGED);
    if (parsed.section === "end") {
      if (parsed.checksum !== (await sha256Hex(digests.join("")))) return refused(DAMAGED);
      const declared = isObject(parsed.counts) ? parsed.counts : {};
      if (!device || LIST_SECTIONS.some((section) => (declared[section] ?? 0) !== counts[section]))
        return refused(DAMAGED);
      sealed = true;
      continue;
    }
    digests.push(await sha256Hex(line));
    if (parsed.section === "device") {
      if (device) return refused(DAMAGED);
      device = readDeviceParts(parsed);
      if (!device) return refused(DAMAGED);
      continue;
    }
    if (!(LIST_SECTIONS as readonly string[]).includes(parsed.section))
      return refused(newerVersionMessage(`${String(header.version)} with ${parsed.section}`));
    if (!Array.isArray(parsed.items)) return refused(DAMAGED);
    const section = parsed.section as ListSection;
    const read =
      section === "drafts"
        ? readDrafts(parsed.items)
        : section === "buyers"
          ? lineItems(parsed.items, readBuyerRecord)
          : section === "payments"
            ? lineItems(parsed.items, readPayment)
            : lineDocuments(parsed.items);
    if (!read) return refused(DAMAGED);
    if (section === "drafts") drafts.push(...(read as DraftRecord[]));
    if (section === "buyers") buyers.push(...(read as BuyerRecord[]));
    if (section === "payments") payments.push(...(read as Payment[]));
    if (section === "documents" && keepDocuments) kept.push(...(read as IssuedDocument[]));
    counts[section] += read.length;
  }
  if (!header || !sealed || !device) return refused(NOT_A_BACKUP);

  return {
    ok: true,
    backup: {
      version: CHUNKED_BACKUP_VERSION,
      createdAt: Date.parse(String(header.createdAt)),
      data: {
        ...device,
        drafts: drafts.sort((a, b) => a.id.localeCompare(b.id)),
        ...(buyers.length > 0 ? { buyers } : {}),
        ...(payments.length > 0 ? { payments } : {}),
      },
      documentCount: counts.documents,
      documents: () =>
        keepDocuments ? documentChunks(kept, DOCUMENTS_PER_LINE) : documentsAgain(file, digests, engine),
    },
  };
}

/** The documents lines read again, each checked against its digest from the first reading. */
async function* documentsAgain(
  file: Blob,
  digests: readonly string[],
  engine?: GzipEngine,
): AsyncGenerator<readonly IssuedDocument[]> {
  let index = 0;
  for await (const line of fileLines(file, engine)) {
    if (index === digests.length) return; // the end line, checked on opening
    if ((await sha256Hex(line)) !== digests[index]) throw new BackupChanged();
    index += 1;
    const parsed = JSON.parse(line) as { section: string; items: unknown[] };
    if (parsed.section !== "documents") continue;
    const documents = lineDocuments(parsed.items);
    if (!documents) throw new BackupChanged();
    yield documents;
  }
  throw new BackupChanged();
}

/**
 * A backup file of any version read whole, every document in memory (the office's computer, tests):
 * read once, the documents kept from the reading that checks the file.
 */
export async function readBackupFile(file: Blob | string, engine?: GzipEngine): Promise<BackupReading> {
  const opening = await open(typeof file === "string" ? new Blob([file]) : file, engine, true);
  if (!opening.ok) return opening;
  const { backup } = opening;
  const issued: IssuedDocument[] = [];
  for await (const chunk of backup.documents()) issued.push(...chunk);
  return { ok: true, createdAt: backup.createdAt, data: { ...backup.data, issued } };
}
