import { amountInWords } from "~/calculator/documents/amount-in-words";
import { gstr1Date } from "~/calculator/register/period";
import { formatINR } from "~/money/money";

import { PAYMENT_MODE_LABELS, type Payment } from "./payments";

/**
 * A payment's receipt (docs/calculator.md, "Payments and receipts"): what the PDF prints and what
 * Share sends beside it. It says what the payment settled when it was taken (kept on the payment), so
 * a receipt given again is the one handed over; a cancelled payment's receipt says so.
 */

export interface ReceiptView {
  readonly title: string;
  readonly number: string;
  readonly date: string;
  readonly buyerName: string;
  readonly amount: string;
  readonly amountInWords: string;
  /** "UPI (UTR 4471)". */
  readonly mode: string;
  /** Each invoice settled and how much of it: ["PE/R7/2627/0001", "₹8,000.00"]. */
  readonly settled: readonly (readonly [string, string])[];
  /** What was left over as an advance, or null. */
  readonly advance: string | null;
  /** "CANCELLED on 06-Nov-2026: Cheque bounced", or null. */
  readonly cancelled: string | null;
}

export function receiptView(payment: Payment): ReceiptView {
  const mode = PAYMENT_MODE_LABELS[payment.mode];
  return {
    title: "Payment Receipt",
    number: payment.number,
    date: gstr1Date(payment.date),
    buyerName: payment.buyerName,
    amount: formatINR(payment.amount),
    amountInWords: amountInWords(payment.amount),
    mode: payment.reference ? `${mode} (${payment.reference})` : mode,
    settled: payment.receipt.settled.map((entry) => [entry.number, formatINR(entry.amount)] as const),
    advance: payment.receipt.advance > 0 ? formatINR(payment.receipt.advance) : null,
    cancelled: payment.cancelled
      ? `CANCELLED on ${gstr1Date(payment.cancelled.at.slice(0, 10))}: ${payment.cancelled.reason}`
      : null,
  };
}

/** The few lines Share sends with the receipt's PDF. */
export function receiptShareText(payment: Payment, sellerName: string): string {
  const view = receiptView(payment);
  const against =
    view.settled.length > 0
      ? ` against ${view.settled.map(([number, amount]) => `${number} (${amount})`).join(", ")}`
      : "";
  const advance = view.advance ? ` ${view.advance} kept as an advance.` : "";
  return `${sellerName}: receipt ${view.number}. ${view.amount} received from ${view.buyerName} by ${view.mode} on ${view.date}${against}.${advance} Thank you.`;
}

/** `receipt-RV-R7-2627-0001.pdf`. */
export function receiptFileName(payment: Pick<Payment, "number">): string {
  return `receipt-${payment.number.replace(/\//g, "-")}.pdf`;
}
