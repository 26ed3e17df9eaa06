import type { SellerConfig } from "~/calculator/seller-config";

import type { Buyer, BuyerField } from "./buyer";
import { DEFAULT_INVOICE_PREFIX, isValidInvoicePrefix } from "./document-numbering";
import { checkGstin, gstinStateMismatch } from "./gstin";
import { describeState, stateByCode } from "./indian-states";

/**
 * The two parties of a document (docs/calculator.md, "Buyer and seller"): the seller, from the site's
 * configuration, and the buyer, typed by the rep. A tax invoice needs the seller's legal name, address
 * and a valid GSTIN, and the buyer's name, billing address and state; a buyer's GSTIN is optional, but
 * when given it must be valid and of the chosen state.
 */

/** The seller as printed: what an issued document keeps, so a later reprint is identical. */
export interface Seller {
  readonly legalName: string;
  readonly address: string;
  readonly stateCode: string;
  /** A valid GSTIN, or "" when none is configured (a placeholder is never printed). */
  readonly gstin: string;
  readonly phone: string;
  readonly email: string;
  /** Printed for payment when configured. */
  readonly bank: { readonly name: string; readonly account: string; readonly ifsc: string } | null;
  /** The UPI address of the payment QR code; "" or absent for none (documents kept before it). */
  readonly upiId?: string;
  /** Paise: a tax invoice worth more needs an e-way bill; null or absent for none. */
  readonly ewayBillThreshold?: number | null;
}

export interface SellerSetup {
  readonly seller: Seller;
  readonly invoicePrefix: string;
  /** Why a tax invoice cannot be issued yet (empty when it can). */
  readonly problems: readonly string[];
}

/** The seller from the site configuration, with what still stands in the way of a tax invoice. */
export function sellerSetup(config: SellerConfig): SellerSetup {
  const problems: string[] = [];
  if (config.placeholders.includes("legalName")) {
    problems.push("The seller's legal name is not configured (SITE_SELLER_LEGAL_NAME).");
  }
  if (config.placeholders.includes("address")) {
    problems.push("The seller's address is not configured (SITE_SELLER_ADDRESS).");
  }
  const stateCode = stateByCode(config.stateCode) ? config.stateCode : "07";
  if (stateCode !== config.stateCode) {
    problems.push(
      `The seller's state code "${config.stateCode}" is not a GST state code (SITE_SELLER_STATE_CODE).`,
    );
  }
  let gstin = "";
  if (config.gstin === "") {
    problems.push("The seller's GSTIN is not configured (SITE_SELLER_GSTIN).");
  } else {
    const check = checkGstin(config.gstin);
    if (!check.ok) problems.push(`The seller's GSTIN is not valid (SITE_SELLER_GSTIN): ${check.reason}`);
    else if (check.stateCode !== stateCode) {
      problems.push(
        `The seller's GSTIN is registered in ${describeState(check.stateCode)}, not ${describeState(stateCode)} (SITE_SELLER_STATE_CODE).`,
      );
    } else gstin = check.gstin;
  }
  const invoicePrefix = isValidInvoicePrefix(config.invoicePrefix)
    ? config.invoicePrefix
    : DEFAULT_INVOICE_PREFIX;
  const bank =
    config.bankAccount && config.bankIfsc
      ? { name: config.bankName, account: config.bankAccount, ifsc: config.bankIfsc }
      : null;
  return {
    seller: {
      legalName: config.legalName,
      address: config.address,
      stateCode,
      gstin,
      phone: config.phone,
      email: config.email,
      bank,
      upiId: config.upiId,
      ewayBillThreshold: config.ewayBillThreshold,
    },
    invoicePrefix,
    problems,
  };
}

export { EMPTY_BUYER, type Buyer, type BuyerField } from "./buyer";

/** What is wrong with the buyer's GSTIN, or null when it is blank or fine. */
export function buyerGstinProblem(buyer: Buyer): string | null {
  if (buyer.gstin.trim() === "") return null;
  const check = checkGstin(buyer.gstin);
  if (!check.ok) return check.reason;
  return gstinStateMismatch(buyer.gstin, buyer.stateCode);
}

/** What a tax invoice still needs from the buyer, per field, in the order of the form. */
export function buyerProblems(buyer: Buyer): { field: BuyerField; message: string }[] {
  const problems: { field: BuyerField; message: string }[] = [];
  if (buyer.name.trim() === "") problems.push({ field: "name", message: "The customer's name is missing." });
  if (buyer.address.trim() === "") {
    problems.push({ field: "address", message: "The customer's billing address is missing." });
  }
  const gstinProblem = buyerGstinProblem(buyer);
  if (gstinProblem) problems.push({ field: "gstin", message: gstinProblem });
  if (!stateByCode(buyer.stateCode)) {
    problems.push({
      field: "stateCode",
      message: "The customer's state (the place of supply) is not chosen.",
    });
  }
  return problems;
}

/** The buyer's GSTIN as printed: normalised when valid, left out when not. */
export function printableGstin(gstin: string): string {
  const check = checkGstin(gstin);
  return check.ok ? check.gstin : "";
}
