import { describe, expect, it } from "vitest";

import { issueNote } from "~/calculator/notes/issue-note";
import { periodGlance } from "~/calculator/office/period-glance";
import { monthPeriod } from "~/calculator/register/period";
import { buildRegister } from "~/calculator/register/register";

import { taxInvoice, tenDozen } from "../register/fixtures";

const NOVEMBER = monthPeriod("2026-11")!;
const WALK_IN_DELHI = { name: "Walk-in Store", address: "Lajpat Nagar", gstin: "", stateCode: "07" };
const HUBLI = { name: "Hubli Traders", address: "Station Road", gstin: "", stateCode: "29" };

describe("the period at a glance", () => {
  const register = buildRegister(NOVEMBER, [
    taxInvoice({ lines: [tenDozen(), tenDozen({ gstRate: 18 })] }),
    taxInvoice({ number: "PE/A1/2627/0002", buyer: WALK_IN_DELHI }),
    taxInvoice({ number: "PE/A1/2627/0005", buyer: HUBLI, lines: [tenDozen({ ratePaise: 14_000_00 })] }),
    taxInvoice({ number: "PE/R7/2627/0007", cancelled: { at: "2026-11-07T10:00:00Z", reason: "Typo" } }),
    taxInvoice({ number: "PE/R7/2627/0008", buyer: HUBLI }),
    // Outside the period: not counted, and its number is not missed.
    taxInvoice({ number: "PE/R7/2627/0006", issuedAt: Date.UTC(2026, 9, 30) }),
  ]);
  const glance = periodGlance(register);

  it("lists each series: first and last number, issued, cancelled and the numbers missing between", () => {
    expect(glance.documents).toBe(5);
    expect(glance.series).toEqual([
      {
        series: "PE/A1/2627",
        first: "PE/A1/2627/0001",
        last: "PE/A1/2627/0005",
        issued: 3,
        cancelled: 0,
        missing: ["PE/A1/2627/0003", "PE/A1/2627/0004"],
      },
      {
        series: "PE/R7/2627",
        first: "PE/R7/2627/0007",
        last: "PE/R7/2627/0008",
        issued: 2,
        cancelled: 1,
        missing: [],
      },
    ]);
  });

  it("totals each GST rate and each kind of supply, without the cancelled invoices", () => {
    expect(glance.rates).toEqual([
      {
        ratePercent: 5,
        taxable: 739_20 * 3 + 123_200_00,
        cgst: 18_48,
        sgst: 18_48,
        igst: 36_96 * 2 + 6_160_00,
      },
      { ratePercent: 18, taxable: 739_20, cgst: 0, sgst: 0, igst: 133_06 },
    ]);
    expect(glance.sections.map((section) => [section.section, section.invoices, section.taxable])).toEqual([
      ["b2b", 1, 1478_40],
      ["b2cl", 1, 123_200_00],
      ["b2cs", 2, 1478_40],
    ]);
    const sum = (key: "taxable" | "cgst" | "sgst" | "igst" | "invoiceValue") =>
      glance.sections.reduce((total, section) => total + section[key], 0);
    expect({
      taxable: sum("taxable"),
      cgst: sum("cgst"),
      sgst: sum("sgst"),
      igst: sum("igst"),
      invoiceValue: sum("invoiceValue"),
    }).toEqual(glance.totals);
  });
});

describe("the period at a glance with credit and debit notes", () => {
  it("lists the notes' series, totals each kind of note, and the period net of them", () => {
    const invoice = taxInvoice();
    const issued = issueNote({
      kind: "credit-note",
      invoiceNumber: invoice.number,
      request: { basis: "goods-returned", items: [{ serial: 1, quantity: "24" }] },
      reason: "Damaged in transit",
      issued: [invoice],
      counters: {},
      seriesCode: "A1",
      now: Date.UTC(2026, 10, 10, 6),
    });
    if (!issued.ok) throw new Error(issued.message);
    const glance = periodGlance(buildRegister(NOVEMBER, issued.issued));
    expect(glance.documents).toBe(2);
    expect(glance.series.map((series) => [series.series, series.first, series.issued])).toEqual([
      ["CN/A1/2627", "CN/A1/2627/0001", 1],
      ["PE/A1/2627", "PE/A1/2627/0001", 1],
    ]);
    expect(glance.notes).toEqual([
      { kind: "credit-note", notes: 1, noteValue: 155_00, taxable: 147_84, cgst: 0, sgst: 0, igst: 7_39 },
    ]);
    expect(glance.net).toEqual({ taxable: 739_20 - 147_84, cgst: 0, sgst: 0, igst: 36_96 - 7_39 });
  });
});
