import type { InvoiceLine, InvoiceSettings } from "~/calculator/arithmetic/invoice";
import { invoiceTotals } from "~/calculator/arithmetic/invoice-totals";
import {
  nextDocumentNumber,
  financialYear,
  seriesKey,
  isNoteKind,
  type DocumentCounters,
  type DocumentKind,
  type IssuedKind,
} from "~/calculator/documents/document-numbering";
import { stateByCode } from "~/calculator/documents/indian-states";
import { printableGstin, type Buyer, type Seller } from "~/calculator/documents/parties";
import { isValidUpiId } from "~/calculator/documents/upi-payment";
import { readNoteDetails, type NoteDetails } from "~/calculator/notes/note";

import { finite, isObject, readBuyer, readLines, readSettings, str } from "./stored-fields";

/**
 * Issued documents (docs/calculator.md, "Numbering"): everything a quotation or tax invoice showed when
 * it was first saved or printed, kept on the device so that it can be opened and saved again, identical,
 * whatever has changed since (the draft, the price list, the seller's configuration).
 */

/** What a document shows, apart from its number and date. */
export interface DocumentContent {
  readonly kind: DocumentKind;
  /** The brand at the top of the document. */
  readonly brand: string;
  readonly seller: Seller;
  readonly buyer: Buyer;
  readonly settings: InvoiceSettings;
  readonly lines: readonly InvoiceLine[];
}

/** How an issued tax invoice was cancelled: when (ISO 8601) and why. */
export interface Cancellation {
  readonly at: string;
  readonly reason: string;
}

/**
 * A quotation, a tax invoice, or a credit or debit note against a tax invoice. A note carries its
 * invoice's brand, seller, buyer and settings, no lines of its own (`lines` is empty), and what makes
 * it a note in `note` (notes/note.ts).
 */
export interface IssuedDocument extends Omit<DocumentContent, "kind"> {
  readonly kind: IssuedKind;
  readonly number: string;
  /** Epoch milliseconds of the first save or print: the document's date. */
  readonly issuedAt: number;
  /** Set when the tax invoice was cancelled: it stays listed and exported, marked, its number used. */
  readonly cancelled?: Cancellation;
  /** Set exactly when the document is a credit or debit note. */
  readonly note?: NoteDetails;
}

/** What the document is worth: a note's value, a quotation's or invoice's rounded total. */
export function documentValue(document: IssuedDocument): number {
  return document.note ? document.note.value : invoiceTotals(document.lines, document.settings).roundedTotal;
}

/** A quotation or tax invoice: a document made from a draft's content. */
export function isSaleDocument(
  document: IssuedDocument,
): document is IssuedDocument & { readonly kind: DocumentKind; readonly note?: undefined } {
  return !isNoteKind(document.kind);
}

export const ISSUED_STORAGE_KEY = "punarvana-eco.issued-documents.v1";

/**
 * The content in one fixed shape and key order, so that equal content gives equal text; a note's
 * details are part of its content.
 */
function canonical(content: IssuedDocument | DocumentContent): string {
  const note = "note" in content && content.note ? readNoteDetails(content.note) : null;
  return JSON.stringify({
    kind: content.kind,
    brand: content.brand,
    seller: readSeller(content.seller),
    buyer: readBuyer(content.buyer),
    settings: readSettings(content.settings),
    lines: readLines(content.lines),
    ...(note ? { note } : {}),
  });
}

export function sameContent(
  a: IssuedDocument | DocumentContent,
  b: IssuedDocument | DocumentContent,
): boolean {
  return canonical(a) === canonical(b);
}

/** A stored document, checked field by field; null when it does not read whole. */
export function readIssuedDocument(value: unknown): IssuedDocument | null {
  if (!isObject(value)) return null;
  const seller = readSeller(value.seller);
  const number = str(value.number);
  if (seller === null || number === "" || !finite(value.issuedAt)) return null;
  const kind = value.kind;
  if (kind !== "quotation" && kind !== "tax-invoice" && kind !== "credit-note" && kind !== "debit-note") {
    return null;
  }
  // A note is kept only whole: without its details it could not be reported or reprinted.
  const note = isNoteKind(kind) ? readNoteDetails(value.note) : null;
  if (isNoteKind(kind) && note === null) return null;
  const cancelled = readCancellation(value.cancelled);
  return {
    kind,
    brand: str(value.brand),
    seller,
    buyer: readBuyer(value.buyer),
    settings: readSettings(value.settings),
    lines: readLines(value.lines),
    number,
    issuedAt: value.issuedAt,
    ...(cancelled ? { cancelled } : {}),
    ...(note ? { note } : {}),
  };
}

export function readCancellation(value: unknown): Cancellation | null {
  if (!isObject(value) || typeof value.at !== "string" || Number.isNaN(Date.parse(value.at))) return null;
  return { at: value.at, reason: str(value.reason) };
}

/** The stored list, oldest first, checked document by document (unreadable ones are dropped). */
export function readIssuedDocuments(stored: string | null): IssuedDocument[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!isObject(parsed) || parsed.version !== 1 || !Array.isArray(parsed.documents)) return [];
    return parsed.documents
      .map(readIssuedDocument)
      .filter((document): document is IssuedDocument => document !== null);
  } catch {
    return [];
  }
}

export function writeIssuedDocuments(documents: readonly IssuedDocument[]): string {
  return JSON.stringify({ version: 1, documents });
}

export interface IssueInput {
  readonly content: DocumentContent;
  /** The document the draft issued last, as stored, if any. */
  readonly previous: IssuedDocument | null;
  /** The numbers already issued in the series the document would take (`documentSeries`). */
  readonly seriesNumbers: readonly string[];
  readonly counters: DocumentCounters;
  readonly invoicePrefix: string;
  /** The device's series code (series-code.ts). */
  readonly seriesCode: string;
  readonly now: number;
}

export type IssueResult =
  | { readonly fresh: false; readonly document: IssuedDocument }
  | { readonly fresh: true; readonly document: IssuedDocument; readonly counters: DocumentCounters };

/** The series a new document of this content would be numbered in, issued at `now`. */
export function documentSeries(
  kind: DocumentKind,
  invoicePrefix: string,
  seriesCode: string,
  now: number,
): string {
  return seriesKey(kind, invoicePrefix, seriesCode, financialYear(now));
}

/**
 * The document for a save or print: the one issued before when its content has not changed since (and
 * it was not cancelled), else a new one with the next number of its series, dated now. Only the
 * previous document, the counters and the numbers of that one series are needed, so the device's books
 * read just those (inside the transaction that stores the result, books-documents.ts).
 */
export function issueDocument(input: IssueInput): IssueResult {
  const { previous } = input;
  if (previous && !previous.cancelled && sameContent(previous, input.content)) {
    return { fresh: false, document: previous };
  }
  const series = documentSeries(input.content.kind, input.invoicePrefix, input.seriesCode, input.now);
  const next = nextDocumentNumber(input.counters, series, input.seriesNumbers);
  const document: IssuedDocument = { ...input.content, number: next.number, issuedAt: input.now };
  return { fresh: true, document, counters: next.counters };
}

export const MAX_CANCELLATION_REASON_LENGTH = 200;

/** The reason for a cancellation as kept (spaces tidied), or why it cannot be taken: none, or too long. */
export function cancellationReason(
  reason: string,
): { ok: true; text: string } | { ok: false; message: string } {
  const text = reason.replace(/\s+/g, " ").trim();
  if (text === "") return { ok: false, message: "Please give the reason for cancelling." };
  if (text.length > MAX_CANCELLATION_REASON_LENGTH) {
    return {
      ok: false,
      message: `Please keep the reason within ${MAX_CANCELLATION_REASON_LENGTH} characters.`,
    };
  }
  return { ok: true, text };
}

/**
 * A tax invoice or note cancelled (docs/calculator.md, "Cancelling a tax invoice"): it stays in the
 * books with its number, marked with the date and the reason. Only a tax invoice or a note not already
 * cancelled can be, and only with a reason (what else stands in the way of cancelling is
 * notes/issue-note.ts's `cancelIssued`). `document` is the one stored under `number`, if any.
 */
export function cancelDocument(
  document: IssuedDocument | null,
  number: string,
  reason: string,
  now: number,
): { ok: true; document: IssuedDocument } | { ok: false; message: string } {
  if (!document) return { ok: false, message: `There is no document ${number} on this device.` };
  if (document.kind !== "tax-invoice" && !isNoteKind(document.kind)) {
    return { ok: false, message: "Only a tax invoice or a credit or debit note is cancelled." };
  }
  if (document.cancelled) return { ok: false, message: `${number} is already cancelled.` };
  const checked = cancellationReason(reason);
  if (!checked.ok) return checked;
  return {
    ok: true,
    document: { ...document, cancelled: { at: new Date(now).toISOString(), reason: checked.text } },
  };
}

/**
 * The document's number with each `/` (and anything else a file name should not hold) as `-`:
 * "PE-R7-2627-0001.pdf", "Q-R7-2627-0001.pdf". `extension` is "pdf", or "png" with a page number for
 * the pictures ("PE-R7-2627-0001-1.png").
 */
export function documentFileName(
  document: Pick<IssuedDocument, "number">,
  extension: "pdf" | "png" = "pdf",
  page?: number,
): string {
  const stem = document.number.replace(/[^A-Za-z0-9-]+/g, "-");
  return `${stem}${page === undefined ? "" : `-${page}`}.${extension}`;
}

/** The seller an issued document kept, read back field by field like the rest (stored-fields.ts). */
export function readSeller(value: unknown): Seller | null {
  if (!isObject(value)) return null;
  const stateCode = str(value.stateCode);
  if (typeof value.legalName !== "string" || !stateByCode(stateCode)) return null;
  const bank = isObject(value.bank)
    ? { name: str(value.bank.name), account: str(value.bank.account), ifsc: str(value.bank.ifsc) }
    : null;
  return {
    legalName: value.legalName,
    address: str(value.address),
    stateCode,
    gstin: printableGstin(str(value.gstin)),
    phone: str(value.phone),
    email: str(value.email),
    bank,
    // Kept only when set, so a seller stored before these settings reads back unchanged.
    ...(isValidUpiId(str(value.upiId)) ? { upiId: str(value.upiId) } : {}),
    ...(finite(value.ewayBillThreshold) && value.ewayBillThreshold > 0
      ? { ewayBillThreshold: value.ewayBillThreshold }
      : {}),
  };
}
