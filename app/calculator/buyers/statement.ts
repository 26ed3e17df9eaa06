import { csvText, amount as csvAmount } from "~/calculator/register/csv";
import { gstr1Date } from "~/calculator/register/period";
import type { Paise } from "~/money/money";

import type { BuyerAccount } from "./dues";
import type { LedgerEntry } from "./ledger";
import { PAYMENT_MODE_LABELS, type Payment } from "./payments";
import { accountEvents } from "./settlement";

/**
 * A buyer's statement for a period (docs/calculator.md, "Statements and reminders"): the balance
 * brought forward from before the period, every invoice, note and payment of the period with its
 * number and date and the running balance, and the closing balance. Invoices and debit notes are
 * debits (the buyer owes more), credit notes and payments credits. Cancelled documents and payments
 * are left out: they never counted.
 */

export interface StatementRow {
  readonly date: string;
  readonly number: string;
  readonly particulars: string;
  readonly debit: Paise;
  readonly credit: Paise;
  /** The balance after this row. */
  readonly balance: Paise;
}

export interface Statement {
  readonly buyerName: string;
  /** The period, both days included: `2026-04-01` to `2026-11-30`. */
  readonly from: string;
  readonly to: string;
  readonly opening: Paise;
  readonly rows: readonly StatementRow[];
  readonly totalDebit: Paise;
  readonly totalCredit: Paise;
  readonly closing: Paise;
}

const KIND_WORDS = {
  invoice: "Tax invoice",
  "credit-note": "Credit note",
  "debit-note": "Debit note",
} as const;

function entryParticulars(entry: LedgerEntry): string {
  const against = entry.kind !== "invoice" && entry.invoiceNumber ? ` against ${entry.invoiceNumber}` : "";
  return `${KIND_WORDS[entry.kind]}${against}`;
}

function paymentParticulars(payment: Payment): string {
  return `Payment received, ${PAYMENT_MODE_LABELS[payment.mode]}${payment.reference ? ` (${payment.reference})` : ""}`;
}

export function buyerStatement(account: BuyerAccount, from: string, to: string): Statement {
  const events = accountEvents(account.entries, account.payments, to);
  let balance = 0;
  let opening = 0;
  let totalDebit = 0;
  let totalCredit = 0;
  const rows: StatementRow[] = [];
  for (const event of events) {
    const { entry, date } = event;
    const debit = entry && entry.kind !== "credit-note" ? entry.amount : 0;
    const credit = entry ? (entry.kind === "credit-note" ? entry.amount : 0) : event.payment.amount;
    balance += debit - credit;
    if (date < from) {
      opening = balance;
      continue;
    }
    totalDebit += debit;
    totalCredit += credit;
    rows.push({
      date,
      number: event.number,
      particulars: entry ? entryParticulars(entry) : paymentParticulars(event.payment),
      debit,
      credit,
      balance,
    });
  }
  return { buyerName: account.name, from, to, opening, rows, totalDebit, totalCredit, closing: balance };
}

export const STATEMENT_CSV_HEADINGS = [
  "Date",
  "Number",
  "Particulars",
  "Debit",
  "Credit",
  "Balance",
] as const;

/**
 * The statement as CSV, as a spreadsheet opens it: the opening balance as the first row, the period's
 * rows, the totals and the closing balance last; dates as `05-Nov-2026`, amounts with two decimals.
 */
export function statementCsv(statement: Statement): string {
  const money = (paise: Paise) => (paise === 0 ? "" : csvAmount(paise));
  return csvText(STATEMENT_CSV_HEADINGS, [
    [gstr1Date(statement.from), "", "Opening balance", "", "", csvAmount(statement.opening)],
    ...statement.rows.map((row) => [
      gstr1Date(row.date),
      row.number,
      row.particulars,
      money(row.debit),
      money(row.credit),
      csvAmount(row.balance),
    ]),
    ["", "", "Total", csvAmount(statement.totalDebit), csvAmount(statement.totalCredit), ""],
    [gstr1Date(statement.to), "", "Closing balance", "", "", csvAmount(statement.closing)],
  ]);
}

/** `statement-lakshmi-stores-2026-04-01-to-2026-11-30.csv` (or .pdf). */
export function statementFileName(statement: Statement, extension: "csv" | "pdf"): string {
  const name = statement.buyerName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40);
  return `statement-${name || "buyer"}-${statement.from}-to-${statement.to}.${extension}`;
}
