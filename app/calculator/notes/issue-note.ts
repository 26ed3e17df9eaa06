import { roundToStep } from "~/calculator/arithmetic/invoice-totals";
import {
  cancelDocument,
  MAX_CANCELLATION_REASON_LENGTH,
  type IssuedDocument,
} from "~/calculator/device/issued-documents";
import {
  financialYear,
  KIND_NAMES,
  nextDocumentNumber,
  seriesKey,
  type DocumentCounters,
  type NoteKind,
} from "~/calculator/documents/document-numbering";
import { MAX_ROUND_OFF } from "~/calculator/register/e-invoice";
import { gstr1Date, indiaDate } from "~/calculator/register/period";
import type { Paise } from "~/money/money";

import { invoiceBalance, isSpent, notesAgainst, taxOf, type InvoiceBalance } from "./balance";
import type { NoteDetails, NoteLine } from "./note";
import { noteLines, type NoteRequest } from "./note-values";

/**
 * Issuing a credit or debit note against a tax invoice (docs/calculator.md, "Credit and debit notes"),
 * and cancelling one: every check that stands between the rep's request and a numbered note.
 *
 * - Only a tax invoice that stands (not cancelled) takes notes, and a note is never dated before it.
 * - A credit note can reduce the tax on a supply only until 30 November after the end of the financial
 *   year of its invoice (the CGST Act, section 34(2)); after that it is refused, naming the date.
 *   Debit notes have no such limit.
 * - A credit never takes more than is left of the invoice after its earlier notes (note-values.ts).
 * - Notes are numbered in their own series per device and financial year: `CN/R7/2627/0001`,
 *   `DN/R7/2627/0001`.
 * - The note's value is its taxable values and taxes, rounded as its invoice's total is. The credit
 *   note that leaves nothing of the invoice takes exactly the value left, so that the invoice's net value
 *   ends at ₹0.00, and no credit note is ever worth more than that value.
 */

export const MAX_NOTE_REASON_LENGTH = MAX_CANCELLATION_REASON_LENGTH;

const NOTE_NAMES = KIND_NAMES;

const dayFormat = (isoDate: string) => gstr1Date(isoDate).replace(/-/g, " ");

/** The last day (India) a credit note may reduce the tax of an invoice issued then: `2027-11-30`. */
export function creditNoteDeadline(invoiceIssuedAt: number): string {
  const year = financialYear(invoiceIssuedAt);
  return `${Number(year.slice(0, 4)) + 1}-11-30`;
}

/**
 * Why no note of this kind can be issued against the document now, or null when one can (whatever it
 * will hold). Said in full, for the rep.
 */
export function noteRefusal(kind: NoteKind, invoice: IssuedDocument, now: number): string | null {
  const name = NOTE_NAMES[kind];
  if (invoice.kind !== "tax-invoice") return `A ${name} is issued against a tax invoice only.`;
  if (invoice.cancelled) {
    return `${invoice.number} is cancelled: a ${name} can only change an invoice that stands.`;
  }
  if (indiaDate(now) < indiaDate(invoice.issuedAt)) {
    return `A ${name} cannot be dated before its invoice (${dayFormat(indiaDate(invoice.issuedAt))}): check this device's clock.`;
  }
  if (kind === "credit-note") {
    const deadline = creditNoteDeadline(invoice.issuedAt);
    if (indiaDate(now) > deadline) {
      return `No credit note against ${invoice.number} after ${dayFormat(deadline)}: the tax on a supply of ${financialYear(invoice.issuedAt)} can be reduced only until 30 November after that year ends (CGST Act, section 34(2)).`;
    }
  }
  return null;
}

export interface NoteIssueInput {
  readonly kind: NoteKind;
  readonly invoiceNumber: string;
  readonly request: NoteRequest;
  readonly reason: string;
  /** Every document on the device, the invoice and its notes among them. */
  readonly issued: readonly IssuedDocument[];
  readonly counters: DocumentCounters;
  readonly seriesCode: string;
  readonly now: number;
}

export type NoteIssueResult =
  | {
      readonly ok: true;
      readonly document: IssuedDocument;
      readonly issued: IssuedDocument[];
      readonly counters: DocumentCounters;
    }
  | { readonly ok: false; readonly message: string };

/** The reason as it will be printed: spaces tidied; null with the message when it cannot be used. */
function tidyReason(kind: NoteKind, reason: string): { text: string } | { message: string } {
  const text = reason.replace(/\s+/g, " ").trim();
  if (text === "") return { message: `Please give the reason for the ${NOTE_NAMES[kind]}.` };
  if (text.length > MAX_NOTE_REASON_LENGTH) {
    return { message: `Please keep the reason within ${MAX_NOTE_REASON_LENGTH} characters.` };
  }
  return { text };
}

/** The note's value and round-off (see the module's comment). */
function noteValue(
  kind: NoteKind,
  balance: InvoiceBalance,
  lines: readonly NoteLine[],
  roundingStep: number,
): { value: Paise; roundOff: Paise } {
  const exact = lines.reduce((sum, line) => sum + line.taxable + taxOf(line), 0);
  let value = roundToStep(exact, roundingStep);
  if (kind === "credit-note") {
    const after = balance.lines.map((line) => {
      const taken = lines.filter((noteLine) => noteLine.serial === line.serial);
      return {
        taxable: line.taxable - taken.reduce((sum, noteLine) => sum + noteLine.taxable, 0),
        cgst: line.cgst - taken.reduce((sum, noteLine) => sum + noteLine.cgst, 0),
        sgst: line.sgst - taken.reduce((sum, noteLine) => sum + noteLine.sgst, 0),
        igst: line.igst - taken.reduce((sum, noteLine) => sum + noteLine.igst, 0),
      };
    });
    const closes = after.every(isSpent) && Math.abs(balance.netValue - exact) <= MAX_ROUND_OFF;
    if (closes) value = balance.netValue;
    value = Math.max(0, Math.min(value, balance.netValue));
  }
  return { value, roundOff: value - exact };
}

export function issueNote(input: NoteIssueInput): NoteIssueResult {
  const { kind, now } = input;
  const invoice = input.issued.find((document) => document.number === input.invoiceNumber);
  if (!invoice) return { ok: false, message: `There is no invoice ${input.invoiceNumber} on this device.` };
  const refusal = noteRefusal(kind, invoice, now);
  if (refusal) return { ok: false, message: refusal };
  const reason = tidyReason(kind, input.reason);
  if ("message" in reason) return { ok: false, message: reason.message };
  const balance = invoiceBalance(invoice, input.issued);
  const lines = noteLines(kind, balance, input.request);
  if (!lines.ok) return lines;
  const note: NoteDetails = {
    against: { number: invoice.number, issuedAt: invoice.issuedAt, value: balance.invoiceValue },
    reason: reason.text,
    basis: input.request.basis,
    lines: lines.lines,
    ...noteValue(kind, balance, lines.lines, invoice.settings.roundingStep),
  };
  const next = nextDocumentNumber(
    input.counters,
    seriesKey(kind, "", input.seriesCode, financialYear(now)),
    input.issued.map((document) => document.number),
  );
  const document: IssuedDocument = {
    kind,
    brand: invoice.brand,
    seller: invoice.seller,
    buyer: invoice.buyer,
    settings: invoice.settings,
    lines: [],
    number: next.number,
    issuedAt: now,
    note,
  };
  return { ok: true, document, issued: [...input.issued, document], counters: next.counters };
}

/**
 * Cancelling a tax invoice or a note, with a reason (device/issued-documents.ts does the marking). An
 * invoice with notes that stand is not cancelled until they are; a debit note is not cancelled when
 * later credits took what it added (the invoice would be left below nothing).
 */
export function cancelIssued(
  issued: readonly IssuedDocument[],
  number: string,
  reason: string,
  now: number,
): { ok: true; document: IssuedDocument; issued: IssuedDocument[] } | { ok: false; message: string } {
  const document = issued.find((candidate) => candidate.number === number);
  if (document?.kind === "tax-invoice" && !document.cancelled) {
    const notes = notesAgainst(number, issued);
    if (notes.length > 0) {
      return {
        ok: false,
        message: `${number} has notes that stand (${notes.map((note) => note.number).join(", ")}): cancel them first.`,
      };
    }
  }
  if (document?.kind === "debit-note" && document.note && !document.cancelled) {
    const invoice = issued.find((candidate) => candidate.number === document.note!.against.number);
    const without = issued.filter((candidate) => candidate.number !== number);
    if (
      invoice &&
      invoiceBalance(invoice, without).lines.some(
        (line) => Math.min(line.taxable, line.cgst, line.sgst, line.igst) < 0,
      )
    ) {
      return {
        ok: false,
        message: `${number} cannot be cancelled: credit notes have since taken what it added to ${invoice.number}.`,
      };
    }
  }
  const result = cancelDocument(document ?? null, number, reason, now);
  if (!result.ok) return result;
  return {
    ...result,
    issued: issued.map((candidate) => (candidate.number === number ? result.document : candidate)),
  };
}
