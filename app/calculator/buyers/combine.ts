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

/** What a restore does to the device's buyer book (books-buyers.ts keeps it in one transaction). */
export interface BuyersRestored {
  /** The records to keep: the backup's new buyers, and the device's buyers the backup told more. */
  readonly records: BuyerRecord[];
  /** Buyers of the device that became part of another (the backup knew them as one). */
  readonly removedIds: string[];
  readonly added: number;
  readonly updated: number;
}

/**
 * A backup's buyers merged into the device's book: a backup buyer the book knows by any key (its
 * GSTIN, a former one, or an unregistered buyer's name and phone) is merged into it, keeping the
 * device's id and the details seen last; one it does not know is added. The device's own "same
 * buyer?" questions stay; the backup's are kept only when the buyer they ask about is in the book.
 * Restoring the same backup again changes nothing.
 */
export function restoreBuyers(own: BuyerBook, incoming: BuyerBook): BuyersRestored {
  const records = new Map(own.map((record) => [record.id, record]));
  const index = new BookIndex(own);
  const touched = new Set<string>();
  const removed = new Set<string>();
  const ownIds = new Set(own.map((record) => record.id));
  let added = 0;
  for (const record of incoming) {
    const matches = new Map<string, BuyerRecord>();
    for (const key of keysOf(record)) {
      const match = index.resolve(key);
      if (match) matches.set(match.id, match);
    }
    // The device's buyer the backup's shares its id with goes on under that id.
    const [first, ...others] = [...matches.values()].sort(
      (a, b) => Number(b.id === record.id) - Number(a.id === record.id),
    );
    if (!first) {
      const { maybeSameAs, ...plain } = record;
      const asked = maybeSameAs && records.has(maybeSameAs) ? { maybeSameAs } : {};
      const kept = records.has(plain.id) ? { ...plain, id: `${plain.id}#restored` } : plain;
      records.set(kept.id, { ...kept, ...asked });
      index.put(kept);
      touched.add(kept.id);
      added += 1;
      continue;
    }
    let merged = mergeBuyers(first, record);
    for (const other of others) {
      merged = mergeBuyers(merged, other);
      records.delete(other.id);
      index.remove(other);
      removed.add(other.id);
      if (touched.delete(other.id) && !ownIds.has(other.id)) added -= 1;
    }
    if (first.maybeSameAs && first.maybeSameAs !== merged.id)
      merged = { ...merged, maybeSameAs: first.maybeSameAs };
    if (JSON.stringify(merged) === JSON.stringify(first) && others.length === 0) continue;
    records.set(merged.id, merged);
    index.put(merged, first);
    touched.add(merged.id);
  }
  const updated = [...touched].filter((id) => ownIds.has(id)).length;
  return {
    records: [...touched].map((id) => records.get(id)!),
    removedIds: [...removed].filter((id) => ownIds.has(id)),
    added,
    updated,
  };
}

export type PaymentRestored = "added" | "cancellation" | "unchanged" | "refused";

/**
 * One payment of a backup against the device's payment of that receipt number, as a document is
 * restored: added when the device has none; cancelled when only the backup's copy is (a cancellation
 * is never undone); refused, the device's kept as it is, when the backup holds that receipt number
 * with other content (another device numbering under this series code).
 */
export function restorePayment(
  own: Payment | null,
  incoming: Payment,
): { write: Payment | null; outcome: PaymentRestored } {
  if (!own) return { write: incoming, outcome: "added" };
  if (!sameApartFromCancellation(own, incoming)) return { write: null, outcome: "refused" };
  if (!own.cancelled && incoming.cancelled) {
    return { write: { ...own, cancelled: incoming.cancelled }, outcome: "cancellation" };
  }
  return { write: null, outcome: "unchanged" };
}
