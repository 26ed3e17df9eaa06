import {
  UPI_AMOUNT_LIMIT,
  isValidUpiId,
  upiAmountIncluded,
  upiPaymentUri,
} from "~/calculator/documents/upi-payment";
import { gstr1Date } from "~/calculator/register/period";
import { formatINR, type Paise } from "~/money/money";

import type { BuyerDues } from "./dues";

/**
 * The payment reminder the rep shares (docs/calculator.md, "Statements and reminders"): a few lines a
 * chat shows whole, with the amount due, the oldest unpaid invoice's number and date, and a
 * `upi://pay` link for the amount due (the same link as the statement's QR code). Above the UPI
 * limit the link leaves the amount for the payer to type, and the text says so.
 */

export interface Reminder {
  readonly text: string;
  /** The UPI link, or null when the seller has no UPI address or nothing is due. */
  readonly upiUri: string | null;
}

/** What a UPI payment of the dues carries as its note: the buyer's name, so the seller knows who paid. */
function upiNote(buyerName: string): string {
  return `Dues ${buyerName}`.slice(0, 50);
}

/** The UPI link for `amount` owed by `buyerName` (a statement's closing balance); null when nothing is owed. */
export function upiDuesLink(
  amount: Paise,
  buyerName: string,
  seller: { legalName: string; upiId?: string },
): string | null {
  if (amount <= 0 || !isValidUpiId(seller.upiId ?? "")) return null;
  return upiPaymentUri({
    upiId: seller.upiId!,
    payeeName: seller.legalName,
    amount,
    reference: upiNote(buyerName),
  });
}

export function duesUpiUri(dues: BuyerDues, seller: { legalName: string; upiId?: string }): string | null {
  return upiDuesLink(dues.balance, dues.name, seller);
}

export function reminderText(
  dues: BuyerDues,
  seller: { legalName: string; upiId?: string },
  today: string,
): Reminder {
  const upiUri = duesUpiUri(dues, seller);
  if (dues.balance <= 0) {
    return {
      text: `Dear ${dues.name}, nothing is due to ${seller.legalName} as of ${gstr1Date(today)}. Thank you.`,
      upiUri: null,
    };
  }
  const oldest = dues.open[0];
  const lines = [
    `Dear ${dues.name},`,
    `${formatINR(dues.balance)} is due to ${seller.legalName} as of ${gstr1Date(today)}.`,
  ];
  if (oldest) {
    lines.push(
      `Oldest unpaid invoice: ${oldest.number} of ${gstr1Date(oldest.date)} (${formatINR(oldest.open)} unpaid, ${oldest.ageDays} days).`,
    );
  }
  if (upiUri) {
    lines.push(
      upiAmountIncluded(dues.balance)
        ? `Pay by UPI: ${upiUri}`
        : `Pay by UPI (enter the amount: UPI takes at most ${formatINR(UPI_AMOUNT_LIMIT)} at once): ${upiUri}`,
    );
  }
  lines.push("Thank you.");
  return { text: lines.join("\n"), upiUri };
}
