import { readFileSync } from "node:fs";

import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { invoiceLineFor } from "~/calculator/arithmetic/add-line";
import type { InvoiceLine } from "~/calculator/arithmetic/invoice";
import type { InvoiceDraft } from "~/calculator/device/invoice-draft";
import { financialYear, shortYear } from "~/calculator/documents/document-numbering";
import { builtInPriceList } from "~/calculator/price-list/price-list";

import { expectNoAxeViolations, useBrowser, viewports } from "./support/browser";
import {
  CALCULATOR_PATH,
  CONFIGURED_SELLER,
  TEST_SERIES_CODE,
  dialogCounts,
  freshCalculator,
  savePdf,
  seedDraft,
  totalBar,
} from "./support/calculator";
import { pdfPageTexts } from "./support/pdf-text";
import { qrCodesOnFirstPage, recordShares, waitForShares } from "./support/share-recorder";
import { useServer } from "./support/use-server";

/**
 * Handing the document over, in Chromium over the production build, with the page's Web Share API
 * replaced by a recorder: Share hands over the very PDF that Save PDF saves, Share as picture hands over
 * one PNG per page, and without file sharing the PDF is saved instead. The UPI QR code in the saved PDF
 * is decoded from a rendering of its page (pdftoppm and zbarimg), and the e-way bill notice appears
 * just above its threshold. The server has a configured seller with a UPI address.
 */

const browser = useBrowser();
const UPI_ID = "punarvana@okaxis";
const SELLER_NAME = CONFIGURED_SELLER.SITE_SELLER_LEGAL_NAME;
const configured = useServer({ ...CONFIGURED_SELLER, SITE_SELLER_UPI_ID: UPI_ID }, "vasanam-e2e-share-");
/** The series of the documents' numbers ("T1/2627"), and as it is in file names ("T1-2627"). */
const year = `${TEST_SERIES_CODE}/${shortYear(financialYear(Date.now()))}`;
const fileYear = year.replace("/", "-");

const BUYER = {
  name: "Sharma Stores",
  address: "12 Main Bazaar Road, Karol Bagh",
  gstin: "",
  stateCode: "07",
};
const REP_AIDS = ["Margin", "Net ₹", "Tip"];

/** One line of oil (no discount, 12% GST) whose rate gives the rounded total wanted. */
function oilLine(ratePaise: number): InvoiceLine {
  const oil = builtInPriceList().find((item) => item.name === "Punarvana Pooja Oil 900 ml")!;
  return invoiceLineFor(oil, { id: "oil", quantity: 1, mode: "piece", ratePaise });
}

/** The calculator on the configured server, with a tax invoice for Sharma Stores of `lines`. */
async function openWithInvoice(
  canShareFiles: boolean,
  lines: InvoiceLine[] | number,
  overrides: Partial<InvoiceDraft> = {},
  viewport: { width: number; height: number } = viewports.desktop,
) {
  const { page, context } = await freshCalculator(
    browser(),
    { viewport },
    configured().server.baseURL + CALCULATOR_PATH,
  );
  await recordShares(context, canShareFiles);
  const count = typeof lines === "number" ? lines : lines.length;
  await seedDraft(page, count, {
    kind: "tax-invoice",
    buyer: BUYER,
    ...(typeof lines === "number" ? {} : { lines }),
    ...overrides,
  });
  return { page, context };
}

const button = (page: Page, name: string) => page.getByRole("button", { name, exact: true });

describe("Share and Share as picture, JavaScript on", () => {
  it("shares the very PDF that Save PDF saves, named by its number", async () => {
    const { page, context } = await openWithInvoice(true, 3);
    try {
      const saved = await savePdf(page);
      const savedBytes = readFileSync((await saved.path())!);
      await button(page, "Share").click();
      const [share] = await waitForShares(page, 1);
      expect(share!.files).toHaveLength(1);
      const [file] = share!.files;
      expect(file!.name).toBe(`PE-${fileYear}-0001.pdf`);
      expect(saved.suggestedFilename()).toBe(file!.name);
      expect(file!.type).toBe("application/pdf");
      expect(await pdfPageTexts(file!.bytes)).toEqual(await pdfPageTexts(savedBytes));
      expect(file!.bytes.equals(savedBytes)).toBe(true);
      expect(share!.title).toBe(`Tax invoice PE/${year}/0001`);
      expect(share!.text).toContain(SELLER_NAME);
      await totalBar(page)
        .getByText(`Shared tax invoice PE/${year}/0001 as PE-${fileYear}-0001.pdf.`)
        .waitFor();
      await expect(dialogCounts(page)).resolves.toEqual({ print: 0, alert: 0 });
    } finally {
      await context.close();
    }
  });

  it("shares the document as PNG pictures that decode, one per page, each under 400 KB", async () => {
    const { page, context } = await openWithInvoice(true, 3, {}, viewports.mobile);
    try {
      await button(page, "Share as picture").click();
      const [share] = await waitForShares(page, 1);
      expect(share!.files.map((file) => file.name)).toEqual([`PE-${fileYear}-0001-1.png`]);
      const [picture] = share!.files;
      expect(picture!.type).toBe("image/png");
      expect(picture!.bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
      // A4's proportions, wide enough to read on a phone.
      expect(picture!.image).toEqual({ width: 1080, height: 1527 });
      expect(picture!.bytes.length).toBeLessThan(400 * 1024);
      // The same document, number and all, as the PDF saved afterwards.
      const saved = await savePdf(page);
      expect(saved.suggestedFilename()).toBe(`PE-${fileYear}-0001.pdf`);
    } finally {
      await context.close();
    }
  });

  it("cuts a long invoice into as many pictures as the PDF has pages", async () => {
    const { page, context } = await openWithInvoice(true, 60);
    try {
      const saved = await savePdf(page);
      const pages = await pdfPageTexts(readFileSync((await saved.path())!));
      await button(page, "Share as picture").click();
      const [share] = await waitForShares(page, 1);
      expect(share!.files).toHaveLength(pages.length);
      share!.files.forEach((file, index) => {
        expect(file.name).toBe(`PE-${fileYear}-0001-${index + 1}.png`);
        expect(file.image).toEqual({ width: 1080, height: 1527 });
        expect(file.bytes.length).toBeLessThan(400 * 1024);
      });
      for (const text of pages) for (const aid of REP_AIDS) expect(text).not.toContain(aid);
    } finally {
      await context.close();
    }
  });

  it("saves the PDF and says so where the browser cannot share files", async () => {
    const { page, context } = await openWithInvoice(false, 2);
    try {
      const [download] = await Promise.all([
        page.waitForEvent("download", { timeout: 45_000 }),
        button(page, "Share").click(),
      ]);
      expect(download.suggestedFilename()).toBe(`PE-${fileYear}-0001.pdf`);
      const text = (await pdfPageTexts(readFileSync((await download.path())!))).join(" ");
      expect(text).toContain(`PE/${year}/0001`);
      await totalBar(page)
        .getByText(
          `This browser cannot share files here, so tax invoice PE/${year}/0001 was saved as PE-${fileYear}-0001.pdf.`,
        )
        .waitFor();
      await expect(
        page.evaluate(() => (window as unknown as { __shares: unknown[] }).__shares),
      ).resolves.toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe("the UPI payment QR code, JavaScript on", () => {
  it("puts the UPI ID, the rounded total and the number in the PDF's QR code, and on the screen", async () => {
    // ₹44,643.75 of oil and 12% GST: ₹50,001.00.
    const { page, context } = await openWithInvoice(true, [oilLine(44_643_75)]);
    try {
      const saved = await savePdf(page);
      const [uri] = qrCodesOnFirstPage(readFileSync((await saved.path())!));
      const number = `PE/${year}/0001`;
      expect(uri).toBe(
        `upi://pay?pa=${UPI_ID}&pn=${encodeURIComponent(SELLER_NAME)}&am=50001.00&cu=INR&tn=${encodeURIComponent(number)}`,
      );
      const onScreen = page.getByRole("img", { name: `UPI payment QR code for ${UPI_ID}` });
      await expect(onScreen.getAttribute("data-upi-uri")).resolves.toBe(uri);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it("leaves the amount out above ₹1,00,000 and says to pay by bank transfer or in parts", async () => {
    // ₹1,00,000 of oil and 12% GST: ₹1,12,000.00.
    const { page, context } = await openWithInvoice(true, [oilLine(1_00_000_00)]);
    try {
      const saved = await savePdf(page);
      const bytes = readFileSync((await saved.path())!);
      const [uri] = qrCodesOnFirstPage(bytes);
      expect(uri).toContain(`pa=${UPI_ID}`);
      expect(uri).toContain(`tn=${encodeURIComponent(`PE/${year}/0001`)}`);
      expect(uri).not.toContain("am=");
      const text = (await pdfPageTexts(bytes)).join(" ");
      expect(text).toContain("pay by bank transfer or in parts");
    } finally {
      await context.close();
    }
  });
});

describe("the e-way bill notice, JavaScript on", () => {
  const notice = (page: Page) => page.getByRole("note").filter({ hasText: "An e-way bill is needed" });

  it("appears for a tax invoice of ₹50,001, with a line for the e-way bill's number in the PDF", async () => {
    const { page, context } = await openWithInvoice(true, [oilLine(44_643_75)]);
    try {
      await expect(totalBar(page).getByText("₹50,001.00").count()).resolves.toBe(1);
      await expect(notice(page).textContent()).resolves.toContain("over ₹50,000.00");
      await expect(page.locator(".calc-invoice").getByText("E-way bill no.").count()).resolves.toBe(1);
      const saved = await savePdf(page);
      const text = (await pdfPageTexts(readFileSync((await saved.path())!))).join(" ");
      expect(text).toContain("E-way bill no.");
    } finally {
      await context.close();
    }
  });

  it("does not appear for a tax invoice of ₹50,000, nor for a quotation above it", async () => {
    // ₹44,642.86 of oil and 12% GST (₹5,357.14): ₹50,000.00.
    const { page, context } = await openWithInvoice(true, [oilLine(44_642_86)]);
    try {
      await expect(totalBar(page).getByText("₹50,000.00").count()).resolves.toBe(1);
      await expect(notice(page).count()).resolves.toBe(0);
      const saved = await savePdf(page);
      const text = (await pdfPageTexts(readFileSync((await saved.path())!))).join(" ");
      expect(text).not.toContain("E-way bill");
    } finally {
      await context.close();
    }
    const quotation = await openWithInvoice(true, [oilLine(44_643_75)], { kind: "quotation" });
    try {
      await expect(totalBar(quotation.page).getByText("₹50,001.00").count()).resolves.toBe(1);
      await expect(notice(quotation.page).count()).resolves.toBe(0);
    } finally {
      await quotation.context.close();
    }
  });
});
