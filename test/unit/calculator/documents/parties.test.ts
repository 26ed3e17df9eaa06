import { describe, expect, it } from "vitest";

import { STORAGE_MISSING, documentReadiness } from "~/calculator/documents/document-readiness";
import { isGstStateCode } from "~/calculator/documents/buyer";
import { INDIAN_STATES } from "~/calculator/documents/indian-states";
import { EMPTY_BUYER, buyerProblems, sellerSetup } from "~/calculator/documents/parties";
import {
  SELLER_LEGAL_NAME_PLACEHOLDER,
  SellerConfigError,
  sellerConfigFromEnv,
} from "~/calculator/seller-config";
import { defaultSiteConfig } from "~/content/site-config";

/** The seller from the environment, the buyer from the form, and which document can be made. */

const CONFIGURED = {
  SITE_SELLER_LEGAL_NAME: "Punarvana Eco Products Private Limited",
  SITE_SELLER_ADDRESS: "Plot 14, Okhla Phase II, New Delhi 110020",
  SITE_SELLER_GSTIN: "07aaacr5055k1z9",
};
const BUYER = { name: "Sharma Stores", address: "Karol Bagh", gstin: "", stateCode: "07" };

describe("the seller's configuration (SITE_SELLER_* variables)", () => {
  it("defaults to placeholders: no GSTIN, the shop's address, phone and e-mail, Delhi, prefix PE", () => {
    const config = sellerConfigFromEnv({}, defaultSiteConfig);
    expect(config).toEqual({
      legalName: SELLER_LEGAL_NAME_PLACEHOLDER,
      address: defaultSiteConfig.registeredOffice,
      stateCode: "07",
      gstin: "",
      phone: defaultSiteConfig.phone,
      email: defaultSiteConfig.email,
      bankName: "",
      bankAccount: "",
      bankIfsc: "",
      upiId: "",
      ewayBillThreshold: 50_000_00,
      invoicePrefix: "PE",
      pincode: "",
      city: "",
      placeholders: ["legalName", "address"],
    });
  });

  it("reads the UPI address and the e-way bill threshold, and refuses values that cannot be used", () => {
    expect(
      sellerConfigFromEnv(
        { SITE_SELLER_UPI_ID: " punarvana@okaxis ", SITE_EWAY_BILL_THRESHOLD: "1,00,000" },
        defaultSiteConfig,
      ),
    ).toMatchObject({ upiId: "punarvana@okaxis", ewayBillThreshold: 1_00_000_00 });
    expect(() => sellerConfigFromEnv({ SITE_SELLER_UPI_ID: "punarvana" }, defaultSiteConfig)).toThrow(
      /SITE_SELLER_UPI_ID must be a UPI address such as shopname@okaxis .*not "punarvana"/,
    );
    expect(() => sellerConfigFromEnv({ SITE_SELLER_UPI_ID: "a b@okaxis" }, defaultSiteConfig)).toThrow(
      SellerConfigError,
    );
    for (const threshold of ["50k", "-1", "0", "49999.50", "200000000"]) {
      expect(() => sellerConfigFromEnv({ SITE_EWAY_BILL_THRESHOLD: threshold }, defaultSiteConfig)).toThrow(
        `SITE_EWAY_BILL_THRESHOLD must be whole rupees from 1 to 1,00,00,000 (such as 50000), not "${threshold}".`,
      );
    }
  });

  it("reads every variable, and the shop's registered office counts as the seller's address", () => {
    const config = sellerConfigFromEnv(
      {
        ...CONFIGURED,
        SITE_SELLER_ADDRESS: "",
        SITE_REGISTERED_OFFICE: "1 Real Road, New Delhi",
        SITE_SELLER_STATE_CODE: "07",
        SITE_SELLER_PHONE: "+91 98100 00000",
        SITE_SELLER_EMAIL: "accounts@example.in",
        SITE_SELLER_BANK_NAME: "Some Bank, Okhla",
        SITE_SELLER_BANK_ACCOUNT: "1234567890",
        SITE_SELLER_BANK_IFSC: "sbin0001234",
        SITE_INVOICE_PREFIX: "pv",
        SITE_SELLER_PINCODE: " 110020 ",
        SITE_SELLER_CITY: "New Delhi",
      },
      defaultSiteConfig,
    );
    expect(config).toMatchObject({
      legalName: CONFIGURED.SITE_SELLER_LEGAL_NAME,
      address: "1 Real Road, New Delhi",
      gstin: "07AAACR5055K1Z9",
      phone: "+91 98100 00000",
      email: "accounts@example.in",
      bankIfsc: "SBIN0001234",
      invoicePrefix: "PV",
      pincode: "110020",
      city: "New Delhi",
      placeholders: [],
    });
  });
});

describe("sellerSetup", () => {
  it("says what stands in the way of a tax invoice, and never prints a placeholder GSTIN", () => {
    const setup = sellerSetup(sellerConfigFromEnv({}, defaultSiteConfig));
    expect(setup.seller.gstin).toBe("");
    expect(setup.seller.bank).toBeNull();
    expect(setup.problems).toEqual([
      "The seller's legal name is not configured (SITE_SELLER_LEGAL_NAME).",
      "The seller's address is not configured (SITE_SELLER_ADDRESS).",
      "The seller's GSTIN is not configured (SITE_SELLER_GSTIN).",
    ]);
  });

  it("accepts a configured seller", () => {
    const setup = sellerSetup(sellerConfigFromEnv(CONFIGURED, defaultSiteConfig));
    expect(setup.problems).toEqual([]);
    expect(setup.seller).toMatchObject({ gstin: "07AAACR5055K1Z9", stateCode: "07" });
    expect(setup.invoicePrefix).toBe("PE");
  });

  it("refuses an invalid GSTIN, a GSTIN of another state and an unknown state code", () => {
    const problems = (env: Record<string, string>) =>
      sellerSetup(sellerConfigFromEnv({ ...CONFIGURED, ...env }, defaultSiteConfig)).problems;
    expect(problems({ SITE_SELLER_GSTIN: "07AAACR5055K1Z8" })).toEqual([
      "The seller's GSTIN is not valid (SITE_SELLER_GSTIN): The last character of this GSTIN does not match: please check it for a typing slip.",
    ]);
    expect(problems({ SITE_SELLER_GSTIN: "29AAGCB7383J1Z4" })).toEqual([
      "The seller's GSTIN is registered in Karnataka (29), not Delhi (07) (SITE_SELLER_STATE_CODE).",
    ]);
    expect(problems({ SITE_SELLER_GSTIN: "29AAGCB7383J1Z4", SITE_SELLER_STATE_CODE: "29" })).toEqual([]);
    expect(problems({ SITE_SELLER_STATE_CODE: "99" })[0]).toContain('"99" is not a GST state code');
  });

  it("falls back to PE for a prefix that would not fit the number, and prints bank details only when complete", () => {
    const setup = sellerSetup(
      sellerConfigFromEnv(
        { ...CONFIGURED, SITE_INVOICE_PREFIX: "INVOICE", SITE_SELLER_BANK_ACCOUNT: "123" },
        defaultSiteConfig,
      ),
    );
    expect(setup.invoicePrefix).toBe("PE");
    expect(setup.seller.bank).toBeNull();
  });
});

describe("the buyer a tax invoice needs", () => {
  it("names each missing field", () => {
    expect(buyerProblems(EMPTY_BUYER).map((problem) => problem.field)).toEqual([
      "name",
      "address",
      "stateCode",
    ]);
    expect(buyerProblems(BUYER)).toEqual([]);
  });

  it("checks a GSTIN when one is given, and its state against the one chosen", () => {
    expect(buyerProblems({ ...BUYER, gstin: "29AAGCB7383J1Z5" })).toEqual([
      {
        field: "gstin",
        message: "The last character of this GSTIN does not match: please check it for a typing slip.",
      },
    ]);
    expect(buyerProblems({ ...BUYER, gstin: "29AAGCB7383J1Z4" })[0]?.message).toBe(
      "The GSTIN is registered in Karnataka (29), but the state chosen is Delhi (07).",
    );
    expect(buyerProblems({ ...BUYER, gstin: "29AAGCB7383J1Z4", stateCode: "29" })).toEqual([]);
  });
});

describe("documentReadiness", () => {
  const ready = { sellerProblems: [], buyer: BUYER, lineCount: 3, storageAvailable: true };

  it("makes the tax invoice chosen when nothing is missing", () => {
    expect(documentReadiness({ ...ready, chosen: "tax-invoice" })).toEqual({
      kind: "tax-invoice",
      missing: [],
    });
    expect(documentReadiness({ ...ready, chosen: "quotation" })).toEqual({ kind: "quotation", missing: [] });
  });

  it("makes a quotation instead, saying exactly what is missing", () => {
    expect(
      documentReadiness({
        chosen: "tax-invoice",
        sellerProblems: ["The seller's GSTIN is not configured (SITE_SELLER_GSTIN)."],
        buyer: { ...BUYER, address: " " },
        lineCount: 0,
        storageAvailable: false,
      }),
    ).toEqual({
      kind: "quotation",
      missing: [
        "The seller's GSTIN is not configured (SITE_SELLER_GSTIN).",
        "The customer's billing address is missing.",
        "The invoice has no lines.",
        STORAGE_MISSING,
      ],
    });
  });

  it("never blocks a quotation", () => {
    expect(
      documentReadiness({
        chosen: "quotation",
        sellerProblems: ["x"],
        buyer: EMPTY_BUYER,
        lineCount: 0,
        storageAvailable: false,
      }),
    ).toEqual({ kind: "quotation", missing: [] });
  });
});

describe("the state codes a stored buyer is checked against", () => {
  it("are exactly the codes of India's states and union territories", () => {
    for (const state of INDIAN_STATES) expect(isGstStateCode(state.code), state.name).toBe(true);
    const known = new Set(INDIAN_STATES.map((state) => state.code));
    for (let code = 0; code < 100; code += 1) {
      const text = String(code).padStart(2, "0");
      expect(isGstStateCode(text), text).toBe(known.has(text));
    }
  });
});
