import { invoiceTotals } from "~/calculator/arithmetic/invoice-totals";
import type { IssuedDocument } from "~/calculator/device/issued-documents";
import { isNoteKind } from "~/calculator/documents/document-numbering";
import { indiaDate } from "~/calculator/register/period";
import type { Paise } from "~/money/money";

import { documentBuyerKey } from "./buyer-record";

/**
 * What a buyer's account needs of each issued document (docs/calculator.md, "What each buyer owes"):
 * its number, date, buyer and amount, and for a note the invoice it corrects. Working out a
 * document's amount runs its whole arithmetic (tens of microseconds, far more on a phone), so the
 * entry is made once per document and page (ui/buyers/use-buyer-accounts.ts keeps it while the page
 * is open); the dues and statements read entries only. A document's amount never changes once issued (only its cancellation can
 * follow), so a kept entry stays true; `cancelled` is read afresh from the document.
 */

export type EntryKind = "invoice" | "credit-note" | "debit-note";

export interface LedgerEntry {
  readonly number: string;
  readonly kind: EntryKind;
  /** The buyer's key (buyer-record.ts) and name as the document shows them. */
  readonly buyerKey: string;
  readonly buyerName: string;
  /** The document's date in India, `2026-11-05`, and its instant (to order one day's documents). */
  readonly date: string;
  readonly issuedAt: number;
  /** The rounded total, in paise, always positive: the kind says which way it counts. */
  readonly amount: Paise;
  /** For a note: the number of the invoice it credits or debits. */
  readonly invoiceNumber?: string;
  readonly cancelled: boolean;
}

/**
 * The entry of a tax invoice or a note; null for a quotation (it asks for no money) and for a note
 * whose details did not read back (it would count a wrong amount).
 */
export function ledgerEntryOf(document: IssuedDocument): LedgerEntry | null {
  if (document.kind === "quotation") return null;
  const note = isNoteKind(document.kind) ? document.note : undefined;
  if (isNoteKind(document.kind) && !note) return null;
  return {
    number: document.number,
    kind: document.kind === "tax-invoice" ? "invoice" : document.kind,
    buyerKey: documentBuyerKey(document.buyer),
    buyerName: document.buyer.name.trim(),
    date: indiaDate(document.issuedAt),
    issuedAt: document.issuedAt,
    // A note carries its value as printed; an invoice's is its arithmetic's rounded total.
    amount: note ? note.value : Math.abs(invoiceTotals(document.lines, document.settings).roundedTotal),
    ...(note ? { invoiceNumber: note.against.number } : {}),
    cancelled: document.cancelled !== undefined,
  };
}

/** The entries of many documents, quotations left out. */
export function ledgerEntries(documents: readonly IssuedDocument[]): LedgerEntry[] {
  return documents.flatMap((document) => ledgerEntryOf(document) ?? []);
}
