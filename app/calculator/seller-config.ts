import { DEFAULT_INVOICE_PREFIX } from "~/calculator/documents/document-numbering";
import { DEFAULT_EWAY_BILL_THRESHOLD, parseEwayBillThreshold } from "~/calculator/documents/eway-bill";
import { isValidUpiId } from "~/calculator/documents/upi-payment";
import type { SiteConfig } from "~/content/site-config";
import type { Paise } from "~/money/money";

/**
 * The seller printed on the calculator's quotations and tax invoices (docs/calculator.md, "Buyer and
 * seller"). Address, phone and e-mail default to the shop's; the state to Delhi (07), where the shop's
 * addresses are; the GSTIN and bank details to nothing, so a placeholder is never printed as if real.
 */
export interface SellerConfig {
  legalName: string;
  address: string;
  /** Two-digit GST state code. */
  stateCode: string;
  /** "" until configured. */
  gstin: string;
  phone: string;
  email: string;
  /** Bank and branch, account number and IFSC for payment; printed only when the account and IFSC are set. */
  bankName: string;
  bankAccount: string;
  bankIfsc: string;
  /** The seller's UPI address for the payment QR code; "" for none (no QR code is printed). */
  upiId: string;
  /** A tax invoice worth more than this needs an e-way bill before its goods move. */
  ewayBillThreshold: Paise;
  /** The tax invoices' series prefix: PE gives PE/R7/2627/0001. */
  invoicePrefix: string;
  /** PIN code and city of the seller's address: needed only for e-invoice data; "" until configured. */
  pincode: string;
  city: string;
  /** Fields still at their placeholder defaults: a tax invoice cannot be issued with them. */
  placeholders: ("legalName" | "address")[];
}

export const SELLER_LEGAL_NAME_PLACEHOLDER = "Seller's legal name (to be configured)";

/** A seller setting that cannot be used: the server stops at start with this message. */
export class SellerConfigError extends Error {}

function upiIdFrom(raw: string): string {
  if (raw === "" || isValidUpiId(raw)) return raw;
  throw new SellerConfigError(
    `SITE_SELLER_UPI_ID must be a UPI address such as shopname@okaxis (a name, "@" and the app's handle), not "${raw}".`,
  );
}

function ewayBillThresholdFrom(raw: string): Paise {
  if (raw === "") return DEFAULT_EWAY_BILL_THRESHOLD;
  const threshold = parseEwayBillThreshold(raw);
  if (threshold !== null) return threshold;
  throw new SellerConfigError(
    `SITE_EWAY_BILL_THRESHOLD must be whole rupees from 1 to 1,00,00,000 (such as 50000), not "${raw}".`,
  );
}

/**
 * The seller with every non-blank SITE_SELLER_* variable (and SITE_INVOICE_PREFIX and
 * SITE_EWAY_BILL_THRESHOLD) applied; throws a SellerConfigError for a UPI address or threshold that
 * cannot be used.
 */
export function sellerConfigFromEnv(env: Record<string, string | undefined>, site: SiteConfig): SellerConfig {
  const read = (name: string) => env[name]?.trim() || "";
  const legalName = read("SITE_SELLER_LEGAL_NAME");
  const address = read("SITE_SELLER_ADDRESS") || read("SITE_REGISTERED_OFFICE");
  const placeholders: SellerConfig["placeholders"] = [];
  if (!legalName) placeholders.push("legalName");
  if (!address) placeholders.push("address");
  return {
    legalName: legalName || SELLER_LEGAL_NAME_PLACEHOLDER,
    address: address || site.registeredOffice,
    stateCode: read("SITE_SELLER_STATE_CODE") || "07",
    gstin: read("SITE_SELLER_GSTIN").toUpperCase(),
    phone: read("SITE_SELLER_PHONE") || site.phone,
    email: read("SITE_SELLER_EMAIL") || site.email,
    bankName: read("SITE_SELLER_BANK_NAME"),
    bankAccount: read("SITE_SELLER_BANK_ACCOUNT"),
    bankIfsc: read("SITE_SELLER_BANK_IFSC").toUpperCase(),
    upiId: upiIdFrom(read("SITE_SELLER_UPI_ID")),
    ewayBillThreshold: ewayBillThresholdFrom(read("SITE_EWAY_BILL_THRESHOLD")),
    invoicePrefix: (read("SITE_INVOICE_PREFIX") || DEFAULT_INVOICE_PREFIX).toUpperCase(),
    pincode: read("SITE_SELLER_PINCODE"),
    city: read("SITE_SELLER_CITY"),
    placeholders,
  };
}
