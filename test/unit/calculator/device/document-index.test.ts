import { describe, expect, it } from "vitest";

import { DEFAULT_SETTINGS } from "~/calculator/arithmetic/invoice";
import {
  documentRecord,
  indiaMonth,
  leadingTerm,
  matchesQuery,
  monthSpan,
  newestFirst,
  queryTerms,
  storedDocument,
} from "~/calculator/device/document-index";
import type { IssuedDocument } from "~/calculator/device/issued-documents";

import { DELHI_SELLER } from "../helpers";

const document: IssuedDocument = {
  kind: "tax-invoice",
  brand: "Punarvana Eco",
  seller: DELHI_SELLER,
  buyer: {
    name: "  Shree  Ganesh Traders (Karol Bagh) ",
    address: "",
    gstin: "07aagcb7383j1z4",
    stateCode: "07",
  },
  settings: DEFAULT_SETTINGS,
  lines: [],
  number: "PE/R7/2627/0042",
  issuedAt: Date.parse("2026-11-30T20:00:00Z"), // 1 December in India
};

describe("a document's index fields", () => {
  it("folds the buyer's name, capitalises the GSTIN and lists every word a search may start with", () => {
    const record = documentRecord(document);
    expect(record).toMatchObject({
      number: "PE/R7/2627/0042",
      status: "issued",
      buyerName: "shree ganesh traders (karol bagh)",
      buyerGstin: "07AAGCB7383J1Z4",
    });
    expect([...record.terms].sort()).toEqual(
      [
        "shree",
        "ganesh",
        "traders",
        "karol",
        "bagh",
        "07aagcb7383j1z4",
        "pe/r7/2627/0042",
        "0042",
        "42",
      ].sort(),
    );
    expect(
      documentRecord({ ...document, cancelled: { at: "2026-12-01T00:00:00Z", reason: "x" } }).status,
    ).toBe("cancelled");
  });

  it("keeps the document as its JSON text, and reads a record of either form", () => {
    const record = documentRecord(document);
    expect(typeof record.document).toBe("string");
    expect(storedDocument(record)).toEqual(document);
    // A record stored before the text form holds the document itself.
    expect(storedDocument({ document })).toBe(document);
    expect(storedDocument({ document: '{"number":"PE/R7/2627/00' })).toBeNull();
  });

  it("matches when every word typed starts one of its words", () => {
    const record = documentRecord(document);
    for (const query of [
      "ganesh",
      "GANESH kar",
      "42",
      "0042",
      "pe/r7/2627/0042",
      "PE/R7/2627/00",
      "07AAGC",
      "bagh shree",
    ])
      expect(matchesQuery(record, queryTerms(query)), query).toBe(true);
    for (const query of ["anesh", "ganesh delhi", "43", "pe/r7/2627/0043", "29AAGC"])
      expect(matchesQuery(record, queryTerms(query)), query).toBe(false);
  });

  it("looks up the longest word first, and nothing for blank input", () => {
    expect(leadingTerm(queryTerms("om sai enterprises"))).toBe("enterprises");
    expect(queryTerms("   ")).toEqual([]);
    expect(leadingTerm([])).toBeNull();
  });
});

describe("months in India time", () => {
  it("span from the first instant of the month to the first of the next, India time", () => {
    expect(monthSpan("2026-12")).toEqual({
      from: Date.parse("2026-11-30T18:30:00Z"),
      to: Date.parse("2026-12-31T18:30:00Z"),
    });
    expect(indiaMonth(document.issuedAt)).toBe("2026-12");
    for (const bad of ["2026-13", "2026-00", "26-11", "", "2026-1"]) expect(monthSpan(bad), bad).toBeNull();
  });

  it("order newest first, the later number first within one instant", () => {
    const records = [
      { issuedAt: 1, number: "A/0001" },
      { issuedAt: 2, number: "A/0002" },
      { issuedAt: 2, number: "A/0003" },
    ];
    expect([...records].sort(newestFirst).map((record) => record.number)).toEqual([
      "A/0003",
      "A/0002",
      "A/0001",
    ]);
  });
});
