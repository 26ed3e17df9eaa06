import { describe, expect, it } from "vitest";

import { seededRandom } from "~/catalog/seeded-random";
import { invoiceTotals } from "~/calculator/arithmetic/invoice-totals";
import { documentBuyerKey } from "~/calculator/buyers/buyer-record";
import { ledgerEntries, ledgerEntryOf } from "~/calculator/buyers/ledger";
import type { IssuedDocument } from "~/calculator/device/issued-documents";
import { issueNote } from "~/calculator/notes/issue-note";

import { randomDocuments } from "../../../support/random-tax-invoices";

const documents = randomDocuments(seededRandom(7), {
  count: 40,
  from: Date.UTC(2026, 9, 1),
  to: Date.UTC(2026, 10, 1),
}) as IssuedDocument[];

describe("a document's ledger entry", () => {
  it("carries the invoice's number, India date, buyer, rounded total and cancellation", () => {
    const document = { ...documents[0]!, issuedAt: Date.parse("2026-10-31T20:00:00Z") };
    expect(ledgerEntryOf(document)).toEqual({
      number: document.number,
      kind: "invoice",
      buyerKey: documentBuyerKey(document.buyer),
      buyerName: document.buyer.name,
      date: "2026-11-01",
      issuedAt: document.issuedAt,
      amount: invoiceTotals(document.lines, document.settings).roundedTotal,
      cancelled: document.cancelled !== undefined,
    });
  });

  it("leaves quotations out", () => {
    const quotation = { ...documents[1]!, kind: "quotation" as const };
    expect(ledgerEntryOf(quotation)).toBeNull();
    expect(ledgerEntries([quotation, documents[2]!]).map((entry) => entry.number)).toEqual([
      documents[2]!.number,
    ]);
  });

  it("reads a credit or debit note with its value and the invoice it corrects", () => {
    const invoice = documents.find((document) => !document.cancelled)!;
    const issued = issueNote({
      kind: "credit-note",
      invoiceNumber: invoice.number,
      request: { basis: "value", by: "line", items: [{ serial: 1, amount: "10" }] },
      reason: "Rate charged too high",
      issued: documents,
      counters: {},
      seriesCode: "R7",
      now: invoice.issuedAt + 86_400_000,
    });
    if (!issued.ok) throw new Error(issued.message);
    expect(ledgerEntryOf(issued.document)).toMatchObject({
      number: "CN/R7/2627/0001",
      kind: "credit-note",
      invoiceNumber: invoice.number,
      amount: issued.document.note!.value,
      buyerKey: documentBuyerKey(invoice.buyer),
    });
    expect(issued.document.note!.value).toBeGreaterThanOrEqual(10_00);
    const unreadable = { ...issued.document, note: undefined };
    expect(ledgerEntryOf(unreadable)).toBeNull();
  });
});
