import type { Paise } from "~/money/money";

import type { LedgerEntry } from "./ledger";
import type { Payment } from "./payments";

/**
 * One buyer's account settled (docs/calculator.md, "What each buyer owes"): which payments and credit
 * notes paid which invoices, what each invoice still owes, and what is left over as an advance.
 *
 * Everything is worked out afresh from the documents and payments, in the order things happened: by
 * date, one day's invoices and debit notes before its credit notes, those before its payments. An
 * invoice (or a debit note whose invoice is not in the account) opens an item; a debit note raises
 * its invoice's item (opening it again if it was paid); a credit note lowers its invoice's item, and
 * what is more than the item still owes becomes credit. A payment settles first the items the rep
 * picked, then whatever else is open, oldest first; what is left is credit too, and credit settles
 * the next items as they come. So at every moment either nothing is open or nothing is left over, and
 * the balance is always invoices + debit notes − credit notes − payments. Cancelled documents and
 * payments take no part.
 */

/** An invoice (or a debit note standing alone) and what it owes. */
export interface AccountItem {
  readonly number: string;
  readonly date: string;
  /** The invoice's amount with its debit notes. */
  readonly charged: Paise;
  /** Its credit notes, as far as they lowered it. */
  readonly credited: Paise;
  /** Paid by payments and by other credit. */
  readonly paid: Paise;
  /** What it still owes: charged − credited − paid, never below 0. */
  readonly open: Paise;
}

/** One settlement: `amount` of `source` (a receipt or a credit note) paid towards `item`. */
export interface Allocation {
  readonly source: string;
  readonly item: string;
  readonly amount: Paise;
}

export interface SettledAccount {
  /** Oldest first. */
  readonly items: readonly AccountItem[];
  readonly allocations: readonly Allocation[];
  /** Credit left over (advance payments, credit notes beyond what was owed), by its source. */
  readonly credit: readonly { readonly source: string; readonly amount: Paise }[];
  /** Open total − credit: what the buyer owes (negative when the buyer has paid in advance). */
  readonly balance: Paise;
}

interface MutableItem {
  number: string;
  date: string;
  charged: number;
  credited: number;
  paid: number;
  /** Set once everything is settled. */
  open: number;
}

/** A document or payment of the account, with its date and number. */
export type AccountEvent = (
  | { readonly entry: LedgerEntry; readonly payment?: undefined }
  | { readonly payment: Payment; readonly entry?: undefined }
) & { readonly date: string; readonly number: string };

const byPlainOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** One day's invoices and debit notes come before its credit notes. */
const entryOrder = (entry: LedgerEntry) => (entry.kind === "credit-note" ? 1 : 0);

function compareEntries(a: LedgerEntry, b: LedgerEntry): number {
  return (
    byPlainOrder(a.date, b.date) ||
    entryOrder(a) - entryOrder(b) ||
    a.issuedAt - b.issuedAt ||
    byPlainOrder(a.number, b.number)
  );
}

function comparePayments(a: Payment, b: Payment): number {
  return byPlainOrder(a.date, b.date) || a.recordedAt - b.recordedAt || byPlainOrder(a.number, b.number);
}

/** The list in the order given, sorted only when it is not already (the books hand it over sorted). */
function inOrder<T>(list: readonly T[], compare: (a: T, b: T) => number): readonly T[] {
  for (let index = 1; index < list.length; index += 1) {
    if (compare(list[index - 1]!, list[index]!) > 0) return [...list].sort(compare);
  }
  return list;
}

/**
 * Visits the account's documents and payments up to `upTo` (a date, inclusive), cancelled ones left
 * out, in the order things happened: by date; one day's invoices and debit notes, then its credit
 * notes, then its payments; then by the time they were made and their numbers. The two lists are
 * each put in order, then taken in turn, so that nothing is made per document: the dues overview
 * walks tens of thousands of them.
 */
export function visitInAccountOrder(
  entries: readonly LedgerEntry[],
  payments: readonly Payment[],
  visit: { entry: (entry: LedgerEntry) => void; payment: (payment: Payment) => void },
  upTo = "9999-12-31",
): void {
  const documents = inOrder(entries, compareEntries);
  const received = inOrder(payments, comparePayments);
  let nextDocument = 0;
  let nextPayment = 0;
  while (nextDocument < documents.length || nextPayment < received.length) {
    const entry = documents[nextDocument];
    const payment = received[nextPayment];
    if (payment && (!entry || payment.date < entry.date)) {
      nextPayment += 1;
      if (!payment.cancelled && payment.date <= upTo) visit.payment(payment);
    } else if (entry) {
      nextDocument += 1;
      if (!entry.cancelled && entry.date <= upTo) visit.entry(entry);
    }
  }
}

/** The account's documents and payments up to `upTo`, as `visitInAccountOrder` takes them. */
export function accountEvents(
  entries: readonly LedgerEntry[],
  payments: readonly Payment[],
  upTo = "9999-12-31",
): AccountEvent[] {
  const events: AccountEvent[] = [];
  visitInAccountOrder(
    entries,
    payments,
    {
      entry: (entry) => events.push({ entry, date: entry.date, number: entry.number }),
      payment: (payment) => events.push({ payment, date: payment.date, number: payment.number }),
    },
    upTo,
  );
  return events;
}

const openOf = (item: MutableItem) => item.charged - item.credited - item.paid;

/**
 * Settles one buyer's documents and payments (cancelled ones are skipped here). `allocations: false`
 * leaves out which source paid which item (the dues overview of thousands of buyers needs only what
 * stays open, and the allocations are most of what settling makes).
 */
export function settleAccount(
  entries: readonly LedgerEntry[],
  payments: readonly Payment[],
  { allocations: keepAllocations = true }: { allocations?: boolean } = {},
): SettledAccount {
  const items: MutableItem[] = [];
  const itemIndex = new Map<string, number>();
  const allocations: Allocation[] = [];
  const credit: { source: string; amount: number }[] = [];
  // Every item before this index is paid: settling never looks behind it.
  let firstOpen = 0;

  const allocate = (source: string, item: MutableItem, wanted: number): number => {
    const amount = Math.min(wanted, openOf(item));
    if (amount <= 0) return 0;
    item.paid += amount;
    if (keepAllocations) allocations.push({ source, item: item.number, amount });
    return amount;
  };
  const settleFromCredit = () => {
    while (credit.length > 0 && firstOpen < items.length) {
      const item = items[firstOpen]!;
      if (openOf(item) <= 0) {
        firstOpen += 1;
        continue;
      }
      const source = credit[0]!;
      source.amount -= allocate(source.source, item, source.amount);
      if (source.amount === 0) credit.shift();
    }
  };
  const open = (number: string, date: string, amount: number) => {
    itemIndex.set(number, items.length);
    items.push({ number, date, charged: amount, credited: 0, paid: 0, open: 0 });
  };

  visitInAccountOrder(entries, payments, {
    payment: (payment) => {
      let left = payment.amount;
      if (payment.against.length > 0) {
        const picked = payment.against
          .map((number) => itemIndex.get(number))
          .filter((index): index is number => index !== undefined)
          .sort((a, b) => a - b);
        for (const index of new Set(picked)) left -= allocate(payment.number, items[index]!, left);
      }
      if (left > 0) credit.push({ source: payment.number, amount: left });
      settleFromCredit();
    },
    entry: (entry) => {
      const target = entry.invoiceNumber !== undefined ? itemIndex.get(entry.invoiceNumber) : undefined;
      if (entry.kind === "invoice") open(entry.number, entry.date, entry.amount);
      else if (entry.kind === "debit-note") {
        if (target === undefined) open(entry.number, entry.date, entry.amount);
        else {
          items[target]!.charged += entry.amount;
          firstOpen = Math.min(firstOpen, target);
        }
      } else {
        const item = target === undefined ? undefined : items[target];
        const lowered = item ? Math.min(entry.amount, Math.max(0, openOf(item))) : 0;
        if (item) item.credited += lowered;
        if (entry.amount > lowered) credit.push({ source: entry.number, amount: entry.amount - lowered });
      }
      settleFromCredit();
    },
  });

  let openTotal = 0;
  for (const item of items) {
    item.open = openOf(item);
    openTotal += item.open;
  }
  const creditTotal = credit.reduce((sum, source) => sum + source.amount, 0);
  return {
    items,
    allocations,
    credit: credit.map((source) => ({ ...source })),
    balance: openTotal - creditTotal,
  };
}

/** What a payment settled, item by item, and what of it is left as an advance. */
export function settledBy(
  account: SettledAccount,
  paymentNumber: string,
  amount: Paise,
): { settled: { number: string; amount: Paise }[]; advance: Paise } {
  const byItem = new Map<string, number>();
  for (const allocation of account.allocations) {
    if (allocation.source === paymentNumber) {
      byItem.set(allocation.item, (byItem.get(allocation.item) ?? 0) + allocation.amount);
    }
  }
  const settled = [...byItem].map(([number, paid]) => ({ number, amount: paid }));
  return { settled, advance: amount - settled.reduce((sum, entry) => sum + entry.amount, 0) };
}
