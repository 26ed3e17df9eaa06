import type { Paise } from "~/money/money";

import { invoiceTotals } from "../arithmetic/invoice-totals";
import { supplyBetween, type Supply } from "../arithmetic/tax-breakdown";
import type { IssuedDocument } from "../device/issued-documents";
import type { Buyer } from "../documents/buyer";
import type { NoteKind } from "../documents/document-numbering";
import { printableGstin, type Seller } from "../documents/parties";
import type { NoteLine } from "../notes/note";
import { oncePerObject } from "../once-per-object";
import { lineValues, type LineValues } from "./line-values";
import { inPeriod, indiaDate, type Period } from "./period";

/**
 * The sales register (docs/calculator.md, "The accountant's files"): the tax invoices issued on the
 * device in a period, with each invoice's taxable value and taxes per GST rate, as they were printed.
 * Every export file is drawn from this one model, so they all agree with it and with the invoices.
 * A cancelled invoice stays in the register, marked, and its values are left out of every tax total.
 * Credit and debit notes dated in the period are in it too, each with its invoice, and every file
 * reports the invoices net of them (docs/calculator.md, "Credit and debit notes").
 */

/** How an issued tax invoice was cancelled: when (ISO 8601) and why. */
export interface Cancellation {
  readonly at: string;
  readonly reason: string;
}

/** PIN code and city (town or village) of a party: needed only for e-invoice data. */
export interface PartyLocation {
  readonly pincode?: string;
  readonly city?: string;
}

/**
 * An issued document as the register reads it: the device's issued document, with the seller's and
 * buyer's location when known, and its cancellation when it was cancelled.
 */
export type RegisterDocument = Omit<IssuedDocument, "seller" | "buyer"> & {
  readonly seller: Seller & PartyLocation;
  readonly buyer: Buyer & PartyLocation;
  readonly cancelled?: Cancellation;
};

/** Where an invoice goes in GSTR-1: registered buyers (b2b), large inter-state sales to unregistered ones (b2cl), the rest (b2cs). */
export type Gstr1Section = "b2b" | "b2cl" | "b2cs";

/** Inter-state invoices to unregistered buyers above ₹1,00,000 are reported one by one (b2cl). */
export const B2CL_THRESHOLD: Paise = 100_000_00;

export interface TaxAmounts {
  readonly taxable: Paise;
  readonly cgst: Paise;
  readonly sgst: Paise;
  readonly igst: Paise;
}

export interface RateRow extends TaxAmounts {
  readonly ratePercent: number;
}

/** What the register knows of every document in it, an invoice's or a note's. */
export interface RegisterEntry extends TaxAmounts {
  readonly document: RegisterDocument;
  readonly number: string;
  /** The number without its serial (`PE/2026-27`, `CN/R7/2627`): a series of docs.csv. */
  readonly series: string;
  readonly serial: number;
  /** `2026-11-05`, in India. */
  readonly date: string;
  readonly cancelled: Cancellation | null;
  readonly buyerName: string;
  /** The buyer's valid GSTIN, or "" for an unregistered buyer. */
  readonly buyerGstin: string;
  /** The place of supply: the buyer's state, or the seller's when the document kept none. */
  readonly placeOfSupply: string;
  readonly supply: Supply;
  /** One row per GST rate (oil and other goods of one rate together), rates in order. */
  readonly rates: readonly RateRow[];
  readonly roundOff: Paise;
}

export interface RegisterInvoice extends RegisterEntry {
  readonly section: Gstr1Section;
  readonly lines: readonly LineValues[];
  /** The rounded total: the invoice value. */
  readonly invoiceValue: Paise;
}

/**
 * Where a note goes in GSTR-1: notes to registered buyers (cdnr), notes on invoices reported one by
 * one in b2cl (cdnur), the rest netted into b2cs with the small sales they change.
 */
export type NoteSection = "cdnr" | "cdnur" | "b2cs";

export interface RegisterNote extends RegisterEntry {
  readonly kind: NoteKind;
  /** The offline tool's Note Type: C for a credit note, D for a debit note. */
  readonly type: "C" | "D";
  readonly section: NoteSection;
  /** The invoice the note changes: its number, its date in India, its value. */
  readonly against: { readonly number: string; readonly date: string; readonly value: Paise };
  readonly reason: string;
  /** Unsigned, as `rates` (the kind gives the direction). */
  readonly lines: readonly NoteLine[];
  /** What the note credits or debits, taxes included: its Note Value. */
  readonly noteValue: Paise;
}

export interface Register {
  readonly period: Period;
  /** Oldest first (by date, then number); cancelled ones included. */
  readonly invoices: readonly RegisterInvoice[];
  /** Of the invoices not cancelled. */
  readonly totals: TaxAmounts & { readonly invoiceValue: Paise };
  /** The credit and debit notes dated in the period, oldest first; cancelled ones included. */
  readonly creditDebitNotes: readonly RegisterNote[];
  /** The invoices' totals less the credit notes' plus the debit notes' (those not cancelled). */
  readonly net: TaxAmounts;
  /** What the accountant should know: missing numbers, invoices without a place of supply, … */
  readonly notes: readonly string[];
}

const NO_TAX: TaxAmounts = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };

function pickTaxes(amounts: TaxAmounts): TaxAmounts {
  return { taxable: amounts.taxable, cgst: amounts.cgst, sgst: amounts.sgst, igst: amounts.igst };
}

/** `a` with `b`'s taxable value and taxes added. */
export function addTaxes<T extends TaxAmounts>(a: T, b: TaxAmounts): T {
  return {
    ...a,
    taxable: a.taxable + b.taxable,
    cgst: a.cgst + b.cgst,
    sgst: a.sgst + b.sgst,
    igst: a.igst + b.igst,
  };
}

/** `PE/2026-27/0001` → `PE/2026-27` and 1; a number without a numeric last part is a series of its own. */
export function splitDocumentNumber(number: string): { series: string; serial: number } {
  const match = /^(.*)\/(\d+)$/.exec(number);
  return match ? { series: match[1]!, serial: Number(match[2]) } : { series: number, serial: 0 };
}

function sectionOf(gstin: string, supply: Supply, invoiceValue: Paise): Gstr1Section {
  if (gstin !== "") return "b2b";
  return supply === "inter" && invoiceValue > B2CL_THRESHOLD ? "b2cl" : "b2cs";
}

function rateRows(lines: readonly (TaxAmounts & { readonly ratePercent: number })[]): RateRow[] {
  // Added up in place: a quarter has a hundred thousand lines, and a new object per line shows.
  const byRate = new Map<number, { -readonly [Key in keyof RateRow]: RateRow[Key] }>();
  for (const line of lines) {
    const row = byRate.get(line.ratePercent);
    if (!row) {
      byRate.set(line.ratePercent, { ratePercent: line.ratePercent, ...pickTaxes(line) });
      continue;
    }
    row.taxable += line.taxable;
    row.cgst += line.cgst;
    row.sgst += line.sgst;
    row.igst += line.igst;
  }
  return [...byRate.values()].sort((a, b) => a.ratePercent - b.ratePercent);
}

/** The rates' taxable values and taxes added up. */
function sumOf(rows: readonly TaxAmounts[]): TaxAmounts {
  let taxable = 0;
  let cgst = 0;
  let sgst = 0;
  let igst = 0;
  for (const row of rows) {
    taxable += row.taxable;
    cgst += row.cgst;
    sgst += row.sgst;
    igst += row.igst;
  }
  return { taxable, cgst, sgst, igst };
}

/** The place of supply and tax treatment of a document: the buyer's state, or the seller's. */
function placeOf(document: RegisterDocument): { placeOfSupply: string; supply: Supply } {
  const placeOfSupply = document.buyer.stateCode || document.seller.stateCode;
  return { placeOfSupply, supply: supplyBetween(document.seller.stateCode, placeOfSupply) ?? "intra" };
}

/**
 * One invoice's entry in the register. Worked out once per document (a cancellation is a new record):
 * the office asks for the same invoices' entries for the period at a glance and again for the files.
 */
export const registerInvoice: (document: RegisterDocument) => RegisterInvoice = oncePerObject(workOutInvoice);

function workOutInvoice(document: RegisterDocument): RegisterInvoice {
  const { buyer } = document;
  const { placeOfSupply, supply } = placeOf(document);
  const totals = invoiceTotals(document.lines, document.settings);
  const lines = lineValues(document.lines, totals, supply);
  const rates = rateRows(lines);
  const buyerGstin = printableGstin(buyer.gstin);
  const { series, serial } = splitDocumentNumber(document.number);
  return {
    document,
    number: document.number,
    series,
    serial,
    date: indiaDate(document.issuedAt),
    cancelled: document.cancelled ?? null,
    buyerName: buyer.name.trim(),
    buyerGstin,
    placeOfSupply,
    supply,
    section: sectionOf(buyerGstin, supply, totals.roundedTotal),
    rates,
    lines,
    ...sumOf(rates),
    roundOff: totals.roundOff,
    invoiceValue: totals.roundedTotal,
  };
}

/** One credit or debit note's entry in the register; null for any other document. */
export function registerNote(document: RegisterDocument): RegisterNote | null {
  const { note } = document;
  if (!note || (document.kind !== "credit-note" && document.kind !== "debit-note")) return null;
  const { placeOfSupply, supply } = placeOf(document);
  const rates = rateRows(note.lines);
  const buyerGstin = printableGstin(document.buyer.gstin);
  const { series, serial } = splitDocumentNumber(document.number);
  const section: NoteSection =
    buyerGstin !== "" ? "cdnr" : sectionOf("", supply, note.against.value) === "b2cl" ? "cdnur" : "b2cs";
  return {
    document,
    kind: document.kind,
    type: document.kind === "credit-note" ? "C" : "D",
    number: document.number,
    series,
    serial,
    date: indiaDate(document.issuedAt),
    cancelled: document.cancelled ?? null,
    buyerName: document.buyer.name.trim(),
    buyerGstin,
    placeOfSupply,
    supply,
    section,
    against: {
      number: note.against.number,
      date: indiaDate(note.against.issuedAt),
      value: note.against.value,
    },
    reason: note.reason,
    rates,
    lines: note.lines,
    ...sumOf(rates),
    roundOff: note.roundOff,
    noteValue: note.value,
  };
}

/** +1 for what adds to the period's supplies (a debit note), −1 for what takes from them. */
export function noteSign(note: Pick<RegisterNote, "kind">): 1 | -1 {
  return note.kind === "credit-note" ? -1 : 1;
}

type Ordered = Pick<RegisterInvoice, "date" | "series" | "serial">;

function compareInvoices(a: Ordered, b: Ordered): number {
  if (a.date !== b.date) return a.date < b.date ? -1 : 1;
  if (a.series !== b.series) return a.series < b.series ? -1 : 1;
  return a.serial - b.serial;
}

/** A series of the period: its first and last serial, and the numbers missing between them. */
export interface SeriesGap {
  readonly series: string;
  readonly first: number;
  readonly last: number;
  /** Written as the series writes its numbers: `PE/R7/2627/0003`. */
  readonly missing: readonly string[];
}

/** The numbers missing between the first and last number of each series in the period, series in order. */
export function seriesGaps(
  invoices: readonly Pick<RegisterEntry, "series" | "serial" | "number">[],
): SeriesGap[] {
  const bySeries = new Map<string, { serials: Set<number>; width: number }>();
  for (const invoice of invoices) {
    if (invoice.serial === 0) continue;
    const entry = bySeries.get(invoice.series) ?? { serials: new Set<number>(), width: 0 };
    entry.serials.add(invoice.serial);
    entry.width = Math.max(entry.width, invoice.number.length - invoice.series.length - 1);
    bySeries.set(invoice.series, entry);
  }
  return [...bySeries.keys()].sort().map((series) => {
    const { serials, width } = bySeries.get(series)!;
    let first = Infinity;
    let last = -Infinity;
    for (const serial of serials) {
      first = Math.min(first, serial);
      last = Math.max(last, serial);
    }
    const missing: string[] = [];
    for (let serial = first + 1; serial < last; serial += 1) {
      if (!serials.has(serial)) missing.push(`${series}/${String(serial).padStart(width, "0")}`);
    }
    return { series, first, last, missing };
  });
}

/** The first numbers of a list, and how many more: for a note that stays readable. */
export function someOf(numbers: readonly string[], shown = 10): string {
  const more = numbers.length - shown;
  return numbers.slice(0, shown).join(", ") + (more > 0 ? ` and ${more} more` : "");
}

function missingNumbers(invoices: readonly Pick<RegisterEntry, "series" | "serial" | "number">[]): string[] {
  return seriesGaps(invoices)
    .filter((gap) => gap.missing.length > 0)
    .map(
      (gap) =>
        `Series ${gap.series}: ${gap.missing.length} number(s) between ${gap.first} and ${gap.last} are not among these invoices (${someOf(gap.missing)}): issued on a device whose data is not here, or lost with its data.`,
    );
}

/** The register of a period: the tax invoices dated in it (quotations are not supplies). */
export function buildRegister(period: Period, documents: readonly RegisterDocument[]): Register {
  const dated = documents.filter((document) => inPeriod(period, document.issuedAt));
  const invoices = dated
    .filter((document) => document.kind === "tax-invoice")
    .map(registerInvoice)
    .sort(compareInvoices);
  const creditDebitNotes = dated
    .map(registerNote)
    .filter((note): note is RegisterNote => note !== null)
    .sort(compareInvoices);
  const notes = missingNumbers([...invoices, ...creditDebitNotes]);
  const sellers = new Set(invoices.map((invoice) => invoice.document.seller.gstin));
  if (sellers.size > 1) {
    notes.push(
      `The invoices name ${sellers.size} different seller GSTINs (${[...sellers].join(", ") || "none"}): each GSTIN files its own GSTR-1.`,
    );
  }
  for (const invoice of invoices) {
    if (!invoice.document.buyer.stateCode) {
      notes.push(`${invoice.number} has no place of supply: it is counted in the seller's state.`);
    }
  }
  let totals = { ...NO_TAX, invoiceValue: 0 };
  for (const invoice of invoices) {
    if (invoice.cancelled) continue;
    totals = { ...addTaxes(totals, invoice), invoiceValue: totals.invoiceValue + invoice.invoiceValue };
  }
  let net: TaxAmounts = { ...NO_TAX, ...pickTaxes(totals) };
  for (const note of creditDebitNotes) {
    if (note.cancelled) continue;
    const sign = noteSign(note);
    net = addTaxes(net, {
      taxable: sign * note.taxable,
      cgst: sign * note.cgst,
      sgst: sign * note.sgst,
      igst: sign * note.igst,
    });
  }
  return { period, invoices, totals, creditDebitNotes, net, notes };
}
