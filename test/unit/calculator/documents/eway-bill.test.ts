import { describe, expect, it } from "vitest";

import {
  DEFAULT_EWAY_BILL_THRESHOLD,
  ewayBillNeeded,
  parseEwayBillThreshold,
} from "~/calculator/documents/eway-bill";

describe("ewayBillNeeded", () => {
  it("asks for an e-way bill for a tax invoice worth more than ₹50,000, not for exactly ₹50,000", () => {
    expect(ewayBillNeeded("tax-invoice", 50_001_00, DEFAULT_EWAY_BILL_THRESHOLD)).toBe(true);
    expect(ewayBillNeeded("tax-invoice", 50_000_01, DEFAULT_EWAY_BILL_THRESHOLD)).toBe(true);
    expect(ewayBillNeeded("tax-invoice", 50_000_00, DEFAULT_EWAY_BILL_THRESHOLD)).toBe(false);
    expect(ewayBillNeeded("tax-invoice", 0, DEFAULT_EWAY_BILL_THRESHOLD)).toBe(false);
  });

  it("never for a quotation, nor without a threshold (a document kept before the notice)", () => {
    expect(ewayBillNeeded("quotation", 5_00_000_00, DEFAULT_EWAY_BILL_THRESHOLD)).toBe(false);
    expect(ewayBillNeeded("tax-invoice", 5_00_000_00, null)).toBe(false);
  });

  it("follows a threshold of the state's", () => {
    expect(ewayBillNeeded("tax-invoice", 1_00_000_00, 1_00_000_00)).toBe(false);
    expect(ewayBillNeeded("tax-invoice", 1_00_000_01, 1_00_000_00)).toBe(true);
  });
});

describe("parseEwayBillThreshold", () => {
  it("reads whole rupees, with Indian or Western commas, as paise", () => {
    expect(parseEwayBillThreshold("50000")).toBe(50_000_00);
    expect(parseEwayBillThreshold(" 1,00,000 ")).toBe(1_00_000_00);
    expect(parseEwayBillThreshold("100,000")).toBe(1_00_000_00);
    expect(parseEwayBillThreshold("1")).toBe(100);
    expect(parseEwayBillThreshold("10000000")).toBe(1_00_00_000_00);
  });

  it("refuses what is not whole rupees from 1 to 1,00,00,000", () => {
    for (const raw of ["", "0", "-5", "50000.00", "50k", "₹50000", "10000001", "1e5", "9999999999"]) {
      expect(parseEwayBillThreshold(raw), raw).toBeNull();
    }
  });
});
