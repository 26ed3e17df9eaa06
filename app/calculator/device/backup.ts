import { readCounters, type DocumentCounters } from "~/calculator/documents/document-numbering";

import type { DeviceData } from "./device-data";
import { readDraftRecord, writeDraftRecord, type DraftRecord } from "./drafts";
import { readStoredPriceList, writeStoredPriceList, type StoredPriceList } from "./invoice-draft";
import { readIssuedDocuments, writeIssuedDocuments, type IssuedDocument } from "./issued-documents";
import { readSeriesCode } from "./series-code";
import { isObject } from "./stored-fields";

/**
 * The backup's rules (docs/calculator.md, "Backup and restore"), and its first file format. Version 1
 * is everything the device keeps for the calculator in one JSON value, sealed with a SHA-256 checksum
 * of its content in a canonical form, so that a file cut short, edited or of another kind is refused
 * whole before anything changes. Devices now write version 2 (backup-file.ts: compressed, made and
 * read a chunk at a time), and every version-1 file ever saved still restores through `readBackup`.
 * Restoring merges a file into the device: no document twice (by number), counters never go back, a
 * cancellation is never undone, and a device with another series code refuses the file.
 *
 * Pure apart from the digest (crypto.subtle, in browsers and in Node).
 */

export const BACKUP_FORMAT = "vasanam-calculator-backup";
export const BACKUP_VERSION = 1;

export interface BackupFile {
  readonly format: typeof BACKUP_FORMAT;
  readonly version: typeof BACKUP_VERSION;
  /** When the backup was made, ISO 8601. */
  readonly createdAt: string;
  readonly data: DeviceData;
  /** Hex SHA-256 of the canonical JSON of format, version, createdAt and data. */
  readonly checksum: string;
}

/** JSON with every object's keys in sorted order and no spaces: equal values give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (isObject(value)) {
    const entries = Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key])}`);
    return `{${entries.join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

export function sha256Hex(text: string): Promise<string> {
  return sha256HexOfBytes(new TextEncoder().encode(text));
}

/** The hex SHA-256 of bytes (a text's UTF-8, when its bytes are at hand already). */
export async function sha256HexOfBytes(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", bytes);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function sealed(createdAt: string, data: unknown) {
  return canonicalJson({ format: BACKUP_FORMAT, version: BACKUP_VERSION, createdAt, data });
}

/** The data as stored: drafts and the price list in their stored form, so they read back the same way. */
function storedForm(data: DeviceData) {
  return {
    seriesCode: data.seriesCode,
    counters: data.counters,
    issued: (JSON.parse(writeIssuedDocuments(data.issued)) as { documents: unknown[] }).documents,
    drafts: data.drafts.map((record) => JSON.parse(writeDraftRecord(record)) as unknown),
    priceList: JSON.parse(writeStoredPriceList(data.priceList)) as unknown,
  };
}

/** A version-1 backup file's text for the device's data, made at `now` (the tests' old files). */
export async function makeBackup(data: DeviceData, now: number): Promise<string> {
  const createdAt = new Date(now).toISOString();
  const stored = storedForm(data);
  const checksum = await sha256Hex(sealed(createdAt, stored));
  return JSON.stringify({
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt,
    data: stored,
    checksum,
  });
}

/** `calculator-backup-R7-2026-11-26.json.gz`: gzip inside, JSON lines within (backup-file.ts). */
export function backupFileName(seriesCode: string | null, now: number): string {
  const day = new Date(now + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 10);
  return `calculator-backup-${seriesCode ?? "no-code"}-${day}.json.gz`;
}

export type BackupReading =
  | { readonly ok: true; readonly createdAt: number; readonly data: DeviceData }
  | { readonly ok: false; readonly message: string };

export const NOT_A_BACKUP =
  "This file is not a calculator backup, or not all of one: nothing was restored. Choose the file that Download backup saved (calculator-backup-….json.gz, or .json from before).";
export const DAMAGED =
  "This backup file is damaged or was changed after it was made (its checksum does not match), so nothing was restored. Use another copy of the backup.";

/** A file of a later format than this page reads: the page is out of date, not the file. */
export function newerVersionMessage(version: unknown): string {
  return `This backup was made by a newer version of the calculator (format ${String(version)}). Reload the page to update it, then restore again.`;
}

/** The version-1 backup in a file's text, checked whole: its kind, version, checksum and every part. */
export async function readBackup(text: string): Promise<BackupReading> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { ok: false, message: NOT_A_BACKUP };
  }
  if (!isObject(parsed) || parsed.format !== BACKUP_FORMAT) return { ok: false, message: NOT_A_BACKUP };
  if (parsed.version !== BACKUP_VERSION) {
    return { ok: false, message: newerVersionMessage(parsed.version) };
  }
  const { createdAt, data, checksum } = parsed;
  if (typeof createdAt !== "string" || Number.isNaN(Date.parse(createdAt)) || typeof checksum !== "string") {
    return { ok: false, message: DAMAGED };
  }
  if ((await sha256Hex(sealed(createdAt, data))) !== checksum) return { ok: false, message: DAMAGED };
  const read = readData(data);
  return read ? { ok: true, createdAt: Date.parse(createdAt), data: read } : { ok: false, message: DAMAGED };
}

/** The parts of a sealed file, each read as storage is read; null when any part does not read whole. */
function readData(data: unknown): DeviceData | null {
  if (!isObject(data) || !Array.isArray(data.issued) || !Array.isArray(data.drafts)) return null;
  const device = readDeviceParts(data);
  const drafts = readDrafts(data.drafts);
  if (!device || !drafts) return null;
  const issued = readIssuedDocuments(JSON.stringify({ version: 1, documents: data.issued }));
  if (issued.length !== data.issued.length) return null;
  return { ...device, issued, drafts };
}

/**
 * A backup's series code, counters and price list, read as storage is read (every version keeps them
 * in the same form); null when any does not read whole.
 */
export function readDeviceParts(
  data: Record<string, unknown>,
): Pick<DeviceData, "seriesCode" | "counters" | "priceList"> | null {
  const seriesCode = data.seriesCode === null ? null : readSeriesCode(String(data.seriesCode));
  if (data.seriesCode !== null && seriesCode === null) return null;
  const counters = readCounters(JSON.stringify(data.counters ?? null));
  if (!isObject(data.counters) || Object.keys(counters).length !== Object.keys(data.counters).length)
    return null;
  const priceList = readStoredPriceList(JSON.stringify(data.priceList ?? null));
  return { seriesCode, counters, priceList };
}

/** Stored drafts, each read as storage reads it; null when any does not read whole. */
export function readDrafts(values: readonly unknown[]): DraftRecord[] | null {
  const drafts: DraftRecord[] = [];
  for (const value of values) {
    const id = isObject(value) && typeof value.id === "string" ? value.id : "";
    const record = id ? readDraftRecord(id, JSON.stringify(value)) : null;
    if (!record) return null;
    drafts.push(record);
  }
  return drafts;
}

export interface RestoreSummary {
  readonly documentsAdded: number;
  readonly cancellationsAdded: number;
  readonly draftsAdded: number;
  readonly priceListRestored: boolean;
  readonly seriesCode: string | null;
}

export type MergeResult =
  | { readonly ok: true; readonly data: DeviceData; readonly summary: RestoreSummary }
  | { readonly ok: false; readonly message: string };

/**
 * The device's data with a backup merged in. The backup's series code is taken by a device that has
 * none; a device with another code refuses the backup (its numbers would then run in two series).
 * Documents are one per number: one only in the backup is added; one on both stays as the device has
 * it, cancelled if either copy is. Each counter is the greater of the two. A draft is added unless the
 * device has the same draft changed later. The backup's price list replaces only the built-in one.
 */
export function mergeBackup(device: DeviceData, backup: DeviceData): MergeResult {
  const refusal = seriesCodeRefusal(device.seriesCode, backup.seriesCode);
  if (refusal) return { ok: false, message: refusal };
  const byNumber = new Map<string, IssuedDocument>(
    device.issued.map((document) => [document.number, document]),
  );
  let documentsAdded = 0;
  let cancellationsAdded = 0;
  for (const document of backup.issued) {
    const merged = mergeDocument(byNumber.get(document.number) ?? null, document);
    if (merged.write) byNumber.set(document.number, merged.write);
    if (merged.added) documentsAdded += 1;
    if (merged.cancellationAdded) cancellationsAdded += 1;
  }
  const issued = [...byNumber.values()].sort(
    (a, b) => a.issuedAt - b.issuedAt || a.number.localeCompare(b.number),
  );

  const counters: Record<string, number> = { ...device.counters };
  for (const [series, serial] of Object.entries(backup.counters)) {
    counters[series] = Math.max(counters[series] ?? 0, serial);
  }

  const drafts = new Map(device.drafts.map((record) => [record.id, record]));
  let draftsAdded = 0;
  for (const record of backup.drafts) {
    const own = drafts.get(record.id) ?? null;
    if (!own) draftsAdded += 1;
    if (draftWins(own, record)) drafts.set(record.id, record);
  }

  const priceListRestored = priceListWins(device.priceList, backup.priceList);
  const seriesCode = device.seriesCode ?? backup.seriesCode;
  return {
    ok: true,
    data: {
      seriesCode,
      counters: counters as DocumentCounters,
      issued,
      drafts: [...drafts.values()].sort((a, b) => a.id.localeCompare(b.id)),
      priceList: priceListRestored ? backup.priceList : device.priceList,
    },
    summary: { documentsAdded, cancellationsAdded, draftsAdded, priceListRestored, seriesCode },
  };
}

/**
 * Why a device with series code `own` refuses data of the series `incoming`, or null when it takes it:
 * a device's numbers never run in two series.
 */
export function seriesCodeRefusal(own: string | null, incoming: string | null): string | null {
  if (own === null || incoming === null || own === incoming) return null;
  return `This backup is of the device with series code ${incoming}, and this device's code is ${own}: nothing was restored. Restore it on a new or cleared device, or on the one with code ${incoming}.`;
}

/**
 * One document of a backup against the device's copy of that number: added when the device has none;
 * kept as the device has it otherwise, but cancelled when only the backup's copy is (a cancellation is
 * never undone). `write` is what to store, null for nothing.
 */
export function mergeDocument(
  own: IssuedDocument | null,
  incoming: IssuedDocument,
): { write: IssuedDocument | null; added: boolean; cancellationAdded: boolean } {
  if (!own) return { write: incoming, added: true, cancellationAdded: false };
  if (!own.cancelled && incoming.cancelled) {
    return { write: { ...own, cancelled: incoming.cancelled }, added: false, cancellationAdded: true };
  }
  return { write: null, added: false, cancellationAdded: false };
}

/** A backup's draft replaces the device's unless the device has the same draft changed later. */
export function draftWins(own: DraftRecord | null, incoming: DraftRecord): boolean {
  return !own || own.updatedAt < incoming.updatedAt;
}

/** The backup's price list is taken only by a device on the built-in list. */
export function priceListWins(own: StoredPriceList, incoming: StoredPriceList): boolean {
  return own.source === "builtin" && incoming.source !== "builtin";
}
