import { readBuyerRecord, type BuyerRecord } from "~/calculator/buyers/buyer-record";
import { restoreBuyers, restorePayment } from "~/calculator/buyers/combine";
import {
  cancelPayment,
  nextReceiptNumber,
  readPayment,
  receiptSeries,
  type Payment,
} from "~/calculator/buyers/payments";

import type { Books } from "./books-db";
import { BooksFull, SeriesCodeNeeded, abandon, isQuotaError, seriesRange } from "./books-documents";
import { readSeriesCode } from "./series-code";

/**
 * The buyer book's kept buyers and the payments received, in the device's books (books-db.ts,
 * version 2). A payment and its receipt number are taken in one transaction, as a document and its
 * number are (books-documents.ts); a payment is never deleted, only marked cancelled. Loaded with
 * the buyers' screens, not with the page.
 */

/**
 * After a write failed: undoes whatever it wrote, and throws BooksFull saying `what` when the browser
 * refused it for want of space, else the error itself.
 */
async function failed(
  transaction: { abort(): void; done: Promise<void>; error: DOMException | null },
  error: unknown,
  what: string,
): Promise<never> {
  await abandon(transaction);
  if (isQuotaError(error) || isQuotaError(transaction.error)) throw new BooksFull(what);
  throw error;
}

/** The buyers the rep added, edited, imported or answered about, each read back field by field. */
export async function storedBuyers(books: Books): Promise<BuyerRecord[]> {
  const values: unknown[] = await books.getAll("buyers");
  return values.map(readBuyerRecord).filter((record): record is BuyerRecord => record !== null);
}

/**
 * Keeps these buyers (each replacing the stored one of its id) and forgets `removedIds` (a buyer
 * merged into another), in one transaction: a merge is never half kept.
 */
export async function keepBuyers(
  books: Books,
  records: readonly BuyerRecord[],
  removedIds: readonly string[] = [],
): Promise<void> {
  const transaction = books.transaction("buyers", "readwrite");
  try {
    await Promise.all([
      ...removedIds.map((id) => transaction.store.delete(id)),
      ...records.map((record) => transaction.store.put(record)),
      transaction.done,
    ]);
  } catch (error) {
    await failed(transaction, error, "the buyers were not kept; the book is as it was");
  }
}

/** Every payment kept, oldest first (by date, then receipt number); damaged records left out. */
export async function allPayments(books: Books): Promise<Payment[]> {
  const values: unknown[] = await books.getAllFromIndex("payments", "date");
  return values.map(readPayment).filter((payment): payment is Payment => payment !== null);
}

export async function paymentByNumber(books: Books, number: string): Promise<Payment | null> {
  return readPayment(await books.get("payments", number));
}

/** A payment as the rep entered it, before its receipt number. */
export type PaymentEntry = Omit<Payment, "number" | "recordedAt" | "receipt" | "cancelled">;

/**
 * What the receipt says the payment settled, worked out by the caller (buyers/settlement.ts) from
 * the buyer's documents and the buyer's payments as kept at this moment (read in the transaction).
 */
export type ReceiptOf = (payment: Payment, buyersPayments: readonly Payment[]) => Payment["receipt"];

/**
 * Records a payment: its receipt number and the payment itself in ONE readwrite transaction over the
 * payments, the counters and the device's series code, as issueInBooks numbers a document, so two
 * tabs taking payments at once get consecutive receipts, and a receipt number is never used without
 * its payment (a refused write undoes both).
 */
export async function recordPaymentInBooks(
  books: Books,
  input: { entry: PaymentEntry; buyerKeys: readonly string[]; now: number; receiptOf: ReceiptOf },
): Promise<Payment> {
  const transaction = books.transaction(["payments", "counters", "device"], "readwrite");
  const payments = transaction.objectStore("payments");
  const counters = transaction.objectStore("counters");
  try {
    const seriesCode = readSeriesCode(
      ((await transaction.objectStore("device").get("seriesCode")) as string | undefined) ?? null,
    );
    if (seriesCode === null) throw new SeriesCodeNeeded();
    const series = receiptSeries(seriesCode, input.now);
    const [serial, seriesNumbers, ...byKey] = await Promise.all([
      counters.get(series),
      payments.getAllKeys(seriesRange(series)),
      ...input.buyerKeys.map((key) => payments.index("buyerKey").getAll(key)),
    ]);
    const next = nextReceiptNumber(
      { [series]: Number.isSafeInteger(serial) ? (serial as number) : 0 },
      seriesNumbers.map((number) => ({ number })),
      seriesCode,
      input.now,
    );
    const unsettled: Payment = {
      ...input.entry,
      number: next.number,
      recordedAt: input.now,
      receipt: { settled: [], advance: input.entry.amount },
    };
    const buyersPayments = (byKey.flat() as unknown[])
      .map(readPayment)
      .filter((payment): payment is Payment => payment !== null);
    const payment: Payment = { ...unsettled, receipt: input.receiptOf(unsettled, buyersPayments) };
    // `add`, not `put`: a receipt number already kept is never overwritten.
    await Promise.all([
      payments.add(payment),
      counters.put(next.counters[series]!, series),
      transaction.done,
    ]);
    return payment;
  } catch (error) {
    return failed(transaction, error, "this payment was not recorded and no receipt number was used");
  }
}

/** Cancels a kept payment with a reason: marked, kept, and settling nothing from then on. */
export async function cancelPaymentInBooks(
  books: Books,
  number: string,
  reason: string,
  now: number,
): Promise<{ ok: true; payment: Payment } | { ok: false; message: string }> {
  const transaction = books.transaction("payments", "readwrite");
  try {
    const stored = readPayment(await transaction.store.get(number));
    const result = cancelPayment(stored ? [stored] : [], number, reason, now);
    if (!result.ok) {
      await transaction.done;
      return result;
    }
    await Promise.all([transaction.store.put(result.payment), transaction.done]);
    return { ok: true, payment: result.payment };
  } catch (error) {
    try {
      return await failed(transaction, error, "the cancellation could not be kept; the payment is as it was");
    } catch (full) {
      if (full instanceof BooksFull) return { ok: false, message: full.message };
      throw full;
    }
  }
}

/** What a restore brought to the buyer book and the payments. */
export interface AccountsRestored {
  readonly buyersAdded: number;
  readonly buyersUpdated: number;
  readonly paymentsAdded: number;
  readonly paymentCancellationsAdded: number;
  /** Receipt numbers the backup holds with other content than this device: left as the device has them. */
  readonly receiptsRefused: readonly string[];
}

/**
 * A backup's buyers and payments merged into the books (buyers/combine.ts: `restoreBuyers`,
 * `restorePayment`), each in one transaction. Run again, it adds nothing.
 */
export async function restoreAccountsIntoBooks(
  books: Books,
  backup: { readonly buyers?: readonly BuyerRecord[]; readonly payments?: readonly Payment[] },
): Promise<AccountsRestored> {
  const buyers = restoreBuyers(await storedBuyers(books), backup.buyers ?? []);
  if (buyers.records.length + buyers.removedIds.length > 0) {
    await keepBuyers(books, buyers.records, buyers.removedIds);
  }
  let paymentsAdded = 0;
  let paymentCancellationsAdded = 0;
  const receiptsRefused: string[] = [];
  const incoming = backup.payments ?? [];
  if (incoming.length > 0) {
    const transaction = books.transaction("payments", "readwrite");
    try {
      const stored = await Promise.all(incoming.map((payment) => transaction.store.get(payment.number)));
      const writes: Promise<unknown>[] = [];
      incoming.forEach((payment, index) => {
        const merged = restorePayment(readPayment(stored[index]), payment);
        if (merged.write) writes.push(transaction.store.put(merged.write));
        if (merged.outcome === "added") paymentsAdded += 1;
        if (merged.outcome === "cancellation") paymentCancellationsAdded += 1;
        if (merged.outcome === "refused") receiptsRefused.push(payment.number);
      });
      await Promise.all([...writes, transaction.done]);
    } catch (error) {
      await failed(transaction, error, "the backup's payments were not restored; restore it again");
    }
  }
  return {
    buyersAdded: buyers.added,
    buyersUpdated: buyers.updated,
    paymentsAdded,
    paymentCancellationsAdded,
    receiptsRefused,
  };
}
