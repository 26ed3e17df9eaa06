import {
  cancellationReason,
  readCancellation,
  type Cancellation,
} from "~/calculator/device/issued-documents";
import { finite, isObject, str } from "~/calculator/device/stored-fields";
import {
  financialYear,
  formatDocumentNumber,
  nextDocumentNumber,
  parseDocumentNumber,
  RECEIPT_PREFIX,
  shortYear,
  type DocumentCounters,
} from "~/calculator/documents/document-numbering";
import { indiaDate } from "~/calculator/register/period";
import { formatINR, type Paise } from "~/money/money";

/**
 * Payments received from buyers (docs/calculator.md, "Payments and receipts"). A payment has a date,
 * an amount, a mode and a reference; it is settled against the buyer's open invoices oldest first, or
 * first against the invoices the rep picked (settlement.ts). Each gets a receipt number of its own
 * series, in the device's series code: `RV/R7/2627/0001`, numbered like the documents (consecutive,
 * never reused, by the financial year it was recorded in). A payment is never edited or deleted:
 * a wrong one is cancelled with a reason, stays listed and settles nothing.
 */

export { RECEIPT_PREFIX };

export const PAYMENT_MODES = ["cash", "upi", "bank-transfer", "cheque"] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

export const PAYMENT_MODE_LABELS: Readonly<Record<PaymentMode, string>> = {
  cash: "Cash",
  upi: "UPI",
  "bank-transfer": "Bank transfer",
  cheque: "Cheque",
};

function isPaymentMode(value: unknown): value is PaymentMode {
  return typeof value === "string" && (PAYMENT_MODES as readonly string[]).includes(value);
}

/** One invoice (or debit note) and the part of a payment that settled it. */
export interface Settled {
  readonly number: string;
  readonly amount: Paise;
}

export interface Payment {
  /** The receipt number: `RV/R7/2627/0001`. */
  readonly number: string;
  /** The buyer's key (buyer-record.ts) and name when the payment was recorded. */
  readonly buyerKey: string;
  readonly buyerName: string;
  /** The day the money was received, in India: `2026-11-05`. */
  readonly date: string;
  readonly amount: Paise;
  readonly mode: PaymentMode;
  /** UPI transaction id, bank reference, cheque number; "" for none. */
  readonly reference: string;
  /** The invoices the rep picked, settled first; empty for oldest first. */
  readonly against: readonly string[];
  /** Epoch milliseconds of recording: orders one day's payments. */
  readonly recordedAt: number;
  /**
   * What the receipt says the payment settled when it was recorded, so that a receipt printed again
   * is the one handed over; the buyer's dues are always worked out afresh (settlement.ts).
   */
  readonly receipt: { readonly settled: readonly Settled[]; readonly advance: Paise };
  readonly cancelled?: Cancellation;
}

export const MAX_PAYMENT: Paise = 10_00_00_000_00;
export const MAX_REFERENCE_LENGTH = 50;
/** GST began on 1 July 2017: no invoice of this calculator is older. */
const EARLIEST_DATE = "2017-07-01";

/** The payment form as typed. */
export interface PaymentInput {
  readonly date: string;
  readonly amount: string;
  readonly mode: string;
  readonly reference: string;
}

export type PaymentInputField = keyof PaymentInput;

export type PaymentInputCheck =
  | { ok: true; date: string; amount: Paise; mode: PaymentMode; reference: string }
  | { ok: false; problems: { field: PaymentInputField; message: string }[] };

/** Rupees as typed (`12000`, `12,000.50`, `₹ 1,20,000`) to paise; null when it is not an amount. */
export function parseRupees(text: string): Paise | null {
  const plain = text.replace(/₹|rs\.?|inr|,|\s/gi, "");
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
}

function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

/** The form's fields checked: a real date from July 2017 to today, an amount, a mode, a short reference. */
export function checkPaymentInput(input: PaymentInput, now: number): PaymentInputCheck {
  const problems: { field: PaymentInputField; message: string }[] = [];
  const today = indiaDate(now);
  const date = input.date.trim();
  if (!isIsoDate(date)) problems.push({ field: "date", message: "Please enter the date the money came." });
  else if (date > today) problems.push({ field: "date", message: "A payment cannot be dated after today." });
  else if (date < EARLIEST_DATE) {
    problems.push({ field: "date", message: "A payment cannot be dated before July 2017." });
  }
  const amount = parseRupees(input.amount);
  if (amount === null || amount === 0) {
    problems.push({
      field: "amount",
      message: "Please enter the amount received, such as 12000 or 12,000.50.",
    });
  } else if (amount > MAX_PAYMENT) {
    problems.push({ field: "amount", message: `A payment is at most ${formatINR(MAX_PAYMENT)}.` });
  }
  if (!isPaymentMode(input.mode)) {
    problems.push({
      field: "mode",
      message: "Please choose how it was paid: cash, UPI, bank transfer or cheque.",
    });
  }
  const reference = input.reference.replace(/\s+/g, " ").trim();
  if (reference.length > MAX_REFERENCE_LENGTH) {
    problems.push({
      field: "reference",
      message: `A reference has at most ${MAX_REFERENCE_LENGTH} characters.`,
    });
  } else if (input.mode === "cheque" && reference === "") {
    problems.push({ field: "reference", message: "Please enter the cheque's number." });
  }
  if (problems.length > 0 || amount === null || !isPaymentMode(input.mode)) return { ok: false, problems };
  return { ok: true, date, amount, mode: input.mode, reference };
}

/** The receipt series of a device and financial year: `RV/R7/2627`. */
export function receiptSeries(seriesCode: string, now: number): string {
  return `${RECEIPT_PREFIX}/${seriesCode}/${shortYear(financialYear(now))}`;
}

/** The next receipt number, one past the counter and every receipt already numbered in the series. */
export function nextReceiptNumber(
  counters: DocumentCounters,
  payments: readonly Pick<Payment, "number">[],
  seriesCode: string,
  now: number,
): { number: string; counters: DocumentCounters } {
  return nextDocumentNumber(
    counters,
    receiptSeries(seriesCode, now),
    payments.map((payment) => payment.number),
  );
}

/** The payments with one cancelled (it stays, marked, and settles nothing); only with a reason. */
export function cancelPayment(
  payments: readonly Payment[],
  number: string,
  reason: string,
  now: number,
): { ok: true; payments: Payment[]; payment: Payment } | { ok: false; message: string } {
  const payment = payments.find((candidate) => candidate.number === number);
  if (!payment) return { ok: false, message: `There is no receipt ${number} on this device.` };
  if (payment.cancelled) return { ok: false, message: `${number} is already cancelled.` };
  const checked = cancellationReason(reason);
  if (!checked.ok) return checked;
  const cancelled: Payment = {
    ...payment,
    cancelled: { at: new Date(now).toISOString(), reason: checked.text },
  };
  return {
    ok: true,
    payment: cancelled,
    payments: payments.map((candidate) => (candidate.number === number ? cancelled : candidate)),
  };
}

function readSettled(value: unknown): Settled | null {
  if (!isObject(value)) return null;
  const number = str(value.number);
  const amount = value.amount;
  if (number === "" || !Number.isSafeInteger(amount) || (amount as number) <= 0) return null;
  return { number, amount: amount as number };
}

/**
 * A stored payment, read back field by field (storage and backups are untrusted): null when its
 * number, buyer, date, amount or mode does not fit, so a damaged one is left out rather than counted
 * wrong.
 */
export function readPayment(value: unknown): Payment | null {
  if (!isObject(value)) return null;
  const number = str(value.number);
  const parsed = parseDocumentNumber(number);
  if (!parsed || !parsed.series.startsWith(`${RECEIPT_PREFIX}/`)) return null;
  if (formatDocumentNumber(parsed.series, parsed.serial) !== number) return null;
  const buyerKey = str(value.buyerKey);
  const date = str(value.date);
  const amount = value.amount;
  if (!/^(gstin|name):/.test(buyerKey) || !isIsoDate(date) || !isPaymentMode(value.mode)) return null;
  if (!Number.isSafeInteger(amount) || (amount as number) <= 0 || (amount as number) > MAX_PAYMENT)
    return null;
  const receipt = isObject(value.receipt) ? value.receipt : {};
  const settled = Array.isArray(receipt.settled) ? receipt.settled.map(readSettled) : [];
  const advance = receipt.advance;
  const cancelled = readCancellation(value.cancelled);
  return {
    number,
    buyerKey,
    buyerName: str(value.buyerName),
    date,
    amount: amount as number,
    mode: value.mode,
    reference: str(value.reference).slice(0, MAX_REFERENCE_LENGTH),
    against: Array.isArray(value.against)
      ? value.against.filter((entry): entry is string => typeof entry === "string")
      : [],
    recordedAt: finite(value.recordedAt) ? value.recordedAt : 0,
    receipt: {
      settled: settled.filter((entry): entry is Settled => entry !== null),
      advance: Number.isSafeInteger(advance) && (advance as number) >= 0 ? (advance as number) : 0,
    },
    ...(cancelled ? { cancelled } : {}),
  };
}
