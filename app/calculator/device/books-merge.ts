import { unwrap } from "idb";

import { readCounters } from "~/calculator/documents/document-numbering";

import { draftWins, mergeDocument, priceListWins, seriesCodeRefusal, type RestoreSummary } from "./backup";
import { allPayments, restoreAccountsIntoBooks, storedBuyers, type AccountsRestored } from "./books-buyers";
import { readDraftValues, type Books } from "./books-db";
import { allDocumentRecords, allDocuments, documentOf } from "./books-documents";
import {
  documentChunks,
  type DeviceData,
  type DeviceDataInChunks,
  type DeviceDataAsText,
} from "./device-data";
import { documentRecord, type DocumentRecord } from "./document-index";
import { draftRecordValue, readDraftRecordValue, type DraftRecord } from "./drafts";
import { readPriceListValue, writeStoredPriceList } from "./invoice-draft";
import type { IssuedDocument } from "./issued-documents";
import { readSeriesCode } from "./series-code";

/**
 * The device's books whole: read out for a backup, and data merged into them by the rules of a
 * restore (backup.ts, `mergeBackup`): a backup restored (its documents a chunk at a time as the file
 * is read again, backup-file.ts), or the move-in of what earlier versions kept in localStorage (move-in.ts). Documents are
 * merged a chunk at a time, each chunk in a transaction of its own with a pause between, so that
 * twenty thousand of them never freeze the page; the buyers and payments last, each kind in one
 * transaction (books-buyers.ts); the counters are raised before them, so that no
 * document issued meanwhile takes a number still to arrive. Every step can be run again: a document is kept once
 * per number, counters only grow, a draft is replaced only by a later one. So a merge cut short (the
 * tab closed, the phone off) is simply run again, and nothing arrives twice.
 */

export interface MergeOptions {
  /** Documents per transaction. */
  readonly chunkSize?: number;
  /** Awaited between chunks: lets the page paint and answer the rep. */
  readonly pause?: () => Promise<void>;
  /** Called after each chunk with the documents merged so far. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** What a merge into the books brought: the documents' summary, and the buyers' and payments'. */
export type BooksRestoreSummary = RestoreSummary & AccountsRestored;

export type BooksMergeResult =
  | { readonly ok: true; readonly summary: BooksRestoreSummary }
  | { readonly ok: false; readonly message: string };

/** Lets the browser paint and handle input before the next chunk. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

export async function mergeIntoBooks(
  books: Books,
  data: DeviceDataInChunks,
  { chunkSize = 400, pause = nextTask, onProgress }: MergeOptions = {},
): Promise<BooksMergeResult> {
  // The series code and the price list first: a device of another series refuses everything.
  const device = books.transaction("device", "readwrite");
  const own = readSeriesCode(((await device.store.get("seriesCode")) as string | undefined) ?? null);
  const refusal = seriesCodeRefusal(own, data.seriesCode);
  if (refusal) {
    await device.done;
    return { ok: false, message: refusal };
  }
  if (own === null && data.seriesCode !== null) await device.store.put(data.seriesCode, "seriesCode");
  const ownList = readPriceListValue(await device.store.get("priceList"));
  const priceListRestored = priceListWins(ownList, data.priceList);
  if (priceListRestored) {
    await device.store.put(JSON.parse(writeStoredPriceList(data.priceList)) as unknown, "priceList");
  }
  await device.done;

  // The counters before the documents: while the documents arrive a chunk at a time, or after a merge
  // cut short, a document issued on this device must not take a number that the data still to arrive
  // holds (the merge would then keep the device's document under that number and drop the other).
  const counters = books.transaction("counters", "readwrite");
  for (const [series, serial] of Object.entries(data.counters)) {
    const current = readCounters(JSON.stringify({ [series]: (await counters.store.get(series)) ?? 0 }));
    if ((current[series] ?? 0) < serial) await counters.store.put(serial, series);
  }
  await counters.done;

  let documentsAdded = 0;
  let cancellationsAdded = 0;
  let done = 0;
  const total = data.documentCount ?? (Array.isArray(data.issued) ? data.issued.length : null);
  // The numbers held, read once (keys only): a document the books lack is added without reading
  // anything, and one they hold is read only when it could take a cancellation.
  const held = new Set(await books.getAllKeys("documents"));
  for await (const chunk of documentChunks(data.issued, chunkSize)) {
    if (done > 0) await pause();
    const merged = await mergeChunk(books, chunk, held);
    documentsAdded += merged.added;
    cancellationsAdded += merged.cancellationsAdded;
    done += chunk.length;
    onProgress?.(done, total ?? done);
  }

  const drafts = books.transaction("drafts", "readwrite");
  let draftsAdded = 0;
  for (const record of data.drafts) {
    const value = await drafts.store.get(record.id);
    const current = value ? readDraftRecordValue(record.id, value) : null;
    if (!current) draftsAdded += 1;
    if (draftWins(current, record)) {
      await drafts.store.put(draftRecordValue(record) as Record<string, unknown> & { id: string });
    }
  }
  await drafts.done;

  const accounts = await restoreAccountsIntoBooks(books, data);

  return {
    ok: true,
    summary: {
      ...accounts,
      documentsAdded,
      cancellationsAdded,
      draftsAdded,
      priceListRestored,
      seriesCode: own ?? data.seriesCode,
    },
  };
}

/**
 * One chunk of documents merged in one transaction (mergeDocument's rule), its requests sent at once
 * and only the transaction's end awaited: a restore of thousands sends tens of thousands of requests,
 * and a promise and a wait for each took most of its time. `held` is the numbers the books held when
 * the merge began; a number added since (a document issued in another tab meanwhile) refuses the
 * `add`, and that document is then merged as a held one, never overwritten. Any other refusal (the
 * browser's quota) undoes the whole chunk, as before.
 */
async function mergeChunk(
  books: Books,
  chunk: readonly IssuedDocument[],
  held: ReadonlySet<string>,
): Promise<{ added: number; cancellationsAdded: number }> {
  const transaction = books.transaction("documents", "readwrite");
  const store = unwrap(transaction.store);
  let added = 0;
  let cancellationsAdded = 0;
  const mergeWithStored = (document: IssuedDocument) => {
    const request = store.get(document.number);
    request.onsuccess = () => {
      const record = request.result as DocumentRecord | undefined;
      const merged = mergeDocument(documentOf(record), document);
      if (merged.write) store.put(documentRecord(merged.write));
      if (merged.added) added += 1;
      if (merged.cancellationAdded) cancellationsAdded += 1;
    };
  };
  for (const document of chunk) {
    if (held.has(document.number)) {
      // The device's own copy stays; only a cancellation it lacks can be added to it.
      if (document.cancelled) mergeWithStored(document);
      continue;
    }
    const request = store.add(documentRecord(document));
    request.onsuccess = () => {
      added += 1;
    };
    request.onerror = (event) => {
      if (request.error?.name !== "ConstraintError") return;
      // Stored meanwhile: keep the transaction (and the rest of the chunk), and merge with that copy.
      event.preventDefault();
      event.stopPropagation();
      mergeWithStored(document);
    };
  }
  await transaction.done;
  return { added, cancellationsAdded };
}

/** Everything the books keep but the documents, in the backup's exchange shape. */
async function readBooksParts(books: Books): Promise<Omit<DeviceDataInChunks, "issued">> {
  const transaction = books.transaction(["device", "counters"]);
  const [code, series, serials, list] = await Promise.all([
    transaction.objectStore("device").get("seriesCode"),
    transaction.objectStore("counters").getAllKeys(),
    transaction.objectStore("counters").getAll(),
    transaction.objectStore("device").get("priceList"),
  ]);
  const counters = readCounters(
    JSON.stringify(Object.fromEntries(series.map((key, index) => [key, serials[index]]))),
  );
  const drafts = (await readDraftValues(books))
    .map((value) => readDraftRecordValue(value.id, value))
    .filter((record): record is DraftRecord => record !== null)
    .sort((a, b) => a.id.localeCompare(b.id));
  const [buyers, payments] = await Promise.all([storedBuyers(books), allPayments(books)]);
  return {
    seriesCode: readSeriesCode(typeof code === "string" ? code : null),
    counters,
    documentCount: await books.count("documents"),
    drafts,
    priceList: readPriceListValue(list),
    ...(buyers.length > 0 ? { buyers } : {}),
    ...(payments.length > 0 ? { payments } : {}),
  };
}

/**
 * Everything the books keep, as the backup's exchange shape, the documents to be read a chunk at a
 * time (oldest first, with `pause` between chunks) as they are asked for.
 */
export async function readBooksInChunks(
  books: Books,
  { pause = nextTask }: Pick<MergeOptions, "pause"> = {},
): Promise<DeviceDataInChunks> {
  async function* issued(): AsyncGenerator<IssuedDocument[]> {
    for await (const chunk of allDocuments(books)) {
      yield chunk;
      await pause();
    }
  }
  return { ...(await readBooksParts(books)), issued: issued() };
}

/** Records per read for a backup: a few hundred milliseconds of the browser's copying on a phone. */
const BACKUP_RECORDS_PER_READ = 1000;

/**
 * A stored document's JSON text as the backup file carries it: the record's own text (the books write
 * it from a document read whole), or for a record of before the documents were kept as text, the
 * document read field by field and written out; null when that does not read.
 */
function documentText(record: DocumentRecord): string | null {
  if (typeof record.document === "string") return record.document;
  const document = documentOf(record);
  return document ? JSON.stringify(document) : null;
}

/**
 * Everything the books keep for a backup (backup-file.ts): the documents as their JSON texts, oldest
 * first, as the books keep them, so that they are neither copied as objects out of the books nor
 * parsed and written out again; `pause` between reads.
 */
export async function readBooksAsText(
  books: Books,
  { pause = nextTask }: Pick<MergeOptions, "pause"> = {},
): Promise<DeviceDataAsText> {
  async function* issuedText(): AsyncGenerator<string[]> {
    for await (const records of allDocumentRecords(books, BACKUP_RECORDS_PER_READ)) {
      yield records.map(documentText).filter((text): text is string => text !== null);
      await pause();
    }
  }
  return { ...(await readBooksParts(books)), issuedText: issuedText() };
}

/** Everything the books keep, every document in memory at once (the move-in's check, tests). */
export async function readBooksData(
  books: Books,
  options: Pick<MergeOptions, "pause"> = {},
): Promise<DeviceData> {
  const data = await readBooksInChunks(books, options);
  const issued: IssuedDocument[] = [];
  for await (const chunk of documentChunks(data.issued, 500)) issued.push(...chunk);
  return { ...data, issued };
}
