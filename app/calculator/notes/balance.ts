import type { Supply } from "~/calculator/arithmetic/tax-breakdown";
import type { IssuedDocument } from "~/calculator/device/issued-documents";
import type { PackingUnit } from "~/calculator/price-list/price-list-item";
import { registerInvoice, type TaxAmounts } from "~/calculator/register/register";
import type { Paise } from "~/money/money";
import { ZERO, add, fromDecimal, sub, type Rational } from "~/money/rational";

/**
 * What is left of a tax invoice after its notes (docs/calculator.md, "Credit and debit notes"): per
 * line, the goods not returned and the taxable value and taxes not credited. The invoice's own values
 * per line are its printed figures shared out exactly (register/line-values.ts); each credit note takes
 * from them, each debit note adds to them. Cancelled notes count for nothing. A credit note can never
 * take more than this, so nothing reported for an invoice ever goes below zero.
 */

export interface LineBalance extends TaxAmounts {
  /** The invoice line's number (1 for its first line). */
  readonly serial: number;
  readonly name: string;
  readonly hsn: string;
  readonly unit: PackingUnit;
  readonly ratePercent: number;
  /** The goods on the invoice, billed and free, in the packing unit. */
  readonly invoiced: Rational;
  /** The goods not yet returned. */
  readonly quantity: Rational;
  /** The line's values with every debit note's added: what credits are measured against. */
  readonly raised: TaxAmounts;
  /** What credit notes have taken so far. */
  readonly credited: TaxAmounts;
}

export interface InvoiceBalance {
  readonly invoice: IssuedDocument;
  /** The invoice's notes that stand (not cancelled), oldest first. */
  readonly notes: readonly IssuedDocument[];
  readonly lines: readonly LineBalance[];
  /** The invoice's tax treatment: CGST + SGST within the state, IGST across. */
  readonly supply: Supply;
  /** The invoice's value (its rounded total). */
  readonly invoiceValue: Paise;
  /** The invoice's value less its credit notes' values plus its debit notes'. */
  readonly netValue: Paise;
  /** Σ of the lines: the taxable value and taxes left. */
  readonly left: TaxAmounts;
}

const NOTHING: TaxAmounts = { taxable: 0, cgst: 0, sgst: 0, igst: 0 };

function plus(a: TaxAmounts, b: TaxAmounts, sign: 1 | -1 = 1): TaxAmounts {
  return {
    taxable: a.taxable + sign * b.taxable,
    cgst: a.cgst + sign * b.cgst,
    sgst: a.sgst + sign * b.sgst,
    igst: a.igst + sign * b.igst,
  };
}

export function taxOf(amounts: TaxAmounts): Paise {
  return amounts.cgst + amounts.sgst + amounts.igst;
}

/** Whether nothing of the values is left: every taxable value and tax at zero. */
export function isSpent(amounts: TaxAmounts): boolean {
  return amounts.taxable === 0 && taxOf(amounts) === 0;
}

/** The notes that stand against the invoice numbered so, oldest first. */
export function notesAgainst(number: string, documents: readonly IssuedDocument[]): IssuedDocument[] {
  return documents
    .filter((document) => document.note?.against.number === number && !document.cancelled)
    .sort((a, b) => a.issuedAt - b.issuedAt || (a.number < b.number ? -1 : 1));
}

/** The invoice's balance after the notes among `documents` that stand against it. */
export function invoiceBalance(
  invoice: IssuedDocument,
  documents: readonly IssuedDocument[],
): InvoiceBalance {
  const values = registerInvoice(invoice);
  const notes = notesAgainst(invoice.number, documents);
  const lines = values.lines.map((line) => {
    const own: TaxAmounts = { taxable: line.taxable, cgst: line.cgst, sgst: line.sgst, igst: line.igst };
    const invoiced = add(line.billed, line.free);
    const noteLines = notes.flatMap((note) =>
      (note.note?.lines ?? [])
        .filter((noteLine) => noteLine.serial === line.serial)
        .map((noteLine) => ({ kind: note.kind, line: noteLine })),
    );
    const debited = noteLines.filter((entry) => entry.kind === "debit-note");
    const credits = noteLines.filter((entry) => entry.kind === "credit-note");
    const raised = debited.reduce((sum, entry) => plus(sum, entry.line), own);
    const credited = credits.reduce((sum, entry) => plus(sum, entry.line), NOTHING);
    const returned = credits.reduce((sum, entry) => add(sum, fromDecimal(entry.line.quantity)), ZERO);
    return {
      serial: line.serial,
      name: line.line.name,
      hsn: line.line.hsn,
      unit: line.unit,
      ratePercent: line.ratePercent,
      invoiced,
      quantity: sub(invoiced, returned),
      raised,
      credited,
      ...plus(raised, credited, -1),
    };
  });
  const netValue = notes.reduce(
    (value, note) => value + (note.kind === "credit-note" ? -1 : 1) * (note.note?.value ?? 0),
    values.invoiceValue,
  );
  return {
    invoice,
    notes,
    lines,
    supply: values.supply,
    invoiceValue: values.invoiceValue,
    netValue,
    left: lines.reduce<TaxAmounts>((sum, line) => plus(sum, line), NOTHING),
  };
}
