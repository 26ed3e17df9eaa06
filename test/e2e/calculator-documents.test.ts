import { readFileSync } from "node:fs";

import type { Download, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { financialYear, shortYear } from "~/calculator/documents/document-numbering";

import { expectNoAxeViolations, useBrowser, viewports } from "./support/browser";
import {
  CONFIGURED_SELLER,
  CALCULATOR_PATH,
  TEST_SERIES_CODE,
  addLineByKeyboard,
  dialogCounts,
  freshCalculator,
  invoiceRows,
  savePdf,
  seedDraft,
  tabTo,
} from "./support/calculator";
import { pdfPageTexts } from "./support/pdf-text";
import { useServer } from "./support/use-server";

/**
 * The calculator's documents in Chromium over the production build: tax invoices within the seller's
 * state (CGST + SGST) and across states (IGST) built by keyboard, saved and read back as PDF text;
 * consecutive numbers; a tax invoice that cannot be issued yet and says why; the issued list giving the
 * identical file again; a 60-line invoice over several pages. A server with a configured seller issues
 * the tax invoices; the shared server, with the placeholder seller, shows the blocked case.
 */

const browser = useBrowser();
const configured = useServer(CONFIGURED_SELLER, "vasanam-e2e-seller-");
// The series of the test device (code T1) this financial year: numbers read PE/T1/2627/0001.
const year = `${TEST_SERIES_CODE}/${shortYear(financialYear(Date.now()))}`;
const fileYear = year.replace("/", "-");

const REP_AIDS = ["Margin", "Net ₹", "Tip"];

async function pdfOf(download: Download): Promise<{ bytes: Buffer; pages: string[] }> {
  const bytes = readFileSync((await download.path())!);
  return { bytes, pages: await pdfPageTexts(bytes) };
}

async function openConfigured(options: Parameters<typeof freshCalculator>[1] = {}) {
  return freshCalculator(browser(), options, configured().server.baseURL + CALCULATOR_PATH);
}

/** Choose Tax invoice with the arrow keys and fill in the buyer from the keyboard. */
async function fillTaxInvoiceBuyer(
  page: Page,
  buyer: { name: string; address: string; gstin?: string; state?: string },
) {
  await tabTo(page, page.getByRole("radio", { name: "Quotation" }));
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("radio", { name: "Tax invoice" }).isChecked()).resolves.toBe(true);
  await tabTo(page, page.getByRole("combobox", { name: "Customer name" }));
  await page.keyboard.type(buyer.name);
  await page.keyboard.press("Tab");
  await page.keyboard.type(buyer.address);
  if (buyer.gstin) {
    await tabTo(page, page.getByRole("combobox", { name: "Customer GSTIN (optional)" }));
    await page.keyboard.type(buyer.gstin);
  }
  if (buyer.state) {
    await tabTo(page, page.getByRole("combobox", { name: "State (place of supply)" }));
    await page.keyboard.type(buyer.state);
  }
}

describe("tax invoices, JavaScript on", () => {
  it("issues a same-state tax invoice with CGST and SGST, and numbers the next one consecutively", async () => {
    const { page, context } = await openConfigured();
    try {
      await addLineByKeyboard(page, "rose 16", "64");
      await addLineByKeyboard(page, "pooja oil 1000", "23");
      await expect(invoiceRows(page).count()).resolves.toBe(2);
      await fillTaxInvoiceBuyer(page, {
        name: "Sharma Stores",
        address: "12 Main Bazaar Road, Karol Bagh, New Delhi 110005",
        state: "Delhi",
      });
      await expect(
        page.getByRole("combobox", { name: "State (place of supply)" }).inputValue(),
      ).resolves.toBe("07");
      await expect(page.locator(".calc-readiness").textContent()).resolves.toBe("");
      await expect(page.getByRole("heading", { name: "Tax Invoice" }).isVisible()).resolves.toBe(true);
      // The configured calculator brand heads the page and the document.
      await expect(page.locator(".calc-brand-name").textContent()).resolves.toBe("Punarvana Wholesale");
      await expect(page.locator(".calc-invoice-brand-name").textContent()).resolves.toBe(
        "Punarvana Wholesale",
      );
      await expectNoAxeViolations(page);

      await tabTo(page, page.getByRole("button", { name: "Save PDF" }));
      const [download] = await Promise.all([
        page.waitForEvent("download", { timeout: 45_000 }),
        page.keyboard.press("Enter"),
      ]);
      const number = `PE/${year}/0001`;
      expect(download.suggestedFilename()).toBe(`PE-${fileYear}-0001.pdf`);
      const { pages } = await pdfOf(download);
      expect(pages).toHaveLength(1);
      const text = pages[0]!;
      for (const expected of [
        "Punarvana Wholesale Punarvana Eco Products Private Limited",
        "GSTIN: 07AAACR5055K1Z9",
        "TAX INVOICE",
        number,
        "Sharma Stores",
        "Place of supply",
        "Delhi (07)",
        "330741",
        "GST 5%",
        "CGST 2.5% ₹110.88",
        "SGST 2.5% ₹110.88",
        "GST 12%",
        "CGST 6% ₹307.44",
        "SGST 6% ₹307.44",
        "Rounded total ₹10,396.00",
        "Rupees Ten Thousand Three Hundred Ninety Six Only",
        "HSN-WISE TAX SUMMARY",
        "Authorised signatory",
        "Page 1 of 1",
      ]) {
        expect(text, expected).toContain(expected);
      }
      expect(text).not.toContain("IGST");
      for (const aid of REP_AIDS) expect(text).not.toContain(aid);
      await expect(page.locator(".calc-invoice-meta").textContent()).resolves.toContain(number);

      // Saving again unchanged gives the same number; after Reset the next invoice takes the next one.
      const again = await savePdf(page);
      expect(again.suggestedFilename()).toBe(download.suggestedFilename());
      await page.getByRole("button", { name: "Reset Invoice" }).click();
      await addLineByKeyboard(page, "rose 16", "1");
      await fillTaxInvoiceBuyer(page, {
        name: "Gupta Traders",
        address: "Lajpat Nagar, New Delhi",
        state: "Delhi",
      });
      const second = await savePdf(page);
      expect(second.suggestedFilename()).toBe(`PE-${fileYear}-0002.pdf`);
      await expect(dialogCounts(page)).resolves.toEqual({ print: 0, alert: 0 });
    } finally {
      await context.close();
    }
  });

  it("issues an other-state tax invoice with IGST, the buyer's GSTIN choosing the state", async () => {
    const { page, context } = await openConfigured();
    try {
      await addLineByKeyboard(page, "rose 16", "64");
      await fillTaxInvoiceBuyer(page, {
        name: "Bengaluru Pooja Mart",
        address: "14 Avenue Road, Bengaluru 560002",
        gstin: "29aagcb7383j1z4",
      });
      await expect(
        page.getByRole("combobox", { name: "State (place of supply)" }).inputValue(),
      ).resolves.toBe("29");
      const { pages } = await pdfOf(await savePdf(page));
      const text = pages.join(" ");
      for (const expected of [
        "GSTIN: 29AAGCB7383J1Z4",
        "Karnataka (29)",
        "IGST 5% ₹221.76",
        "IGST Total tax",
        "Rounded total ₹4,657.00",
      ]) {
        expect(text, expected).toContain(expected);
      }
      expect(text).not.toContain("CGST");
      expect(text).not.toContain("SGST");
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it("points out a GSTIN with a typing slip beside the field", async () => {
    const { page, context } = await openConfigured();
    try {
      const gstin = page.getByRole("combobox", { name: "Customer GSTIN (optional)" });
      await gstin.fill("29AAGCB7383J1Z5");
      await expect(gstin.getAttribute("aria-invalid")).resolves.toBe("true");
      await expect(
        page.getByText("The last character of this GSTIN does not match").isVisible(),
      ).resolves.toBe(true);
      await page.getByRole("radio", { name: "Tax invoice" }).check();
      await expect(page.locator(".calc-readiness").textContent()).resolves.toContain(
        "The last character of this GSTIN does not match",
      );
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it("reopens an issued invoice from the list and saves the identical file again", async () => {
    const { page, context } = await openConfigured();
    try {
      await addLineByKeyboard(page, "sandalwood agarbatti 16", "10");
      await fillTaxInvoiceBuyer(page, {
        name: "Old Customer",
        address: "Chandni Chowk, Delhi",
        state: "Delhi",
      });
      const first = await pdfOf(await savePdf(page));

      // The draft moves on: another customer, other lines.
      await page.getByRole("button", { name: "Reset Invoice" }).click();
      await addLineByKeyboard(page, "rose 16", "3");
      const list = page.getByRole("region", { name: "Issued documents" });
      await expect(list.textContent()).resolves.toContain("Old Customer");

      await list.getByRole("button", { name: `Open PE/${year}/0001` }).click();
      await expect(
        page.getByText(`You are looking at tax invoice PE/${year}/0001`).isVisible(),
      ).resolves.toBe(true);
      await expect(page.locator(".calc-doc-buyer").textContent()).resolves.toContain("Old Customer");
      await expectNoAxeViolations(page);
      const reopened = await savePdf(page);
      expect(reopened.suggestedFilename()).toBe(`PE-${fileYear}-0001.pdf`);
      const again = await pdfOf(reopened);
      expect(again.bytes.equals(first.bytes)).toBe(true);

      // Back to the draft, which was kept as it was.
      await page.getByRole("button", { name: "Back to the current invoice" }).click();
      await expect(invoiceRows(page).first().textContent()).resolves.toContain("Rose Agarbatti 16 g");
    } finally {
      await context.close();
    }
  });

  it("saves a 60-line tax invoice over several pages, each with the number, the table header and its page", async () => {
    const { page, context } = await openConfigured({ viewport: viewports.mobile });
    try {
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
      await seedDraft(page, 60, {
        kind: "tax-invoice",
        buyer: { name: "Long Order Traders", address: "Sector 18, Noida", gstin: "", stateCode: "09" },
      });
      expect(requested.some((url) => /jspdf|pdf-document|\.ttf/i.test(url))).toBe(false);

      const download = await savePdf(page);
      const { bytes, pages } = await pdfOf(download);
      expect(bytes.length).toBeLessThan(250 * 1024);
      expect(pages.length).toBeGreaterThanOrEqual(2);
      const number = `PE/${year}/0001`;
      pages.forEach((text, index) => {
        expect(text, `page ${index + 1}`).toContain(number);
        expect(text, `page ${index + 1}`).toContain(`Page ${index + 1} of ${pages.length}`);
        expect(text, `page ${index + 1}`).toContain("Description of goods");
        expect(text, `page ${index + 1}`).toContain("Punarvana Wholesale");
        expect(text, `page ${index + 1}`).toContain("Punarvana Eco Products Private Limited");
        for (const aid of REP_AIDS) expect(text, `page ${index + 1}`).not.toContain(aid);
      });
      // Every line is there once, whole.
      const all = pages.join(" ");
      expect(all).toContain("IGST 5%");
      expect(all.match(/Ordered \d+ (dozen|pieces|piece|bags|bag|units|unit)/g)).toHaveLength(60);
      expect(requested.some((url) => /jspdf/i.test(url))).toBe(true);
      expect(requested.some((url) => /\.ttf$/i.test(url))).toBe(true);
      expect(requested.some((url) => /html2canvas/i.test(url))).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe("a tax invoice that cannot be issued yet, JavaScript on", () => {
  it("is not offered when the browser keeps no data, while quotations are still numbered", async () => {
    const { page, context } = await openConfigured();
    try {
      // As in a private window with storage refused: IndexedDB will not open, every write throws.
      await page.addInitScript(() => {
        IDBFactory.prototype.open = () => {
          throw new DOMException("The user denied permission to access the database.", "SecurityError");
        };
        Storage.prototype.setItem = () => {
          throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
        };
      });
      await page.reload();
      await page.waitForSelector("html[data-hydrated]", { state: "attached" });
      await addLineByKeyboard(page, "rose 16", "12");
      await fillTaxInvoiceBuyer(page, {
        name: "Private Window Stores",
        address: "Connaught Place",
        state: "Delhi",
      });
      await expect(page.locator(".calc-readiness").textContent()).resolves.toContain(
        "This browser is not keeping data for this site",
      );
      await expect(page.getByText("This browser is not keeping the draft").isVisible()).resolves.toBe(true);
      // Nothing is kept, not even the series code: the first Save PDF asks for it.
      const [download] = await Promise.all([
        page.waitForEvent("download", { timeout: 45_000 }),
        (async () => {
          await page.getByRole("button", { name: "Save PDF" }).click();
          const dialog = page.getByRole("dialog", { name: "Series code of this device" });
          await dialog.getByRole("textbox", { name: /Series code/ }).fill(TEST_SERIES_CODE);
          await expectNoAxeViolations(page);
          await dialog.getByRole("button", { name: "Save code" }).click();
        })(),
      ]);
      expect(download.suggestedFilename()).toBe(`Q-${fileYear}-0001.pdf`);
      await expect(page.getByRole("region", { name: "Issued documents" }).textContent()).resolves.toContain(
        `Q/${year}/0001`,
      );
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it("says what is missing, and Save PDF makes a numbered quotation instead", async () => {
    // The shared server has the placeholder seller: no legal name, address or GSTIN configured.
    const { page, context } = await freshCalculator(browser());
    try {
      await addLineByKeyboard(page, "rose 16", "12");
      await tabTo(page, page.getByRole("radio", { name: "Quotation" }));
      await page.keyboard.press("ArrowDown");
      const readiness = page.locator(".calc-readiness");
      const said = (await readiness.textContent()) ?? "";
      for (const missing of [
        "A tax invoice cannot be issued yet.",
        "Save PDF and Print make a quotation until then.",
        "The seller's legal name is not configured (SITE_SELLER_LEGAL_NAME).",
        "The seller's GSTIN is not configured (SITE_SELLER_GSTIN).",
        "The customer's name is missing.",
        "The customer's billing address is missing.",
        "The customer's state (the place of supply) is not chosen.",
      ]) {
        expect(said, missing).toContain(missing);
      }
      await expect(page.getByRole("heading", { name: "Quotation" }).isVisible()).resolves.toBe(true);
      await expectNoAxeViolations(page);

      const download = await savePdf(page);
      expect(download.suggestedFilename()).toBe(`Q-${fileYear}-0001.pdf`);
      const { pages } = await pdfOf(download);
      expect(pages[0]).toContain("QUOTATION");
      expect(pages[0]).toContain("Not a tax invoice");
      expect(pages[0]).not.toContain("TAX INVOICE");
      expect(pages[0]).not.toContain("GSTIN");
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: `Saved quotation Q/${year}/0001` })
          .textContent(),
      ).resolves.toContain("A tax invoice cannot be issued yet");
    } finally {
      await context.close();
    }
  });
});
