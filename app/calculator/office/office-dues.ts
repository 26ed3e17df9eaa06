import { learnFromDocuments } from "../buyers/buyer-book";
import { combineBooks, combinePayments } from "../buyers/combine";
import { duesOverview, type DuesOverview } from "../buyers/dues";
import { ledgerEntries } from "../buyers/ledger";
import type { Combination } from "./combine-devices";

/**
 * What every buyer owes across the devices (docs/calculator.md, "The office: one return for the
 * GSTIN"): the buyer books of the files combined put together (a buyer is one buyer by any key it
 * shares, buyers/combine.ts) and taught by every device's documents, the payments once per receipt
 * number, and the dues worked out over all of them as one account per buyer, so a payment taken on
 * one device settles that buyer's oldest invoices of any device. Pure: nothing of any device changes.
 */

export interface OfficeDues {
  readonly overview: DuesOverview;
  readonly payments: number;
  /** Receipt numbers two files hold with different content: two devices share a series code. */
  readonly receiptConflicts: readonly string[];
}

export function officeDues(combination: Combination, today: string): OfficeDues {
  const book = learnFromDocuments(
    combineBooks(combination.buyerBooks),
    combination.documents.map((document) => ({ buyer: document.buyer, issuedAt: document.issuedAt })),
  ).book;
  const payments = combinePayments(combination.payments);
  return {
    overview: duesOverview(book, ledgerEntries(combination.documents), payments.payments, today),
    payments: payments.payments.length,
    receiptConflicts: payments.conflicts,
  };
}
