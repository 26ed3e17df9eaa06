import {
  nextDocumentNumber,
  financialYear,
  seriesKey,
  type DocumentCounters,
  type DocumentKind,
} from "~/calculator/documents/document-numbering";
import type { InvoiceLine, InvoiceSettings } from "~/calculator/arithmetic/invoice";
import { stateByCode } from "~/calculator/documents/indian-states";
import { printableGstin, type Buyer, type Seller } from "~/calculator/documents/parties";
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

export interface IssuedDocument extends DocumentContent {
  readonly number: string;
  /** Epoch milliseconds of the first save or print: the document's date. */
  readonly issuedAt: number;
}

export const ISSUED_STORAGE_KEY = "punarvana-eco.issued-documents.v1";

/** The content in one fixed shape and key order, so that equal content gives equal text. */
function canonical(content: DocumentContent): string {
  return JSON.stringify({
    kind: content.kind,
    brand: content.brand,
    seller: readSeller(content.seller),
    buyer: readBuyer(content.buyer),
    settings: readSettings(content.settings),
    lines: readLines(content.lines),
  });
}

export function sameContent(a: DocumentContent, b: DocumentContent): boolean {
  return canonical(a) === canonical(b);
}

function readIssued(value: unknown): IssuedDocument | null {
  if (!isObject(value)) return null;
  const seller = readSeller(value.seller);
  const number = str(value.number);
  if (seller === null || number === "" || !finite(value.issuedAt)) return null;
  if (value.kind !== "quotation" && value.kind !== "tax-invoice") return null;
  return {
    kind: value.kind,
    brand: str(value.brand),
    seller,
    buyer: readBuyer(value.buyer),
    settings: readSettings(value.settings),
    lines: readLines(value.lines),
    number,
    issuedAt: value.issuedAt,
  };
}

/** The stored list, oldest first, checked document by document (unreadable ones are dropped). */
export function readIssuedDocuments(stored: string | null): IssuedDocument[] {
  if (!stored) return [];
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!isObject(parsed) || parsed.version !== 1 || !Array.isArray(parsed.documents)) return [];
    return parsed.documents
      .map(readIssued)
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
  /** The number the draft issued last, if any. */
  readonly previousNumber: string | null;
  readonly issued: readonly IssuedDocument[];
  readonly counters: DocumentCounters;
  readonly invoicePrefix: string;
  readonly now: number;
}

export type IssueResult =
  | { readonly fresh: false; readonly document: IssuedDocument }
  | {
      readonly fresh: true;
      readonly document: IssuedDocument;
      readonly issued: IssuedDocument[];
      readonly counters: DocumentCounters;
    };

/**
 * The document for a save or print: the one issued before when its content has not changed since,
 * else a new one with the next number of its series, dated now.
 */
export function issueDocument(input: IssueInput): IssueResult {
  const previous = input.issued.find((document) => document.number === input.previousNumber);
  if (previous && sameContent(previous, input.content)) return { fresh: false, document: previous };
  const series = seriesKey(input.content.kind, input.invoicePrefix, financialYear(input.now));
  const next = nextDocumentNumber(
    input.counters,
    series,
    input.issued.map((document) => document.number),
  );
  const document: IssuedDocument = { ...input.content, number: next.number, issuedAt: input.now };
  return { fresh: true, document, issued: [...input.issued, document], counters: next.counters };
}

/** "tax-invoice-PE-2026-27-0001.pdf", "quotation-Q-2026-27-0001.pdf". */
export function documentFileName(document: Pick<IssuedDocument, "kind" | "number">): string {
  return `${document.kind}-${document.number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;
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
  };
}
