import type { Paise } from "~/money/money";

import type { NoteKind } from "../documents/document-numbering";
import {
  addTaxes,
  seriesGaps,
  type Gstr1Section,
  type RateRow,
  type Register,
  type RegisterEntry,
  type TaxAmounts,
} from "../register/register";

/**
 * The period at a glance, for the office (docs/calculator.md, "The office: one return for the
 * GSTIN"): per series (a device's invoices, its credit notes, its debit notes) its first and last
 * number, how many issued and cancelled, and the numbers missing between them; per GST rate the
 * taxable value and each tax of the invoices; the B2B, B2CL and B2CS totals, the credit and debit
 * notes' and the net; the number of documents. Drawn from the same register as the files, so it shows
 * what they hold.
 */

export interface SeriesGlance {
  readonly series: string;
  readonly first: string;
  readonly last: string;
  /** Numbers used in the period, cancelled ones included. */
  readonly issued: number;
  readonly cancelled: number;
  /** Numbers between the first and the last that no file holds: the office must find out why. */
  readonly missing: readonly string[];
}

export interface SectionGlance extends TaxAmounts {
  readonly section: Gstr1Section;
  readonly invoices: number;
  readonly invoiceValue: Paise;
}

/** The credit or debit notes of the period (not cancelled), unsigned. */
export interface NotesGlance extends TaxAmounts {
  readonly kind: NoteKind;
  readonly notes: number;
  readonly noteValue: Paise;
}

export interface PeriodGlance {
  /** Tax invoices and notes dated in the period, cancelled ones included. */
  readonly documents: number;
  readonly series: readonly SeriesGlance[];
  /** Of the invoices not cancelled, rates in order. */
  readonly rates: readonly RateRow[];
  readonly sections: readonly SectionGlance[];
  /** Credit notes, then debit notes; only the kinds the period has. */
  readonly notes: readonly NotesGlance[];
  /** Of the invoices not cancelled. */
  readonly totals: Register["totals"];
  /** The invoices' totals less the credit notes' plus the debit notes'. */
  readonly net: TaxAmounts;
}

const SECTIONS: readonly Gstr1Section[] = ["b2b", "b2cl", "b2cs"];
const NO_TAX: TaxAmounts = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };

export function periodGlance(register: Register): PeriodGlance {
  const entries: RegisterEntry[] = [...register.invoices, ...register.creditDebitNotes];
  const bySeries = new Map<string, RegisterEntry[]>();
  for (const entry of entries) {
    const list = bySeries.get(entry.series);
    if (list) list.push(entry);
    else bySeries.set(entry.series, [entry]);
  }
  const gaps = new Map(seriesGaps(entries).map((gap) => [gap.series, gap.missing]));
  const series = [...bySeries.keys()].sort().map((name): SeriesGlance => {
    const documents = bySeries.get(name)!.sort((a, b) => a.serial - b.serial);
    return {
      series: name,
      first: documents[0]!.number,
      last: documents[documents.length - 1]!.number,
      issued: documents.length,
      cancelled: documents.filter((document) => document.cancelled).length,
      missing: gaps.get(name) ?? [],
    };
  });

  const rates = new Map<number, RateRow>();
  const sections = new Map<Gstr1Section, SectionGlance>(
    SECTIONS.map((section) => [section, { section, invoices: 0, invoiceValue: 0, ...NO_TAX }]),
  );
  for (const invoice of register.invoices) {
    if (invoice.cancelled) continue;
    for (const row of invoice.rates) {
      rates.set(
        row.ratePercent,
        addTaxes(rates.get(row.ratePercent) ?? { ratePercent: row.ratePercent, ...NO_TAX }, row),
      );
    }
    const section = sections.get(invoice.section)!;
    sections.set(invoice.section, {
      ...addTaxes(section, invoice),
      invoices: section.invoices + 1,
      invoiceValue: section.invoiceValue + invoice.invoiceValue,
    });
  }
  const notes = new Map<NoteKind, NotesGlance>();
  for (const note of register.creditDebitNotes) {
    if (note.cancelled) continue;
    const before = notes.get(note.kind) ?? { kind: note.kind, notes: 0, noteValue: 0, ...NO_TAX };
    notes.set(note.kind, {
      ...addTaxes(before, note),
      notes: before.notes + 1,
      noteValue: before.noteValue + note.noteValue,
    });
  }
  return {
    documents: entries.length,
    series,
    rates: [...rates.values()].sort((a, b) => a.ratePercent - b.ratePercent),
    sections: [...sections.values()],
    notes: (["credit-note", "debit-note"] as const).flatMap((kind) => notes.get(kind) ?? []),
    totals: register.totals,
    net: register.net,
  };
}
