import { describe, expect, it } from "vitest";

import { csvText, decimal } from "~/calculator/register/csv";
import { isPortalGstRate, placeOfSupplyLabel, uqcCode, uqcLabel } from "~/calculator/register/gst-codes";
import {
  b2bRows,
  b2csRows,
  b2clRows,
  docsRows,
  gstr1Files,
  hsnRows,
} from "~/calculator/register/gstr1-sheets";
import {
  eInvoiceDate,
  gstr1Date,
  inPeriod,
  indiaDate,
  monthPeriod,
  quarterPeriod,
} from "~/calculator/register/period";
import { buildRegister, registerInvoice, splitDocumentNumber } from "~/calculator/register/register";
import { salesRegisterRows } from "~/calculator/register/sales-register-csv";
import { rational } from "~/money/rational";

import { item, lineFor } from "../helpers";
import { MAHARASHTRA_GSTIN, taxInvoice, tenDozen } from "./fixtures";

const NOVEMBER = monthPeriod("2026-11")!;
const UNREGISTERED_DELHI = { name: "Walk-in Store", address: "Lajpat Nagar", gstin: "", stateCode: "07" };
const UNREGISTERED_KARNATAKA = { name: "Hubli Traders", address: "Station Road", gstin: "", stateCode: "29" };

describe("periods", () => {
  it("a month runs from its first to its last day", () => {
    expect(monthPeriod("2026-11")).toEqual({ from: "2026-11-01", to: "2026-11-30", label: "2026-11" });
    expect(monthPeriod("2028-02")?.to).toBe("2028-02-29");
  });

  it("a quarter is of the financial year: Q1 is April to June, Q4 January to March of the next year", () => {
    expect(quarterPeriod("2026-27", 1)).toEqual({
      from: "2026-04-01",
      to: "2026-06-30",
      label: "2026-27-Q1",
    });
    expect(quarterPeriod("2026-27", 3)).toMatchObject({ from: "2026-10-01", to: "2026-12-31" });
    expect(quarterPeriod("2026-27", 4)).toMatchObject({ from: "2027-01-01", to: "2027-03-31" });
  });

  it("refuses what is not a month or a quarter", () => {
    for (const text of ["2026-13", "2026-00", "2026-1", "Nov 2026", "", "2016-05"])
      expect(monthPeriod(text)).toBeNull();
    expect(quarterPeriod("2026-28", 1)).toBeNull();
    expect(quarterPeriod("2026-27", 5)).toBeNull();
    expect(quarterPeriod("2026-27", 1.5)).toBeNull();
    expect(quarterPeriod("26-27", 1)).toBeNull();
  });

  it("an invoice belongs to the day it was issued in India", () => {
    const lateOn31October = Date.UTC(2026, 9, 31, 18, 29);
    const earlyOn1November = Date.UTC(2026, 9, 31, 18, 30);
    expect(indiaDate(earlyOn1November)).toBe("2026-11-01");
    expect(inPeriod(NOVEMBER, lateOn31October)).toBe(false);
    expect(inPeriod(NOVEMBER, earlyOn1November)).toBe(true);
  });

  it("writes dates as the offline tool and the e-invoice do", () => {
    expect(gstr1Date("2026-11-05")).toBe("05-Nov-2026");
    expect(eInvoiceDate("2026-11-05")).toBe("05/11/2026");
  });
});

describe("codes", () => {
  it("place of supply is the code and the tool's name of the state", () => {
    expect(placeOfSupplyLabel("27")).toBe("27-Maharashtra");
    expect(placeOfSupplyLabel("07")).toBe("07-Delhi");
    expect(placeOfSupplyLabel("26")).toBe("26-Dadra & Nagar Haveli & Daman & Diu");
    expect(placeOfSupplyLabel("99")).toBe("");
  });

  it("units map to the UQC list", () => {
    expect([uqcLabel("pcs"), uqcLabel("kg"), uqcLabel("unit")]).toEqual([
      "PCS-PIECES",
      "KGS-KILOGRAMS",
      "NOS-NUMBERS",
    ]);
    expect([uqcCode("pcs"), uqcCode("kg"), uqcCode("unit")]).toEqual(["PCS", "KGS", "NOS"]);
  });

  it("knows the GST rates the portal accepts", () => {
    expect([0, 0.25, 3, 5, 12, 18, 28, 40].every(isPortalGstRate)).toBe(true);
    expect([2.5, 9, 14, 30].some(isPortalGstRate)).toBe(false);
  });
});

describe("CSV", () => {
  it("quotes what needs it, guards formulas, ends lines in CRLF", () => {
    expect(
      csvText(
        ["a", "b"],
        [
          ['Say "hi", ok', "=SUM(A1)"],
          ["-5.00", "@x"],
        ],
      ),
    ).toBe('a,b\r\n"Say ""hi"", ok",\'=SUM(A1)\r\n-5.00,\'@x\r\n');
  });

  it("writes exact decimals, halves away from zero", () => {
    expect(decimal(rational(1, 8), 2)).toBe("0.13");
    expect(decimal(rational(2), 2)).toBe("2.00");
    expect(decimal(rational(7, 12), 3)).toBe("0.583");
    expect(decimal(rational(-3), 2)).toBe("-3.00");
    expect(decimal(rational(0), 3)).toBe("0.000");
    expect(decimal(rational(12), 0)).toBe("12");
    expect(decimal(rational(-5, 2), 0)).toBe("-3");
  });

  it("writes numbers and plain text as they are, and guards or quotes only what needs it", () => {
    expect(csvText(["n"], [[-5], [1.5], ["+91 98"], ["+x"], ["a\nb"], ["PE/R7/0001"], [""]])).toBe(
      'n\r\n-5\r\n1.5\r\n+91 98\r\n\'+x\r\n"a\nb"\r\nPE/R7/0001\r\n\r\n',
    );
  });
});

describe("the register", () => {
  it("takes the period's tax invoices, oldest first, and leaves quotations and other months out", () => {
    const documents = [
      taxInvoice({ number: "PE/A1/2627/0002", issuedAt: Date.UTC(2026, 10, 20) }),
      taxInvoice({ number: "PE/A1/2627/0001", issuedAt: Date.UTC(2026, 10, 3) }),
      taxInvoice({ number: "Q/2026-27/0001", kind: "quotation" }),
      taxInvoice({ number: "PE/A1/2627/0003", issuedAt: Date.UTC(2026, 11, 1) }),
    ];
    const register = buildRegister(NOVEMBER, documents);
    expect(register.invoices.map((invoice) => invoice.number)).toEqual([
      "PE/A1/2627/0001",
      "PE/A1/2627/0002",
    ]);
  });

  it("works out each invoice's values as printed: discounts, taxable value, IGST across states", () => {
    const invoice = registerInvoice(taxInvoice());
    // ₹840.00 less 12% distributor discount (₹100.80) = ₹739.20; 5% IGST ₹36.96; ₹776.16 rounds to ₹776.
    expect(invoice).toMatchObject({
      taxable: 739_20,
      igst: 36_96,
      cgst: 0,
      sgst: 0,
      invoiceValue: 776_00,
      roundOff: -16,
    });
    expect(invoice.lines[0]).toMatchObject({
      amount: 840_00,
      discount: 100_80,
      taxable: 739_20,
      igst: 36_96,
    });
    expect(invoice).toMatchObject({
      section: "b2b",
      supply: "inter",
      placeOfSupply: "27",
      series: "PE/A1/2627",
      serial: 1,
    });
  });

  it("splits the tax into CGST and SGST within the seller's state, the odd paisa to CGST", () => {
    const invoice = registerInvoice(
      taxInvoice({ buyer: { ...UNREGISTERED_DELHI }, lines: [tenDozen({ ratePaise: 84_01 })] }),
    );
    // 840.10 − 100.81 = 739.29; 5% = 36.9645 → 36.96: CGST 18.48, SGST 18.48.
    expect(invoice).toMatchObject({ taxable: 739_29, cgst: 18_48, sgst: 18_48, igst: 0, section: "b2cs" });
  });

  it("has one row per GST rate, oil and other goods of one rate together", () => {
    const oil = lineFor(
      item({
        name: "Neem Oil",
        category: "oil",
        packingUnit: "unit",
        packingSize: 1,
        rate: 100,
        scheme: "none",
      }),
      2,
      "unit",
      { gstRate: 5, hsn: "1515" },
    );
    const invoice = registerInvoice(taxInvoice({ lines: [tenDozen(), oil, tenDozen({ gstRate: 18 })] }));
    expect(invoice.rates.map((row) => [row.ratePercent, row.taxable])).toEqual([
      [5, 739_20 + 200_00],
      [18, 739_20],
    ]);
  });

  it("sends unregistered sales across states above ₹1,00,000 to b2cl, the rest to b2cs", () => {
    const large = [tenDozen({ ratePaise: 14_000_00 })]; // ₹1,40,000 less 12%, plus tax: ₹1,29,360
    expect(registerInvoice(taxInvoice({ buyer: UNREGISTERED_KARNATAKA, lines: large })).section).toBe("b2cl");
    expect(registerInvoice(taxInvoice({ buyer: UNREGISTERED_DELHI, lines: large })).section).toBe("b2cs");
    expect(registerInvoice(taxInvoice({ buyer: UNREGISTERED_KARNATAKA })).section).toBe("b2cs");
    // Oil takes no discount: ₹95,238.10 + 5% (₹4,761.91) = ₹1,00,000.01, which rounds to ₹1,00,000.00.
    const oil = item({
      name: "Sesame Oil",
      category: "oil",
      packingUnit: "unit",
      packingSize: 1,
      rate: 95238.1,
    });
    const exactly = registerInvoice(
      taxInvoice({
        buyer: UNREGISTERED_KARNATAKA,
        lines: [lineFor(oil, 1, "unit", { gstRate: 5, scheme: "none" })],
      }),
    );
    expect(exactly.invoiceValue).toBe(100_000_00);
    expect(exactly.section).toBe("b2cs"); // b2cl is for invoices above ₹1,00,000
  });

  it("keeps a cancelled invoice, marked, out of the totals", () => {
    const documents = [
      taxInvoice(),
      taxInvoice({
        number: "PE/A1/2627/0002",
        cancelled: { at: "2026-11-05T20:00:00.000Z", reason: "Wrong buyer" },
      }),
    ];
    const register = buildRegister(NOVEMBER, documents);
    expect(register.invoices).toHaveLength(2);
    expect(register.totals).toEqual({ taxable: 739_20, cgst: 0, sgst: 0, igst: 36_96, invoiceValue: 776_00 });
    const rows = salesRegisterRows(register);
    expect(rows[1]).toEqual([
      "PE/A1/2627/0002", "05-Nov-2026", "Cancelled", "Kaveri Distributors", MAHARASHTRA_GSTIN,
      "27-Maharashtra", "27-Maharashtra", "", "", "", "", "", "", "06-Nov-2026", "Wrong buyer",
      "Tax Invoice", "", "", "", "",
    ]); // prettier-ignore
    expect(b2bRows(register)).toHaveLength(1);
    expect(hsnRows(register, true)).toHaveLength(1);
    expect(docsRows(register)).toEqual([
      ["Invoices for outward supply", "PE/A1/2627/0001", "PE/A1/2627/0002", 2, 1],
    ]);
  });

  it("writes one sales register row per rate, the states as GSTR-1 does, the invoice value on each", () => {
    const register = buildRegister(NOVEMBER, [
      taxInvoice({ lines: [tenDozen(), tenDozen({ gstRate: 18 })] }),
    ]);
    const rows = salesRegisterRows(register);
    expect(rows).toEqual([
      [
        "PE/A1/2627/0001", "05-Nov-2026", "Issued", "Kaveri Distributors", MAHARASHTRA_GSTIN,
        "27-Maharashtra", "27-Maharashtra", "739.20", "5", "0.00", "0.00", "36.96", "1648.00", "", "",
        "Tax Invoice", "", "", "", "",
      ],
      [
        "PE/A1/2627/0001", "05-Nov-2026", "Issued", "Kaveri Distributors", MAHARASHTRA_GSTIN,
        "27-Maharashtra", "27-Maharashtra", "739.20", "18", "0.00", "0.00", "133.06", "1648.00", "", "",
        "Tax Invoice", "", "", "", "",
      ],
    ]); // prettier-ignore
    // The same words as the b2b sheet's Place Of Supply, so the two files can be matched.
    expect(b2bRows(register).map((row) => row[5])).toEqual([rows[0]![6], rows[1]![6]]);
  });

  it("lists an invoice without lines at nothing rather than leaving it out", () => {
    const rows = salesRegisterRows(buildRegister(NOVEMBER, [taxInvoice({ lines: [] })]));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.slice(7, 13)).toEqual(["0.00", "0", "0.00", "0.00", "0.00", "0.00"]);
  });

  it("notes numbers missing from a series, and invoices of more than one seller GSTIN", () => {
    const documents = [
      taxInvoice(),
      taxInvoice({ number: "PE/A1/2627/0004" }),
      taxInvoice({ number: "PE/R7/2627/0001", seller: { ...taxInvoice().seller, gstin: "07AAACR5055K2Z8" } }),
    ];
    const { notes } = buildRegister(NOVEMBER, documents);
    expect(notes[0]).toMatch(/^Series PE\/A1\/2627: 2 number\(s\) between 1 and 4/);
    expect(notes[1]).toMatch(/2 different seller GSTINs/);
  });

  it("splits a number into its series and serial, old and new forms alike", () => {
    expect(splitDocumentNumber("PE/R7/2627/0012")).toEqual({ series: "PE/R7/2627", serial: 12 });
    expect(splitDocumentNumber("PE/2026-27/0001")).toEqual({ series: "PE/2026-27", serial: 1 });
    expect(splitDocumentNumber("odd")).toEqual({ series: "odd", serial: 0 });
  });
});

describe("the GSTR-1 sheets", () => {
  it("b2b: one row per invoice and rate, in the tool's formats", () => {
    const register = buildRegister(NOVEMBER, [
      taxInvoice({ lines: [tenDozen(), tenDozen({ gstRate: 18 })] }),
    ]);
    expect(b2bRows(register)).toEqual([
      [MAHARASHTRA_GSTIN, "Kaveri Distributors", "PE/A1/2627/0001", "05-Nov-2026", "1648.00", "27-Maharashtra", "N", "", "Regular B2B", "", "5", "739.20", "0.00"],
      [MAHARASHTRA_GSTIN, "Kaveri Distributors", "PE/A1/2627/0001", "05-Nov-2026", "1648.00", "27-Maharashtra", "N", "", "Regular B2B", "", "18", "739.20", "0.00"],
    ]); // prettier-ignore
  });

  it("b2cl lists large invoices; b2cs sums the rest by place of supply and rate", () => {
    const large = [tenDozen({ ratePaise: 14_000_00 })];
    const register = buildRegister(NOVEMBER, [
      taxInvoice({ buyer: UNREGISTERED_KARNATAKA, lines: large }),
      taxInvoice({ number: "PE/A1/2627/0002", buyer: UNREGISTERED_DELHI }),
      taxInvoice({ number: "PE/A1/2627/0003", buyer: UNREGISTERED_DELHI }),
      taxInvoice({ number: "PE/A1/2627/0004", buyer: UNREGISTERED_KARNATAKA }),
    ]);
    expect(b2clRows(register)).toEqual([
      ["PE/A1/2627/0001", "05-Nov-2026", "129360.00", "29-Karnataka", "", "5", "123200.00", "0.00", ""],
    ]);
    expect(b2csRows(register)).toEqual([
      ["OE", "07-Delhi", "", "5", "1478.40", "0.00", ""],
      ["OE", "29-Karnataka", "", "5", "739.20", "0.00", ""],
    ]);
  });

  it("the HSN sheets count free goods in the quantity, at no value", () => {
    const withScheme = lineFor(item({ name: "Sandal Agarbatti", scheme: "10+2" }), 12, "dozen");
    const register = buildRegister(NOVEMBER, [taxInvoice({ lines: [withScheme] })]);
    // 12 dozen under 10+2: 10 billed, 2 free = 144 pieces; value of the 10 billed: ₹840.00 − 12%.
    expect(hsnRows(register, true)).toEqual([
      ["330741", "", "", "PCS-PIECES", "144.00", "776.16", "5", "739.20", "36.96", "0.00", "0.00", "0.00"],
    ]);
    expect(hsnRows(register, false)).toEqual([]);
  });

  it("has the tool's headings, and an empty sheet is its heading row alone", () => {
    const files = gstr1Files(buildRegister(NOVEMBER, []));
    expect(Object.keys(files)).toEqual([
      "b2b.csv",
      "b2cl.csv",
      "b2cs.csv",
      "cdnr.csv",
      "cdnur.csv",
      "hsn-b2b.csv",
      "hsn-b2c.csv",
      "docs.csv",
    ]);
    expect(files["docs.csv"]).toBe("Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled\r\n");
  });
});
