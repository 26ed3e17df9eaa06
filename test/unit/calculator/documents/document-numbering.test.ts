import { describe, expect, it } from "vitest";

import {
  DEFAULT_INVOICE_PREFIX,
  financialYear,
  formatDocumentNumber,
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
  it("are PE/2026-27/0001 for invoices and Q/2026-27/0001 for quotations, within 16 characters", () => {
    expect(seriesKey("tax-invoice", "PE", "2026-27")).toBe("PE/2026-27");
    expect(seriesKey("quotation", "PE", "2026-27")).toBe("Q/2026-27");
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
  });

  it("parse back into series and serial", () => {
    expect(parseDocumentNumber("PE/2026-27/0042")).toEqual({ series: "PE/2026-27", serial: 42 });
    expect(parseDocumentNumber("70000123")).toBeNull();
    expect(parseDocumentNumber("PE/2026-27/0000")).toBeNull();
  });
});

describe("numbering across the year", () => {
  it("counts on within a year and starts again at 0001 on 1 April", () => {
    let counters = {};
    const issued: string[] = [];
    const issue = (at: number) => {
      const next = nextDocumentNumber(counters, seriesKey("tax-invoice", "PE", financialYear(at)), issued);
      counters = next.counters;
      issued.push(next.number);
      return next.number;
    };
    expect(issue(india("2027-03-30T10:00:00"))).toBe("PE/2026-27/0001");
    expect(issue(india("2027-03-31T23:59:00"))).toBe("PE/2026-27/0002");
    expect(issue(india("2027-04-01T00:01:00"))).toBe("PE/2027-28/0001");
    expect(issue(india("2027-04-02T09:00:00"))).toBe("PE/2027-28/0002");
    expect(counters).toEqual({ "PE/2026-27": 2, "PE/2027-28": 2 });
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
    expect(readCounters("not json")).toEqual({});
    expect(readCounters("[1,2]")).toEqual({});
    expect(readCounters(null)).toEqual({});
  });
});

describe("the default invoice prefix", () => {
  it("is the same for the seller's configuration and the numbering", () => {
    expect(sellerConfigFromEnv({}, defaultSiteConfig).invoicePrefix).toBe(DEFAULT_INVOICE_PREFIX);
  });
});
