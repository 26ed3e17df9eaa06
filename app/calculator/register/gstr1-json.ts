import type { Paise } from "~/money/money";

import { decimal } from "./csv";
import { uqcCode } from "./gst-codes";
import { b2csSums, documentRanges, hsnSummary, type HsnSummaryRow } from "./gstr1-sheets";
import type { Register, RegisterEntry, RegisterInvoice, RegisterNote, TaxAmounts } from "./register";

/**
 * gstr1.json (docs/calculator.md, "The return's JSON"): the GSTR-1 JSON that the GST portal's
 * "Prepare offline" upload takes, in the shape the GSTN offline tool writes, drawn from the same
 * register as the CSV sheets, so that every total in it equals theirs. Amounts are numbers of rupees
 * with at most two decimals; dates `05-11-2026`; places of supply two digits. Only the sections that
 * hold something are written, as the tool does. Credit and debit notes are in cdnr (registered buyers)
 * and cdnur (notes on b2cl invoices), unsigned with their type; the others are netted into b2cs, and
 * the HSN summary and b2cs are net of them, as in the sheets (so those two may hold amounts below zero). The HSN summary is split into registered (hsn_b2b)
 * and unregistered (hsn_b2c) buyers, the form for return periods from May 2025.
 */

/** The offline tool's version the JSON follows (the portal does not check it). */
export const GSTR1_JSON_VERSION = "GST3.2.4";

export interface ItemDetail {
  readonly txval: number;
  readonly rt: number;
  readonly iamt?: number;
  readonly camt?: number;
  readonly samt?: number;
  readonly csamt: number;
}

export interface Gstr1Item {
  readonly num: number;
  readonly itm_det: ItemDetail;
}

export interface B2bInvoice {
  readonly inum: string;
  readonly idt: string;
  readonly val: number;
  readonly pos: string;
  readonly rchrg: "N";
  readonly inv_typ: "R";
  readonly itms: readonly Gstr1Item[];
}

export interface B2clInvoice {
  readonly inum: string;
  readonly idt: string;
  readonly val: number;
  readonly itms: readonly Gstr1Item[];
}

export interface NoteEntry {
  readonly nt_num: string;
  readonly nt_dt: string;
  /** C a credit note, D a debit note: the amounts are unsigned. */
  readonly ntty: "C" | "D";
  readonly val: number;
  readonly itms: readonly Gstr1Item[];
}

export interface CdnrNote extends NoteEntry {
  readonly pos: string;
  readonly rchrg: "N";
  readonly inv_typ: "R";
}

export interface CdnurNote extends NoteEntry {
  /** Notes on invoices reported one by one in b2cl. */
  readonly typ: "B2CL";
  readonly pos: string;
}

export interface B2csRow {
  readonly sply_ty: "INTRA" | "INTER";
  readonly pos: string;
  readonly typ: "OE";
  readonly rt: number;
  readonly txval: number;
  readonly iamt?: number;
  readonly camt?: number;
  readonly samt?: number;
  readonly csamt: number;
}

export interface HsnJsonRow {
  readonly num: number;
  readonly hsn_sc: string;
  readonly uqc: string;
  readonly qty: number;
  readonly rt: number;
  readonly txval: number;
  readonly iamt: number;
  readonly camt: number;
  readonly samt: number;
  readonly csamt: number;
}

export interface DocumentRow {
  readonly num: number;
  readonly from: string;
  readonly to: string;
  readonly totnum: number;
  readonly cancel: number;
  readonly net_issue: number;
}

export interface DocumentNature {
  readonly doc_num: number;
  readonly doc_typ: string;
  readonly docs: readonly DocumentRow[];
}

export interface Gstr1Json {
  readonly gstin: string;
  /** `MMYYYY`: the period's (a quarter's last) month. */
  readonly fp: string;
  readonly version: string;
  readonly hash: "hash";
  readonly b2b?: readonly { readonly ctin: string; readonly inv: readonly B2bInvoice[] }[];
  readonly b2cl?: readonly { readonly pos: string; readonly inv: readonly B2clInvoice[] }[];
  readonly b2cs?: readonly B2csRow[];
  readonly cdnr?: readonly { readonly ctin: string; readonly nt: readonly CdnrNote[] }[];
  readonly cdnur?: readonly CdnurNote[];
  readonly hsn?: { readonly hsn_b2b: readonly HsnJsonRow[]; readonly hsn_b2c: readonly HsnJsonRow[] };
  readonly doc_issue?: { readonly doc_det: readonly DocumentNature[] };
}

/** Paise as the JSON's rupees: 123456 → 1234.56 (a number; at most two decimals). */
export function rupees(paise: Paise): number {
  return paise / 100;
}

/** `2026-11-05` → `05-11-2026`. */
function jsonDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}-${month}-${year}`;
}

/** `2026-12-31` → `122026`. */
export function returnPeriod(lastDay: string): string {
  return `${lastDay.slice(5, 7)}${lastDay.slice(0, 4)}`;
}

/** CGST + SGST within the seller's state, IGST across states, as the invoice charged them. */
function taxesOf(amounts: TaxAmounts, supply: RegisterInvoice["supply"]) {
  return supply === "intra"
    ? { camt: rupees(amounts.cgst), samt: rupees(amounts.sgst) }
    : { iamt: rupees(amounts.igst) };
}

/** What b2b and b2cl say of every invoice: its number, date and value. */
function invoiceEntry(invoice: RegisterInvoice) {
  return { inum: invoice.number, idt: jsonDate(invoice.date), val: rupees(invoice.invoiceValue) };
}

/**
 * One item per GST rate, numbered as the offline tool numbers them: rate × 100 + 1 (1801 for 18%). A
 * note's amounts are unsigned, as the note's own rows are.
 */
function items(entry: RegisterEntry): Gstr1Item[] {
  return entry.rates.map((row) => ({
    num: Math.round(row.ratePercent * 100) + 1,
    itm_det: { txval: rupees(row.taxable), rt: row.ratePercent, ...taxesOf(row, entry.supply), csamt: 0 },
  }));
}

/** What cdnr and cdnur say of every note: its number, date, type, value and items. */
function noteEntry(note: RegisterNote): NoteEntry {
  return {
    nt_num: note.number,
    nt_dt: jsonDate(note.date),
    ntty: note.type,
    val: rupees(note.noteValue),
    itms: items(note),
  };
}

/** Entries of a section grouped by a key, groups in key order, entries in the register's order. */
function groupBy<T extends RegisterEntry>(entries: readonly T[], key: (entry: T) => string): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const entry of entries) {
    const list = groups.get(key(entry));
    if (list) list.push(entry);
    else groups.set(key(entry), [entry]);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
}

function hsnRowsOf(rows: readonly HsnSummaryRow[]): HsnJsonRow[] {
  return rows.map((row, index) => ({
    num: index + 1,
    hsn_sc: row.hsn,
    uqc: uqcCode(row.unit),
    qty: Number(decimal(row.quantity, 2)),
    rt: row.ratePercent,
    txval: rupees(row.taxable),
    iamt: rupees(row.igst),
    camt: rupees(row.cgst),
    samt: rupees(row.sgst),
    csamt: 0,
  }));
}

/** The register's GSTR-1 JSON for the seller's GSTIN. */
export function gstr1Json(register: Register, gstin: string): Gstr1Json {
  const live = register.invoices.filter((invoice) => !invoice.cancelled);
  const b2b = groupBy(
    live.filter((invoice) => invoice.section === "b2b"),
    (invoice) => invoice.buyerGstin,
  ).map(([ctin, invoices]) => ({
    ctin,
    inv: invoices.map((invoice) => ({
      ...invoiceEntry(invoice),
      pos: invoice.placeOfSupply,
      rchrg: "N" as const,
      inv_typ: "R" as const,
      itms: items(invoice),
    })),
  }));
  const b2cl = groupBy(
    live.filter((invoice) => invoice.section === "b2cl"),
    (invoice) => invoice.placeOfSupply,
  ).map(([pos, invoices]) => ({
    pos,
    inv: invoices.map((invoice) => ({ ...invoiceEntry(invoice), itms: items(invoice) })),
  }));
  const liveNotes = register.creditDebitNotes.filter((note) => !note.cancelled);
  const cdnr = groupBy(
    liveNotes.filter((note) => note.section === "cdnr"),
    (note) => note.buyerGstin,
  ).map(([ctin, notes]) => ({
    ctin,
    nt: notes.map((note) => ({
      ...noteEntry(note),
      pos: note.placeOfSupply,
      rchrg: "N" as const,
      inv_typ: "R" as const,
    })),
  }));
  const cdnur = liveNotes
    .filter((note) => note.section === "cdnur")
    .map((note) => ({ typ: "B2CL" as const, ...noteEntry(note), pos: note.placeOfSupply }));
  const b2cs = b2csSums(register).map((sum): B2csRow => ({
    sply_ty: sum.supply === "intra" ? "INTRA" : "INTER",
    pos: sum.placeOfSupply,
    typ: "OE",
    rt: sum.ratePercent,
    txval: rupees(sum.taxable),
    ...taxesOf(sum, sum.supply),
    csamt: 0,
  }));
  const hsnB2b = hsnRowsOf(hsnSummary(register, true));
  const hsnB2c = hsnRowsOf(hsnSummary(register, false));
  const natures = new Map<number, { doc_typ: string; docs: DocumentRow[] }>();
  for (const range of documentRanges(register)) {
    const nature = natures.get(range.natureNumber) ?? { doc_typ: range.nature, docs: [] };
    nature.docs.push({
      num: nature.docs.length + 1,
      from: range.from,
      to: range.to,
      totnum: range.total,
      cancel: range.cancelled,
      net_issue: range.total - range.cancelled,
    });
    natures.set(range.natureNumber, nature);
  }
  const docDet = [...natures.entries()]
    .sort(([a], [b]) => a - b)
    .map(([docNum, nature]) => ({ doc_num: docNum, ...nature }));
  return {
    gstin,
    fp: returnPeriod(register.period.to),
    version: GSTR1_JSON_VERSION,
    hash: "hash",
    ...(b2b.length > 0 ? { b2b } : {}),
    ...(b2cl.length > 0 ? { b2cl } : {}),
    ...(b2cs.length > 0 ? { b2cs } : {}),
    ...(cdnr.length > 0 ? { cdnr } : {}),
    ...(cdnur.length > 0 ? { cdnur } : {}),
    ...(hsnB2b.length + hsnB2c.length > 0 ? { hsn: { hsn_b2b: hsnB2b, hsn_b2c: hsnB2c } } : {}),
    ...(docDet.length > 0 ? { doc_issue: { doc_det: docDet } } : {}),
  };
}
