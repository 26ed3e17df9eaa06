import { describe, expect, it } from "vitest";

import { seededRandom } from "~/catalog/seeded-random";
import { invoiceTotals } from "~/calculator/arithmetic/invoice-totals";
import { learnFromDocuments } from "~/calculator/buyers/buyer-book";
import { documentBuyerKey } from "~/calculator/buyers/buyer-record";
import { duesOverview } from "~/calculator/buyers/dues";
import { ledgerEntries } from "~/calculator/buyers/ledger";
import type { Payment } from "~/calculator/buyers/payments";
import type { IssuedDocument } from "~/calculator/device/issued-documents";
import { issueNote } from "~/calculator/notes/issue-note";

import { pick, randomDocuments } from "../../../support/random-tax-invoices";
import { payment } from "./fixtures";

/**
 * Over random registers of real tax invoices with real credit and debit notes issued against them and
 * payments taken from their buyers, the dues reconcile to the paisa with the documents themselves.
 */

const FROM = Date.UTC(2026, 3, 2);
const TO = Date.UTC(2026, 10, 1);

describe("dues over random registers of invoices, notes and payments", () => {
  it("add up to the invoices' totals − credit notes + debit notes − payments, buyer by buyer", () => {
    let notesIssued = 0;
    for (let seed = 1; seed <= 400; seed += 1) {
      const random = seededRandom(seed);
      const context = `seed ${seed}`;
      let documents: IssuedDocument[] = randomDocuments(random, {
        count: 1 + Math.floor(random() * 6),
        from: FROM,
        to: TO,
        maxLines: 4,
      }) as IssuedDocument[];
      let counters = {};
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const invoice = pick(
          random,
          documents.filter((document) => document.kind === "tax-invoice"),
        );
        const kind = random() < 0.6 ? "credit-note" : "debit-note";
        const issued = issueNote({
          kind,
          invoiceNumber: invoice.number,
          request: {
            basis: "value",
            by: "line",
            items: [{ serial: 1, amount: String(1 + Math.floor(random() * 500)) }],
          },
          reason: "Rate corrected",
          issued: documents,
          counters,
          seriesCode: "R7",
          now: invoice.issuedAt + 86_400_000,
        });
        if (!issued.ok) continue;
        documents = issued.issued;
        counters = issued.counters;
        notesIssued += 1;
      }
      const payments: Payment[] = Array.from({ length: Math.floor(random() * 4) }, (_, index) => {
        const paidFor = pick(random, documents);
        return payment(
          `RV/R7/2627/${String(index + 1).padStart(4, "0")}`,
          "2026-11-15",
          1 + Math.floor(random() * 3_00_000_00),
          {
            buyerKey: documentBuyerKey(paidFor.buyer),
            buyerName: paidFor.buyer.name,
          },
        );
      });

      const expected = new Map<string, number>();
      const add = (key: string, amount: number) => expected.set(key, (expected.get(key) ?? 0) + amount);
      const keyOfNumber = new Map(
        documents.map((document) => [document.number, documentBuyerKey(document.buyer)]),
      );
      for (const document of documents) {
        if (document.cancelled) continue;
        if (document.note) {
          const sign = document.kind === "credit-note" ? -1 : 1;
          add(keyOfNumber.get(document.note.against.number)!, sign * document.note.value);
        } else
          add(
            documentBuyerKey(document.buyer),
            invoiceTotals(document.lines, document.settings).roundedTotal,
          );
      }
      for (const entry of payments) add(entry.buyerKey, -entry.amount);

      const book = learnFromDocuments([], documents).book;
      const overview = duesOverview(book, ledgerEntries(documents), payments, "2026-11-30");
      // Each buyer of the book is known by the key of its documents (the random buyers give no phones).
      const balances = new Map(overview.buyers.map((dues) => [dues.id, dues.balance]));
      for (const [key, amount] of expected) expect(balances.get(key) ?? 0, `${context} ${key}`).toBe(amount);
      expect(overview.totalDue - overview.totalAdvance, context).toBe(
        [...expected.values()].reduce((a, b) => a + b, 0),
      );
    }
    expect(notesIssued).toBeGreaterThan(300);
  });
});
