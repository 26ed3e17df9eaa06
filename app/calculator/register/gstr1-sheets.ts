import { ZERO, add, type Rational } from "~/money/rational";

import { compareCodes } from "../arithmetic/tax-breakdown";
import type { PackingUnit } from "../price-list/price-list-item";
import { amount, csvText, decimal, rate, type Cell } from "./csv";
import { placeOfSupplyLabel, uqcLabel } from "./gst-codes";
import { gstr1Date } from "./period";
import type { Register, RegisterInvoice, TaxAmounts } from "./register";

/**
 * The GSTR-1 offline tool's CSV sheets (docs/calculator.md, "The accountant's files"), with its exact
 * headings and value formats, drawn from the register: invoices not cancelled only (cancelled ones are
 * counted in docs.csv). Dates `05-Nov-2026`, place of supply `27-Maharashtra`, amounts with two
 * decimals, no cess (the calculator's goods carry none).
 */

export const B2B_HEADINGS = [
  "GSTIN/UIN of Recipient",
  "Receiver Name",
  "Invoice Number",
  "Invoice date",
  "Invoice Value",
  "Place Of Supply",
  "Reverse Charge",
  "Applicable % of Tax Rate",
  "Invoice Type",
  "E-Commerce GSTIN",
  "Rate",
  "Taxable Value",
  "Cess Amount",
] as const;

/** The columns b2cl and b2cs end with: where, at what rate, on what value (their tool's order). */
const UNREGISTERED_SALE_COLUMNS = [
  "Place Of Supply",
  "Applicable % of Tax Rate",
  "Rate",
  "Taxable Value",
  "Cess Amount",
  "E-Commerce GSTIN",
] as const;

export const B2CL_HEADINGS = [
  "Invoice Number",
  "Invoice date",
  "Invoice Value",
  ...UNREGISTERED_SALE_COLUMNS,
] as const;

export const B2CS_HEADINGS = ["Type", ...UNREGISTERED_SALE_COLUMNS] as const;

export const HSN_HEADINGS = [
  "HSN",
  "Description",
  "UQC",
  "Total Quantity",
  "Total Value",
  "Rate",
  "Taxable Value",
  "Integrated Tax Amount",
  "Central Tax Amount",
  "State/UT Tax Amount",
  "Cess Amount",
] as const;

export const DOCS_HEADINGS = [
  "Nature of Document",
  "Sr. No. From",
  "Sr. No. To",
  "Total Number",
  "Cancelled",
] as const;

const NO_CESS = amount(0);
/** The tool's words for a regular supply and for tax invoices in table 13. */
const REGULAR_B2B = "Regular B2B";
const OUTWARD_INVOICES = "Invoices for outward supply";

function reported(register: Register, section: RegisterInvoice["section"]): RegisterInvoice[] {
  return register.invoices.filter((invoice) => !invoice.cancelled && invoice.section === section);
}

export function b2bRows(register: Register): Cell[][] {
  return reported(register, "b2b").flatMap((invoice) =>
    invoice.rates.map((row) => [
      invoice.buyerGstin,
      invoice.buyerName,
      invoice.number,
      gstr1Date(invoice.date),
      amount(invoice.invoiceValue),
      placeOfSupplyLabel(invoice.placeOfSupply),
      "N",
      "",
      REGULAR_B2B,
      "",
      rate(row.ratePercent),
      amount(row.taxable),
      NO_CESS,
    ]),
  );
}

export function b2clRows(register: Register): Cell[][] {
  return reported(register, "b2cl").flatMap((invoice) =>
    invoice.rates.map((row) => [
      invoice.number,
      gstr1Date(invoice.date),
      amount(invoice.invoiceValue),
      placeOfSupplyLabel(invoice.placeOfSupply),
      "",
      rate(row.ratePercent),
      amount(row.taxable),
      NO_CESS,
      "",
    ]),
  );
}

export interface B2csSum extends TaxAmounts {
  readonly placeOfSupply: string;
  readonly ratePercent: number;
  readonly supply: RegisterInvoice["supply"];
}

/**
 * Small sales to unregistered buyers, summed by place of supply and rate, with their taxes as the
 * invoices printed them (the CSV sheet carries only the taxable value; the JSON carries the taxes too).
 */
export function b2csSums(register: Register): B2csSum[] {
  const sums = new Map<string, B2csSum>();
  for (const invoice of reported(register, "b2cs")) {
    for (const row of invoice.rates) {
      const key = `${invoice.placeOfSupply}|${row.ratePercent}`;
      const before = sums.get(key);
      sums.set(key, {
        placeOfSupply: invoice.placeOfSupply,
        ratePercent: row.ratePercent,
        supply: invoice.supply,
        taxable: (before?.taxable ?? 0) + row.taxable,
        cgst: (before?.cgst ?? 0) + row.cgst,
        sgst: (before?.sgst ?? 0) + row.sgst,
        igst: (before?.igst ?? 0) + row.igst,
      });
    }
  }
  return [...sums.values()].sort(
    (a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.ratePercent - b.ratePercent,
  );
}

/** b2cs.csv's rows: type OE (not through e-commerce). */
export function b2csRows(register: Register): Cell[][] {
  return b2csSums(register).map((sum) => [
    "OE",
    placeOfSupplyLabel(sum.placeOfSupply),
    "",
    rate(sum.ratePercent),
    amount(sum.taxable),
    NO_CESS,
    "",
  ]);
}

export interface HsnSummaryRow extends TaxAmounts {
  readonly hsn: string;
  readonly unit: PackingUnit;
  readonly ratePercent: number;
  /** Billed and free goods alike: free goods are supplied, at no value. */
  readonly quantity: Rational;
}

/** The HSN summary of registered (b2b) or unregistered (b2c) sales: one row per HSN code, unit and rate. */
export function hsnSummary(register: Register, registered: boolean): HsnSummaryRow[] {
  const rows = new Map<string, HsnSummaryRow>();
  for (const invoice of register.invoices) {
    if (invoice.cancelled || (invoice.section === "b2b") !== registered) continue;
    for (const line of invoice.lines) {
      const key = `${line.line.hsn}|${line.unit}|${line.ratePercent}`;
      const before = rows.get(key);
      rows.set(key, {
        hsn: line.line.hsn,
        unit: line.unit,
        ratePercent: line.ratePercent,
        quantity: add(before?.quantity ?? ZERO, add(line.billed, line.free)),
        taxable: (before?.taxable ?? 0) + line.taxable,
        cgst: (before?.cgst ?? 0) + line.cgst,
        sgst: (before?.sgst ?? 0) + line.sgst,
        igst: (before?.igst ?? 0) + line.igst,
      });
    }
  }
  return [...rows.values()].sort(
    (a, b) => compareCodes(a.hsn, b.hsn) || a.unit.localeCompare(b.unit) || a.ratePercent - b.ratePercent,
  );
}

export function hsnRows(register: Register, registered: boolean): Cell[][] {
  return hsnSummary(register, registered).map((row) => [
    row.hsn,
    "",
    uqcLabel(row.unit),
    decimal(row.quantity, 2),
    amount(row.taxable + row.igst + row.cgst + row.sgst),
    rate(row.ratePercent),
    amount(row.taxable),
    amount(row.igst),
    amount(row.cgst),
    amount(row.sgst),
    NO_CESS,
  ]);
}

/** One row of table 13: an unbroken run of numbers of one series, of one nature of document. */
export interface DocumentRange {
  /** The nature's number in the return (1 invoices for outward supply). */
  readonly natureNumber: number;
  readonly nature: string;
  readonly series: string;
  readonly from: string;
  readonly to: string;
  /** Documents in the run, cancelled ones included. */
  readonly total: number;
  readonly cancelled: number;
}

/**
 * Table 13: per series, each unbroken run of its numbers in the period, with how many documents and
 * how many cancelled. A missing number starts a new run, so no row claims a number that is not there.
 */
export function documentRanges(register: Register): DocumentRange[] {
  const bySeries = new Map<string, RegisterInvoice[]>();
  for (const invoice of register.invoices) {
    const list = bySeries.get(invoice.series);
    if (list) list.push(invoice);
    else bySeries.set(invoice.series, [invoice]);
  }
  const ranges: DocumentRange[] = [];
  for (const series of [...bySeries.keys()].sort()) {
    const invoices = bySeries.get(series)!.sort((a, b) => a.serial - b.serial);
    let run: RegisterInvoice[] = [];
    const close = () => {
      ranges.push({
        natureNumber: 1,
        nature: OUTWARD_INVOICES,
        series,
        from: run[0]!.number,
        to: run[run.length - 1]!.number,
        total: run.length,
        cancelled: run.filter((invoice) => invoice.cancelled).length,
      });
    };
    for (const invoice of invoices) {
      const previous = run[run.length - 1];
      // A number without a serial (serial 0) is a run of its own.
      if (previous && (invoice.serial === 0 || invoice.serial !== previous.serial + 1)) {
        close();
        run = [];
      }
      run.push(invoice);
    }
    close();
  }
  return ranges;
}

export function docsRows(register: Register): Cell[][] {
  return documentRanges(register).map((range) => [
    range.nature,
    range.from,
    range.to,
    range.total,
    range.cancelled,
  ]);
}

/** The six sheets, by file name. */
export function gstr1Files(register: Register): Record<string, string> {
  return {
    "b2b.csv": csvText(B2B_HEADINGS, b2bRows(register)),
    "b2cl.csv": csvText(B2CL_HEADINGS, b2clRows(register)),
    "b2cs.csv": csvText(B2CS_HEADINGS, b2csRows(register)),
    "hsn-b2b.csv": csvText(HSN_HEADINGS, hsnRows(register, true)),
    "hsn-b2c.csv": csvText(HSN_HEADINGS, hsnRows(register, false)),
    "docs.csv": csvText(DOCS_HEADINGS, docsRows(register)),
  };
}
