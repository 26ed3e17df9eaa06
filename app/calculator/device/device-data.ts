import type { BuyerRecord } from "~/calculator/buyers/buyer-record";
import type { Payment } from "~/calculator/buyers/payments";
import {
  COUNTERS_STORAGE_KEY,
  readCounters,
  type DocumentCounters,
} from "~/calculator/documents/document-numbering";

import { draftIdOfKey, draftKey, readDraftRecord, type DraftRecord, type KeyValueStore } from "./drafts";
import { PRICE_LIST_STORAGE_KEY, readStoredPriceList, type StoredPriceList } from "./invoice-draft";
import { ISSUED_STORAGE_KEY, readIssuedDocuments, type IssuedDocument } from "./issued-documents";
import { SERIES_CODE_STORAGE_KEY, readSeriesCode } from "./series-code";

/**
 * Everything the device keeps for the calculator, as one value (docs/calculator.md, "Backup and
 * restore"): the series code, the number counters, the issued documents, the drafts, the price list
 * in use, and the buyer book's kept buyers and the payments received (absent from data of before them). It is the backup's exchange shape (backup.ts), read out of the device's books for a backup
 * (books-merge.ts); `readDeviceData` reads it from the localStorage keys of earlier versions, for the
 * move-in (move-in.ts).
 */

export interface DeviceData {
  readonly seriesCode: string | null;
  readonly counters: DocumentCounters;
  readonly issued: readonly IssuedDocument[];
  readonly drafts: readonly DraftRecord[];
  readonly priceList: StoredPriceList;
  /** The buyers the rep added, edited, imported or answered about (books-buyers.ts). */
  readonly buyers?: readonly BuyerRecord[];
  /** The payments received, cancelled ones too. */
  readonly payments?: readonly Payment[];
}

/**
 * DeviceData whose documents may come a chunk at a time (the books read out for a backup, a backup
 * file read again for a restore), so that twenty thousand of them are never all in memory at once.
 */
export interface DeviceDataInChunks extends Omit<DeviceData, "issued"> {
  readonly issued: readonly IssuedDocument[] | AsyncIterable<readonly IssuedDocument[]>;
  /** How many documents `issued` brings, when known ahead (to say how far a restore has come). */
  readonly documentCount?: number;
}

/**
 * DeviceData whose documents come as their JSON texts, a chunk at a time (the books read out for a
 * backup, which writes each text into the file as it is).
 */
export interface DeviceDataAsText extends Omit<DeviceDataInChunks, "issued"> {
  readonly issuedText: AsyncIterable<readonly string[]>;
}

/** The documents (or their texts) `issued` brings, `size` at a time whatever chunks they come in. */
export async function* documentChunks<T = IssuedDocument>(
  issued: readonly T[] | AsyncIterable<readonly T[]>,
  size: number,
): AsyncGenerator<readonly T[]> {
  if (Array.isArray(issued)) {
    for (let start = 0; start < issued.length; start += size) yield issued.slice(start, start + size);
    return;
  }
  let pending: T[] = [];
  for await (const chunk of issued as AsyncIterable<readonly T[]>) {
    pending.push(...chunk);
    while (pending.length >= size) {
      yield pending.slice(0, size);
      pending = pending.slice(size);
    }
  }
  if (pending.length > 0) yield pending;
}

export function readDeviceData(store: KeyValueStore): DeviceData {
  const drafts: DraftRecord[] = [];
  for (let index = 0; index < store.length; index += 1) {
    const id = draftIdOfKey(store.key(index));
    const record = id ? readDraftRecord(id, store.getItem(draftKey(id))) : null;
    if (record) drafts.push(record);
  }
  drafts.sort((a, b) => a.id.localeCompare(b.id));
  return {
    seriesCode: readSeriesCode(store.getItem(SERIES_CODE_STORAGE_KEY)),
    counters: readCounters(store.getItem(COUNTERS_STORAGE_KEY)),
    issued: readIssuedDocuments(store.getItem(ISSUED_STORAGE_KEY)),
    drafts,
    priceList: readStoredPriceList(store.getItem(PRICE_LIST_STORAGE_KEY)),
  };
}
