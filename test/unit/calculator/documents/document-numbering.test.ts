import { describe, expect, it } from "vitest";

import {
  DEFAULT_INVOICE_PREFIX,
  financialYear,
  formatDocumentNumber,
  hasNumberInYear,
  isSeriesKey,
  isValidSeriesCode,
  maxSeriesCodeLength,
  seriesCodeProblem,
  seriesYear,
  isValidInvoicePrefix,
  nextDocumentNumber,
  parseDocumentNumber,
  readCounters,
  seriesKey,
  writeCounters,
} from "~/calculator/documents/document-numbering";
import { sellerConfigFromEnv } from "~/calculator/seller-config";
import { defaultSiteConfig } from "~/content/site-config";

/** An instant given in India time. */
const india = (text: string) => Date.parse(`${text}+05:30`);

describe("financial year", () => {
  it("runs from 1 April to 31 March, India time", () => {
    expect(financialYear(india("2027-03-31T23:59:59"))).toBe("2026-27");
    expect(financialYear(india("2027-04-01T00:00:00"))).toBe("2027-28");
    expect(financialYear(india("2026-04-01T00:00:00"))).toBe("2026-27");
    expect(financialYear(india("2026-01-15T12:00:00"))).toBe("2025-26");
    expect(financialYear(india("2099-12-31T12:00:00"))).toBe("2099-00");
  });

  it("uses India's date even where the UTC date is still 31 March", () => {
    // 1 April 00:30 in India is 31 March 19:00 UTC.
    expect(financialYear(Date.parse("2027-03-31T19:00:00Z"))).toBe("2027-28");
    expect(financialYear(Date.parse("2027-03-31T18:29:59Z"))).toBe("2026-27");
  });
});

describe("document numbers", () => {
  it("are PE/R7/2627/0001 for invoices and Q/R7/2627/0001 for quotations, within 16 characters", () => {
    expect(seriesKey("tax-invoice", "PE", "R7", "2026-27")).toBe("PE/R7/2627");
    expect(seriesKey("quotation", "PE", "R7", "2026-27")).toBe("Q/R7/2627");
    expect(formatDocumentNumber("PE/R7/2627", 1)).toBe("PE/R7/2627/0001");
    expect(formatDocumentNumber("PE/ABC/2627", 9999)).toHaveLength(16);
    expect(formatDocumentNumber("ABC/R7/2627", 9999)).toHaveLength(16);
    expect(() => formatDocumentNumber("ABC/R7/2627", 10000)).toThrow(RangeError);
    expect(formatDocumentNumber("PE/2026-27", 1)).toBe("PE/2026-27/0001");
    expect(formatDocumentNumber("PE/2026-27", 12345)).toBe("PE/2026-27/12345");
    expect(formatDocumentNumber("ABC/2026-27", 9999)).toHaveLength(16);
    expect(() => formatDocumentNumber("ABC/2026-27", 10000)).toThrow(RangeError);
    expect(() => formatDocumentNumber("PE/2026-27", 0)).toThrow(RangeError);
  });

  it("accept prefixes of 1 to 3 letters, digits or hyphens, but not the quotations' Q", () => {
    for (const prefix of ["PE", "A", "X-1", "INV"]) expect(isValidInvoicePrefix(prefix), prefix).toBe(true);
    expect(isValidInvoicePrefix("PE")).toBe(true);
    expect(isValidInvoicePrefix("ABCD")).toBe(false);
    expect(isValidInvoicePrefix("P/E")).toBe(false);
    expect(isValidInvoicePrefix("pe")).toBe(false);
    expect(isValidInvoicePrefix("")).toBe(false);
    expect(isValidInvoicePrefix("Q")).toBe(false);
    // The other series' own prefixes: notes and payment receipts.
    for (const prefix of ["CN", "DN", "RV"]) expect(isValidInvoicePrefix(prefix), prefix).toBe(false);
  });

  it("parse back into series and serial, with a series code or from before series codes", () => {
    expect(parseDocumentNumber("PE/2026-27/0042")).toEqual({ series: "PE/2026-27", serial: 42 });
    expect(parseDocumentNumber("PE/R7/2627/0042")).toEqual({ series: "PE/R7/2627", serial: 42 });
    expect(parseDocumentNumber("Q/7/2627/10000")).toEqual({ series: "Q/7/2627", serial: 10000 });
    expect(parseDocumentNumber("PE/r7/2627/0001")).toBeNull();
    expect(parseDocumentNumber("PE/R7X1/2627/0001")).toBeNull();
    expect(parseDocumentNumber("PE/R7/2627/001")).toBeNull();
    expect(parseDocumentNumber("70000123")).toBeNull();
    expect(parseDocumentNumber("PE/2026-27/0000")).toBeNull();
  });
});

describe("numbering across the year", () => {
  it("counts on within a year and starts again at 0001 on 1 April", () => {
    let counters = {};
    const issued: string[] = [];
    const issue = (at: number) => {
      const next = nextDocumentNumber(
        counters,
        seriesKey("tax-invoice", "PE", "R7", financialYear(at)),
        issued,
      );
      counters = next.counters;
      issued.push(next.number);
      return next.number;
    };
    expect(issue(india("2027-03-30T10:00:00"))).toBe("PE/R7/2627/0001");
    expect(issue(india("2027-03-31T23:59:00"))).toBe("PE/R7/2627/0002");
    expect(issue(india("2027-04-01T00:01:00"))).toBe("PE/R7/2728/0001");
    expect(issue(india("2027-04-02T09:00:00"))).toBe("PE/R7/2728/0002");
    expect(counters).toEqual({ "PE/R7/2627": 2, "PE/R7/2728": 2 });
  });

  it("keeps quotations in their own series", () => {
    const invoice = nextDocumentNumber({ "PE/2026-27": 7 }, "PE/2026-27", []);
    const quotation = nextDocumentNumber(invoice.counters, "Q/2026-27", []);
    expect(invoice.number).toBe("PE/2026-27/0008");
    expect(quotation.number).toBe("Q/2026-27/0001");
  });

  it("never reuses a number already issued, even when the counter was lost", () => {
    const next = nextDocumentNumber({}, "PE/2026-27", [
      "PE/2026-27/0003",
      "Q/2026-27/0009",
      "PE/2025-26/0100",
    ]);
    expect(next.number).toBe("PE/2026-27/0004");
    expect(nextDocumentNumber({ "PE/2026-27": 10 }, "PE/2026-27", ["PE/2026-27/0003"]).number).toBe(
      "PE/2026-27/0011",
    );
  });
});

describe("stored counters", () => {
  it("round-trip, and anything that is not a series and a whole serial is dropped", () => {
    expect(readCounters(writeCounters({ "PE/2026-27": 4, "Q/2026-27": 2 }))).toEqual({
      "PE/2026-27": 4,
      "Q/2026-27": 2,
    });
    expect(readCounters('{"PE/2026-27":"4","x":1,"Q/2026-27":-1,"PE/2027-28":2.5,"A/2027-28":3}')).toEqual({
      "A/2027-28": 3,
    });
    expect(readCounters('{"PE/R7/2627":3,"PE/r7/2627":1,"PE/R7/26-27":1}')).toEqual({ "PE/R7/2627": 3 });
    expect(readCounters("not json")).toEqual({});
    expect(readCounters("[1,2]")).toEqual({});
    expect(readCounters(null)).toEqual({});
  });
});

describe("series codes", () => {
  it("are 1 to 3 capital letters or digits, and with a 3-character prefix at most 2", () => {
    for (const code of ["R", "R7", "ABC", "007"]) expect(isValidSeriesCode(code), code).toBe(true);
    for (const code of ["", "r7", "ABCD", "R-7", "R/7", " R7"])
      expect(isValidSeriesCode(code), code).toBe(false);
    expect(maxSeriesCodeLength("PE")).toBe(3);
    expect(maxSeriesCodeLength("P")).toBe(3);
    expect(maxSeriesCodeLength("ABC")).toBe(2);
    expect(seriesCodeProblem("R7", "PE")).toBeNull();
    expect(seriesCodeProblem("ABC", "XYZ")).toMatch(/prefix XYZ.*at most 2 characters/);
    expect(seriesCodeProblem("AB", "XYZ")).toBeNull();
    expect(seriesCodeProblem("R-7", "PE")).toMatch(/only capital letters and digits/);
    expect(seriesCodeProblem("ABCD", "PE")).toMatch(/at most 3/);
    expect(seriesCodeProblem("", "PE")).toMatch(/Please enter/);
  });

  it("keep every possible number within 16 characters of letters, digits, / and -", () => {
    for (const prefix of ["A", "PE", "X-1", "INV"]) {
      const code = "Z".repeat(maxSeriesCodeLength(prefix));
      const number = formatDocumentNumber(seriesKey("tax-invoice", prefix, code, "2099-00"), 9999);
      expect(number.length, number).toBeLessThanOrEqual(16);
      expect(number).toMatch(/^[A-Z0-9/-]+$/);
      expect(parseDocumentNumber(number)).toEqual({ series: number.slice(0, -5), serial: 9999 });
    }
  });

  it("tell the year of a series and whether a code has numbered in a year", () => {
    expect(seriesYear("PE/R7/2627")).toBe("2026-27");
    expect(seriesYear("PE/2026-27")).toBe("2026-27");
    expect(hasNumberInYear({ "PE/R7/2627": 1 }, "R7", "2026-27")).toBe(true);
    expect(hasNumberInYear({ "Q/R7/2627": 2 }, "R7", "2026-27")).toBe(true);
    expect(hasNumberInYear({ "PE/R7/2526": 9, "PE/K2/2627": 1, "PE/2026-27": 4 }, "R7", "2026-27")).toBe(
      false,
    );
    expect(isSeriesKey("PE/R7/2627") && isSeriesKey("PE/2026-27")).toBe(true);
    expect(isSeriesKey("PE/R7/26-27")).toBe(false);
  });
});

describe("the default invoice prefix", () => {
  it("is the same for the seller's configuration and the numbering", () => {
    expect(sellerConfigFromEnv({}, defaultSiteConfig).invoicePrefix).toBe(DEFAULT_INVOICE_PREFIX);
  });
});
