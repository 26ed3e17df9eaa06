import { add, fromDecimal, mul, rational, type Rational } from "~/money/rational";

import { compareCodes } from "../arithmetic/tax-breakdown";
import { oncePerObject } from "../once-per-object";
import type { PackingUnit } from "../price-list/price-list-item";
import { amount, csvText, decimal, rate, type Cell } from "./csv";
import { placeOfSupplyLabel, uqcLabel } from "./gst-codes";
import { gstr1Date } from "./period";
import {
  noteSign,
  type Register,
  type RegisterEntry,
  type RegisterInvoice,
  type RegisterNote,
  type TaxAmounts,
} from "./register";

/**
 * The GSTR-1 offline tool's CSV sheets (docs/calculator.md, "The accountant's files"), with its exact
 * headings and value formats, drawn from the register: invoices not cancelled only (cancelled ones are
 * counted in docs.csv). Dates `05-Nov-2026`, place of supply `27-Maharashtra`, amounts with two
 * decimals, no cess (the calculator's goods carry none). Credit and debit notes have their own sheets
 * (cdnr, cdnur: unsigned amounts, the Note Type giving the direction); notes on small sales to
 * unregistered buyers are netted into b2cs, and the HSN sheets are net of every note.
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

/**
 * The offline tool's HSN sheets since the return for May 2025: the rep's own description, and the one
 * the portal fills in from its HSN master (left empty here: it is the portal's to give).
 */
export const HSN_HEADINGS = [
  "HSN",
  "Description",
  "Description as per HSN Code",
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

export const CDNR_HEADINGS = [
  "GSTIN/UIN of Recipient",
  "Receiver Name",
  "Note Number",
  "Note Date",
  "Note Type",
  "Place Of Supply",
  "Reverse Charge",
  "Note Supply Type",
  "Note Value",
  "Applicable % of Tax Rate",
  "Rate",
  "Taxable Value",
  "Cess Amount",
] as const;

export const CDNUR_HEADINGS = [
  "UR Type",
  "Note Number",
  "Note Date",
  "Note Type",
  "Place Of Supply",
  "Note Value",
  "Applicable % of Tax Rate",
  "Rate",
  "Taxable Value",
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
/** Table 13's natures of the notes, with their numbers in the return (debit notes before credit notes). */
const NOTE_NATURES: readonly [RegisterNote["kind"], number, string][] = [
  ["debit-note", 4, "Debit Note"],
  ["credit-note", 5, "Credit Note"],
];

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

function reportedNotes(register: Register, section: RegisterNote["section"]): RegisterNote[] {
  return register.creditDebitNotes.filter((note) => !note.cancelled && note.section === section);
}

/** Notes to registered buyers: one row per note and rate, amounts unsigned. */
export function cdnrRows(register: Register): Cell[][] {
  return reportedNotes(register, "cdnr").flatMap((note) =>
    note.rates.map((row) => [
      note.buyerGstin,
      note.buyerName,
      note.number,
      gstr1Date(note.date),
      note.type,
      placeOfSupplyLabel(note.placeOfSupply),
      "N",
      REGULAR_B2B,
      amount(note.noteValue),
      "",
      rate(row.ratePercent),
      amount(row.taxable),
      NO_CESS,
    ]),
  );
}

/** Notes on invoices reported one by one in b2cl: one row per note and rate, amounts unsigned. */
export function cdnurRows(register: Register): Cell[][] {
  return reportedNotes(register, "cdnur").flatMap((note) =>
    note.rates.map((row) => [
      "B2CL",
      note.number,
      gstr1Date(note.date),
      note.type,
      placeOfSupplyLabel(note.placeOfSupply),
      amount(note.noteValue),
      "",
      rate(row.ratePercent),
      amount(row.taxable),
      NO_CESS,
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
 * invoices printed them (the CSV sheet carries only the taxable value; the JSON carries the taxes too),
 * net of the notes on them: a sum may be below zero when a period's credits pass its sales.
 */
export function b2csSums(register: Register): B2csSum[] {
  const sums = new Map<string, B2csSum>();
  const addTo = (entry: RegisterEntry, row: TaxAmounts & { ratePercent: number }, sign: 1 | -1) => {
    const key = `${entry.placeOfSupply}|${row.ratePercent}`;
    const before = sums.get(key);
    sums.set(key, {
      placeOfSupply: entry.placeOfSupply,
      ratePercent: row.ratePercent,
      supply: entry.supply,
      taxable: (before?.taxable ?? 0) + sign * row.taxable,
      cgst: (before?.cgst ?? 0) + sign * row.cgst,
      sgst: (before?.sgst ?? 0) + sign * row.sgst,
      igst: (before?.igst ?? 0) + sign * row.igst,
    });
  };
  for (const invoice of reported(register, "b2cs")) {
    for (const row of invoice.rates) addTo(invoice, row, 1);
  }
  for (const note of reportedNotes(register, "b2cs")) {
    for (const row of note.rates) addTo(note, row, noteSign(note));
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

/**
 * The HSN summary of registered (b2b, and notes to registered buyers) or unregistered (b2c) sales: one
 * row per HSN code, unit and rate, net of the notes: a credit note lowers its code's quantity (the
 * goods returned) and values, a debit note raises the values.
 */
export function hsnSummary(register: Register, registered: boolean): HsnSummaryRow[] {
  return hsnSummaries(register)[registered ? "registered" : "unregistered"];
}

/** Both HSN summaries of a register, made in one pass and once: the sheets and the JSON ask for each. */
const hsnSummaries = oncePerObject(
  (register: Register): { registered: HsnSummaryRow[]; unregistered: HsnSummaryRow[] } => ({
    registered: workOutHsnSummary(register, true),
    unregistered: workOutHsnSummary(register, false),
  }),
);

function workOutHsnSummary(register: Register, registered: boolean): HsnSummaryRow[] {
  // Added up in place: a quarter's invoices have a hundred thousand lines.
  const rows = new Map<string, { -readonly [Key in keyof HsnSummaryRow]: HsnSummaryRow[Key] }>();
  const addTo = (
    hsn: string,
    unit: PackingUnit,
    ratePercent: number,
    quantity: Rational,
    values: TaxAmounts,
    sign: 1 | -1,
  ) => {
    const key = `${hsn}|${unit}|${ratePercent}`;
    const signed = sign === 1 ? quantity : mul(quantity, rational(sign));
    const row = rows.get(key);
    if (!row) {
      rows.set(key, {
        hsn,
        unit,
        ratePercent,
        quantity: signed,
        taxable: sign * values.taxable,
        cgst: sign * values.cgst,
        sgst: sign * values.sgst,
        igst: sign * values.igst,
      });
      return;
    }
    row.quantity = add(row.quantity, signed);
    row.taxable += sign * values.taxable;
    row.cgst += sign * values.cgst;
    row.sgst += sign * values.sgst;
    row.igst += sign * values.igst;
  };
  for (const invoice of register.invoices) {
    if (invoice.cancelled || (invoice.section === "b2b") !== registered) continue;
    for (const line of invoice.lines) {
      addTo(line.line.hsn, line.unit, line.ratePercent, add(line.billed, line.free), line, 1);
    }
  }
  for (const note of register.creditDebitNotes) {
    if (note.cancelled || (note.section === "cdnr") !== registered) continue;
    for (const line of note.lines) {
      addTo(line.hsn, line.unit, line.ratePercent, fromDecimal(line.quantity), line, noteSign(note));
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

/** The runs of one nature's documents, series by series (see documentRanges). */
function rangesOf(
  natureNumber: number,
  nature: string,
  documents: readonly RegisterEntry[],
): DocumentRange[] {
  const bySeries = new Map<string, RegisterEntry[]>();
  for (const document of documents) {
    const list = bySeries.get(document.series);
    if (list) list.push(document);
    else bySeries.set(document.series, [document]);
  }
  const ranges: DocumentRange[] = [];
  for (const series of [...bySeries.keys()].sort()) {
    const invoices = bySeries.get(series)!.sort((a, b) => a.serial - b.serial);
    let run: RegisterEntry[] = [];
    const close = () => {
      ranges.push({
        natureNumber,
        nature,
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

/**
 * Table 13: per nature (invoices, then debit notes, then credit notes) and series, each unbroken run
 * of its numbers in the period, with how many documents and how many cancelled. A missing number
 * starts a new run, so no row claims a number that is not there.
 */
export function documentRanges(register: Register): DocumentRange[] {
  return [
    ...rangesOf(1, OUTWARD_INVOICES, register.invoices),
    ...NOTE_NATURES.flatMap(([kind, natureNumber, nature]) =>
      rangesOf(
        natureNumber,
        nature,
        register.creditDebitNotes.filter((note) => note.kind === kind),
      ),
    ),
  ];
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

/** The eight sheets, by file name. */
export function gstr1Files(register: Register): Record<string, string> {
  return {
    "b2b.csv": csvText(B2B_HEADINGS, b2bRows(register)),
    "b2cl.csv": csvText(B2CL_HEADINGS, b2clRows(register)),
    "b2cs.csv": csvText(B2CS_HEADINGS, b2csRows(register)),
    "cdnr.csv": csvText(CDNR_HEADINGS, cdnrRows(register)),
    "cdnur.csv": csvText(CDNUR_HEADINGS, cdnurRows(register)),
    "hsn-b2b.csv": csvText(HSN_HEADINGS, hsnRows(register, true)),
    "hsn-b2c.csv": csvText(HSN_HEADINGS, hsnRows(register, false)),
    "docs.csv": csvText(DOCS_HEADINGS, docsRows(register)),
  };
}
