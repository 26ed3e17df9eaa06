import Papa from "papaparse";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { expectNoAxeViolations, useBrowser, viewports } from "./support/browser";
import {
  CALCULATOR_PATH,
  CONFIGURED_SELLER,
  bytesOf,
  dialogCounts,
  download,
  freshCalculator,
  savePdf,
  seedDraft,
} from "./support/calculator";
import { pdfPageTexts } from "./support/pdf-text";
import { qrCodesOnFirstPage, recordShares, waitForShares } from "./support/share-recorder";
import { useServer } from "./support/use-server";

/**
 * Buyers and dues on a 390 px phone, in Chromium over the production build: the buyer book's CSV
 * import (a bad row reported by its line, the good ones kept); after two tax invoices to a buyer and
 * a credit note against the second, a part payment by UPI recorded from an invoice's "Record payment", what is still due, the receipt's
 * PDF and print, the statement (PDF with its UPI QR code decoded, and CSV), the reminder shared with
 * its UPI link, and the payment cancelled with a reason (the amount due again, the receipt kept).
 */

const UPI_ID = "punarvana@okaxis";
const browser = useBrowser();
const configured = useServer({ ...CONFIGURED_SELLER, SITE_SELLER_UPI_ID: UPI_ID }, "vasanam-e2e-dues-");
const phone = () =>
  freshCalculator(
    browser(),
    { viewport: viewports.mobile, touch: true },
    configured().server.baseURL + CALCULATOR_PATH,
  );

const BUYER = {
  name: "Sharma General Stores",
  address: "12 Main Bazaar Road",
  gstin: "27AAPFU0939F1ZV",
  stateCode: "27",
  phone: "98765 43210",
};

/** "₹12,345.60" → 1234560 paise. */
const paise = (text: string) => Math.round(Number(text.replace(/[₹,\s]/g, "")) * 100);
const rupees = (amount: number) =>
  `₹${(amount / 100).toLocaleString("en-IN", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function openBuyers(page: Page) {
  await page.getByText("Buyers and dues", { exact: true }).tap();
  await page.getByRole("heading", { name: "What buyers owe" }).waitFor();
}

async function issueInvoice(page: Page, lines: number, buyer: typeof BUYER = BUYER) {
  await seedDraft(page, lines, { kind: "tax-invoice", buyer });
  await page.getByRole("button", { name: "Customer, settings and document" }).tap();
  await page.getByRole("combobox", { name: "Customer name" }).waitFor();
  await savePdf(page);
  await page
    .getByText(/Saved tax invoice PE\/T1\/\d{4}\/\d{4}/)
    .first()
    .waitFor();
}

describe("buyers and dues on a phone", () => {
  it("imports a buyer file, reporting a bad GSTIN by its line and keeping the good rows", async () => {
    const { page, context } = await phone();
    try {
      await openBuyers(page);
      const csv = [
        "Party Name,GSTIN/UIN,Address,City,Pincode,State,Mobile,Email ID",
        "Lakshmi Stores,29AAGCB7383J1Z4,4 Temple Street,Bengaluru,560001,Karnataka,9845012345,",
        "Bad Traders,27AAPFU0939F1ZX,1 Nowhere Road,Pune,411001,Maharashtra,9000000001,",
        "Ganesh Pooja Mart,,22 Market Lane,Madurai,625001,Tamil Nadu,+91 94430 12345,ganesh@example.in",
      ].join("\n");
      await page.locator(".calc-buyers input[type=file]").setInputFiles({
        name: "party-list.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(csv),
      });
      const status = page.getByRole("status").filter({ hasText: "from party-list.csv" });
      await status.waitFor();
      await expect(status.textContent()).resolves.toMatch(
        /2 buyers added, 0 updated from party-list\.csv\. 1 row left out/,
      );
      await expect(status.getByRole("listitem").allTextContents()).resolves.toEqual([
        expect.stringMatching(/^Line 3: GSTIN 27AAPFU0939F1ZX: /),
      ]);
      await expectNoAxeViolations(page);

      // The good rows are in the book, and stay there after a reload.
      await page.reload();
      await openBuyers(page);
      await page.getByRole("searchbox", { name: "Name, GSTIN or phone" }).fill("ganesh");
      await page.getByRole("button", { name: "Ganesh Pooja Mart" }).tap();
      await page
        .getByText("Unregistered · 22 Market Lane, Madurai, 625001, Tamil Nadu · 94430 12345")
        .waitFor();
      await page.getByRole("button", { name: "← All buyers" }).tap();
      await page.getByRole("searchbox", { name: "Name, GSTIN or phone" }).fill("29AAG");
      await page.getByRole("button", { name: "Lakshmi Stores" }).waitFor();
      await page.getByRole("searchbox", { name: "Name, GSTIN or phone" }).fill("bad");
      await expect(page.getByRole("button", { name: "Bad Traders" }).count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it("takes a part payment by UPI from an invoice, with its receipt, the statement, the reminder and its cancelling", async () => {
    const { page, context } = await phone();
    try {
      await recordShares(context, true);
      await issueInvoice(page, 2);
      await issueInvoice(page, 3);
      // Goods come back against the second invoice: a credit note, which lowers what the buyer owes.
      await page.getByRole("button", { name: /^Credit note against PE\/T1\/\d{4}\/0002$/ }).tap();
      await page.getByRole("textbox", { name: /^Line 1, .*: quantity coming back/ }).fill("1");
      await page.getByRole("textbox", { name: "Reason for the credit note" }).fill("Damaged in transit");
      await page.getByRole("button", { name: "Issue credit note" }).tap();
      const issuedNote = page
        .getByRole("status")
        .filter({ hasText: /Issued credit note CN\/T1\/\d{4}\/0001/ });
      await issuedNote.waitFor();
      const noteNumber = /(CN\/T1\/\d{4}\/0001)/.exec((await issuedNote.textContent())!)![1]!;
      // "Record payment" on the first invoice: Buyers and dues opens on its buyer, that invoice picked.
      await page.getByRole("button", { name: /^Record payment for PE\/T1\/\d{4}\/0001$/ }).tap();
      const amountField = page.getByRole("textbox", { name: "Amount (₹)" });
      await expect.poll(() => amountField.evaluate((field) => field === document.activeElement)).toBe(true);
      await expect(page.getByRole("radio", { name: "The invoices I pick" }).isChecked()).resolves.toBe(true);
      const pickedInvoice = page.getByRole("checkbox", { name: /^PE\/T1\/\d{4}\/0001: / });
      await expect(pickedInvoice.isChecked()).resolves.toBe(true);
      await expect(page.locator(".calc-settle-choice").getByRole("checkbox").count()).resolves.toBe(2);
      const unpaid = await page.locator(".calc-open-invoices li").allTextContents();
      expect(unpaid).toHaveLength(2);
      const [first, second] = unpaid.map((line) => ({
        number: /^(PE\/T1\/\d{4}\/\d{4})/.exec(line)![1]!,
        amount: paise(/: (₹[\d,.]+) unpaid/.exec(line)![1]!),
      }));
      const owed = first!.amount + second!.amount;
      await page.getByText(`Amount due: ${rupees(owed)}`).waitFor();

      // A part payment: the first invoice and ₹100 of the second.
      const paid = first!.amount + 100_00;
      await amountField.fill(String(paid / 100));
      await page.getByRole("combobox", { name: "Paid by" }).selectOption("upi");
      await page
        .getByRole("textbox", { name: "Reference (UPI transaction id, bank reference; optional)" })
        .fill("UTR 998877");
      await page.getByRole("button", { name: "Record the payment" }).tap();
      const recorded = page.getByText(/^Receipt RV\/T1\/\d{4}\/0001: /);
      await recorded.waitFor();
      const receiptNumber = /(RV\/T1\/\d{4}\/0001)/.exec((await recorded.textContent())!)![1]!;
      expect(receiptNumber.length).toBeLessThanOrEqual(16);
      await page.getByText(`Amount due: ${rupees(owed - paid)}`).waitFor();
      await expectNoAxeViolations(page);
      if (process.env.DUES_SCREENSHOT)
        await page.locator(".calc-buyers").screenshot({ path: process.env.DUES_SCREENSHOT });

      const receipt = (
        await pdfPageTexts(await bytesOf(await download(page, `Receipt PDF ${receiptNumber}`)))
      ).join(" ");
      expect(receipt).toContain("Payment Receipt");
      expect(receipt).toContain(receiptNumber);
      expect(receipt).toContain(rupees(paid));
      expect(receipt).toContain("UPI (UTR 998877)");
      expect(receipt).toContain(`${first!.number} ${rupees(first!.amount)}`);
      expect(receipt).toContain(`${second!.number} ${rupees(100_00)}`);
      // Print: the receipt alone on the page, handed to the browser's print.
      await page.getByRole("button", { name: "Print receipt" }).tap();
      await expect.poll(async () => (await dialogCounts(page)).print).toBe(1);

      // The statement: every invoice, the note and the payment, closing at invoices − notes − payments.
      const statementPdf = await bytesOf(await download(page, "Statement PDF"));
      const statement = (await pdfPageTexts(statementPdf)).join(" ");
      for (const text of [
        "Opening balance",
        first!.number,
        second!.number,
        noteNumber,
        receiptNumber,
        "Payment received, UPI",
      ]) {
        expect(statement).toContain(text);
      }
      expect(statement).toContain(`Closing balance ${rupees(owed - paid)}`);
      // Its QR code, read from the page as a phone's camera would: UPI, for the closing balance.
      const [code, ...otherCodes] = qrCodesOnFirstPage(statementPdf);
      expect(otherCodes).toEqual([]);
      expect(code).toMatch(/^upi:\/\/pay\?/);
      const qr = new URL(code!.replace("upi://pay", "https://pay.example")).searchParams;
      expect([qr.get("pa"), qr.get("am")]).toEqual([UPI_ID, ((owed - paid) / 100).toFixed(2)]);
      const csv = (await bytesOf(await download(page, "Statement CSV"))).toString("utf8");
      const rows = csv.trim().split(/\r?\n/);
      expect(rows[0]).toBe("Date,Number,Particulars,Debit,Credit,Balance");
      const entries = Papa.parse<string[]>(csv.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data.filter(
        (row) => /^(PE|CN|RV)\/T1\//.test(row[1] ?? ""),
      );
      expect(entries.map((entry) => entry[1])).toEqual(
        expect.arrayContaining([first!.number, second!.number, noteNumber, receiptNumber]),
      );
      expect(entries).toHaveLength(4);
      // Debits are the invoices; credits the note and the payment.
      const column = (index: number) =>
        entries.reduce((sum, entry) => sum + Math.round(Number(entry[index] || 0) * 100), 0);
      expect(column(3) - column(4)).toBe(owed - paid);
      expect(entries.find((entry) => entry[1] === noteNumber)![4]).not.toBe("");
      expect(rows.at(-1)).toMatch(new RegExp(`,Closing balance,,,${((owed - paid) / 100).toFixed(2)}$`));

      // The reminder: the amount due and a UPI link for it.
      await page.getByRole("button", { name: "Share the reminder" }).tap();
      const [share] = await waitForShares(page, 1);
      expect(share!.text).toContain(
        `${rupees(owed - paid)} is due to Punarvana Eco Products Private Limited`,
      );
      expect(share!.text).toContain(`Oldest unpaid invoice: ${second!.number}`);
      const link = /upi:\/\/pay\?\S+/.exec(share!.text)![0];
      const parameters = new URL(link.replace("upi://pay", "https://pay.example")).searchParams;
      expect(parameters.get("pa")).toBe(UPI_ID);
      expect(parameters.get("am")).toBe(((owed - paid) / 100).toFixed(2));

      // Cancelled with a reason: the amount is due again, the receipt stays listed, marked.
      const payments = page.getByRole("region", { name: "Payments received" });
      await payments.getByRole("button", { name: receiptNumber }).tap();
      await payments.getByRole("button", { name: "Cancel this payment" }).tap();
      await payments
        .getByRole("textbox", { name: "Reason for cancelling" })
        .fill("Entered against the wrong shop");
      await expectNoAxeViolations(page);
      await payments.getByRole("button", { name: `Cancel payment ${receiptNumber}` }).tap();
      await payments.getByText("CANCELLED: Entered against the wrong shop").waitFor();
      await page.getByText(`Amount due: ${rupees(owed)}`).waitFor();
      await page.reload();
      await openBuyers(page);
      await page.getByRole("button", { name: BUYER.name }).first().tap();
      await page.getByText(`Amount due: ${rupees(owed)}`).waitFor();
      await expect(
        page.getByRole("region", { name: "Payments received" }).getByRole("listitem").allTextContents(),
      ).resolves.toEqual([expect.stringMatching(/CANCELLED: Entered against the wrong shop$/)]);
    } finally {
      await context.close();
    }
  });

  it("asks whether a buyer whose GSTIN changed is the same buyer, and merges only when told", async () => {
    const { page, context } = await phone();
    try {
      await issueInvoice(page, 1);
      await issueInvoice(page, 2, { ...BUYER, gstin: "29AAGCB7383J1Z4", stateCode: "29" });
      await openBuyers(page);
      const question = page.getByRole("region", { name: "Same buyer?" });
      await expect(question.textContent()).resolves.toMatch(
        /Sharma General Stores with GSTIN (29AAGCB7383J1Z4|27AAPFU0939F1ZV); the book has Sharma General Stores with GSTIN (27AAPFU0939F1ZV|29AAGCB7383J1Z4)/,
      );
      // Until the rep answers, the two are two buyers, each owing its own invoice.
      const owing = page.locator(".calc-dues-list > li");
      await expect(owing.count()).resolves.toBe(2);
      const amounts = (await owing.allTextContents()).map((line) => paise(/(₹[\d,.]+) due/.exec(line)![1]!));
      await expectNoAxeViolations(page);

      await question.getByRole("button", { name: "Same buyer" }).tap();
      await question.waitFor({ state: "detached" });
      await expect(owing.count()).resolves.toBe(1);
      await page.getByText(`${rupees(amounts[0]! + amounts[1]!)} due`, { exact: true }).waitFor();
      await page.reload();
      await openBuyers(page);
      await expect(page.getByRole("region", { name: "Same buyer?" }).count()).resolves.toBe(0);
      await expect(owing.count()).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });
});
