import { gunzipSync, gzipSync } from "node:zlib";

import { strFromU8, unzipSync } from "fflate";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { financialYear, shortYear } from "~/calculator/documents/document-numbering";

import { DEFAULT_SETTINGS } from "~/calculator/arithmetic/invoice";
import { ISSUED_STORAGE_KEY, writeIssuedDocuments } from "~/calculator/device/issued-documents";

import { expectNoAxeViolations, useBrowser, viewports, waitForHydration } from "./support/browser";
import {
  CALCULATOR_PATH,
  SELLER_WITH_PLACE,
  bytesOf,
  download,
  freshCalculator,
  savePdf,
  seedDraft,
  tabTo,
} from "./support/calculator";
import { putInBooks, readBooks } from "./support/books-store";
import { useServer } from "./support/use-server";

/**
 * What leaves the device, in Chromium over the production build: a backup restored into a fresh
 * browser profile lists the same documents, gives the same PDFs and continues the series; a changed file
 * or a device of another series code is refused; the month's .zip for the accountant, read back with
 * fflate, has exactly the GSTR-1 offline tool's headings; one B2B invoice's e-invoice JSON.
 */

const browser = useBrowser();
const configured = useServer(SELLER_WITH_PLACE, "vasanam-e2e-backup-");
const year = shortYear(financialYear(Date.now()));

function openDevice(seriesCode: string | null) {
  return freshCalculator(browser(), { seriesCode }, configured().server.baseURL + CALCULATOR_PATH);
}

const issuedList = (page: Page) => page.getByRole("region", { name: "Issued documents" });

/** A tax invoice saved as a PDF; returns the download. */
async function issueInvoice(
  page: Page,
  buyer: { name: string; gstin?: string; stateCode?: string; pincode?: string; city?: string },
) {
  await seedDraft(page, 3, {
    kind: "tax-invoice",
    buyer: { address: "Main Road", gstin: "", stateCode: "07", ...buyer },
  });
  return savePdf(page);
}

/** Opens "Backup and accountant's files" (its content loads when first opened). */
async function openDeviceFiles(page: Page) {
  await page.getByText("Backup and accountant's files").click();
  await page.getByRole("button", { name: "Download backup" }).waitFor();
}

const restoreButton = (page: Page) => page.getByRole("button", { name: "Restore from a backup file" });

/** Choose the file through the Restore button, as the rep does (the button opens the file chooser). */
async function restore(page: Page, name: string, bytes: Buffer) {
  const opened = page.waitForEvent("filechooser");
  await restoreButton(page).click();
  const chooser = await opened;
  await chooser.setFiles({ name, mimeType: "application/gzip", buffer: bytes });
}

const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

describe("backup and restore", () => {
  it("restores into a fresh profile: the same documents, the same PDFs, and the series continues", async () => {
    const original = await openDevice("B3");
    const fresh = await openDevice(null);
    const other = await openDevice("X9");
    try {
      const first = await issueInvoice(original.page, { name: "Sharma Stores" });
      await issueInvoice(original.page, { name: "Gupta Traders" });
      expect(first.suggestedFilename()).toBe(`PE-B3-${year}-0001.pdf`);
      // A payment received on this device goes with the backup.
      const receipt = `RV/B3/${year}/0001`;
      await putInBooks(original.page, "payments", {
        number: receipt,
        buyerKey: "name:sharma stores|",
        buyerName: "Sharma Stores",
        date: new Date().toISOString().slice(0, 10),
        amount: 500_00,
        mode: "cash",
        reference: "",
        against: [],
        recordedAt: Date.now(),
        receipt: { settled: [], advance: 500_00 },
      });
      await openDeviceFiles(original.page);
      await expect(original.page.locator(".calc-device-files summary").textContent()).resolves.toContain(
        "no backup yet",
      );
      await expectNoAxeViolations(original.page);
      const backup = await download(original.page, "Download backup");
      expect(backup.suggestedFilename()).toMatch(/^calculator-backup-B3-\d{4}-\d{2}-\d{2}\.json\.gz$/);
      // gzip around JSON lines: a header line first, the documents inside.
      const file = await bytesOf(backup);
      const text = gunzipSync(file).toString("utf8");
      expect(JSON.parse(text.split("\n")[0]!)).toMatchObject({
        format: "vasanam-calculator-backup",
        version: 2,
      });
      await expect
        .poll(() => original.page.locator(".calc-device-files summary").textContent())
        .toMatch(/last backup \d+ \w+ \d{4}/);

      // A changed file is refused whole, and nothing changes.
      await openDeviceFiles(fresh.page);
      await restore(fresh.page, "edited.json.gz", gzipSync(text.replace("Sharma Stores", "Sharma Store5")));
      await status(fresh.page, "edited.json.gz: This backup file is damaged or was changed").waitFor();
      await restore(fresh.page, "short.json.gz", file.subarray(0, file.length - 20));
      await status(
        fresh.page,
        "short.json.gz: This file is not a calculator backup, or not all of one",
      ).waitFor();
      await expectNoAxeViolations(fresh.page);
      await expect(fresh.page.locator(".calc-series-code").textContent()).resolves.toContain("not set yet");

      // The real file: the same documents, the device takes the series code B3.
      await restore(fresh.page, backup.suggestedFilename(), file);
      await status(fresh.page, "Restored 2 documents").waitFor();
      await expect(status(fresh.page, "Restored 2 documents").textContent()).resolves.toContain("1 payment");
      await expect.poll(async () => (await readBooks(fresh.page)).payments).toEqual([receipt]);
      const list = issuedList(fresh.page);
      // The list and the code line read the books again once the restore is kept.
      await expect
        .poll(() => list.getByRole("rowheader").allTextContents())
        .toEqual([`PE/B3/${year}/0002`, `PE/B3/${year}/0001`]);
      await expect
        .poll(() => fresh.page.locator(".calc-series-code").textContent())
        .toContain("Series code of this device: B3");
      // Restoring the same file again adds nothing.
      await restore(fresh.page, backup.suggestedFilename(), file);
      await status(fresh.page, "Restored 0 documents").waitFor();
      await expect(list.getByRole("rowheader").count()).resolves.toBe(2);

      // An issued document is made again identical, byte for byte.
      await list.getByRole("button", { name: `Open PE/B3/${year}/0001` }).click();
      const again = await savePdf(fresh.page);
      expect((await bytesOf(again)).equals(await bytesOf(first))).toBe(true);
      await fresh.page.getByRole("button", { name: "Back to the current invoice" }).click();

      // The next invoice continues the series where the backup left it.
      const next = await issueInvoice(fresh.page, { name: "Verma & Sons" });
      expect(next.suggestedFilename()).toBe(`PE-B3-${year}-0003.pdf`);

      // A device with another series code refuses the backup, saying why.
      await openDeviceFiles(other.page);
      await restore(other.page, "b3.json.gz", file);
      await status(
        other.page,
        "backup is of the device with series code B3, and this device's code is X9",
      ).waitFor();
      await expect(issuedList(other.page).count()).resolves.toBe(0);
    } finally {
      await original.context.close();
      await fresh.context.close();
      await other.context.close();
    }
  });
});

describe("the restore control on a phone", () => {
  it("is a button like Download backup, reached with Tab, that opens the file chooser with Enter", async () => {
    const { page, context } = await freshCalculator(
      browser(),
      { viewport: viewports.mobile, touch: true },
      configured().server.baseURL + CALCULATOR_PATH,
    );
    try {
      await openDeviceFiles(page);
      const looks = (name: string) =>
        page.getByRole("button", { name }).evaluate((button) => {
          const style = getComputedStyle(button);
          const box = button.getBoundingClientRect();
          return {
            look: [style.borderTopStyle, style.borderTopColor, style.borderRadius, style.backgroundColor],
            big: box.width >= 44 && box.height >= 44,
          };
        });
      await expect(looks("Restore from a backup file")).resolves.toEqual(await looks("Download backup"));
      await expect(looks("Restore from a backup file")).resolves.toMatchObject({ big: true });
      // The file input itself is neither seen nor a stop on the way.
      await expect(page.locator('input[type="file"][accept^=".json"]').isVisible()).resolves.toBe(false);

      // Waiting for the chooser from before the first key: Playwright catches it only once it listens.
      const opened = page.waitForEvent("filechooser");
      await tabTo(page, restoreButton(page));
      await page.keyboard.press("Enter");
      const chooser = await opened;
      await chooser.setFiles({
        name: "notes.txt",
        mimeType: "text/plain",
        buffer: Buffer.from("not a backup"),
      });
      await status(page, "notes.txt:").waitFor();
      await expect(status(page, "notes.txt:").textContent()).resolves.not.toContain("Restored");
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});

describe("the backup reminder and persistent storage", () => {
  it("reminds the rep after 25 invoices without a backup, and says when the browser will not keep the data", async () => {
    const { page, context } = await openDevice("R5");
    try {
      await context.addInitScript(() => {
        // A browser that refuses to keep the site's data for good.
        navigator.storage.persisted = () => Promise.resolve(false);
        navigator.storage.persist = () => Promise.resolve(false);
      });
      const seller = {
        legalName: "Seller",
        address: "Delhi",
        stateCode: "07",
        gstin: "",
        phone: "",
        email: "",
        bank: null,
      };
      const invoices = Array.from({ length: 25 }, (_, index) => ({
        kind: "tax-invoice" as const,
        brand: "Punarvana Eco",
        seller,
        buyer: { name: `Shop ${index}`, address: "Delhi", gstin: "", stateCode: "07" },
        settings: DEFAULT_SETTINGS,
        lines: [],
        number: `PE/R5/${year}/${String(index + 1).padStart(4, "0")}`,
        issuedAt: Date.now() - index * 60_000,
      }));
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
        ISSUED_STORAGE_KEY,
        writeIssuedDocuments(invoices),
      ] as const);
      await page.reload();
      await waitForHydration(page);
      const summary = page.locator(".calc-device-files summary");
      await expect
        .poll(() => summary.textContent())
        .toContain("Backup due: 25 tax invoices since the last one.");
      await expect.poll(() => summary.textContent()).toContain("The browser may clear this device's data");
      await openDeviceFiles(page);
      await expect(
        page.getByText("This browser did not agree to keep the calculator's data for good").isVisible(),
      ).resolves.toBe(true);
      await expectNoAxeViolations(page);
      await download(page, "Download backup");
      await expect.poll(() => summary.textContent()).not.toContain("Backup due");
    } finally {
      await context.close();
    }
  });
});

describe("the accountant's files", () => {
  it("downloads the month's .zip, whose CSV sheets have exactly the GSTR-1 offline tool's headings", async () => {
    const { page, context } = await openDevice("Z1");
    try {
      await issueInvoice(page, {
        name: "Bengaluru Pooja Mart",
        gstin: "29AAGCB7383J1Z4",
        stateCode: "29",
        pincode: "560002",
        city: "Bengaluru",
      });
      await issueInvoice(page, { name: "Walk-in Customer" });
      await page.getByRole("button", { name: `Cancel PE/Z1/${year}/0002` }).click();
      await page.getByRole("textbox", { name: "Reason for cancelling" }).fill("Duplicate");
      await page.getByRole("button", { name: `Cancel invoice PE/Z1/${year}/0002` }).click();
      // The cancellation is kept once the list shows it (the reload below would cut the write short).
      await expect
        .poll(() => page.getByRole("row", { name: new RegExp(`PE/Z1/${year}/0002`) }).textContent())
        .toContain("CANCELLED");
      await issueInvoice(page, { name: "Karol Bagh Traders", gstin: "", stateCode: "07" });

      // The JavaScript that makes the files is loaded only now.
      const requested: string[] = [];
      page.on("request", (request) => requested.push(request.url()));
      await openDeviceFiles(page);
      expect(requested.some((url) => /accountant-zip|fflate/i.test(url))).toBe(false);
      await expectNoAxeViolations(page);
      const zipFile = await download(page, "Download the files (.zip)");
      // The chunk that made it is one the offline worker keeps.
      const chunk = requested.map((url) => new URL(url).pathname).find((path) => /accountant-zip/.test(path));
      expect(chunk).toMatch(/^\/build\/.+\.js$/);
      const worker = await page.request.get(`${configured().server.baseURL}/price-calculation-sw.js`);
      expect(await worker.text()).toContain(chunk!);
      expect(zipFile.suggestedFilename()).toMatch(/^accountant-files-\d{4}-\d{2}\.zip$/);
      const files = unzipSync(new Uint8Array(await bytesOf(zipFile)));
      const headings = (name: string) => {
        const text = strFromU8(files[name]!).replace(/^\uFEFF/, "");
        return text.split(/\r?\n/)[0]!.split(",");
      };
      expect(headings("sales-register.csv")).toEqual([
        "Invoice Number",
        "Invoice Date",
        "Status",
        "Buyer Name",
        "Buyer GSTIN",
        "Buyer State",
        "Place Of Supply",
        "Taxable Value",
        "GST Rate",
        "CGST",
        "SGST",
        "IGST",
        "Invoice Value",
        "Cancelled On",
        "Cancellation Reason",
        "Document",
        "Note Number",
        "Note Date",
        "Note Value",
        "Note Reason",
      ]);
      expect(headings("b2b.csv")).toEqual([
        "GSTIN/UIN of Recipient",
        "Receiver Name",
        "Invoice Number",
        "Invoice date",
        "Invoice Value",
        "Place Of Supply",
        "Reverse Charge",
        "Applicable % of Tax Rate",
        "Invoice Type",
        "E-Commerce GSTIN",
        "Rate",
        "Taxable Value",
        "Cess Amount",
      ]);
      const unregistered = [
        "Place Of Supply",
        "Applicable % of Tax Rate",
        "Rate",
        "Taxable Value",
        "Cess Amount",
        "E-Commerce GSTIN",
      ];
      expect(headings("b2cl.csv")).toEqual([
        "Invoice Number",
        "Invoice date",
        "Invoice Value",
        ...unregistered,
      ]);
      expect(headings("b2cs.csv")).toEqual(["Type", ...unregistered]);
      const hsn = [
        "HSN",
        "Description",
        "Description as per HSN Code",
        "UQC",
        "Total Quantity",
        "Total Value",
        "Rate",
        "Taxable Value",
        "Integrated Tax Amount",
        "Central Tax Amount",
        "State/UT Tax Amount",
        "Cess Amount",
      ];
      expect(headings("hsn-b2b.csv")).toEqual(hsn);
      expect(headings("hsn-b2c.csv")).toEqual(hsn);
      expect(headings("docs.csv")).toEqual([
        "Nature of Document",
        "Sr. No. From",
        "Sr. No. To",
        "Total Number",
        "Cancelled",
      ]);
      // The cancelled invoice is in the register, marked, and counted in docs.csv.
      const register = strFromU8(files["sales-register.csv"]!);
      expect(register).toContain(`PE/Z1/${year}/0002`);
      expect(register).toMatch(/Cancelled/);
      expect(strFromU8(files["docs.csv"]!)).toContain(`PE/Z1/${year}/0001,PE/Z1/${year}/0003,3,1`);
      const eInvoices = JSON.parse(strFromU8(files["e-invoices.json"]!)) as { DocDtls: { No: string } }[];
      expect(eInvoices.map((invoice) => invoice.DocDtls.No)).toEqual([`PE/Z1/${year}/0001`]);

      // One B2B invoice's e-invoice JSON from the issued list.
      const eInvoice = await download(page, `e-invoice JSON of PE/Z1/${year}/0001`);
      const [single] = JSON.parse((await bytesOf(eInvoice)).toString("utf8")) as {
        Version: string;
        DocDtls: { No: string };
        BuyerDtls: { Pin: number; Loc: string };
        SellerDtls: { Pin: number; Loc: string };
      }[];
      expect(single).toMatchObject({
        Version: "1.1",
        DocDtls: { No: `PE/Z1/${year}/0001` },
        BuyerDtls: { Pin: 560002, Loc: "Bengaluru" },
        SellerDtls: { Pin: 110020, Loc: "New Delhi" },
      });
    } finally {
      await context.close();
    }
  });

  it("says what an e-invoice still needs: the buyer's PIN code and city", async () => {
    const { page, context } = await openDevice("Z2");
    try {
      await issueInvoice(page, { name: "Bengaluru Pooja Mart", gstin: "29AAGCB7383J1Z4", stateCode: "29" });
      await page.getByRole("button", { name: `e-invoice JSON of PE/Z2/${year}/0001` }).click();
      const said = status(page, `No e-invoice data for PE/Z2/${year}/0001 yet`);
      await said.waitFor();
      await expect(said.textContent()).resolves.toMatch(/PIN code/);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });
});
