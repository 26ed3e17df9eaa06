import { describe, expect, it } from "vitest";

import { seededRandom } from "~/catalog/seeded-random";
import { eInvoiceFor, eInvoiceJson, type EInvoice } from "~/calculator/register/e-invoice";
import type { PartyLocation, RegisterDocument } from "~/calculator/register/register";
import { sanitisedText, splitAddress } from "~/calculator/register/schema-text";

import { item, lineFor } from "../helpers";
import { validateEInvoice } from "./e-invoice-validator";
import { MAHARASHTRA_GSTIN, taxInvoice, tenDozen } from "./fixtures";
import { SELLER_LOCATION } from "../../../support/random-tax-invoices";

function built(document = taxInvoice()): EInvoice {
  const result = eInvoiceFor(document, SELLER_LOCATION);
  if (!result.ok) throw new Error(result.problems.join(" "));
  return result.eInvoice;
}

function problems(document: RegisterDocument, location: PartyLocation = SELLER_LOCATION): readonly string[] {
  const result = eInvoiceFor(document, location);
  return result.ok ? [] : result.problems;
}

describe("the e-invoice of a tax invoice", () => {
  it("carries the invoice's figures, shared out per line, and passes the validator", () => {
    const eInvoice = built();
    expect(validateEInvoice(eInvoice)).toEqual([]);
    expect(eInvoice).toMatchObject({
      Version: "1.1",
      TranDtls: { TaxSch: "GST", SupTyp: "B2B", RegRev: "N" },
      DocDtls: { Typ: "INV", No: "PE/A1/2627/0001", Dt: "05/11/2026" },
      SellerDtls: { Gstin: "07AAACR5055K1Z9", Loc: "New Delhi", Pin: 110020, Stcd: "07", Ph: "919810012345" },
      BuyerDtls: {
        Gstin: MAHARASHTRA_GSTIN,
        LglNm: "Kaveri Distributors",
        Pos: "27",
        Stcd: "27",
        Pin: 411037,
      },
      ValDtls: {
        AssVal: 739.2,
        IgstVal: 36.96,
        CgstVal: 0,
        SgstVal: 0,
        Discount: 0,
        RndOffAmt: -0.16,
        TotInvVal: 776,
      },
    });
    // Ten dozen at ₹84 a dozen: 120 pieces at ₹7.000.
    expect(eInvoice.ItemList).toEqual([
      {
        SlNo: "1", PrdDesc: "Rose Agarbatti", IsServc: "N", HsnCd: "330741", Qty: 120, FreeQty: 0, Unit: "PCS",
        UnitPrice: 7, TotAmt: 840, Discount: 100.8, AssAmt: 739.2, GstRt: 5, IgstAmt: 36.96, CgstAmt: 0,
        SgstAmt: 0, TotItemVal: 776.16,
      },
    ]); // prettier-ignore
  });

  it("shares the discounts so that every line's assessable amount is its amount less its discount", () => {
    const lines = [
      tenDozen({ ratePaise: 83_33 }),
      tenDozen({ ratePaise: 1_01 }),
      tenDozen({ ratePaise: 57_77, gstRate: 18 }),
    ];
    const eInvoice = built(
      taxInvoice({ lines, settings: { notes: "", ss: true, tradeDiscountPercent: 7.5, roundingStep: 10 } }),
    );
    expect(validateEInvoice(eInvoice)).toEqual([]);
    const total = eInvoice.ItemList.reduce((sum, line) => sum + Math.round(line.TotItemVal * 100), 0);
    expect(Math.round(eInvoice.ValDtls.TotInvVal * 100)).toBe(
      total + Math.round(eInvoice.ValDtls.RndOffAmt * 100),
    );
  });

  it("gives scheme goods as a free quantity, not as value", () => {
    const withScheme = lineFor(item({ name: "Sandal Agarbatti", scheme: "10+2" }), 12, "dozen");
    const [line] = built(taxInvoice({ lines: [withScheme] })).ItemList;
    expect(line).toMatchObject({ Qty: 120, FreeQty: 24, TotAmt: 840 });
  });

  it("within the seller's state, gives CGST and SGST", () => {
    const buyer = { ...taxInvoice().buyer, gstin: "07AAACR5055K2Z8", stateCode: "07" };
    const eInvoice = built(taxInvoice({ buyer }));
    expect(validateEInvoice(eInvoice)).toEqual([]);
    expect(eInvoice.ValDtls).toMatchObject({ CgstVal: 18.48, SgstVal: 18.48, IgstVal: 0 });
  });

  it("takes the seller's PIN code and city from the document first, else from the configuration", () => {
    const seller = { ...taxInvoice().seller, pincode: "110001", city: "Delhi" };
    expect(built(taxInvoice({ seller })).SellerDtls).toMatchObject({ Pin: 110001, Loc: "Delhi" });
    const blank = { ...taxInvoice().seller, pincode: "", city: "" };
    expect(built(taxInvoice({ seller: blank })).SellerDtls).toMatchObject({ Pin: 110020, Loc: "New Delhi" });
  });

  it("says what is missing for e-invoice data", () => {
    const buyer = { ...taxInvoice().buyer, pincode: "", city: undefined };
    expect(problems(taxInvoice({ buyer }), {})).toEqual([
      "The seller's PIN code is missing (SITE_SELLER_PINCODE; required only for e-invoice data).",
      "The seller's city is missing (SITE_SELLER_CITY; required only for e-invoice data).",
      "The buyer's PIN code is missing (the customer's PIN code on the invoice; required only for e-invoice data).",
      "The buyer's city is missing (the customer's city on the invoice; required only for e-invoice data).",
    ]);
    expect(problems(taxInvoice({ buyer: { ...taxInvoice().buyer, pincode: "04110" } }))).toEqual([
      "The buyer's PIN code \"04110\" is not 6 digits (the customer's PIN code on the invoice).",
    ]);
  });

  it("refuses an unregistered buyer, a cancelled invoice, a quotation", () => {
    expect(problems(taxInvoice({ buyer: { ...taxInvoice().buyer, gstin: "" } }))).toContain(
      "The buyer has no GSTIN: e-invoices are for sales to registered buyers.",
    );
    expect(problems(taxInvoice({ cancelled: { at: "2026-11-06", reason: "Typo" } }))).toContain(
      "A cancelled invoice is not registered.",
    );
    expect(problems(taxInvoice({ kind: "quotation" }))).toContain("Only a tax invoice has e-invoice data.");
  });

  it("refuses a line without an HSN code or at a rate the portal does not know, and a round-off past ₹99.99", () => {
    expect(problems(taxInvoice({ lines: [tenDozen({ hsn: "" })] }))).toEqual([
      "Line 1 (Rose Agarbatti) has no HSN code; the e-invoice needs one.",
    ]);
    expect(problems(taxInvoice({ lines: [tenDozen({ gstRate: 2.5 })] }))).toEqual([
      "Line 1 (Rose Agarbatti): 2.5% is not a GST rate the portal accepts.",
    ]);
    const settings = { notes: "", ss: false, tradeDiscountPercent: 0, roundingStep: 500 };
    expect(problems(taxInvoice({ settings }))[0]).toMatch(
      /^The round-off \(₹223\.84\) is more than the ₹99\.99/,
    );
  });

  it("keeps double quotes, backslashes and line breaks out of every text, within each length", () => {
    const buyer = {
      ...taxInvoice().buyer,
      name: 'Shree "Ganesh" C\\O Traders',
      address: `${"Very long road name ".repeat(8)}\nPune`,
    };
    const eInvoice = built(taxInvoice({ buyer }));
    expect(validateEInvoice(eInvoice)).toEqual([]);
    expect(eInvoice.BuyerDtls.LglNm).toBe("Shree 'Ganesh' C/O Traders");
    expect(eInvoice.BuyerDtls.Addr1.length).toBeLessThanOrEqual(100);
    expect(`${eInvoice.BuyerDtls.Addr1} ${eInvoice.BuyerDtls.Addr2}`).toContain("Pune");
  });

  it("is one file holding a list of one invoice, as the bulk upload takes it", () => {
    const file = eInvoiceJson(taxInvoice(), SELLER_LOCATION);
    expect(file.ok && file.fileName).toBe("e-invoice-PE-A1-2627-0001.json");
    expect(file.ok && JSON.parse(file.text)).toEqual([built()]);
    expect(eInvoiceJson(taxInvoice(), {})).toMatchObject({ ok: false });
  });
});

describe("schema text", () => {
  it("cleans and cuts text by whole characters", () => {
    expect(sanitisedText(' a "b"\\c\n\td ', 100)).toBe("a 'b'/c d");
    expect(sanitisedText("ab😀cd", 3)).toBe("ab😀");
  });

  it("leaves clean text as it is, and cleans any other as the rule says (random texts)", () => {
    const cleanedByTheRule = (text: string, max: number) =>
      Array.from(
        text
          .replaceAll('"', "'")
          .replaceAll("\\", "/")
          .replace(/[\u0000-\u001f\u007f]+/g, " ")
          .replace(/\s+/g, " ")
          .trim(),
      )
        .slice(0, max)
        .join("")
        .trim();
    const alphabet = [
      "a",
      "Z",
      "7",
      " ",
      " ",
      "  ",
      '"',
      "\\",
      "\t",
      "\n",
      "\u00a0",
      "\u0007",
      "😀",
      "é",
      "-",
      ",",
    ];
    const random = seededRandom(11);
    for (let index = 0; index < 5_000; index += 1) {
      const length = Math.floor(random() * 14);
      const text = Array.from({ length }, () => alphabet[Math.floor(random() * alphabet.length)]!).join("");
      const max = 1 + Math.floor(random() * 12);
      expect(sanitisedText(text, max), JSON.stringify([text, max])).toBe(cleanedByTheRule(text, max));
    }
    expect(sanitisedText("Sandal Agarbatti 100 g", 300)).toBe("Sandal Agarbatti 100 g");
  });

  it("splits a long address in two lines of at most 100 characters, after a space", () => {
    const [first, second] = splitAddress(`${"x".repeat(60)} ${"y".repeat(60)}`)!;
    expect(first).toBe("x".repeat(60));
    expect(second).toBe("y".repeat(60));
    expect(splitAddress("Shop 4\nPune")).toEqual(["Shop 4, Pune", undefined]);
    expect(splitAddress("  \n ")).toBeNull();
  });
});

describe("the validator itself", () => {
  it("catches what the portal refuses", () => {
    const good = built();
    type Fields = Record<string, unknown>;
    type Editable = Record<"ValDtls" | "BuyerDtls" | "SellerDtls" | "DocDtls", Fields> & {
      ItemList: Fields[];
    };
    const broken = (change: (invoice: Editable) => void) => {
      const copy = structuredClone(good) as unknown as Editable;
      change(copy);
      return validateEInvoice(copy);
    };
    expect(broken((invoice) => (invoice.ValDtls.RndOffAmt = 150))).toContain(
      "ValDtls.RndOffAmt 150 is above 99.99",
    );
    expect(broken((invoice) => (invoice.BuyerDtls.LglNm = 'A "B" C'))).toContain(
      'BuyerDtls.LglNm holds " or \\',
    );
    expect(broken((invoice) => (invoice.ItemList[0]!.Unit = "PIECES"))).toContain(
      'ItemList[0].Unit "PIECES" is not in its value list',
    );
    expect(broken((invoice) => (invoice.ItemList[0]!.Colour = "red"))).toContain(
      "ItemList[0].Colour is not a field of the schema",
    );
    expect(broken((invoice) => (invoice.ItemList[0]!.IgstAmt = 37.5))).toContain(
      "ItemList[1]: IGST not at 5% of AssAmt",
    );
    expect(broken((invoice) => (invoice.ItemList[0]!.Discount = 100))).toContain(
      "ItemList[1]: AssAmt ≠ TotAmt − Discount",
    );
    expect(broken((invoice) => (invoice.ValDtls.TotInvVal = 777))).toContain(
      "ValDtls.TotInvVal ≠ Σ TotItemVal − Discount + OthChrg + RndOffAmt",
    );
    expect(broken((invoice) => (invoice.SellerDtls.Pin = 11002))).toContain(
      "SellerDtls.Pin 11002 is below 100000",
    );
    expect(broken((invoice) => (invoice.DocDtls.No = "0PE/1"))).toContain(
      'DocDtls.No "0PE/1" does not match its pattern',
    );
  });
});
