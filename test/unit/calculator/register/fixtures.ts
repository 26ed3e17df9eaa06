import { DEFAULT_SETTINGS, type InvoiceLine } from "~/calculator/arithmetic/invoice";
import type { RegisterDocument } from "~/calculator/register/register";

import { item, lineFor } from "../helpers";
import { SELLER } from "../../../support/random-tax-invoices";

/** A Maharashtra buyer with a valid GSTIN. */
export const MAHARASHTRA_GSTIN = "27AAPFU0939F1ZV";

/** Ten dozen agarbatti at ₹84 a dozen, 5% GST, HSN 3307 41: ₹840.00 before discounts. */
export function tenDozen(overrides: Partial<InvoiceLine> = {}): InvoiceLine {
  return lineFor(item({ name: "Rose Agarbatti", scheme: "none" }), 10, "dozen", overrides);
}

/** A tax invoice from the Delhi seller to a registered buyer in Maharashtra, dated 5 November 2026. */
export function taxInvoice(overrides: Partial<RegisterDocument> = {}): RegisterDocument {
  return {
    kind: "tax-invoice",
    brand: "Punarvana Eco",
    seller: SELLER,
    buyer: {
      name: "Kaveri Distributors",
      address: "Shop 4, Market Yard\nPune",
      gstin: MAHARASHTRA_GSTIN,
      stateCode: "27",
      pincode: "411037",
      city: "Pune",
    },
    settings: DEFAULT_SETTINGS,
    lines: [tenDozen()],
    number: "PE/A1/2627/0001",
    issuedAt: Date.UTC(2026, 10, 5, 6, 0),
    ...overrides,
  };
}
