import Papa from "papaparse";
import { describe, expect, it } from "vitest";

import { addBuyer } from "~/calculator/buyers/buyer-book";
import {
  BUYER_CSV_HEADINGS,
  buyerBookCsv,
  describeBuyerCsvError,
  parseBuyerCsv,
  readBuyerCsvFile,
} from "~/calculator/buyers/buyer-csv";

const HEADER = BUYER_CSV_HEADINGS.join(",");
const OM_TRADERS = {
  name: "Om Traders",
  gstin: "",
  stateCode: "26",
  address: "",
  city: "",
  pincode: "",
  phone: "",
  email: "",
};

describe("importing buyers from a CSV file", () => {
  it("keeps the good rows and reports each bad one by its line and reason", () => {
    const text = [
      HEADER,
      'Lakshmi Stores,27AAPFU0939F1ZV,"12, Main Bazaar",Pune,411001,Maharashtra,+91 98765 43210,owner@lakshmi.in',
      "Bad Gstin Traders,27AAPFU0939F1ZX,Road,Pune,411001,,,",
      "",
      "Om Traders,,Sadar Bazaar,Delhi,110006,07,98100 12345,",
      ",29AAGCB7383J1Z4,,,,,,",
      "Kaveri,29AAGCB7383J1Z4,,,,Kerala,,",
      "Lakshmi Again,27AAPFU0939F1ZV,,,,,,",
    ].join("\r\n");
    const result = parseBuyerCsv(Papa, text);
    expect(result.buyers.map((buyer) => buyer.name)).toEqual(["Lakshmi Stores", "Om Traders"]);
    expect(result.buyers[0]).toEqual({
      name: "Lakshmi Stores",
      gstin: "27AAPFU0939F1ZV",
      stateCode: "27",
      address: "12, Main Bazaar",
      city: "Pune",
      pincode: "411001",
      phone: "9876543210",
      email: "owner@lakshmi.in",
    });
    expect(result.errors.map((error) => error.line)).toEqual([3, 6, 7, 8]);
    expect(describeBuyerCsvError(result.errors[0]!)).toBe(
      "Line 3: GSTIN 27AAPFU0939F1ZX: The last character of this GSTIN does not match: please check it for a typing slip.",
    );
    expect(result.errors[1]!.reason).toBe("The buyer's name is missing.");
    expect(result.errors[2]!.reason).toContain("registered in Karnataka (29)");
    expect(result.errors[3]!.reason).toContain("the same buyer as line 2");
  });

  it("understands the billing tools' column names, in any order, and semicolons", () => {
    const text =
      "Mobile No;Party Name;GSTIN/UIN;Pincode;Email ID;Opening Balance\n9876543210;Om Traders;;110006;;500\n";
    expect(parseBuyerCsv(Papa, text)).toEqual({
      buyers: [
        {
          name: "Om Traders",
          gstin: "",
          stateCode: "",
          address: "",
          city: "",
          pincode: "110006",
          phone: "9876543210",
          email: "",
        },
      ],
      errors: [],
    });
  });

  it("refuses a file without a name column, an empty file and a workbook, saying what to do", async () => {
    expect(parseBuyerCsv(Papa, "a,b\n1,2").errors[0]).toMatchObject({ line: 1 });
    expect(parseBuyerCsv(Papa, "\n\n").errors).toEqual([{ line: null, reason: "The file is empty." }]);
    expect(parseBuyerCsv(Papa, `${HEADER}\n`).errors).toEqual([
      { line: null, reason: "The file has no buyers." },
    ]);
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
    const workbook = await readBuyerCsvFile("parties.xlsx", zip);
    expect(workbook.buyers).toEqual([]);
    expect(workbook.errors[0]!.reason).toContain("CSV UTF-8");
  });

  it("reports a quote never closed", () => {
    const result = parseBuyerCsv(Papa, `${HEADER}\nOm Traders,,,,,,,\n"Broken,,,,,,,\n`);
    expect(result.buyers).toHaveLength(1);
    expect(result.errors).toEqual([{ line: 3, reason: 'has a quote (") that is never closed' }]);
  });
});

describe("exporting the book", () => {
  it("writes the same columns and reads back to the same buyers, a formula-like name included", async () => {
    const first = addBuyer(
      [],
      {
        name: "=Jain Bros",
        gstin: "27AAPFU0939F1ZV",
        stateCode: "27",
        address: "12 Main Bazaar\nNear Clock Tower",
        city: "Pune",
        pincode: "411001",
        phone: "9876543210",
        email: "jain@example.in",
      },
      1,
    );
    if (!first.ok) throw new Error(first.message);
    const second = addBuyer(first.book, OM_TRADERS, 2);
    if (!second.ok) throw new Error(second.message);
    const csv = buyerBookCsv(second.book);
    expect(csv.split("\r\n")[0]).toBe(HEADER);
    expect(csv).toContain(
      '\'=Jain Bros,27AAPFU0939F1ZV,"12 Main Bazaar, Near Clock Tower",Pune,411001,Maharashtra,98765 43210',
    );
    const back = await readBuyerCsvFile("buyers.csv", new TextEncoder().encode(csv));
    expect(back.errors).toEqual([]);
    expect(back.buyers).toEqual(
      [
        {
          ...first.record,
          address: "12 Main Bazaar, Near Clock Tower",
          id: undefined,
          formerKeys: undefined,
          updatedAt: undefined,
        },
        OM_TRADERS,
      ].map((buyer) => Object.fromEntries(Object.entries(buyer).filter(([, value]) => value !== undefined))),
    );
  });
});
