import { formatDocumentNumber } from "~/calculator/documents/document-numbering";

import type { Books } from "./books-db";
import {
  documentRecord,
  leadingTerm,
  matchesQuery,
  monthSpan,
  newestFirst,
  queryTerms,
  storedDocument,
  type DocumentRecord,
} from "./document-index";
import {
  cancelDocument,
  documentSeries,
  issueDocument,
  readIssuedDocument,
  type DocumentContent,
  type IssueResult,
  type IssuedDocument,
} from "./issued-documents";
import { readSeriesCode } from "./series-code";

/**
 * The issued documents in the device's books (books-db.ts): numbering and storing a document in one
 * transaction, cancelling, and reading them a page, a search or a month at a time, never all at once.
 * Loaded with the document panel, not with the page.
 */

/** Thrown by `issueInBooks` while the device has no series code: the rep is asked for one first. */
export class SeriesCodeNeeded extends Error {
  constructor() {
    super("This device needs a series code before it numbers a document.");
  }
}

/** Thrown when the browser refuses to store (its quota for the site is used up): nothing was kept. */
export class BooksFull extends Error {
  constructor(what: string) {
    super(
      `This phone's storage for the calculator is full, so ${what}. Nothing was lost: every document issued before is kept. Make a backup (Backup and accountant's files), then free space on the phone (photos, videos, other apps' data) or ask the browser to keep more for this site, and try again.`,
    );
  }
}

export function isQuotaError(error: unknown): boolean {
  return error instanceof DOMException && (error.name === "QuotaExceededError" || error.code === 22);
}

/** A stored record's document, checked field by field; null when it does not read whole. */
export function documentOf(record: DocumentRecord | undefined): IssuedDocument | null {
  return record ? readIssuedDocument(storedDocument(record)) : null;
}

/** The numbers kept in one series ("PE/R7/2627"): the keys from "PE/R7/2627/" up to the next series. */
export function seriesRange(series: string): IDBKeyRange {
  return IDBKeyRange.bound(`${series}/`, `${series}/\uffff`);
}

/**
 * The document for a save or print (issueDocument's rule), numbered and stored in ONE readwrite
 * transaction over the documents, the counters and the device's series code: the series code, the
 * counter and what the series holds are read inside it, and the document and its counter written
 * inside it. IndexedDB runs readwrite transactions over the same stores one after the other, also
 * across tabs and windows, so two tabs saving at the same moment get two consecutive numbers, and a
 * number is never counted without its document: if the browser refuses the write (its quota), the
 * whole transaction is undone and no number is used.
 */
export async function issueInBooks(
  books: Books,
  input: { content: DocumentContent; previousNumber: string | null; invoicePrefix: string; now: number },
): Promise<IssueResult> {
  const transaction = books.transaction(["documents", "counters", "device"], "readwrite");
  const documents = transaction.objectStore("documents");
  const counters = transaction.objectStore("counters");
  try {
    const seriesCode = readSeriesCode(
      ((await transaction.objectStore("device").get("seriesCode")) as string | undefined) ?? null,
    );
    if (seriesCode === null) throw new SeriesCodeNeeded();
    const previous = input.previousNumber ? documentOf(await documents.get(input.previousNumber)) : null;
    const series = documentSeries(input.content.kind, input.invoicePrefix, seriesCode, input.now);
    const stored = await counters.get(series);
    const serial = Number.isSafeInteger(stored) && stored! >= 0 ? stored! : 0;
    const result = issueDocument({
      content: input.content,
      previous,
      seriesNumbers: await numbersPastCounter(documents, series, serial),
      counters: { [series]: serial },
      invoicePrefix: input.invoicePrefix,
      seriesCode,
      now: input.now,
    });
    if (!result.fresh) {
      await transaction.done;
      return result;
    }
    // `add`, not `put`: a number already stored is never overwritten, whatever happened before.
    await Promise.all([
      documents.add(documentRecord(result.document)),
      counters.put(result.counters[series]!, series),
      transaction.done,
    ]);
    return result;
  } catch (error) {
    await abandon(transaction);
    if (isQuotaError(error) || isQuotaError(transaction.error)) {
      throw new BooksFull("this document was not issued and no number was used");
    }
    throw error;
  }
}

/**
 * The numbers of `series` the next number must pass besides its counter `serial` (nextDocumentNumber):
 * none while the counter is to be trusted, else every number the series holds. The counter is trusted
 * when the series holds no more numbers than it counts and the number after it is free: numbers are
 * never deleted, so a series written only by issuing holds exactly 1 to `serial`. A series that holds
 * more (its counter lost, a backup or an old device's keys holding numbers past their counters) is read
 * whole, and the number issued then passes every number in it, its counter with it. Reading every
 * number only then keeps issuing as quick on a device with 20,000 documents as on a new one; the
 * numbers could not be read from the counter on by a key range instead, since keys compare as text
 * ("…/10000" sorts before "…/9999"), so the numbers past a counter are no one range of keys.
 */
async function numbersPastCounter(
  documents: {
    count(range: IDBKeyRange): Promise<number>;
    getKey(number: string): Promise<string | undefined>;
    getAllKeys(range: IDBKeyRange): Promise<string[]>;
  },
  series: string,
  serial: number,
): Promise<string[]> {
  let next: string | null;
  try {
    next = formatDocumentNumber(series, serial + 1);
  } catch {
    next = null; // Past the longest number: issueDocument says so.
  }
  const [held, taken] = await Promise.all([
    documents.count(seriesRange(series)),
    next === null ? Promise.resolve(undefined) : documents.getKey(next),
  ]);
  if (held <= serial && taken === undefined) return [];
  return documents.getAllKeys(seriesRange(series));
}

/** Undoes whatever the transaction wrote, if it is still running, and waits until it has ended. */
export async function abandon(transaction: { abort(): void; done: Promise<void> }): Promise<void> {
  try {
    transaction.abort();
  } catch {
    // Already finished or aborted.
  }
  await transaction.done.catch(() => undefined);
}

/**
 * The rule that cancels `number` given the documents it concerns (the document, the notes against it,
 * and for a note its invoice and that invoice's notes): cancelDocument's by default; notes/issue-note.ts's
 * `cancelIssued` adds what notes ask.
 */
export type CancelRule = (
  concerned: readonly IssuedDocument[],
  number: string,
  reason: string,
  now: number,
) => { ok: true; document: IssuedDocument } | { ok: false; message: string };

const plainCancel: CancelRule = (concerned, number, reason, now) =>
  cancelDocument(concerned.find((document) => document.number === number) ?? null, number, reason, now);

/** Cancels a stored document with a reason by `rule`, reading what it concerns and writing it in one transaction. */
export async function cancelInBooks(
  books: Books,
  number: string,
  reason: string,
  now: number,
  rule: CancelRule = plainCancel,
): Promise<{ ok: true; document: IssuedDocument } | { ok: false; message: string }> {
  const transaction = books.transaction("documents", "readwrite");
  const against = transaction.store.index("against");
  try {
    const record = await transaction.store.get(number);
    const invoiceNumber = record?.against ?? number;
    const [invoice, notes] = await Promise.all([
      record?.against ? transaction.store.get(record.against) : Promise.resolve(undefined),
      against.getAll(invoiceNumber),
    ]);
    const concerned = [record, invoice, ...notes]
      .map(documentOf)
      .filter((document): document is IssuedDocument => document !== null);
    const result = rule(concerned, number, reason, now);
    if (!result.ok) {
      await transaction.done;
      return result;
    }
    await Promise.all([transaction.store.put(documentRecord(result.document)), transaction.done]);
    return { ok: true, document: result.document };
  } catch (error) {
    await abandon(transaction);
    if (isQuotaError(error) || isQuotaError(transaction.error)) {
      return {
        ok: false,
        message: new BooksFull("the cancellation could not be kept; the document is as it was").message,
      };
    }
    throw error;
  }
}

/** The credit and debit notes against each of these invoices, oldest first. */
export async function notesAgainst(
  books: Books,
  invoiceNumbers: readonly string[],
): Promise<IssuedDocument[]> {
  const index = books.transaction("documents").store.index("against");
  const found = await Promise.all(invoiceNumbers.map((number) => index.getAll(number)));
  return found
    .flat()
    .sort((a, b) => a.issuedAt - b.issuedAt)
    .map(documentOf)
    .filter((document): document is IssuedDocument => document !== null);
}

export async function documentByNumber(books: Books, number: string): Promise<IssuedDocument | null> {
  return documentOf(await books.get("documents", number));
}

export async function documentCount(books: Books): Promise<number> {
  return books.count("documents");
}

/** Where a page of the list ends, to ask for the next (older) one. */
export type PageCursor = readonly [issuedAt: number, number: string];

/**
 * One page of documents, newest first, older than `after` (the last of the page before) when given;
 * and the cursor of the next page, null when there is none. The page's oldest entry is found by
 * skipping keys (no record read), then its records are read in one request: a page of a thousand costs
 * one wait for the books, not a thousand.
 */
export async function documentsPage(
  books: Books,
  size: number,
  after: PageCursor | null,
): Promise<{ documents: IssuedDocument[]; next: PageCursor | null }> {
  if (size < 1) return { documents: [], next: null };
  const index = books.transaction("documents").store.index("date");
  const newer = after ? IDBKeyRange.upperBound([after[0], after[1]], true) : null;
  const newest = await index.openKeyCursor(newer, "prev");
  if (!newest) return { documents: [], next: null };
  // The cursor moves with `advance` (it is one object): each key is read before.
  const highest = newest.key;
  const oldest = size > 1 ? await newest.advance(size - 1) : newest;
  const lowest = oldest?.key ?? null;
  const [records, older] = await Promise.all([
    index.getAll(lowest ? IDBKeyRange.bound(lowest, highest) : IDBKeyRange.upperBound(highest)),
    oldest ? oldest.advance(1) : Promise.resolve(null),
  ]);
  const documents = records
    .reverse()
    .map(documentOf)
    .filter((document): document is IssuedDocument => document !== null);
  return { documents, next: older && lowest ? [lowest[0], lowest[1]] : null };
}

/** How a search reads (searchDocuments): the tests set smaller numbers, to walk many chunks. */
export interface SearchReads {
  /** The most documents, in date order, read in one request while walking. */
  readonly chunk: number;
  /** The most numbers read under the word looked up: a word with more is common (see searchDocuments). */
  readonly commonWord: number;
  /** The most records a rare word's numbers are read for directly, without walking the dates. */
  readonly direct: number;
}

const SEARCH_READS: SearchReads = { chunk: 2000, commonWord: 500, direct: 256 };

/**
 * The documents whose number, buyer's name or GSTIN has words starting with every word typed,
 * newest first, at most `limit` of them (and whether there were more). The longest word typed is
 * looked up in the terms index first, keys only, at most `commonWord` of them:
 * - a rare word (a number, a serial, a GSTIN, a small buyer) leaves a few numbers: up to `direct` of
 *   them, their records are read and put newest first; past that the numbers are walked in date order
 *   from the newest, a growing chunk of keys at a time, and only the records of those among them are
 *   read, until `limit` match every word;
 * - a common word (a big buyer's, a common name's) would leave thousands of numbers to read, so the
 *   records themselves are walked in date order from the newest instead, a growing chunk at a time:
 *   a buyer on one invoice in six shows its newest fifty after some three hundred records.
 * Either way a search reads about a page of records and a few requests, whatever the books hold.
 */
export async function searchDocuments(
  books: Books,
  query: string,
  limit: number,
  reads: SearchReads = SEARCH_READS,
): Promise<{ documents: IssuedDocument[]; more: boolean }> {
  const terms = queryTerms(query);
  const leading = leadingTerm(terms);
  if (leading === null || limit < 1) return { documents: [], more: false };
  const store = books.transaction("documents").store;
  const dates = store.index("date");
  const numbers = await store
    .index("terms")
    .getAllKeys(IDBKeyRange.bound(leading, `${leading}\uffff`), reads.commonWord);
  const common = numbers.length >= reads.commonWord;
  const wanted = new Set(numbers);
  const found: DocumentRecord[] = [];
  const keep = (records: readonly (DocumentRecord | undefined)[]) => {
    for (const record of records) if (record && matchesQuery(record, terms)) found.push(record);
  };
  const recordsOf = (keys: readonly string[]) => Promise.all(keys.map((number) => store.get(number)));
  if (!common && wanted.size <= Math.max(reads.direct, limit + 1)) {
    keep(await recordsOf([...wanted]));
    found.sort(newestFirst);
  } else {
    let newer: IDBKeyRange | null = null;
    // Records double a chunk at a time, keys (much smaller) quadruple.
    for (let size = limit + 1; found.length <= limit; size *= common ? 2 : 4) {
      const chunk: { records: (DocumentRecord | undefined)[]; older: IDBKeyRange | null } = await olderChunk(
        dates,
        newer,
        Math.min(size, reads.chunk),
        common
          ? (range) => dates.getAll(range)
          : async (range) =>
              recordsOf((await dates.getAllKeys(range)).filter((number) => wanted.has(number))),
      );
      keep(chunk.records);
      if (chunk.older === null) break;
      newer = chunk.older;
    }
  }
  return { documents: readable(found.slice(0, limit)), more: found.length > limit };
}

/** The documents of these records, those that read whole. */
function readable(records: readonly DocumentRecord[]): IssuedDocument[] {
  return records.map(documentOf).filter((document): document is IssuedDocument => document !== null);
}

/**
 * The `size` newest entries of the date index within `newer` (all when null), as `read` gives them
 * for their key range, newest first; and the range of the entries older than them, null when none can
 * be. The chunk's oldest key is found by skipping keys, so the chunk costs one read.
 */
async function olderChunk<T>(
  index: {
    openKeyCursor(
      range: IDBKeyRange | null,
      direction: "prev",
    ): Promise<{
      key: [number, string];
      advance(count: number): Promise<{ key: [number, string] } | null>;
    } | null>;
  },
  newer: IDBKeyRange | null,
  size: number,
  read: (range: IDBKeyRange) => Promise<T[]>,
): Promise<{ records: T[]; older: IDBKeyRange | null }> {
  const cursor = await index.openKeyCursor(newer, "prev");
  if (!cursor) return { records: [], older: null };
  // The cursor moves with `advance` (it is one object): its key is read before.
  const highest = cursor.key;
  const end = size > 1 ? await cursor.advance(size - 1) : cursor;
  const lowest = end ? end.key : null;
  const records = await read(lowest ? IDBKeyRange.bound(lowest, highest) : IDBKeyRange.upperBound(highest));
  return { records: records.reverse(), older: lowest ? IDBKeyRange.upperBound(lowest, true) : null };
}

/** Every document of a month ("2026-11", India time), newest first. */
export async function documentsOfMonth(books: Books, month: string): Promise<IssuedDocument[]> {
  const span = monthSpan(month);
  if (!span) return [];
  return (await documentsBetween(books, span.from, span.to)).reverse();
}

/** The documents issued from `from` (inclusive) to `to` (exclusive), oldest first. */
export async function documentsBetween(books: Books, from: number, to: number): Promise<IssuedDocument[]> {
  const records = await books.getAllFromIndex(
    "documents",
    "date",
    IDBKeyRange.bound([from], [to], false, true),
  );
  return records.map(documentOf).filter((document): document is IssuedDocument => document !== null);
}

/**
 * Every document's record, oldest first, in chunks of `size` read in transactions of their own, so that
 * a backup of thousands never holds them all as records at once nor blocks the page for long.
 */
export async function* allDocumentRecords(books: Books, size = 500): AsyncGenerator<DocumentRecord[]> {
  let after: IDBValidKey | null = null;
  for (;;) {
    const range: IDBKeyRange | null = after === null ? null : IDBKeyRange.lowerBound(after, true);
    const records: DocumentRecord[] = await books.getAllFromIndex("documents", "date", range, size);
    if (records.length === 0) return;
    const last: DocumentRecord = records[records.length - 1]!;
    after = [last.issuedAt, last.number];
    yield records;
  }
}

/** Every document, oldest first, read a chunk of `size` at a time (allDocumentRecords). */
export async function* allDocuments(books: Books, size = 500): AsyncGenerator<IssuedDocument[]> {
  for await (const records of allDocumentRecords(books, size))
    yield records.map(documentOf).filter((document): document is IssuedDocument => document !== null);
}
