/**
 * The buyer as the rep types it (docs/calculator.md, "Buyer and seller"). Apart from parties.ts, which
 * checks it, so that reading a stored draft does not load the GSTIN and seller checks.
 */
export interface Buyer {
  readonly name: string;
  readonly address: string;
  /** As typed; validated when not blank. */
  readonly gstin: string;
  /** Two-digit GST state code, "" while not chosen. */
  readonly stateCode: string;
  /** PIN code and city (town or village): needed only for e-invoice data; left out when blank. */
  readonly pincode?: string;
  readonly city?: string;
  /** Phone and e-mail, from the buyer book or typed: for the book and reminders; left out when blank. */
  readonly phone?: string;
  readonly email?: string;
}

export const EMPTY_BUYER: Buyer = { name: "", address: "", gstin: "", stateCode: "" };

export type BuyerField = "name" | "address" | "gstin" | "stateCode" | "pincode" | "city" | "phone" | "email";

/**
 * The GST state codes of India's states and union territories, as indian-states.ts names them (a unit
 * test keeps the two lists the same). Here so that a stored draft's buyer can be checked without
 * loading the names.
 */
const STATE_CODES = new Set(
  "01 02 03 04 05 06 07 08 09 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 26 27 29 30 31 32 33 34 35 36 37 38 97".split(
    " ",
  ),
);

export function isGstStateCode(code: string): boolean {
  return STATE_CODES.has(code);
}
