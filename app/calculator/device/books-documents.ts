import type { Books } from "./books-db";
import {
  documentRecord,
  leadingTerm,
  matchesQuery,
  monthSpan,
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
 * counter and the numbers already issued in the series are read inside it, and the document and its
 * counter written inside it. IndexedDB runs readwrite transactions over the same stores one after the
 * other, also across tabs and windows, so two tabs saving at the same moment get two consecutive
 * numbers, and a number is never counted without its document: if the browser refuses the write (its
 * quota), the whole transaction is undone and no number is used.
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
    const [serial, seriesNumbers] = await Promise.all([
      counters.get(series),
      documents.getAllKeys(seriesRange(series)),
    ]);
    const result = issueDocument({
      content: input.content,
      previous,
      seriesNumbers,
      counters: { [series]: Number.isSafeInteger(serial) ? serial! : 0 },
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
 * and the cursor of the next page, null when there is none.
 */
export async function documentsPage(
  books: Books,
  size: number,
  after: PageCursor | null,
): Promise<{ documents: IssuedDocument[]; next: PageCursor | null }> {
  const range = after ? IDBKeyRange.upperBound([after[0], after[1]], true) : null;
  const documents: IssuedDocument[] = [];
  let cursor = await books.transaction("documents").store.index("date").openCursor(range, "prev");
  let last: PageCursor | null = null;
  while (cursor && documents.length < size) {
    const document = documentOf(cursor.value);
    if (document) documents.push(document);
    last = [cursor.value.issuedAt, cursor.value.number];
    cursor = await cursor.continue();
  }
  return { documents, next: cursor ? last : null };
}

/**
 * The documents whose number, buyer's name or GSTIN has words starting with every word typed,
 * newest first, at most `limit` of them (and whether there were more). Only keys are read to choose
 * (the numbers under the longest word, and every number in date order, which are small), then the
 * records themselves newest first until `limit` match: a common buyer's thousand invoices cost a
 * page of records, not a thousand. The records are asked for a page at a time, all at once, so the
 * page costs one wait for the books rather than one per record.
 */
export async function searchDocuments(
  books: Books,
  query: string,
  limit: number,
): Promise<{ documents: IssuedDocument[]; more: boolean }> {
  const terms = queryTerms(query);
  const leading = leadingTerm(terms);
  if (leading === null) return { documents: [], more: false };
  const store = books.transaction("documents").store;
  const [candidates, byDate] = await Promise.all([
    store.index("terms").getAllKeys(IDBKeyRange.bound(leading, `${leading}\uffff`)),
    store.index("date").getAllKeys(),
  ]);
  const wanted = new Set(candidates);
  const newestFirst = byDate.filter((number) => wanted.has(number)).reverse();
  const documents: IssuedDocument[] = [];
  // One more than still needed: whether there are more shows without reading another page.
  for (let at = 0; at < newestFirst.length;) {
    const page = newestFirst.slice(at, at + limit - documents.length + 1);
    at += page.length;
    for (const record of await Promise.all(page.map((number) => store.get(number)))) {
      if (!record || !matchesQuery(record, terms)) continue;
      if (documents.length === limit) return { documents, more: true };
      const document = documentOf(record);
      if (document) documents.push(document);
    }
  }
  return { documents, more: false };
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
