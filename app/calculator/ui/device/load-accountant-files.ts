import type { SellerConfig } from "~/calculator/seller-config";

/**
 * The register, the GSTR-1 sheets, the e-invoice and fflate, loaded with `import()` only when the rep
 * asks for the accountant's files or an e-invoice: never part of the calculator's first load (the
 * offline worker keeps the chunk, found through this import).
 */
export function loadAccountantFiles() {
  return import("~/calculator/register/accountant-zip");
}

/** The seller's PIN code and city, from the seller's configuration: needed only for e-invoice data. */
export function sellerLocation(seller: SellerConfig) {
  return { pincode: seller.pincode, city: seller.city };
}
