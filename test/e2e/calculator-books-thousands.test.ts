import { strFromU8, unzipSync } from "fflate";
import Papa from "papaparse";
import type { BrowserContext, Download, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { expectNoAxeViolations, useBrowser, viewports } from "./support/browser";
import {
  RARE_BUYER,
  backupText,
  bigDevice,
  busyMonth,
  invoicesOfMonth,
  type BigDevice,
} from "./support/books-fixtures";
import {
  CALCULATOR_PATH,
  SELLER_WITH_PLACE,
  bytesOf,
  download,
  freshCalculator,
  savePdf,
  seedDraft,
} from "./support/calculator";
import {
  chooseBackup,
  findBox,
  listSummary,
  listedNumbers,
  openDeviceFiles,
  openDocumentSide,
  restoreDownload,
  status,
} from "./support/device-files";
import { useServer } from "./support/use-server";

/**
 * A phone that has issued 6,000 tax invoices, in Chromium's real IndexedDB over the production build
 * (the invoices arrive as a version-1 backup, restored through the page): the next invoice takes the
 * next number; an invoice is found by its number, its buyer's name and GSTIN; the month's accountant's
 * files hold exactly that month's invoices; and the device's backup restores into a second, fresh
 * profile with every document.
 */

const browser = useBrowser();
const configured = useServer(SELLER_WITH_PLACE, "vasanam-e2e-books-thousands-");
const COUNT = 6000;
const CODE = "K7";
/** The books answer a search among thousands in well under a second; a loaded machine may take longer. */
const SLOW = { timeout: 10_000 };
const count = new Intl.NumberFormat("en-IN");

let device: BigDevice;
let phone: { page: Page; context: BrowserContext };
/** The invoice this test issues on top of the 6,000. */
let next: string;

const url = () => configured().server.baseURL + CALCULATOR_PATH;

const monthFilter = (page: Page) => page.locator(".calc-issued").getByLabel("Month", { exact: true });

beforeAll(async () => {
  device = bigDevice(CODE, COUNT);
  next = `${device.series}/${COUNT + 1}`;
  phone = await freshCalculator(
    browser(),
    { viewport: viewports.mobile, touch: true, seriesCode: CODE },
    url(),
  );
  await openDeviceFiles(phone.page);
  await chooseBackup(phone.page, "calculator-backup-K7.json", await backupText(device.data));
  await status(phone.page, `Restored ${COUNT} documents`).waitFor({ timeout: 50_000 });
}, 90_000);

afterAll(async () => {
  await phone?.context.close();
});

describe("a phone holding 6,000 issued invoices", () => {
  it("issues the next invoice with the next number, listed first", async () => {
    const { page } = phone;
    await seedDraft(page, 2, {
      kind: "tax-invoice",
      buyer: { name: "Nellore Agencies", address: "Trunk Road", gstin: "", stateCode: "37" },
    });
    const pdf = await savePdf(page);
    expect(pdf.suggestedFilename()).toBe(`${next.replaceAll("/", "-")}.pdf`);
    await openDocumentSide(page);
    await expect
      .poll(() => listSummary(page), SLOW)
      .toBe(`${count.format(COUNT + 1)} documents on this device, the newest first.`);
    const shown = await listedNumbers(page);
    // A page at a time, newest first: never every document.
    expect(shown).toHaveLength(50);
    expect(shown.slice(0, 3)).toEqual([next, `${device.series}/${COUNT}`, `${device.series}/${COUNT - 1}`]);
    await page.getByRole("button", { name: "Show more" }).tap();
    await expect.poll(async () => (await listedNumbers(page)).length, SLOW).toBe(100);
  });

  it("finds an invoice by its number, by its buyer's name and by the GSTIN", async () => {
    const { page } = phone;
    const [first, second, third] = device.rareBuyerNumbers as [string, string, string];
    await findBox(page).fill(second);
    await expect.poll(() => listedNumbers(page), SLOW).toEqual([second]);
    await expect(listSummary(page)).resolves.toBe(`1 document found among ${count.format(COUNT + 1)}.`);

    // As the rep types, part of the name, in any case: newest first.
    await findBox(page).fill("tirupati poo");
    await expect.poll(() => listedNumbers(page), SLOW).toEqual([third, second, first]);
    await expectNoAxeViolations(page);

    await findBox(page).fill(RARE_BUYER.gstin.toLowerCase());
    await expect.poll(() => listedNumbers(page), SLOW).toEqual([third, second, first]);

    // The serial alone finds it too.
    await findBox(page).fill(String(Number(second.split("/").at(-1))));
    await expect.poll(() => listedNumbers(page), SLOW).toEqual([second]);

    // A month: its newest invoice first.
    await findBox(page).fill("");
    const month = busyMonth(device.invoices);
    const ofMonth = invoicesOfMonth(device.invoices, month);
    await monthFilter(page).fill(month);
    await expect.poll(async () => (await listedNumbers(page))[0], SLOW).toBe(ofMonth.at(-1)!.number);
    expect(await listedNumbers(page)).toHaveLength(50);
    await monthFilter(page).fill("");
  });

  it("makes the month's accountant's files with exactly that month's invoices", async () => {
    const { page } = phone;
    const month = busyMonth(device.invoices);
    const expected = invoicesOfMonth(device.invoices, month);
    await openDeviceFiles(page);
    await page.getByLabel("Month (year and month)").fill(month);
    await expectNoAxeViolations(page);
    const zipFile = await download(page, "Download the files (.zip)");
    expect(zipFile.suggestedFilename()).toBe(`accountant-files-${month}.zip`);
    await status(page, `with ${expected.length} tax invoices`).waitFor();

    const files = unzipSync(new Uint8Array(await bytesOf(zipFile)));
    const register = Papa.parse<Record<string, string>>(
      strFromU8(files["sales-register.csv"]!).replace(/^\uFEFF/, ""),
      { header: true, skipEmptyLines: true },
    ).data;
    const invoiceRows = register.filter((row) => row.Document === "Tax Invoice");
    const numbers = [...new Set(invoiceRows.map((row) => row["Invoice Number"]))].sort();
    expect(numbers).toEqual(expected.map((invoice) => invoice.number).sort());
    const cancelled = expected.filter((invoice) => invoice.cancelled).map((invoice) => invoice.number);
    expect(cancelled.length).toBeGreaterThan(0);
    expect(
      invoiceRows.filter((row) => row.Status === "Cancelled").map((row) => row["Invoice Number"]),
    ).toEqual(expect.arrayContaining(cancelled));
    const sorted = expected.map((invoice) => invoice.number).sort();
    expect(strFromU8(files["docs.csv"]!)).toContain(
      `${sorted[0]},${sorted.at(-1)},${expected.length},${cancelled.length}`,
    );
  });

  it("backs up every document, and a second, fresh profile restores them all", async () => {
    const { page } = phone;
    await openDeviceFiles(page);
    const backup: Download = await download(page, "Download backup");
    expect(backup.suggestedFilename()).toMatch(new RegExp(`^calculator-backup-${CODE}-`));

    const second = await freshCalculator(browser(), { seriesCode: null }, url());
    try {
      await openDeviceFiles(second.page);
      await restoreDownload(second.page, backup);
      await status(second.page, `Restored ${COUNT + 1} documents`).waitFor({ timeout: 50_000 });
      await expect
        .poll(() => listSummary(second.page), SLOW)
        .toBe(`${count.format(COUNT + 1)} documents on this device, the newest first.`);
      expect((await listedNumbers(second.page))[0]).toBe(next);
      await findBox(second.page).fill(device.rareBuyerNumbers[0]!);
      await expect.poll(() => listedNumbers(second.page), SLOW).toEqual([device.rareBuyerNumbers[0]]);
      await expect(second.page.locator(".calc-series-code").textContent()).resolves.toContain(
        `Series code of this device: ${CODE}`,
      );
    } finally {
      await second.context.close();
    }
  });
});
