import type { Paise } from "~/money/money";

import {
  addTaxes,
  seriesGaps,
  type Gstr1Section,
  type RateRow,
  type Register,
  type RegisterInvoice,
  type TaxAmounts,
} from "../register/register";

/**
 * The period at a glance, for the office (docs/calculator.md, "The office: one return for the
 * GSTIN"): per series (a device) its first and last number, how many issued and cancelled, and the
 * numbers missing between them; per GST rate the taxable value and each tax; the B2B, B2CL and B2CS
 * totals; the number of documents. Drawn from the same register as the files, so it shows what they hold.
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

export interface PeriodGlance {
  /** Tax invoices dated in the period, cancelled ones included. */
  readonly documents: number;
  readonly series: readonly SeriesGlance[];
  /** Of the invoices not cancelled, rates in order. */
  readonly rates: readonly RateRow[];
  readonly sections: readonly SectionGlance[];
  readonly totals: Register["totals"];
}

const SECTIONS: readonly Gstr1Section[] = ["b2b", "b2cl", "b2cs"];

export function periodGlance(register: Register): PeriodGlance {
  const bySeries = new Map<string, RegisterInvoice[]>();
  for (const invoice of register.invoices) {
    const list = bySeries.get(invoice.series);
    if (list) list.push(invoice);
    else bySeries.set(invoice.series, [invoice]);
  }
  const gaps = new Map(seriesGaps(register.invoices).map((gap) => [gap.series, gap.missing]));
  const series = [...bySeries.keys()].sort().map((name): SeriesGlance => {
    const invoices = bySeries.get(name)!.sort((a, b) => a.serial - b.serial);
    return {
      series: name,
      first: invoices[0]!.number,
      last: invoices[invoices.length - 1]!.number,
      issued: invoices.length,
      cancelled: invoices.filter((invoice) => invoice.cancelled).length,
      missing: gaps.get(name) ?? [],
    };
  });

  const rates = new Map<number, RateRow>();
  const sections = new Map<Gstr1Section, SectionGlance>(
    SECTIONS.map((section) => [
      section,
      { section, invoices: 0, invoiceValue: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 },
    ]),
  );
  for (const invoice of register.invoices) {
    if (invoice.cancelled) continue;
    for (const row of invoice.rates) {
      const before = rates.get(row.ratePercent) ?? {
        ratePercent: row.ratePercent,
        taxable: 0,
        cgst: 0,
        sgst: 0,
        igst: 0,
      };
      rates.set(row.ratePercent, addTaxes(before, row));
    }
    const section = sections.get(invoice.section)!;
    sections.set(invoice.section, {
      ...addTaxes(section, invoice),
      invoices: section.invoices + 1,
      invoiceValue: section.invoiceValue + invoice.invoiceValue,
    });
  }
  return {
    documents: register.invoices.length,
    series,
    rates: [...rates.values()].sort((a, b) => a.ratePercent - b.ratePercent),
    sections: [...sections.values()],
    totals: register.totals,
  };
}
