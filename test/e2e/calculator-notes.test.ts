import { readFileSync } from "node:fs";

import { strFromU8, unzipSync } from "fflate";
import Papa from "papaparse";
import type { Download, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { invoiceLineFor } from "~/calculator/arithmetic/add-line";
import { DEFAULT_SETTINGS } from "~/calculator/arithmetic/invoice";
import { makeBackup } from "~/calculator/device/backup";
import { readStoredPriceList } from "~/calculator/device/invoice-draft";
import type { IssuedDocument } from "~/calculator/device/issued-documents";
import { financialYear, shortYear } from "~/calculator/documents/document-numbering";
import type { PriceListItem } from "~/calculator/price-list/price-list-item";

import { SELLER } from "../support/random-tax-invoices";
import { expectNoAxeViolations, useBrowser } from "./support/browser";
import { CALCULATOR_PATH, SELLER_WITH_PLACE, freshCalculator, savePdf } from "./support/calculator";
import { pdfPageTexts } from "./support/pdf-text";
import { useServer } from "./support/use-server";

/**
 * Credit and debit notes in Chromium over the production build. A device restored from a backup holds
 * a B2B tax invoice with goods at 5 % and 18 % (Delhi to Maharashtra: IGST), a cancelled one, and one of
 * an earlier financial year. A credit note for part of one line is issued, its PDF read back with
 * PDF.js; a second for more than is left is refused saying what is left; the invoice lists its notes
 * and net value; a debit note raises it; the month's .zip holds cdnr.csv with the tool's headings and
 * the notes' values, HSN sheets net of the notes, and the notes counted in docs.csv; notes against the
 * cancelled invoice and past the time limit are refused with the reason.
 */

const browser = useBrowser();
const configured = useServer(SELLER_WITH_PLACE, "vasanam-e2e-notes-");
const now = Date.now();
const year = shortYear(financialYear(now));
const INVOICE = `PE/T1/${year}/0001`;
const CANCELLED = `PE/T1/${year}/0002`;
const OLD = "PE/T1/2425/0001";

const incense = (name: string, gstRate: number): PriceListItem => ({
  name,
  rate: 84,
  category: "incense",
  packingSize: 768,
  packingUnit: "pcs",
  scheme: "none",
  gramsPerPack: 16,
  productMrp: 10,
  hsn: "330741",
  gstRate,
});

function invoice(number: string, issuedAt: number, extra: Partial<IssuedDocument> = {}): IssuedDocument {
  return {
    kind: "tax-invoice",
    brand: "Punarvana Wholesale",
    seller: SELLER,
    buyer: {
      name: "Kaveri Distributors",
      address: "Shop 4, Market Yard\nPune",
      gstin: "27AAPFU0939F1ZV",
      stateCode: "27",
      pincode: "411037",
      city: "Pune",
    },
    settings: DEFAULT_SETTINGS,
    // Ten dozen at 5 % and ten at 18 %: ₹739.20 taxable at each rate after the 12 % discount.
    lines: [
      invoiceLineFor(incense("Rose Agarbatti", 5), { id: `${number}-1`, quantity: 10, mode: "dozen" }),
      invoiceLineFor(incense("Sandal Dhoop Sticks", 18), { id: `${number}-2`, quantity: 10, mode: "dozen" }),
    ],
    number,
    issuedAt,
    ...extra,
  };
}

async function backupFile(): Promise<string> {
  return makeBackup(
    {
      seriesCode: "T1",
      counters: { [`PE/T1/${year}`]: 2, "PE/T1/2425": 1 },
      issued: [
        invoice(OLD, Date.parse("2024-06-10T11:00:00+05:30")),
        invoice(INVOICE, now - 120_000),
        invoice(CANCELLED, now - 60_000, {
          cancelled: { at: new Date(now).toISOString(), reason: "Duplicate" },
        }),
      ],
      drafts: [],
      priceList: readStoredPriceList(null),
    },
    now,
  );
}

const issuedList = (page: Page) => page.getByRole("region", { name: "Issued documents" });
const rowOf = (page: Page, number: string) =>
  issuedList(page)
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: number, exact: true }) });

async function openNoteForm(page: Page, kind: "Credit note" | "Debit note", number: string) {
  await page.getByRole("button", { name: `${kind} against ${number}` }).click();
  await page.getByRole("heading", { name: `${kind} against ${number}` }).waitFor();
}

async function download(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent("download", { timeout: 45_000 }),
    page.getByRole("button", { name: button }).click(),
  ]);
  return file;
}

function csv(files: Record<string, Uint8Array>, name: string): { headings: string[]; rows: string[][] } {
  const parsed = Papa.parse<string[]>(strFromU8(files[name]!).replace(/^\uFEFF/, ""), {
    skipEmptyLines: true,
  });
  const [headings = [], ...rows] = parsed.data;
  return { headings, rows };
}

describe("credit and debit notes", () => {
  it("are issued against a restored invoice, refused beyond what is left, and reported net", async () => {
    const { page, context } = await freshCalculator(
      browser(),
      { seriesCode: null },
      configured().server.baseURL + CALCULATOR_PATH,
    );
    try {
      await page.getByText("Backup and accountant's files").click();
      const chooser = page.waitForEvent("filechooser");
      await page.getByRole("button", { name: "Restore from a backup file" }).click();
      await (
        await chooser
      ).setFiles({
        name: "backup.json",
        mimeType: "application/json",
        buffer: Buffer.from(await backupFile()),
      });
      await rowOf(page, INVOICE).waitFor();

      // A credit note for 24 of the 120 pieces of line 1.
      await openNoteForm(page, "Credit note", INVOICE);
      await expectNoAxeViolations(page);
      await page
        .getByRole("textbox", { name: "Line 1, Rose Agarbatti: quantity coming back (pcs)" })
        .fill("24");
      await page.getByRole("textbox", { name: "Reason for the credit note" }).fill("Damaged in transit");
      await page.getByRole("button", { name: "Issue credit note" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: `Issued credit note CN/T1/${year}/0001` })
        .waitFor();
      // The bar shows the note's own value while it is open.
      await expect(page.getByRole("region", { name: "Rounded total" }).textContent()).resolves.toContain(
        "₹155.00",
      );
      const pdf = await savePdf(page);
      expect(pdf.suggestedFilename()).toBe(`CN-T1-${year}-0001.pdf`);
      const text = (await pdfPageTexts(readFileSync((await pdf.path())!))).join(" ");
      for (const expected of [
        "CREDIT NOTE",
        `Credit note no. CN/T1/${year}/0001`,
        `Original invoice ${INVOICE}`,
        "Invoice date",
        "Punarvana Eco Products Private Limited",
        "GSTIN: 07AAACR5055K1Z9",
        "Kaveri Distributors",
        "GSTIN: 27AAPFU0939F1ZV",
        "Place of supply Maharashtra (27)",
        "Rose Agarbatti",
        "330741",
        "24 pcs",
        "₹147.84",
        "IGST 5%",
        "₹7.39",
        "Credit Note value",
        "₹155.00",
        "Rupees One Hundred Fifty Five Only",
        "REASON Damaged in transit",
        "Authorised signatory",
      ]) {
        expect(text, expected).toContain(expected);
      }

      // More than is left is refused, saying what is left.
      await openNoteForm(page, "Credit note", INVOICE);
      await page
        .getByRole("textbox", { name: "Line 1, Rose Agarbatti: quantity coming back (pcs)" })
        .fill("100");
      await page.getByRole("textbox", { name: "Reason for the credit note" }).fill("Unsold stock");
      await page.getByRole("button", { name: "Issue credit note" }).click();
      await page
        .getByRole("alert")
        .filter({ hasText: "Line 1 (Rose Agarbatti): 100 pcs is more than the 96 pcs left to return." })
        .waitFor();
      await page.getByRole("button", { name: "Close" }).click();

      // The invoice lists its note under it, and its net value.
      await rowOf(page, INVOICE).filter({ hasText: "Net ₹1,493.00" }).waitFor();
      await expect(rowOf(page, `CN/T1/${year}/0001`).textContent()).resolves.toContain(`against ${INVOICE}`);

      // A debit note of ₹100 taxable at 18 % raises it by ₹118.
      await openNoteForm(page, "Debit note", INVOICE);
      await page.getByRole("radio", { name: "A value per GST rate" }).check();
      await page.getByRole("textbox", { name: "Taxable value to debit at GST 18% (₹)" }).fill("100");
      await page.getByRole("textbox", { name: "Reason for the debit note" }).fill("Rate charged too low");
      await page.getByRole("button", { name: "Issue debit note" }).click();
      await page
        .getByRole("status")
        .filter({ hasText: `Issued debit note DN/T1/${year}/0001` })
        .waitFor();
      // The list is read again from the books after the note is kept.
      await rowOf(page, INVOICE).filter({ hasText: "Net ₹1,611.00" }).waitFor();

      // The cancelled invoice and the one of 2024-25 take no credit note, and say why.
      await openNoteForm(page, "Credit note", CANCELLED);
      await page
        .getByRole("alert")
        .filter({
          hasText: `${CANCELLED} is cancelled: a credit note can only change an invoice that stands.`,
        })
        .waitFor();
      await page.getByRole("button", { name: "Close" }).click();
      await openNoteForm(page, "Credit note", OLD);
      await page
        .getByRole("alert")
        .filter({ hasText: `No credit note against ${OLD} after 30 Nov 2025` })
        .waitFor();
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: "Close" }).click();

      // The month's files: cdnr.csv with the tool's headings, the HSN sheet net of the notes, docs.csv.
      const zip = await download(page, "Download the files (.zip)");
      const files = unzipSync(new Uint8Array(readFileSync((await zip.path())!)));
      const cdnr = csv(files, "cdnr.csv");
      expect(cdnr.headings).toEqual([
        "GSTIN/UIN of Recipient",
        "Receiver Name",
        "Note Number",
        "Note Date",
        "Note Type",
        "Place Of Supply",
        "Reverse Charge",
        "Note Supply Type",
        "Note Value",
        "Applicable % of Tax Rate",
        "Rate",
        "Taxable Value",
        "Cess Amount",
      ]);
      const noteDate = cdnr.rows[0]![3]!;
      expect(noteDate).toMatch(/^\d{2}-[A-Z][a-z]{2}-\d{4}$/);
      expect(cdnr.rows).toEqual([
        ["27AAPFU0939F1ZV", "Kaveri Distributors", `CN/T1/${year}/0001`, noteDate, "C", "27-Maharashtra", "N", "Regular B2B", "155.00", "", "5", "147.84", "0.00"],
        ["27AAPFU0939F1ZV", "Kaveri Distributors", `DN/T1/${year}/0001`, noteDate, "D", "27-Maharashtra", "N", "Regular B2B", "118.00", "", "18", "100.00", "0.00"],
      ]); // prettier-ignore
      const hsn = csv(files, "hsn-b2b.csv");
      // 120 − 24 pieces at 5 %, ₹739.20 − ₹147.84; at 18 % ₹739.20 + ₹100.00, its IGST 133.06 + 18.00.
      expect(hsn.rows).toEqual([
        ["330741", "", "", "PCS-PIECES", "96.00", "620.93", "5", "591.36", "29.57", "0.00", "0.00", "0.00"],
        [
          "330741",
          "",
          "",
          "PCS-PIECES",
          "120.00",
          "990.26",
          "18",
          "839.20",
          "151.06",
          "0.00",
          "0.00",
          "0.00",
        ],
      ]);
      const docs = csv(files, "docs.csv").rows;
      expect(docs).toContainEqual(["Debit Note", `DN/T1/${year}/0001`, `DN/T1/${year}/0001`, "1", "0"]);
      expect(docs).toContainEqual(["Credit Note", `CN/T1/${year}/0001`, `CN/T1/${year}/0001`, "1", "0"]);
      const eInvoices = JSON.parse(strFromU8(files["e-invoices.json"]!)) as {
        DocDtls: { Typ: string };
        RefDtls?: { PrecDocDtls: { InvNo: string }[] };
      }[];
      expect(eInvoices.map((entry) => entry.DocDtls.Typ)).toEqual(["INV", "CRN", "DBN"]);
      expect(eInvoices[1]!.RefDtls!.PrecDocDtls[0]!.InvNo).toBe(INVOICE);
    } finally {
      await context.close();
    }
  }, 180_000);
});
