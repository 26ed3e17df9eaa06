import { EMPTY_LINE_ENTRY } from "~/calculator/arithmetic/add-line";
import { DEFAULT_SETTINGS } from "~/calculator/arithmetic/invoice";

import { readDraftValue, writeDraft, type InvoiceDraft } from "./invoice-draft";

/**
 * The drafts kept on the device (docs/calculator.md, "Drafts"): each under a key of its own, so that two
 * tabs editing two drafts never write the same key. Each tab edits one draft; which one it opens is
 * decided by `chooseDraft`. The device's books keep them (books-db.ts); earlier versions kept each
 * under a localStorage key of its own (`draftKey`), which the move-in reads (move-in.ts).
 */

export const DRAFT_KEY_PREFIX = "punarvana-eco.draft.";

/** Which draft a tab edits, remembered per tab (sessionStorage), so a reload reopens the same draft. */
export const TAB_DRAFT_KEY = "punarvana-eco.tab-draft";

export interface DraftRecord {
  readonly id: string;
  /** Epoch milliseconds of the last change. */
  readonly updatedAt: number;
  readonly draft: InvoiceDraft;
}

/** The part of localStorage the move-in reads (a map in the unit tests). */
export interface KeyValueStore {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export function draftKey(id: string): string {
  return DRAFT_KEY_PREFIX + id;
}

export function draftIdOfKey(key: string | null): string | null {
  return key?.startsWith(DRAFT_KEY_PREFIX) ? key.slice(DRAFT_KEY_PREFIX.length) || null : null;
}

/** A fresh id: the time and a random part, so two tabs starting drafts at once never share one. */
export function newDraftId(now: number, random: () => number = Math.random): string {
  return `${now.toString(36)}-${Math.floor(random() * 36 ** 6).toString(36)}`;
}

export function writeDraftRecord(record: DraftRecord): string {
  return JSON.stringify(draftRecordValue(record));
}

/** The record as stored: the draft's fields, its version, id and time of change. */
export function draftRecordValue(record: DraftRecord): Record<string, unknown> {
  const content = JSON.parse(writeDraft(record.draft)) as Record<string, unknown>;
  return { ...content, version: 3, id: record.id, updatedAt: record.updatedAt };
}

/** A stored draft, read field by field (see invoice-draft.ts); the key names its id. */
export function readDraftRecord(id: string, stored: string | null): DraftRecord | null {
  if (!stored) return null;
  try {
    return readDraftRecordValue(id, JSON.parse(stored));
  } catch {
    return null;
  }
}

/** A draft record from a stored value (the parsed text, or as the device's books hold it). */
export function readDraftRecordValue(id: string, value: unknown): DraftRecord | null {
  const draft = readDraftValue(value);
  if (!draft) return null;
  const parsed = value as { updatedAt?: unknown };
  const updatedAt =
    typeof parsed.updatedAt === "number" && Number.isFinite(parsed.updatedAt)
      ? parsed.updatedAt
      : draft.startedAt;
  return { id, updatedAt, draft };
}

/** Every readable draft of the stored values (as the books keep them), the most recently changed first. */
export function readDraftRecordValues(
  values: readonly (Record<string, unknown> & { id: string })[],
): DraftRecord[] {
  return values
    .map((value) => readDraftRecordValue(value.id, value))
    .filter((record): record is DraftRecord => record !== null)
    .sort((a, b) => b.updatedAt - a.updatedAt || a.id.localeCompare(b.id));
}

/** The draft's content as stored, without the time of the change: equal text means nothing changed. */
export function draftContent(draft: InvoiceDraft): string {
  return writeDraft(draft);
}

/** Nothing typed, picked or chosen yet: such a draft is not kept (the list would fill with blanks). */
export function isEmptyDraft(draft: InvoiceDraft): boolean {
  const { buyer, settings, entry } = draft;
  return (
    draft.lines.length === 0 &&
    draft.kind === "quotation" &&
    draft.issuedNumber === null &&
    Object.values(buyer).every((value) => value.trim() === "") &&
    JSON.stringify(settings) === JSON.stringify(DEFAULT_SETTINGS) &&
    JSON.stringify(entry) === JSON.stringify(EMPTY_LINE_ENTRY)
  );
}

export type DraftChoice =
  | { readonly kind: "open"; readonly record: DraftRecord }
  | { readonly kind: "copy"; readonly record: DraftRecord }
  | { readonly kind: "new" };

/**
 * Which draft a tab opens. A reload keeps the tab's own draft (remembered for the tab); a tab copied
 * from another (the browser's "Duplicate tab" copies what it remembers) gets a copy of that draft
 * under a new id; a new tab opens the most recently changed draft that no other tab is editing, or
 * starts a new one when that draft is open elsewhere.
 */
export function chooseDraft(options: {
  remembered: string | null;
  records: readonly DraftRecord[];
  heldElsewhere: ReadonlySet<string>;
}): DraftChoice {
  const { remembered, records, heldElsewhere } = options;
  const own = remembered ? records.find((record) => record.id === remembered) : undefined;
  if (own) return heldElsewhere.has(own.id) ? { kind: "copy", record: own } : { kind: "open", record: own };
  if (remembered) return { kind: "new" };
  const latest = records[0];
  return latest && !heldElsewhere.has(latest.id) ? { kind: "open", record: latest } : { kind: "new" };
}
