import type { Paise } from "~/money/money";

import type { IssuedKind } from "./document-numbering";

/**
 * The e-way bill notice (docs/calculator.md, "E-way bill"): goods worth more than the threshold need an
 * e-way bill before they move. The value compared is the tax invoice's value, its rounded total, and
 * the rule is "more than": at ₹50,000 exactly none is needed, at ₹50,001 one is. Quotations move no
 * goods and never ask for one.
 */

/** The threshold for a move between states, and in most states within one. */
export const DEFAULT_EWAY_BILL_THRESHOLD: Paise = 50_000_00;

export function ewayBillNeeded(kind: IssuedKind, invoiceValue: Paise, threshold: Paise | null): boolean {
  return kind === "tax-invoice" && threshold !== null && invoiceValue > threshold;
}

/** SITE_EWAY_BILL_THRESHOLD: whole rupees, 1 to 1,00,00,000 (commas allowed), or null when not that. */
export function parseEwayBillThreshold(raw: string): Paise | null {
  const digits = raw.trim().replaceAll(",", "");
  if (!/^\d{1,9}$/.test(digits)) return null;
  const rupees = Number(digits);
  return rupees >= 1 && rupees <= 1_00_00_000 ? rupees * 100 : null;
}
