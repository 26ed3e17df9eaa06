import Papa from "papaparse";
import { describe, expect, it } from "vitest";

import { seededRandom } from "~/catalog/seeded-random";
import { invoiceTotals } from "~/calculator/arithmetic/invoice-totals";
import { accountantFiles } from "~/calculator/register/accountant-files";
import { quarterPeriod, inPeriod } from "~/calculator/register/period";
import { hsnTaxTable } from "~/calculator/arithmetic/tax-breakdown";
import { toPaise } from "~/money/money";

import { validateEInvoice } from "./e-invoice-validator";
import { SELLER_LOCATION, randomDocuments } from "../../../support/random-tax-invoices";

/**
 * Over thousands of random registers, every file reconciles to the paisa with the invoices it was
 * made from, and every e-invoice passes the validator written from the schema and the portal's rules.
 */

const REGISTERS = 2000;
const PERIOD = quarterPeriod("2026-27", 3)!;
const FROM = Date.UTC(2026, 8, 20);
const TO = Date.UTC(2027, 0, 10);

type Row = Record<string, string>;

function rows(text: string): Row[] {
  const parsed = Papa.parse<Row>(text.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

const paise = (text: string | undefined) => (text ? toPaise(text) : 0);
const sum = (list: readonly Row[], column: string) =>
  list.reduce((total, row) => total + paise(row[column]), 0);

describe("the accountant's files over random registers", () => {
  it("reconcile to the paisa with the invoices, and every e-invoice passes the schema's rules", () => {
    let eInvoicesChecked = 0;
    let cancelledSeen = 0;
    for (let seed = 1; seed <= REGISTERS; seed += 1) {
      const random = seededRandom(seed);
      const documents = randomDocuments(random, { count: 1 + Math.floor(random() * 8), from: FROM, to: TO });
      const { files, register, eInvoices, notes } = accountantFiles(PERIOD, documents, SELLER_LOCATION);
      const context = `seed ${seed}`;

      // What the invoices themselves say, worked out here from the calculator's own totals.
      const inPeriodDocs = documents.filter((document) => inPeriod(PERIOD, document.issuedAt));
      const live = inPeriodDocs.filter((document) => !document.cancelled);
      let taxable = 0;
      let tax = 0;
      const invoiceValues = new Map<string, number>();
      for (const document of live) {
        const totals = invoiceTotals(document.lines, document.settings);
        taxable += totals.taxableValue + totals.oilSubtotal;
        tax += totals.gstNonOil + totals.gstOil;
        invoiceValues.set(document.number, totals.roundedTotal);
      }
      expect(register.totals.taxable, context).toBe(taxable);
      expect(register.totals.cgst + register.totals.sgst + register.totals.igst, context).toBe(tax);

      // sales-register.csv: its issued rows add up to the invoices; every invoice in the period is in it.
      const salesRows = rows(files["sales-register.csv"]!);
      const issuedRows = salesRows.filter((row) => row.Status === "Issued");
      expect(sum(issuedRows, "Taxable Value"), context).toBe(taxable);
      expect(sum(issuedRows, "CGST") + sum(issuedRows, "SGST") + sum(issuedRows, "IGST"), context).toBe(tax);
      expect(new Set(salesRows.map((row) => row["Invoice Number"])).size, context).toBe(inPeriodDocs.length);
      const cancelledRows = salesRows.filter((row) => row.Status === "Cancelled");
      expect(cancelledRows.length, context).toBe(inPeriodDocs.length - live.length);
      expect(
        cancelledRows.every((row) => row["Taxable Value"] === "" && row["Cancellation Reason"] !== ""),
      ).toBe(true);
      cancelledSeen += cancelledRows.length;

      // b2b + b2cl + b2cs: the register's taxable value; every invoice value its rounded total.
      const b2b = rows(files["b2b.csv"]!);
      const b2cl = rows(files["b2cl.csv"]!);
      const b2cs = rows(files["b2cs.csv"]!);
      expect(
        sum(b2b, "Taxable Value") + sum(b2cl, "Taxable Value") + sum(b2cs, "Taxable Value"),
        context,
      ).toBe(taxable);
      const sectionTax = register.invoices
        .filter((invoice) => !invoice.cancelled)
        .reduce((total, invoice) => total + invoice.cgst + invoice.sgst + invoice.igst, 0);
      expect(sectionTax, context).toBe(tax);
      for (const row of [...b2b, ...b2cl]) {
        expect(paise(row["Invoice Value"]), context).toBe(invoiceValues.get(row["Invoice Number"]!));
        expect(row["Invoice date"], context).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
        expect(row["Place Of Supply"], context).toMatch(/^\d{2}-\S/);
      }
      for (const row of b2cl) expect(paise(row["Invoice Value"])).toBeGreaterThan(100_000_00);
      for (const row of b2cs) expect(row.Type).toBe("OE");
      expect(b2b.every((row) => row["GSTIN/UIN of Recipient"]!.length === 15)).toBe(true);

      // hsn-b2b + hsn-b2c: the register's taxable value and each tax; hsn-b2b alone the b2b invoices'.
      const hsnB2b = rows(files["hsn-b2b.csv"]!);
      const hsnB2c = rows(files["hsn-b2c.csv"]!);
      const hsnAll = [...hsnB2b, ...hsnB2c];
      expect(sum(hsnAll, "Taxable Value"), context).toBe(register.totals.taxable);
      expect(sum(hsnAll, "Central Tax Amount"), context).toBe(register.totals.cgst);
      expect(sum(hsnAll, "State/UT Tax Amount"), context).toBe(register.totals.sgst);
      expect(sum(hsnAll, "Integrated Tax Amount"), context).toBe(register.totals.igst);
      expect(sum(hsnAll, "Total Value"), context).toBe(taxable + tax);
      expect(sum(hsnB2b, "Taxable Value"), context).toBe(sum(b2b, "Taxable Value"));

      // docs.csv: every tax invoice of the period counted once, the cancelled ones as cancelled.
      const docs = rows(files["docs.csv"]!);
      expect(sum(docs, "Total Number") / 100, context).toBe(inPeriodDocs.length);
      expect(sum(docs, "Cancelled") / 100, context).toBe(inPeriodDocs.length - live.length);

      // Per invoice: the lines add up to the printed HSN table, code by code.
      for (const invoice of register.invoices) {
        const printed = hsnTaxTable(
          invoice.document.lines,
          invoiceTotals(invoice.document.lines, invoice.document.settings),
          invoice.supply,
        );
        for (const row of printed.rows) {
          const lines = invoice.lines.filter(
            (line) => line.line.hsn === row.hsn && line.ratePercent === row.ratePercent,
          );
          const of = (key: "taxable" | "cgst" | "sgst" | "igst") =>
            lines.reduce((total, line) => total + line[key], 0);
          expect([of("taxable"), of("cgst"), of("sgst"), of("igst")], context).toEqual([
            row.taxable,
            row.cgst,
            row.sgst,
            row.igst,
          ]);
        }
      }

      // e-invoices: one per live b2b invoice (all complete here), each valid, each the invoice's value.
      const b2bInvoices = register.invoices.filter(
        (invoice) => !invoice.cancelled && invoice.section === "b2b",
      );
      expect(eInvoices.length, `${context}: ${notes.join(" ")}`).toBe(b2bInvoices.length);
      expect(JSON.parse(files["e-invoices.json"]!)).toEqual(eInvoices);
      for (const eInvoice of eInvoices) {
        expect(validateEInvoice(eInvoice), `${context} ${eInvoice.DocDtls.No}`).toEqual([]);
        expect(toPaise(eInvoice.ValDtls.TotInvVal)).toBe(invoiceValues.get(eInvoice.DocDtls.No));
        eInvoicesChecked += 1;
      }
    }
    expect(eInvoicesChecked).toBeGreaterThan(2000);
    expect(cancelledSeen).toBeGreaterThan(200);
  }, 120_000);
});
