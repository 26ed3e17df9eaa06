import {
  COUNTERS_STORAGE_KEY,
  readCounters,
  writeCounters,
  type DocumentCounters,
} from "~/calculator/documents/document-numbering";

import {
  draftIdOfKey,
  draftKey,
  readDraftRecord,
  writeDraftRecord,
  type DraftRecord,
  type KeyValueStore,
} from "./drafts";
import {
  PRICE_LIST_STORAGE_KEY,
  readStoredPriceList,
  writeStoredPriceList,
  type StoredPriceList,
} from "./invoice-draft";
import {
  ISSUED_STORAGE_KEY,
  readIssuedDocuments,
  writeIssuedDocuments,
  type IssuedDocument,
} from "./issued-documents";
import { SERIES_CODE_STORAGE_KEY, readSeriesCode } from "./series-code";

/**
 * Everything the device keeps for the calculator, as one value (docs/calculator.md, "Backup and
 * restore"): the series code, the number counters, the issued documents, the drafts and the price list
 * in use. Read from and written to a key-value store (the browser's localStorage, or a map in tests).
 */

export interface DeviceData {
  readonly seriesCode: string | null;
  readonly counters: DocumentCounters;
  readonly issued: readonly IssuedDocument[];
  readonly drafts: readonly DraftRecord[];
  readonly priceList: StoredPriceList;
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

/**
 * Writes what changed from `before` to `after`: the issued documents first (so a number is never
 * counted without its document), then the counters, the code, new or newer drafts and the list.
 */
export function writeDeviceData(store: KeyValueStore, before: DeviceData, after: DeviceData): void {
  store.setItem(ISSUED_STORAGE_KEY, writeIssuedDocuments(after.issued));
  store.setItem(COUNTERS_STORAGE_KEY, writeCounters(after.counters));
  if (after.seriesCode !== null && after.seriesCode !== before.seriesCode) {
    store.setItem(SERIES_CODE_STORAGE_KEY, after.seriesCode);
  }
  const kept = new Map(before.drafts.map((record) => [record.id, record.updatedAt]));
  for (const record of after.drafts) {
    if (kept.get(record.id) !== record.updatedAt)
      store.setItem(draftKey(record.id), writeDraftRecord(record));
  }
  if (after.priceList !== before.priceList) {
    store.setItem(PRICE_LIST_STORAGE_KEY, writeStoredPriceList(after.priceList));
  }
}
