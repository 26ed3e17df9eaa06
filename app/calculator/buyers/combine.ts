import { BookIndex, mergeBuyers, type BuyerBook } from "./buyer-book";
import { keysOf, type BuyerRecord } from "./buyer-record";
import type { Payment } from "./payments";

/**
 * Buyer books and payments from several sources put together (docs/calculator.md, "The office
 * view"): a backup restored onto a device, or every device's backup in the office. A buyer is the
 * same buyer when any key of one is a key of the other (the GSTIN, a former GSTIN, or the name and
 * phone of an unregistered buyer): the two become one, with the details seen last and every key both
 * answered to. Payments are one per receipt number, and receipt numbers carry the device's series
 * code, so the payments of different devices never collide; one cancelled on any copy is cancelled.
 */

export function combineBooks(books: readonly BuyerBook[]): BuyerRecord[] {
  const records = new Map<string, BuyerRecord>();
  const index = new BookIndex([]);
  for (const record of books.flat()) {
    const matches = new Map<string, BuyerRecord>();
    for (const key of keysOf(record)) {
      const match = index.resolve(key);
      if (match) matches.set(match.id, match);
    }
    let combined: BuyerRecord = record;
    for (const match of matches.values()) {
      combined = mergeBuyers(match, combined);
      records.delete(match.id);
      index.remove(match);
    }
    // A device's question to its rep is not the office's.
    const { maybeSameAs: _, ...settled } = combined;
    records.set(settled.id, settled);
    index.put(settled);
  }
  return [...records.values()];
}

export interface CombinedPayments {
  readonly payments: Payment[];
  /** Receipt numbers held with different contents by two sources: two devices sharing a series code. */
  readonly conflicts: string[];
}

function sameApartFromCancellation(a: Payment, b: Payment): boolean {
  const { cancelled: _a, ...restA } = a;
  const { cancelled: _b, ...restB } = b;
  return JSON.stringify(restA) === JSON.stringify(restB);
}

export function combinePayments(lists: readonly (readonly Payment[])[]): CombinedPayments {
  const byNumber = new Map<string, Payment>();
  const conflicts = new Set<string>();
  for (const payment of lists.flat()) {
    const own = byNumber.get(payment.number);
    if (!own) byNumber.set(payment.number, payment);
    else if (!sameApartFromCancellation(own, payment)) conflicts.add(payment.number);
    else if (!own.cancelled && payment.cancelled) byNumber.set(payment.number, payment);
  }
  const payments = [...byNumber.values()].sort(
    (a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number),
  );
  return { payments, conflicts: [...conflicts].sort() };
}
