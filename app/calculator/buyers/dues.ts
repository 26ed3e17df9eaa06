import type { Paise } from "~/money/money";

import { BookIndex, type BuyerBook } from "./buyer-book";
import type { BuyerRecord } from "./buyer-record";
import type { LedgerEntry } from "./ledger";
import type { Payment } from "./payments";
import { settleAccount, type SettledAccount } from "./settlement";

/**
 * What each buyer owes (docs/calculator.md, "What each buyer owes"): the documents and payments put
 * together buyer by buyer, each account settled, each open invoice's age, and the overview of every
 * buyer who owes (or has paid in advance) by amount, with the age bands 0–30, 31–60, 61–90 and over 90
 * days.
 *
 * A document or payment belongs to the book's buyer its buyer's key leads to (a GSTIN, a former GSTIN,
 * a name and phone); one the book does not know forms an account of its own under its key. A note
 * belongs to the account of the invoice it corrects, wherever that invoice's buyer is.
 */

export interface BuyerAccount {
  /** The book's buyer's id, or the documents' buyer key when the book has no such buyer. */
  readonly id: string;
  readonly name: string;
  readonly record?: BuyerRecord;
  readonly entries: readonly LedgerEntry[];
  readonly payments: readonly Payment[];
}

type MutableAccount = { -readonly [Field in keyof BuyerAccount]: BuyerAccount[Field] } & {
  entries: LedgerEntry[];
  payments: Payment[];
};

export function accountsByBuyer(
  book: BuyerBook,
  entries: readonly LedgerEntry[],
  payments: readonly Payment[],
): Map<string, BuyerAccount> {
  const index = new BookIndex(book);
  const accounts = new Map<string, MutableAccount>();
  // Thousands of documents share a few thousand keys: each key is resolved once.
  const accountOfKey = new Map<string, MutableAccount>();
  const accountFor = (key: string, name: string) => {
    const known = accountOfKey.get(key);
    if (known) return known;
    const record = index.resolve(key);
    const id = record?.id ?? key;
    let account = accounts.get(id);
    if (!account) {
      account = { id, name: record?.name ?? name, entries: [], payments: [], ...(record ? { record } : {}) };
      accounts.set(id, account);
    }
    accountOfKey.set(key, account);
    return account;
  };
  // Only the invoices a note corrects need finding by number: a few in a hundred.
  const corrected = new Set<string>();
  for (const entry of entries) if (entry.invoiceNumber !== undefined) corrected.add(entry.invoiceNumber);
  const accountOfInvoice = new Map<string, MutableAccount>();
  for (const entry of entries) {
    if (entry.kind === "credit-note" || entry.kind === "debit-note") continue;
    const account = accountFor(entry.buyerKey, entry.buyerName);
    account.entries.push(entry);
    if (corrected.has(entry.number)) accountOfInvoice.set(entry.number, account);
  }
  for (const entry of entries) {
    if (entry.kind === "invoice") continue;
    const account =
      accountOfInvoice.get(entry.invoiceNumber ?? "") ?? accountFor(entry.buyerKey, entry.buyerName);
    account.entries.push(entry);
  }
  for (const payment of payments) accountFor(payment.buyerKey, payment.buyerName).payments.push(payment);
  return accounts;
}

export const AGE_BANDS = [
  { label: "0–30 days", upTo: 30 },
  { label: "31–60 days", upTo: 60 },
  { label: "61–90 days", upTo: 90 },
  { label: "Over 90 days", upTo: Infinity },
] as const;

/** Amounts per age band, in the order of {@link AGE_BANDS}. */
export type BandAmounts = readonly [Paise, Paise, Paise, Paise];

const MS_PER_DAY = 86_400_000;
// A few hundred distinct dates stand for tens of thousands of invoices.
const dayNumbers = new Map<string, number>();

function dayNumber(date: string): number {
  let day = dayNumbers.get(date);
  if (day === undefined) {
    day =
      Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
      MS_PER_DAY;
    dayNumbers.set(date, day);
  }
  return day;
}

/** Whole days from `from` to `to`, both `2026-11-05`. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

export function ageBand(days: number): number {
  return AGE_BANDS.findIndex((band) => days <= band.upTo);
}

export interface OpenInvoice {
  readonly number: string;
  readonly date: string;
  /** The invoice's amount after its notes. */
  readonly amount: Paise;
  readonly open: Paise;
  readonly ageDays: number;
}

export interface BuyerDues {
  readonly id: string;
  readonly name: string;
  readonly record?: BuyerRecord;
  /** What the buyer owes; negative for an advance. */
  readonly balance: Paise;
  /** Oldest first. */
  readonly open: readonly OpenInvoice[];
  readonly bands: BandAmounts;
  /** The last payment not cancelled, if any. */
  readonly lastPayment?: Pick<Payment, "number" | "date" | "amount" | "mode">;
  /** The account settled; in the overview without its allocations (which payment paid which invoice). */
  readonly settled: SettledAccount;
}

export function buyerDues(
  account: BuyerAccount,
  today: string,
  options?: Parameters<typeof settleAccount>[2],
): BuyerDues {
  const settled = settleAccount(account.entries, account.payments, options);
  const bands = [0, 0, 0, 0];
  const open: OpenInvoice[] = [];
  for (const item of settled.items) {
    if (item.open <= 0) continue;
    const ageDays = Math.max(0, daysBetween(item.date, today));
    bands[ageBand(ageDays)]! += item.open;
    open.push({
      number: item.number,
      date: item.date,
      amount: item.charged - item.credited,
      open: item.open,
      ageDays,
    });
  }
  let lastPayment: BuyerDues["lastPayment"];
  for (const payment of account.payments) {
    if (payment.cancelled) continue;
    if (
      !lastPayment ||
      payment.date > lastPayment.date ||
      (payment.date === lastPayment.date && payment.number > lastPayment.number)
    ) {
      lastPayment = {
        number: payment.number,
        date: payment.date,
        amount: payment.amount,
        mode: payment.mode,
      };
    }
  }
  return {
    id: account.id,
    name: account.name,
    ...(account.record ? { record: account.record } : {}),
    balance: settled.balance,
    open,
    bands: [bands[0]!, bands[1]!, bands[2]!, bands[3]!],
    ...(lastPayment ? { lastPayment } : {}),
    settled,
  };
}

export interface DuesOverview {
  /** Buyers who owe, most first, then those with an advance. */
  readonly buyers: readonly BuyerDues[];
  readonly bands: BandAmounts;
  /** Owed by all who owe; held in advance for all who paid ahead. */
  readonly totalDue: Paise;
  readonly totalAdvance: Paise;
}

export function duesOverview(
  book: BuyerBook,
  entries: readonly LedgerEntry[],
  payments: readonly Payment[],
  today: string,
): DuesOverview {
  const buyers: BuyerDues[] = [];
  const bands = [0, 0, 0, 0];
  let totalDue = 0;
  let totalAdvance = 0;
  for (const account of accountsByBuyer(book, entries, payments).values()) {
    // Which payment paid which invoice is for one buyer's page, not for the overview.
    const dues = buyerDues(account, today, { allocations: false });
    if (dues.balance === 0) continue;
    buyers.push(dues);
    dues.bands.forEach((amount, band) => (bands[band]! += amount));
    if (dues.balance > 0) totalDue += dues.balance;
    else totalAdvance -= dues.balance;
  }
  buyers.sort((a, b) => b.balance - a.balance || a.name.localeCompare(b.name));
  return { buyers, bands: [bands[0]!, bands[1]!, bands[2]!, bands[3]!], totalDue, totalAdvance };
}
