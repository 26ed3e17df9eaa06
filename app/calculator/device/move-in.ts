import { COUNTERS_STORAGE_KEY } from "~/calculator/documents/document-numbering";

import { LAST_BACKUP_STORAGE_KEY, readLastBackup } from "./backup-reminder";
import { readDeviceValue, writeDeviceValue, type Books } from "./books-db";
import { mergeIntoBooks, type MergeOptions } from "./books-merge";
import { readDeviceData } from "./device-data";
import { draftIdOfKey, isEmptyDraft, type DraftRecord, type KeyValueStore } from "./drafts";
import { LEGACY_DRAFT_STORAGE_KEY, PRICE_LIST_STORAGE_KEY, readDraft } from "./invoice-draft";
import { ISSUED_STORAGE_KEY } from "./issued-documents";
import { SERIES_CODE_STORAGE_KEY, readSeriesCode } from "./series-code";

/**
 * The move-in (docs/calculator.md, "Storage"): what earlier versions of the calculator kept in
 * localStorage (the issued documents, counters, series code, drafts, price list and the time of the
 * last backup) merged into the device's books on the first load after the update, by the rules of a
 * restore. The old keys are removed only once every document, draft and counter read from them has
 * been read back from the books. A move cut short (tab closed, phone off) leaves the old keys, so the
 * next load simply moves again; the merge keeps one document per number and counters only grow, so
 * nothing arrives twice.
 */

const SINGLE_KEYS = [
  ISSUED_STORAGE_KEY,
  COUNTERS_STORAGE_KEY,
  SERIES_CODE_STORAGE_KEY,
  PRICE_LIST_STORAGE_KEY,
  LAST_BACKUP_STORAGE_KEY,
  LEGACY_DRAFT_STORAGE_KEY,
];

/** The keys of `store` the move-in reads (and removes once moved). */
export function oldBookKeys(store: KeyValueStore): string[] {
  const keys: string[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const key = store.key(index);
    if (key !== null && (SINGLE_KEYS.includes(key) || draftIdOfKey(key) !== null)) keys.push(key);
  }
  return keys;
}

export interface MoveInResult {
  readonly documents: number;
  readonly drafts: number;
  /** False when the books did not read everything back: the old keys stay, for the next load. */
  readonly complete: boolean;
}

export async function moveIn(
  books: Books,
  store: KeyValueStore,
  options: MergeOptions = {},
): Promise<MoveInResult> {
  const keys = oldBookKeys(store);
  if (keys.length === 0) return { documents: 0, drafts: 0, complete: true };
  const data = readDeviceData(store);
  // The one draft kept by the earliest versions, under an id made from its start time.
  const legacy = readDraft(store.getItem(LEGACY_DRAFT_STORAGE_KEY));
  const drafts: DraftRecord[] = [...data.drafts];
  if (
    legacy &&
    !isEmptyDraft(legacy) &&
    !drafts.some((record) => record.id === `kept-${legacy.startedAt.toString(36)}`)
  ) {
    drafts.push({ id: `kept-${legacy.startedAt.toString(36)}`, updatedAt: legacy.startedAt, draft: legacy });
  }
  // The books' code, once set, stays: an old tab still open may have written a code since, and its
  // documents are the device's own all the same.
  const ownCode = readSeriesCode(((await readDeviceValue(books, "seriesCode")) as string | null) ?? null);
  const merged = await mergeIntoBooks(
    books,
    { ...data, drafts, seriesCode: ownCode ?? data.seriesCode },
    options,
  );
  if (!merged.ok) return { documents: 0, drafts: 0, complete: false };
  const lastBackup = readLastBackup(store.getItem(LAST_BACKUP_STORAGE_KEY));
  const ownLastBackup = await readDeviceValue(books, "lastBackupAt");
  if (lastBackup !== null && !(typeof ownLastBackup === "number" && ownLastBackup >= lastBackup)) {
    await writeDeviceValue(books, "lastBackupAt", lastBackup);
  }

  // Read back before anything is removed.
  const [numbers, draftIds, counterSeries] = await Promise.all([
    books.getAllKeys("documents"),
    books.getAllKeys("drafts"),
    books.getAllKeys("counters"),
  ]);
  const storedNumbers = new Set(numbers);
  const storedDrafts = new Set(draftIds);
  const storedSeries = new Set(counterSeries);
  const complete =
    data.issued.every((document) => storedNumbers.has(document.number)) &&
    drafts.every((record) => storedDrafts.has(record.id)) &&
    Object.keys(data.counters).every((series) => storedSeries.has(series)) &&
    (data.seriesCode === null || (await readDeviceValue(books, "seriesCode")) !== undefined);
  if (complete) for (const key of keys) store.removeItem(key);
  return { documents: data.issued.length, drafts: drafts.length, complete };
}
