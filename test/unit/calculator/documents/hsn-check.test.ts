import { describe, expect, it } from "vitest";

import { linesWithoutHsn, missingHsnWarning } from "~/calculator/documents/hsn-check";

const line = (name: string, hsn: string) => ({ name, hsn });
const ROSE = line("Punarvana Rose Agarbatti 16 g", "330741");
const OIL = line("Punarvana Pooja Oil 1000 ml", "");

describe("linesWithoutHsn", () => {
  it("lists the lines with a blank code, or only spaces, by their number on the document", () => {
    expect(linesWithoutHsn([ROSE, OIL, line("Gift Set", "  "), line("Soap", "3401")])).toEqual([
      { position: 2, name: "Punarvana Pooja Oil 1000 ml" },
      { position: 3, name: "Gift Set" },
    ]);
  });

  it("lists none when every line has a code, or there are no lines", () => {
    expect(linesWithoutHsn([ROSE, line("Soap", "3401")])).toEqual([]);
    expect(linesWithoutHsn([])).toEqual([]);
  });
});

describe("missingHsnWarning", () => {
  it("names the one line of a tax invoice without a code, and what the rep can do", () => {
    const warning = missingHsnWarning("tax-invoice", [ROSE, OIL]);
    expect(warning).toBe(
      "No HSN code on line 2 (Punarvana Pooja Oil 1000 ml): a tax invoice should show each item's code. " +
        "Load a price list that gives it and add the line again, or issue as it is only if your accountant agrees.",
    );
  });

  it("names two or three lines with 'and'", () => {
    expect(missingHsnWarning("tax-invoice", [OIL, line("Gift Set", "")])).toContain(
      "on lines 1 (Punarvana Pooja Oil 1000 ml) and 2 (Gift Set):",
    );
    expect(missingHsnWarning("tax-invoice", [line("A", ""), ROSE, line("B", ""), line("C", "")])).toContain(
      "on lines 1 (A), 3 (B) and 4 (C):",
    );
  });

  it("names three lines and counts the rest, so it stays short", () => {
    const lines = ["A", "B", "C", "D", "E"].map((name) => line(name, ""));
    expect(missingHsnWarning("tax-invoice", lines)).toContain("on lines 1 (A), 2 (B), 3 (C) and 2 more:");
  });

  it("says nothing when every line has a code, for an empty invoice, or for a quotation", () => {
    expect(missingHsnWarning("tax-invoice", [ROSE])).toBeNull();
    expect(missingHsnWarning("tax-invoice", [])).toBeNull();
    expect(missingHsnWarning("quotation", [ROSE, OIL])).toBeNull();
  });
});
