import { strFromU8, unzipSync } from "fflate";
import Papa from "papaparse";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { invoiceLineFor } from "~/calculator/arithmetic/add-line";
import { defaultQuantityMode } from "~/calculator/arithmetic/quantity-modes";
import { makeBackupFile, readBackupFile } from "~/calculator/device/backup-file";
import type { IssuedDocument } from "~/calculator/device/issued-documents";
import type { Buyer } from "~/calculator/documents/buyer";
import { financialYear, shortYear } from "~/calculator/documents/document-numbering";
import type { Gstr1Json } from "~/calculator/register/gstr1-json";
import { builtInPriceList } from "~/calculator/price-list/price-list";
import { toPaise } from "~/money/money";

import { validateGstr1Json } from "../unit/calculator/register/gstr1-validator";
import { expectNoAxeViolations, useBrowser, viewports } from "./support/browser";
import {
  CALCULATOR_PATH,
  SELLER_WITH_PLACE,
  bytesOf,
  download,
  freshCalculator,
  savePdf,
  seedDraft,
} from "./support/calculator";
import { useServer } from "./support/use-server";

/**
 * The office's one return for the GSTIN, in Chromium over the production build: three devices (series
 * A1, B2, C3) issue B2B, B2C in and out of the seller's state and B2CL invoices, cancel one, and make
 * their backups and their own accountant's files through the page; the office view, given the three
 * backups at once, shows the period and its series, and its .zip, read back, holds every device's
 * sheets combined (b2cs and HSN summed across devices, docs.csv a row per series) and a gstr1.json
 * that passes the validator and equals the CSVs. A file holding one of those numbers with other content
 * is refused, naming the number; a file with a document removed shows the missing number; the same file
 * twice changes nothing; and the office's own device keeps nothing of it.
 */

const browser = useBrowser();
const configured = useServer(SELLER_WITH_PLACE, "vasanam-e2e-office-");
const year = shortYear(financialYear(Date.now()));
const number = (code: string, serial: number) => `PE/${code}/${year}/${String(serial).padStart(4, "0")}`;

type Row = Record<string, string>;
type Files = Record<string, Uint8Array>;

const BENGALURU_BUYER = {
  name: "Bengaluru Pooja Mart",
  address: "Avenue Road",
  gstin: "29AAGCB7383J1Z4",
  stateCode: "29",
  pincode: "560002",
  city: "Bengaluru",
};
const DELHI_WALK_IN = { name: "Walk-in Customer", address: "Karol Bagh", gstin: "", stateCode: "07" };
const MYSURU_SHOP = { name: "Mysuru Stores", address: "Sayyaji Rao Road", gstin: "", stateCode: "29" };

async function issue(page: Page, buyer: Buyer, bigOrder = false) {
  const list = builtInPriceList();
  // Enough agarbatti for an invoice over ₹1,00,000: a B2CL invoice when the buyer is in another state.
  const lines = bigOrder
    ? [invoiceLineFor(list[0]!, { id: "big", quantity: 2500, mode: defaultQuantityMode(list[0]!) })]
    : undefined;
  await seedDraft(page, lines?.length ?? 2, {
    kind: "tax-invoice",
    buyer,
    ...(lines ? { lines } : {}),
  });
  await savePdf(page);
}

async function cancel(page: Page, documentNumber: string) {
  await page.getByRole("button", { name: `Cancel ${documentNumber}` }).click();
  await page.getByRole("textbox", { name: "Reason for cancelling" }).fill("Billed twice");
  await page.getByRole("button", { name: `Cancel invoice ${documentNumber}` }).click();
  await page.getByText("CANCELLED").first().waitFor();
}

/** The device's backup and its own accountant's .zip of this month, as the rep makes them. */
async function deviceFiles(page: Page) {
  await page.getByText("Backup and accountant's files").click();
  const backup = await download(page, "Download backup");
  const zip = await download(page, "Download the files (.zip)");
  return {
    name: backup.suggestedFilename(),
    bytes: await bytesOf(backup),
    files: unzipSync(new Uint8Array(await bytesOf(zip))),
  };
}

type DeviceFiles = Awaited<ReturnType<typeof deviceFiles>>;

function rows(files: Files, name: string): Row[] {
  const parsed = Papa.parse<Row>(strFromU8(files[name]!).replace(/^\uFEFF/, ""), {
    header: true,
    skipEmptyLines: true,
  });
  expect(parsed.errors).toEqual([]);
  return parsed.data;
}

const headings = (files: Files, name: string) =>
  strFromU8(files[name]!)
    .replace(/^\uFEFF/, "")
    .split("\r\n")[0]!
    .split(",");
const paise = (text: string | undefined) => (text ? toPaise(text) : 0);
const cents = (value: number | undefined) => Math.round((value ?? 0) * 100);

/** Paise sums of `amount` by the key columns, over several files' sheets. */
function sumsBy(all: readonly Files[], sheet: string, keys: readonly string[], amount: string) {
  const sums: Record<string, number> = {};
  for (const files of all) {
    for (const row of rows(files, sheet)) {
      const key = keys.map((column) => row[column]).join("|");
      sums[key] = (sums[key] ?? 0) + paise(row[amount]);
    }
  }
  return sums;
}

const officePanel = (page: Page) => page.locator(".calc-office");
const outcomes = (page: Page) => officePanel(page).locator(".calc-office-files li");

async function chooseBackups(page: Page, files: readonly { name: string; bytes: Buffer }[]) {
  const opened = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Choose backup files" }).click();
  const chooser = await opened;
  await chooser.setFiles(
    files.map((file) => ({ name: file.name, mimeType: "application/gzip", buffer: file.bytes })),
  );
}

/** The backup with its documents changed, sealed again as a device would have made it. */
async function resealed(bytes: Buffer, change: (issued: readonly IssuedDocument[]) => IssuedDocument[]) {
  const reading = await readBackupFile(new Blob([new Uint8Array(bytes)]));
  if (!reading.ok) throw new Error(reading.message);
  const file = await makeBackupFile(
    { ...reading.data, issued: change(reading.data.issued) },
    reading.createdAt,
  );
  return Buffer.from(await file.arrayBuffer());
}

describe("the office: one return for the GSTIN", () => {
  const devices: Record<string, DeviceFiles> = {};

  beforeAll(async () => {
    const open = (code: string) =>
      freshCalculator(browser(), { seriesCode: code }, configured().server.baseURL + CALCULATOR_PATH);
    const [a1, b2, c3] = await Promise.all([open("A1"), open("B2"), open("C3")]);
    try {
      // A1: a B2B invoice to Bengaluru, a B2C sale in Delhi.
      await issue(a1.page, BENGALURU_BUYER);
      await issue(a1.page, DELHI_WALK_IN);
      // B2: a small B2C sale to Karnataka, a B2CL invoice to Karnataka.
      await issue(b2.page, MYSURU_SHOP);
      await issue(b2.page, MYSURU_SHOP, true);
      // C3: the same B2B buyer, a B2C sale in Delhi, and one more, cancelled.
      await issue(c3.page, BENGALURU_BUYER);
      await issue(c3.page, DELHI_WALK_IN);
      await issue(c3.page, { ...DELHI_WALK_IN, name: "Walk-in Again" });
      await cancel(c3.page, number("C3", 3));
      devices.A1 = await deviceFiles(a1.page);
      devices.B2 = await deviceFiles(b2.page);
      devices.C3 = await deviceFiles(c3.page);
    } finally {
      await Promise.all([a1.context.close(), b2.context.close(), c3.context.close()]);
    }
  }, 240_000);

  let office: Awaited<ReturnType<typeof freshCalculator>>;
  beforeAll(async () => {
    office = await freshCalculator(
      browser(),
      { seriesCode: null, viewport: viewports.mobile },
      configured().server.baseURL + CALCULATOR_PATH,
    );
  });
  afterAll(() => office?.context.close());

  it("combines the three backups: the period's series and totals, and the return's files summed across devices", async () => {
    const { page } = office;
    const requested: string[] = [];
    page.on("request", (request) => requested.push(request.url()));
    await page.getByText("Office: one return for the GSTIN").click();
    await chooseBackups(page, [devices.A1!, devices.B2!, devices.C3!]);
    const panel = officePanel(page);
    await panel.getByText("3 files read: 3 combined; 7 documents.").waitFor();
    await expect(outcomes(page).allTextContents()).resolves.toEqual([
      expect.stringContaining(`${devices.A1!.name}: series A1, 2 tax invoices`),
      expect.stringContaining(`${devices.B2!.name}: series B2, 2 tax invoices`),
      expect.stringContaining(`${devices.C3!.name}: series C3, 3 tax invoices`),
    ]);

    // The period at a glance: one row per series, the cancelled invoice counted, nothing missing.
    const series = panel.getByRole("table", { name: "Series" });
    await expect(series.getByRole("row").allInnerTexts()).resolves.toHaveLength(4);
    const seriesRow = (code: string) => series.getByRole("row", { name: new RegExp(`PE/${code}/`) });
    await expect(seriesRow("A1").textContent()).resolves.toContain(number("A1", 2));
    await expect(seriesRow("C3").locator('td[data-label="Cancelled"]').textContent()).resolves.toBe("1");
    await expect(seriesRow("C3").locator('td[data-label="Issued"]').textContent()).resolves.toBe("3");
    const kinds = panel.getByRole("table", { name: "By kind of supply" });
    const invoicesOf = (kind: string) =>
      kinds
        .getByRole("row", { name: new RegExp(`^${kind}`) })
        .locator('td[data-label="Documents"]')
        .textContent();
    await expect(invoicesOf("B2B")).resolves.toBe("2");
    await expect(invoicesOf("B2CL")).resolves.toBe("1");
    await expect(invoicesOf("B2CS")).resolves.toBe("3");
    await expect(panel.locator(".calc-warning").count()).resolves.toBe(0);
    // Nothing is wider than the phone's screen.
    await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    const zip = await download(page, "Download the return's files (.zip)");
    expect(zip.suggestedFilename()).toMatch(/^gstr1-07AAACR5055K1Z9-\d{4}-\d{2}\.zip$/);
    // The register and fflate came with the office view, in a chunk the offline worker keeps.
    const chunks = requested.map((url) => new URL(url).pathname).filter((path) => /OfficeView/.test(path));
    expect(chunks).toHaveLength(1);
    const worker = await page.request.get(`${configured().server.baseURL}/price-calculation-sw.js`);
    expect(await worker.text()).toContain(chunks[0]!);

    const combined = unzipSync(new Uint8Array(await bytesOf(zip)));
    const own = [devices.A1!.files, devices.B2!.files, devices.C3!.files];
    expect(Object.keys(combined)).toEqual(Object.keys(own[0]!));
    for (const name of Object.keys(combined).filter((file) => file.endsWith(".csv"))) {
      expect(headings(combined, name), name).toEqual(headings(own[0]!, name));
    }
    expect(headings(combined, "b2cs.csv")).toEqual([
      "Type",
      "Place Of Supply",
      "Applicable % of Tax Rate",
      "Rate",
      "Taxable Value",
      "Cess Amount",
      "E-Commerce GSTIN",
    ]);
    expect(headings(combined, "docs.csv")).toEqual([
      "Nature of Document",
      "Sr. No. From",
      "Sr. No. To",
      "Total Number",
      "Cancelled",
    ]);

    // b2cs summed by place of supply and rate across devices: Delhi's from A1 and C3 in one row.
    const b2cs = rows(combined, "b2cs.csv");
    expect(b2cs.filter((row) => row["Place Of Supply"] === "07-Delhi").length).toBeGreaterThan(0);
    expect(new Set(b2cs.map((row) => `${row["Place Of Supply"]}|${row.Rate}`)).size).toBe(b2cs.length);
    expect(sumsBy([combined], "b2cs.csv", ["Place Of Supply", "Rate"], "Taxable Value")).toEqual(
      sumsBy(own, "b2cs.csv", ["Place Of Supply", "Rate"], "Taxable Value"),
    );
    // HSN by code, unit and rate across devices.
    for (const sheet of ["hsn-b2b.csv", "hsn-b2c.csv"]) {
      for (const amount of [
        "Taxable Value",
        "Integrated Tax Amount",
        "Central Tax Amount",
        "State/UT Tax Amount",
      ]) {
        expect(sumsBy([combined], sheet, ["HSN", "UQC", "Rate"], amount), `${sheet} ${amount}`).toEqual(
          sumsBy(own, sheet, ["HSN", "UQC", "Rate"], amount),
        );
      }
    }
    // b2b: both devices' invoices to the one buyer; docs.csv: one row per series.
    expect(rows(combined, "b2b.csv").map((row) => row["Invoice Number"])).toEqual(
      expect.arrayContaining([number("A1", 1), number("C3", 1)]),
    );
    expect(rows(combined, "b2cl.csv").map((row) => row["Invoice Number"])).toEqual([number("B2", 2)]);
    expect(rows(combined, "docs.csv")).toEqual([
      { "Nature of Document": "Invoices for outward supply", "Sr. No. From": number("A1", 1), "Sr. No. To": number("A1", 2), "Total Number": "2", Cancelled: "0" },
      { "Nature of Document": "Invoices for outward supply", "Sr. No. From": number("B2", 1), "Sr. No. To": number("B2", 2), "Total Number": "2", Cancelled: "0" },
      { "Nature of Document": "Invoices for outward supply", "Sr. No. From": number("C3", 1), "Sr. No. To": number("C3", 3), "Total Number": "3", Cancelled: "1" },
    ]); // prettier-ignore

    // gstr1.json: valid, and equal to the CSVs.
    const json = JSON.parse(strFromU8(combined["gstr1.json"]!)) as Gstr1Json;
    expect(validateGstr1Json(json)).toEqual([]);
    expect(json.gstin).toBe("07AAACR5055K1Z9");
    expect(json.b2b?.map((group) => group.ctin)).toEqual(["29AAGCB7383J1Z4"]);
    const b2bTaxable = json.b2b!.flatMap((group) =>
      group.inv.flatMap((invoice) => invoice.itms.map((item) => cents(item.itm_det.txval))),
    );
    expect(b2bTaxable.reduce((a, b) => a + b, 0)).toBe(
      rows(combined, "b2b.csv").reduce((total, row) => total + paise(row["Taxable Value"]), 0),
    );
    expect(
      json.b2cl?.map((group) => [group.pos, group.inv.map((invoice) => [invoice.inum, cents(invoice.val)])]),
    ).toEqual([
      ["29", rows(combined, "b2cl.csv").map((row) => [row["Invoice Number"], paise(row["Invoice Value"])])],
    ]);
    expect(json.b2cs?.map((row) => cents(row.txval))).toEqual(b2cs.map((row) => paise(row["Taxable Value"])));
    expect(
      json.hsn?.hsn_b2c.map((row) => [
        row.hsn_sc,
        cents(row.txval),
        cents(row.camt),
        cents(row.samt),
        cents(row.iamt),
      ]),
    ).toEqual(
      rows(combined, "hsn-b2c.csv").map((row) => [
        row.HSN,
        paise(row["Taxable Value"]),
        paise(row["Central Tax Amount"]),
        paise(row["State/UT Tax Amount"]),
        paise(row["Integrated Tax Amount"]),
      ]),
    );
    expect(json.doc_issue?.doc_det[0]?.docs.map((row) => [row.from, row.to, row.totnum, row.cancel])).toEqual(
      [
        [number("A1", 1), number("A1", 2), 2, 0],
        [number("B2", 1), number("B2", 2), 2, 0],
        [number("C3", 1), number("C3", 3), 3, 1],
      ],
    );
  });

  it("adds nothing for the same file twice, and refuses a file holding a number with other content, naming it", async () => {
    const { page } = office;
    const panel = officePanel(page);
    const glance = () => panel.locator(".calc-office-glance").innerText();
    const before = await glance();

    await chooseBackups(page, [{ name: "a1-again.json.gz", bytes: devices.A1!.bytes }]);
    await panel.getByText("4 files read: 4 combined; 7 documents.").waitFor();
    await expect(outcomes(page).nth(3).textContent()).resolves.toContain(
      "a1-again.json.gz: series A1, 2 tax invoices",
    );
    await expect(outcomes(page).nth(3).textContent()).resolves.toContain("nothing new");
    await expect(glance()).resolves.toBe(before);

    const clash = await resealed(devices.B2!.bytes, (issued) =>
      issued.map((document) =>
        document.number === number("B2", 1)
          ? { ...document, buyer: { ...document.buyer, name: "Someone Else" } }
          : document,
      ),
    );
    await chooseBackups(page, [{ name: "clash.json.gz", bytes: clash }]);
    await panel.getByText("5 files read: 4 combined, 1 left out; 7 documents.").waitFor();
    await expect(outcomes(page).nth(4).textContent()).resolves.toContain(
      `clash.json.gz was left out: it holds ${number("B2", 1)} with other content than ${devices.B2!.name} has under the same number.`,
    );
    await expect(glance()).resolves.toBe(before);
    await expectNoAxeViolations(page);
  });

  it("lists a number missing from a series, and keeps nothing on the office's own device", async () => {
    const { page } = office;
    const panel = officePanel(page);
    await page.getByRole("button", { name: "Start again" }).click();
    const removed = await resealed(devices.C3!.bytes, (issued) =>
      issued.filter((document) => document.number !== number("C3", 2)),
    );
    await chooseBackups(page, [devices.A1!, devices.B2!, { name: "c3-short.json.gz", bytes: removed }]);
    await panel.getByText("3 files read: 3 combined; 6 documents.").waitFor();
    const warning = panel.locator(".calc-office-glance .calc-warning");
    await expect(warning.textContent()).resolves.toContain(`Missing from PE/C3/${year}: ${number("C3", 2)}.`);
    const c3 = panel.getByRole("table", { name: "Series" }).getByRole("row", { name: new RegExp(`PE/C3/`) });
    await expect(c3.locator('td[data-label="Missing"]').textContent()).resolves.toBe("1");
    await expectNoAxeViolations(page);

    // The office's own device holds no document: what it read stayed in the files.
    await page.getByText("Backup and accountant's files").click();
    const backup = await readBackupFile(
      new Blob([new Uint8Array(await bytesOf(await download(page, "Download backup")))]),
    );
    expect(backup.ok && backup.data.issued).toEqual([]);
  });
});
