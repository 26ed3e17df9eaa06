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
 * restore"): the series code, the number counters, the issued documents, the drafts and the price list
 * in use. It is the backup's exchange shape (backup.ts), read out of the device's books for a backup
 * (books-merge.ts); `readDeviceData` reads it from the localStorage keys of earlier versions, for the
 * move-in (move-in.ts).
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
