import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { LAST_BACKUP_STORAGE_KEY } from "~/calculator/device/backup-reminder";
import { draftKey, writeDraftRecord } from "~/calculator/device/drafts";
import {
  LEGACY_DRAFT_STORAGE_KEY,
  PRICE_LIST_STORAGE_KEY,
  newDraft,
  writeDraft,
  writeStoredPriceList,
} from "~/calculator/device/invoice-draft";
import {
  ISSUED_STORAGE_KEY,
  writeIssuedDocuments,
  type IssuedDocument,
} from "~/calculator/device/issued-documents";
import { SERIES_CODE_STORAGE_KEY } from "~/calculator/device/series-code";
import { COUNTERS_STORAGE_KEY, writeCounters } from "~/calculator/documents/document-numbering";
import { builtInPriceList } from "~/calculator/price-list/price-list";

import { expectNoAxeViolations, useBrowser, waitForHydration } from "./support/browser";
import { bigDevice } from "./support/books-fixtures";
import { newProfile, readBooks, taxInvoiceDraft } from "./support/books-store";
import {
  CALCULATOR_PATH,
  CONFIGURED_SELLER,
  addLineByMouse,
  download,
  freshCalculator,
  totalBar,
} from "./support/calculator";
import {
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
 * A phone that used the calculator before its books moved to IndexedDB, in Chromium over the
 * production build: everything earlier versions kept in localStorage (1,500 documents, the counters,
 * the series code, two drafts of two formats, a price list from a file, the time of the last backup),
 * written under the old keys before the first load, is in the books afterwards, listed, opened and
 * backed up, and the old keys are gone. A move cut short half-way is done again on the next load,
 * nothing twice, and an invoice issued in between never takes a number the unmoved documents hold.
 */

const browser = useBrowser();
const configured = useServer(CONFIGURED_SELLER, "vasanam-e2e-books-move-in-");
const CODE = "M3";
const COUNT = 1500;
const DAY = 24 * 60 * 60 * 1000;
const count = new Intl.NumberFormat("en-IN");
const SLOW = { timeout: 15_000 };

const device = bigDevice(CODE, COUNT);
const quotationSeries = device.series.replace(/^PE\//, "Q/");
const quotation: IssuedDocument = {
  ...device.invoices[0]!,
  kind: "quotation",
  number: `${quotationSeries}/0001`,
  buyer: { ...device.invoices[0]!.buyer, name: "Quotation Only Traders" },
};
const oldDocuments = [...device.invoices, quotation].sort((a, b) => a.issuedAt - b.issuedAt);
const counters = { [device.series]: COUNT, [quotationSeries]: 1 };
const priceList = {
  source: "file" as const,
  fileName: "rates-2026.csv",
  items: builtInPriceList().slice(0, 4),
};
const lastBackupAt = Date.UTC(2026, 5, 12, 6, 30);
const legacyStartedAt = Date.now() - 10 * DAY;
/** The id the move-in gives the one draft the earliest versions kept. */
const LEGACY_DRAFT_ID = `kept-${legacyStartedAt.toString(36)}`;

/** Everything earlier versions kept, under their keys, as they wrote it. */
function oldKeys(now: number): Record<string, string> {
  const legacy = {
    ...newDraft(legacyStartedAt),
    buyer: { name: "Legacy Single Draft", address: "", gstin: "", stateCode: "" },
  };
  return {
    [ISSUED_STORAGE_KEY]: writeIssuedDocuments(oldDocuments),
    [COUNTERS_STORAGE_KEY]: writeCounters(counters),
    [SERIES_CODE_STORAGE_KEY]: CODE,
    [PRICE_LIST_STORAGE_KEY]: writeStoredPriceList(priceList),
    [LAST_BACKUP_STORAGE_KEY]: String(lastBackupAt),
    [LEGACY_DRAFT_STORAGE_KEY]: writeDraft(legacy),
    [draftKey("old-1")]: writeDraftRecord({
      id: "old-1",
      updatedAt: now - DAY,
      draft: taxInvoiceDraft("Old Draft Traders", now - 2 * DAY),
    }),
  };
}

/** A new profile whose localStorage holds the earlier version's data before the calculator first loads. */
async function profileWithOldData(
  phone: boolean,
): Promise<{ context: BrowserContext; page: Page; keys: string[] }> {
  const { context, page } = await newProfile(browser(), { baseURL: configured().server.baseURL, phone });
  // A blank page of the site stands in for the earlier version, to write the site's storage.
  await page.route("**/earlier-version", (route) =>
    route.fulfill({ contentType: "text/html", body: "<!doctype html><title>Earlier version</title>" }),
  );
  await page.goto("/earlier-version");
  const keys = oldKeys(Date.now());
  await page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, keys);
  return { context, page, keys: Object.keys(keys) };
}

/** The keys of earlier versions' books still in localStorage. */
const remainingOldKeys = (page: Page) =>
  page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith("punarvana-eco.") && key !== "punarvana-eco.build-seen")
      .sort(),
  );

async function openCalculator(page: Page) {
  await page.goto(CALCULATOR_PATH);
  await waitForHydration(page);
}

describe("moving in what earlier versions kept in localStorage", () => {
  let moved: { context: BrowserContext; page: Page };
  beforeAll(async () => {
    moved = await profileWithOldData(true);
    await openCalculator(moved.page);
    // The move is done once the old keys are gone.
    await moved.page.waitForFunction(
      () =>
        !Object.keys(localStorage).some(
          (key) => key.startsWith("punarvana-eco.") && key !== "punarvana-eco.build-seen",
        ),
      undefined,
      { timeout: 30_000 },
    );
  }, 90_000);
  afterAll(async () => {
    await moved?.context.close();
  });

  it("moves everything into the books: listed, the draft opens, the old keys gone", async () => {
    const { page } = moved;
    expect(await remainingOldKeys(page)).toEqual([]);
    const books = await readBooks(page);
    expect(books.numbers).toEqual(oldDocuments.map((document) => document.number).sort());
    expect(books.counters).toEqual(counters);
    expect(books.drafts.sort()).toEqual([LEGACY_DRAFT_ID, "old-1"]);
    expect(books.device).toMatchObject({ seriesCode: CODE, lastBackupAt });

    // The latest draft opens, as the rep left it.
    await expect(page.locator(".calc-document-toggle").textContent()).resolves.toContain(
      "Tax invoice for Old Draft Traders",
    );
    await totalBar(page).getByText("2 lines", { exact: true }).waitFor();
    const summary = (text: string) => page.locator("summary", { hasText: text }).textContent();
    await expect(summary("Invoices on this device")).resolves.toContain("(2)");
    await expect(summary("Price list:")).resolves.toContain("4 products (from rates-2026.csv)");

    // Listed, and found.
    await openDocumentSide(page);
    await expect
      .poll(() => listSummary(page), SLOW)
      .toBe(`${count.format(COUNT + 1)} documents on this device, the newest first.`);
    await findBox(page).fill("quotation only");
    await expect.poll(() => listedNumbers(page), SLOW).toEqual([quotation.number]);
    await expect(page.locator(".calc-series-code").textContent()).resolves.toContain(
      `Series code of this device: ${CODE}`,
    );
  });

  it("keeps the last backup's time, and makes a backup that holds everything", async () => {
    const { page } = moved;
    await openDeviceFiles(page);
    await expect(page.locator(".calc-device-files summary").textContent()).resolves.toContain(
      "last backup 12 Jun 2026",
    );
    await expectNoAxeViolations(page);
    const backup = await download(page, "Download backup");
    const fresh = await freshCalculator(
      browser(),
      { seriesCode: null },
      configured().server.baseURL + CALCULATOR_PATH,
    );
    try {
      await openDeviceFiles(fresh.page);
      await restoreDownload(fresh.page, backup);
      await status(
        fresh.page,
        `Restored ${COUNT + 1} documents, 2 drafts, the price list (what this device already had was kept). This device's series code is ${CODE}`,
      ).waitFor(SLOW);
    } finally {
      await fresh.context.close();
    }

    // A later load finds nothing more to move, and the books are as they were.
    await page.reload();
    await waitForHydration(page);
    expect(await remainingOldKeys(page)).toEqual([]);
    expect((await readBooks(page)).numbers).toHaveLength(COUNT + 1);
  });

  it("does a move cut short again on the next load, nothing twice, and numbers nothing the old books hold", async () => {
    const { context, page, keys } = await profileWithOldData(false);
    try {
      // The first load's move fails half-way through the documents (as a full disk or a crash would).
      await context.addInitScript(() => {
        if (sessionStorage.getItem("test.move-failed")) return;
        // Documents are written with add (new) or put (changed): the 600th write of either fails.
        const { add, put } = IDBObjectStore.prototype;
        let documents = 0;
        const failing = (write: typeof put) =>
          function (this: IDBObjectStore, ...args: Parameters<typeof put>) {
            if (this.name === "documents" && ++documents === 600) {
              sessionStorage.setItem("test.move-failed", "yes");
              Object.assign(IDBObjectStore.prototype, { add, put });
              this.transaction.abort();
              throw new DOMException("The test cuts the move short", "AbortError");
            }
            return write.apply(this, args);
          };
        Object.assign(IDBObjectStore.prototype, { add: failing(add), put: failing(put) });
      });
      const cutShort = page.waitForEvent("console", {
        predicate: (message) => message.text().includes("The move into the device's books was cut short"),
        timeout: 30_000,
      });
      await openCalculator(page);
      await cutShort;
      expect(await remainingOldKeys(page)).toEqual([...keys].sort());
      const partly = await readBooks(page);
      expect(partly.numbers.length).toBeGreaterThan(0);
      expect(partly.numbers.length).toBeLessThan(COUNT);

      // The rep issues a tax invoice on that load: it takes the number after the old books' last.
      await page.getByRole("radio", { name: "Tax invoice" }).check();
      await page.getByRole("combobox", { name: "Customer name" }).fill("Issued Meanwhile Stores");
      await page.getByRole("textbox", { name: "Billing address" }).fill("Station Road");
      await page.getByRole("combobox", { name: "State (place of supply)" }).selectOption("07");
      await addLineByMouse(page, "rose 16", "Punarvana Rose Agarbatti 16 g", "5");
      await page.getByRole("button", { name: "Print", exact: true }).click();
      const meanwhile = `${device.series}/${COUNT + 1}`;

      await status(page, `Printing tax invoice ${meanwhile}.`).waitFor(SLOW);

      // The next load moves the rest: every old document once, as it was; the new one kept.
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => remainingOldKeys(page), SLOW).toEqual([]);
      const books = await readBooks(page);
      expect(books.numbers).toEqual([...oldDocuments.map((document) => document.number), meanwhile].sort());
      expect(books.counters).toEqual({ ...counters, [device.series]: COUNT + 1 });
      // The draft typed on the cut-short load, and the two moved in, each once.
      expect(books.drafts.filter((id) => id === "old-1" || id === LEGACY_DRAFT_ID).sort()).toEqual([
        LEGACY_DRAFT_ID,
        "old-1",
      ]);
      expect(books.drafts).toHaveLength(3);
      await expect
        .poll(() => listSummary(page), SLOW)
        .toBe(`${count.format(COUNT + 2)} documents on this device, the newest first.`);
      const [firstOfSecondChunk] = device.invoices.slice(600, 601);
      await findBox(page).fill(firstOfSecondChunk!.number);
      await expect.poll(() => listedNumbers(page), SLOW).toEqual([firstOfSecondChunk!.number]);
      await expect(
        page.getByRole("row", { name: new RegExp(`^${firstOfSecondChunk!.number}`) }).textContent(),
      ).resolves.toContain(firstOfSecondChunk!.buyer.name);
    } finally {
      await context.close();
    }
  });
});
