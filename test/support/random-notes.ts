import type { IssuedDocument } from "~/calculator/device/issued-documents";
import type { DocumentCounters, NoteKind } from "~/calculator/documents/document-numbering";
import { invoiceBalance } from "~/calculator/notes/balance";
import { cancelIssued, issueNote } from "~/calculator/notes/issue-note";
import type { NoteRequest } from "~/calculator/notes/note-values";
import { toDecimalRupees } from "~/money/money";
import { div, floor, mul, rational, toNumber } from "~/money/rational";

import { pick, type Random } from "./random-tax-invoices";

/**
 * Random credit and debit notes against random tax invoices, issued through the calculator's own
 * `issueNote`, for the notes' property tests: goods returned (part of a line, all that is left, or more
 * than is left), values per line and per rate (within what is left, all of it, or beyond), debit notes,
 * some notes cancelled. Every request and its answer are recorded, so a test can check that what was
 * within bounds was issued and what was beyond was refused.
 */

export interface NoteAttempt {
  readonly kind: NoteKind;
  readonly invoice: string;
  readonly request: NoteRequest;
  /** Whether the request asked for more than was left (then it must be refused). */
  readonly beyond: boolean;
  readonly issued: IssuedDocument | null;
  readonly refusal: string | null;
}

/** A quantity or rupee figure written as a rep types it. */
const text = (value: number) => String(value);

function randomRequest(
  random: Random,
  kind: NoteKind,
  invoice: IssuedDocument,
  documents: readonly IssuedDocument[],
): { request: NoteRequest; beyond: boolean } {
  const balance = invoiceBalance(invoice, documents);
  const lines = balance.lines.filter(() => random() < 0.7);
  const chosen = lines.length > 0 ? lines : [pick(random, balance.lines)];
  const beyond = kind === "credit-note" && random() < 0.15;
  const basis = kind === "credit-note" && random() < 0.5 ? "goods-returned" : "value";
  if (basis === "goods-returned") {
    const items = chosen.map((line) => {
      const left = line.quantity;
      const whole = line.unit !== "kg";
      // All that is left, a part of it, or (for the test of refusals) one more than is left.
      const share = random() < 0.3 ? rational(1n) : rational(BigInt(Math.floor(random() * 1000)), 1000n);
      let quantity = mul(left, share);
      quantity = whole
        ? rational(floor(quantity))
        : div(rational(floor(mul(quantity, rational(1000n)))), rational(1000n));
      if (beyond) quantity = whole ? rational(floor(left) + 1n) : div(rational(floor(mul(left, rational(1000n))) + 1n), rational(1000n));
      return { serial: line.serial, quantity: text(toNumber(quantity)) };
    });
    return { request: { basis, items }, beyond };
  }
  if (random() < 0.5) {
    const items = chosen.map((line) => {
      const left = kind === "credit-note" ? line.taxable : 1_000_00;
      const amount = beyond ? left + 1 + Math.floor(random() * 100) : random() < 0.3 ? left : Math.floor(random() * left);
      return { serial: line.serial, amount: toDecimalRupees(amount) };
    });
    return { request: { basis, by: "line", items }, beyond };
  }
  const rates = [...new Set(chosen.map((line) => line.ratePercent))];
  const items = rates.map((ratePercent) => {
    const left = balance.lines
      .filter((line) => line.ratePercent === ratePercent)
      .reduce((sum, line) => sum + line.taxable, 0);
    const cap = kind === "credit-note" ? left : 5_000_00;
    const amount = beyond ? cap + 1 : random() < 0.3 ? cap : Math.floor(random() * cap);
    return { ratePercent, amount: toDecimalRupees(amount) };
  });
  return { request: { basis, by: "rate", items }, beyond };
} // prettier-ignore

export interface RandomNotesResult {
  readonly documents: IssuedDocument[];
  readonly attempts: readonly NoteAttempt[];
  readonly counters: DocumentCounters;
}

/**
 * Up to `perInvoice` notes against each invoice, dated between the invoice and `until`, in date order;
 * now and then one is cancelled. The device's series code is A1 unless another is given.
 */
export function randomNotes(
  random: Random,
  invoices: readonly IssuedDocument[],
  options: { readonly until: number; readonly perInvoice?: number; readonly seriesCode?: string },
): RandomNotesResult {
  let documents: IssuedDocument[] = [...invoices];
  let counters: DocumentCounters = {};
  const attempts: NoteAttempt[] = [];
  const plans = invoices.flatMap((invoice) =>
    Array.from({ length: Math.floor(random() * ((options.perInvoice ?? 4) + 1)) }, () => ({
      invoice,
      at: invoice.issuedAt + 60_000 + Math.floor(random() * Math.max(1, options.until - invoice.issuedAt)),
      kind: (random() < 0.75 ? "credit-note" : "debit-note") as NoteKind,
    })),
  );
  plans.sort((a, b) => a.at - b.at);
  for (const plan of plans) {
    const { request, beyond } = randomRequest(random, plan.kind, plan.invoice, documents);
    const result = issueNote({
      kind: plan.kind,
      invoiceNumber: plan.invoice.number,
      request,
      reason: pick(random, [
        "Goods returned: damaged",
        "Rate corrected",
        "Expired stock back",
        "Freight left off",
      ]),
      issued: documents,
      counters,
      seriesCode: options.seriesCode ?? "A1",
      now: plan.at,
    });
    if (result.ok) {
      documents = result.issued;
      counters = result.counters;
      if (random() < 0.08) {
        const cancelled = cancelIssued(
          documents,
          result.document.number,
          "Issued by mistake",
          plan.at + 1000,
        );
        if (cancelled.ok) documents = cancelled.issued;
      }
    }
    attempts.push({
      kind: plan.kind,
      invoice: plan.invoice.number,
      request,
      beyond,
      issued: result.ok ? result.document : null,
      refusal: result.ok ? null : result.message,
    });
  }
  return { documents, attempts, counters };
}
