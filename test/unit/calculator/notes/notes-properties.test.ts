import Papa from "papaparse";
import { describe, expect, it } from "vitest";

import { seededRandom } from "~/catalog/seeded-random";
import { invoiceTotals } from "~/calculator/arithmetic/invoice-totals";
import type { IssuedDocument } from "~/calculator/device/issued-documents";
import { invoiceBalance } from "~/calculator/notes/balance";
import { accountantFiles } from "~/calculator/register/accountant-files";
import { inPeriod, quarterPeriod } from "~/calculator/register/period";
import { toPaise } from "~/money/money";
import { compare, ZERO } from "~/money/rational";

import { validateEInvoice } from "../register/e-invoice-validator";
import { randomNotes } from "../../../support/random-notes";
import { SELLER_LOCATION, randomDocuments } from "../../../support/random-tax-invoices";

/**
 * Over thousands of random invoices and notes against them: no note takes more than is left of its
 * invoice (and one asking for more is refused), and every file of the period reconciles to the paisa
 * with the invoices less the credit notes plus the debit notes; every CRN and DBN passes the e-invoice
 * validator written from the schema.
 */

const RUNS = 600;
const PERIOD = quarterPeriod("2026-27", 3)!;
const FROM = Date.UTC(2026, 9, 1);
const TO = Date.UTC(2026, 11, 20);

type Row = Record<string, string>;

function rows(text: string): Row[] {
  const parsed = Papa.parse<Row>(text.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

const paise = (text: string | undefined) => (text ? toPaise(text) : 0);
const sum = (list: readonly Row[], column: string) =>
  list.reduce((total, row) => total + paise(row[column]), 0);
const taxOf = (list: readonly Row[], columns: readonly string[]) =>
  columns.reduce((total, column) => total + sum(list, column), 0);

/** What the documents themselves say: the invoices' totals less credits plus debits, in the period. */
function expectedNet(documents: readonly IssuedDocument[]) {
  let taxable = 0;
  let tax = 0;
  for (const document of documents) {
    if (document.cancelled || !inPeriod(PERIOD, document.issuedAt)) continue;
    if (document.kind === "tax-invoice") {
      const totals = invoiceTotals(document.lines, document.settings);
      taxable += totals.taxableValue + totals.oilSubtotal;
      tax += totals.gstNonOil + totals.gstOil;
    } else if (document.note) {
      const sign = document.kind === "credit-note" ? -1 : 1;
      for (const line of document.note.lines) {
        taxable += sign * line.taxable;
        tax += sign * (line.cgst + line.sgst + line.igst);
      }
    }
  }
  return { taxable, tax };
}

describe("credit and debit notes over random invoices", () => {
  it("never take more than is left, and every file reconciles with invoices − credit + debit", () => {
    let notesIssued = 0;
    let refusedBeyond = 0;
    let eInvoiceNotes = 0;
    for (let seed = 1; seed <= RUNS; seed += 1) {
      const random = seededRandom(seed);
      const invoices = randomDocuments(random, { count: 1 + Math.floor(random() * 5), from: FROM, to: TO });
      const { documents, attempts } = randomNotes(random, invoices, { until: TO });
      const context = `seed ${seed}`;

      // No note passes what was left: every attempt asking for more was refused, and no line of any
      // invoice is below nothing, in goods, value or tax; no credit note is worth more than the invoice's net.
      for (const attempt of attempts) {
        if (attempt.beyond)
          expect(attempt.issued, `${context}: ${JSON.stringify(attempt.request)}`).toBeNull();
        if (attempt.issued) notesIssued += 1;
        else if (attempt.beyond) refusedBeyond += 1;
      }
      const overdrawn = invoices.filter((invoice) => {
        const balance = invoiceBalance(invoice, documents);
        return (
          balance.netValue < 0 ||
          balance.lines.some(
            (line) =>
              Math.min(line.taxable, line.cgst, line.sgst, line.igst) < 0 || compare(line.quantity, ZERO) < 0,
          )
        );
      });
      expect(
        overdrawn.map((invoice) => invoice.number),
        context,
      ).toEqual([]);

      const { files, register, eInvoices } = accountantFiles(PERIOD, documents, SELLER_LOCATION);
      const { taxable, tax } = expectedNet(documents);
      expect(register.net.taxable, context).toBe(taxable);
      expect(register.net.cgst + register.net.sgst + register.net.igst, context).toBe(tax);

      // The sales register's standing rows add up to the net (credit notes below zero).
      const sales = rows(files["sales-register.csv"]!).filter((row) => row.Status === "Issued");
      expect(sum(sales, "Taxable Value"), context).toBe(taxable);
      expect(taxOf(sales, ["CGST", "SGST", "IGST"]), context).toBe(tax);

      // b2b + b2cl + b2cs (net of its notes) − credit + debit in cdnr and cdnur: the net taxable value.
      const signed = (list: Row[]) =>
        list.reduce(
          (total, row) => total + (row["Note Type"] === "C" ? -1 : 1) * paise(row["Taxable Value"]),
          0,
        );
      const cdnr = rows(files["cdnr.csv"]!);
      const cdnur = rows(files["cdnur.csv"]!);
      expect(
        sum(rows(files["b2b.csv"]!), "Taxable Value") +
          sum(rows(files["b2cl.csv"]!), "Taxable Value") +
          sum(rows(files["b2cs.csv"]!), "Taxable Value") +
          signed(cdnr) +
          signed(cdnur),
        context,
      ).toBe(taxable);
      for (const row of [...cdnr, ...cdnur]) {
        expect(["C", "D"], context).toContain(row["Note Type"]);
        expect(paise(row["Taxable Value"]), context).toBeGreaterThan(0);
        expect(row["Note Number"], context).toMatch(/^(CN|DN)\/A1\/2627\/\d{4}$/);
      }

      // The HSN sheets, net of the notes, add up to the net taxable value and tax.
      const hsn = [...rows(files["hsn-b2b.csv"]!), ...rows(files["hsn-b2c.csv"]!)];
      expect(sum(hsn, "Taxable Value"), context).toBe(taxable);
      expect(
        taxOf(hsn, ["Integrated Tax Amount", "Central Tax Amount", "State/UT Tax Amount"]),
        context,
      ).toBe(tax);

      // docs.csv counts every note of the period in its series, cancelled ones as such.
      const docs = rows(files["docs.csv"]!);
      for (const [kind, nature] of [
        ["credit-note", "Credit Note"],
        ["debit-note", "Debit Note"],
      ] as const) {
        const ofKind = documents.filter(
          (document) => document.kind === kind && inPeriod(PERIOD, document.issuedAt),
        );
        const listed = docs.filter((row) => row["Nature of Document"] === nature);
        const count = (column: string) => listed.reduce((total, row) => total + Number(row[column]), 0);
        expect(count("Total Number"), context).toBe(ofKind.length);
        expect(count("Cancelled"), context).toBe(ofKind.filter((document) => document.cancelled).length);
      }

      // Every CRN and DBN passes the validator and names its invoice.
      for (const eInvoice of eInvoices) {
        expect(validateEInvoice(eInvoice), `${context}: ${eInvoice.DocDtls.No}`).toEqual([]);
        if (eInvoice.DocDtls.Typ === "INV") continue;
        eInvoiceNotes += 1;
        const note = documents.find((document) => document.number === eInvoice.DocDtls.No)!;
        expect(eInvoice.RefDtls!.PrecDocDtls[0]!.InvNo, context).toBe(note.note!.against.number);
      }
    }
    // The runs covered what they claim to.
    expect(notesIssued).toBeGreaterThan(2 * RUNS);
    expect(refusedBeyond).toBeGreaterThan(RUNS / 10);
    expect(eInvoiceNotes).toBeGreaterThan(RUNS / 4);
  }, 300_000);
});
