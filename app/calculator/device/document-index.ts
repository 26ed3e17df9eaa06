import type { IssuedDocument } from "./issued-documents";

/**
 * How an issued document is found among thousands (docs/calculator.md, "Storage"): the fields the
 * device's books index it by, and the matching of what the rep types against them. Pure, so the same
 * rules hold in the unit tests and in the browser's IndexedDB (books-db.ts keeps these fields beside
 * each document).
 */

/** A document as the books keep it: the document itself and the fields its indexes read. */
export interface DocumentRecord {
  /** The document's number, the record's key. */
  readonly number: string;
  readonly issuedAt: number;
  readonly kind: IssuedDocument["kind"];
  readonly status: "issued" | "cancelled";
  /** The buyer's name as searched: lower case, spaces folded. */
  readonly buyerName: string;
  /** The buyer's GSTIN in capitals, "" for an unregistered buyer. */
  readonly buyerGstin: string;
  /** Every word a search may start with: the buyer's words, the GSTIN, the number and its serial. */
  readonly terms: readonly string[];
  /** A credit or debit note's invoice number; absent on other documents, so only notes are indexed by it. */
  readonly against?: string;
  /**
   * The document as its JSON text: the browser then copies one string per record as it stores or
   * reads it, not every field of every line (docs/decisions/0014-documents-stored-as-text.md), and a
   * backup takes the text as it is. Records written before hold the document itself; `storedDocument`
   * reads either.
   */
  readonly document: string | IssuedDocument;
}

/** Lower case, accents and punctuation kept, runs of spaces as one: how names are compared. */
export function foldText(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

/** The words of a text as searched: split at spaces and at the punctuation inside names and numbers. */
function words(text: string): string[] {
  return foldText(text)
    .split(/[\s/,.()&'"-]+/)
    .filter((word) => word !== "");
}

/** "PE/R7/2627/0042" → ["pe/r7/2627/0042", "0042", "42"]: found by its whole number or its serial. */
function numberTerms(number: string): string[] {
  const whole = foldText(number);
  const serial = /(\d+)$/.exec(whole)?.[1];
  if (!serial) return [whole];
  return [whole, serial, String(Number(serial))];
}

function buyerGstinOf(document: IssuedDocument): string {
  return document.buyer.gstin.replace(/\s+/g, "").toUpperCase();
}

/** The words a document is found by: its buyer's name and GSTIN, and its number (numberTerms). */
export function searchTerms(document: IssuedDocument): string[] {
  const buyerGstin = buyerGstinOf(document);
  const terms = new Set([
    ...words(document.buyer.name),
    ...(buyerGstin ? [buyerGstin.toLowerCase()] : []),
    ...numberTerms(document.number),
  ]);
  return [...terms];
}

export function documentRecord(document: IssuedDocument): DocumentRecord {
  const buyerGstin = buyerGstinOf(document);
  return {
    number: document.number,
    issuedAt: document.issuedAt,
    kind: document.kind,
    status: document.cancelled ? "cancelled" : "issued",
    buyerName: foldText(document.buyer.name),
    buyerGstin,
    terms: searchTerms(document),
    ...(document.note ? { against: document.note.against.number } : {}),
    document: JSON.stringify(document),
  };
}

/** A record's document as stored, text or not, to be read field by field; null when its text is not JSON. */
export function storedDocument(record: Pick<DocumentRecord, "document">): unknown {
  if (typeof record.document !== "string") return record.document;
  try {
    return JSON.parse(record.document) as unknown;
  } catch {
    return null;
  }
}

/**
 * What the rep typed as search words: "sharma 27" looks for documents with a word starting "sharma"
 * and one starting "27". A whole number typed with its slashes is one word.
 */
export function queryTerms(query: string): string[] {
  const folded = foldText(query);
  if (folded === "") return [];
  return [...new Set(folded.split(" ").flatMap((part) => (part.includes("/") ? [part] : words(part))))];
}

/** Whether every word of the query starts one of the record's terms. */
export function matchesQuery(record: Pick<DocumentRecord, "terms">, terms: readonly string[]): boolean {
  return terms.every((term) => record.terms.some((candidate) => candidate.startsWith(term)));
}

/** The query word the books look up first: the longest, which leaves the fewest records to check. */
export function leadingTerm(terms: readonly string[]): string | null {
  return terms.reduce<string | null>(
    (longest, term) => (longest === null || term.length > longest.length ? term : longest),
    null,
  );
}

const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** "2026-11" → the first and last instants of November 2026 in India, as epoch ms [from, to). */
export function monthSpan(month: string): { from: number; to: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  if (!match) return null;
  const year = Number(match[1]);
  const monthIndex = Number(match[2]) - 1;
  if (monthIndex < 0 || monthIndex > 11) return null;
  return {
    from: Date.UTC(year, monthIndex, 1) - INDIA_OFFSET_MS,
    to: Date.UTC(year, monthIndex + 1, 1) - INDIA_OFFSET_MS,
  };
}

/** "2026-11", the month in India of an instant. */
export function indiaMonth(epochMs: number): string {
  return new Date(epochMs + INDIA_OFFSET_MS).toISOString().slice(0, 7);
}

/** Newest first; documents of one instant by number, the later number first. */
export function newestFirst(a: Pick<DocumentRecord, "issuedAt" | "number">, b: typeof a): number {
  return b.issuedAt - a.issuedAt || (a.number < b.number ? 1 : a.number > b.number ? -1 : 0);
}
