import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";

import { buildAccountantZip, monthPeriod } from "~/calculator/register/accountant-zip";

import { validateEInvoice } from "./e-invoice-validator";
import { validateGstr1Json } from "./gstr1-validator";
import { taxInvoice } from "./fixtures";
import { SELLER_LOCATION } from "../../../support/random-tax-invoices";

const HEADINGS: Record<string, string> = {
  "sales-register.csv":
    "Invoice Number,Invoice Date,Status,Buyer Name,Buyer GSTIN,Buyer State,Place Of Supply,Taxable Value,GST Rate,CGST,SGST,IGST,Invoice Value,Cancelled On,Cancellation Reason,Document,Note Number,Note Date,Note Value,Note Reason",
  "b2b.csv":
    "GSTIN/UIN of Recipient,Receiver Name,Invoice Number,Invoice date,Invoice Value,Place Of Supply,Reverse Charge,Applicable % of Tax Rate,Invoice Type,E-Commerce GSTIN,Rate,Taxable Value,Cess Amount",
  "b2cl.csv":
    "Invoice Number,Invoice date,Invoice Value,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
  "b2cs.csv": "Type,Place Of Supply,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount,E-Commerce GSTIN",
  "cdnr.csv":
    "GSTIN/UIN of Recipient,Receiver Name,Note Number,Note Date,Note Type,Place Of Supply,Reverse Charge,Note Supply Type,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount",
  "cdnur.csv":
    "UR Type,Note Number,Note Date,Note Type,Place Of Supply,Note Value,Applicable % of Tax Rate,Rate,Taxable Value,Cess Amount",
  "hsn-b2b.csv":
    "HSN,Description,Description as per HSN Code,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount",
  "hsn-b2c.csv":
    "HSN,Description,Description as per HSN Code,UQC,Total Quantity,Total Value,Rate,Taxable Value,Integrated Tax Amount,Central Tax Amount,State/UT Tax Amount,Cess Amount",
  "docs.csv": "Nature of Document,Sr. No. From,Sr. No. To,Total Number,Cancelled",
};

const documents = [
  taxInvoice(),
  taxInvoice({
    number: "PE/A1/2627/0002",
    buyer: { name: "Walk-in", address: "Karol Bagh", gstin: "", stateCode: "07" },
  }),
  taxInvoice({ number: "PE/A1/2627/0003", cancelled: { at: "2026-11-07T10:00:00Z", reason: "Duplicate" } }),
];

describe("the accountant's .zip", () => {
  it("holds every file, each CSV with the tool's exact headings, read back with fflate", async () => {
    const zip = await buildAccountantZip(monthPeriod("2026-11")!, documents, SELLER_LOCATION);
    expect(zip.fileName).toBe("accountant-files-2026-11.zip");
    expect(zip.invoiceCount).toBe(3);
    expect(zip.notes).toEqual([]);
    const files = unzipSync(zip.bytes);
    expect(Object.keys(files)).toEqual([...Object.keys(HEADINGS), "gstr1.json", "e-invoices.json"]);
    expect(validateGstr1Json(JSON.parse(strFromU8(files["gstr1.json"]!)))).toEqual([]);
    for (const [name, headings] of Object.entries(HEADINGS)) {
      const text = strFromU8(files[name]!).replace(/^\uFEFF/, "");
      expect(text.split("\r\n")[0], name).toBe(headings);
    }
    const eInvoices = JSON.parse(strFromU8(files["e-invoices.json"]!)) as unknown[];
    expect(eInvoices).toHaveLength(1);
    expect(validateEInvoice(eInvoices[0])).toEqual([]);
    expect(strFromU8(files["docs.csv"]!)).toContain(
      "Invoices for outward supply,PE/A1/2627/0001,PE/A1/2627/0003,3,1",
    );
  });

  it.each(["native", "fflate"] as const)(
    "is the same bytes for the same invoices (%s deflate)",
    async (engine) => {
      const period = monthPeriod("2026-11")!;
      expect((await buildAccountantZip(period, documents, SELLER_LOCATION, engine)).bytes).toEqual(
        (await buildAccountantZip(period, documents, SELLER_LOCATION, engine)).bytes,
      );
    },
  );

  it("holds the same files whichever deflate made it", async () => {
    const period = monthPeriod("2026-11")!;
    const native = unzipSync((await buildAccountantZip(period, documents, SELLER_LOCATION, "native")).bytes);
    const fflate = unzipSync((await buildAccountantZip(period, documents, SELLER_LOCATION, "fflate")).bytes);
    expect(Object.keys(native)).toEqual(Object.keys(fflate));
    expect(native).toEqual(fflate);
  });

  it("says which e-invoices it could not make, and why, in its notes and in notes.txt", async () => {
    const zip = await buildAccountantZip(monthPeriod("2026-11")!, documents, {});
    expect(zip.notes).toEqual([
      "No e-invoice data for PE/A1/2627/0001: The seller's PIN code is missing (SITE_SELLER_PINCODE; required only for e-invoice data). The seller's city is missing (SITE_SELLER_CITY; required only for e-invoice data).",
    ]);
    const files = unzipSync(zip.bytes);
    expect(strFromU8(files["notes.txt"]!)).toBe(`- ${zip.notes[0]}\r\n`);
    expect(strFromU8(files["e-invoices.json"]!)).toBe("[]");
  });
});
