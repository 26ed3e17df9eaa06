import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { financialYear, shortYear } from "~/calculator/documents/document-numbering";

import { expectNoAxeViolations, useBrowser, waitForHydration } from "./support/browser";
import { newProfile, readBooks } from "./support/books-store";
import { CALCULATOR_PATH, CONFIGURED_SELLER, giveSeriesCode, savePdf, seedDraft } from "./support/calculator";
import { openDocumentSide, status } from "./support/device-files";
import { useServer } from "./support/use-server";

/**
 * A phone whose browser refuses to store more (the site's quota set through the DevTools protocol,
 * then filled, so that Chromium's real IndexedDB refuses the write), over the production build: Save
 * PDF issues nothing, uses no number, leaves nothing half-written, and the bar says plainly what
 * happened and what to do; a cancellation refused the same way leaves the invoice as it was. Once
 * there is room again, the same Save PDF takes the number that was not used.
 */

const browser = useBrowser();
const configured = useServer(CONFIGURED_SELLER, "vasanam-e2e-books-quota-");
const CODE = "Q5";
const series = `PE/${CODE}/${shortYear(financialYear(Date.now()))}`;
const FULL =
  "This phone's storage for the calculator is full, so this document was not issued and no number was used.";

/** The site's quota in this test: room for the calculator's first writes, then filled up. */
const QUOTA = 4_000_000;

/**
 * Fills what is left of the site's quota with random bytes (which no compression shrinks) in a
 * database of the test's own, in ever smaller pieces, until the browser refuses even 128 bytes.
 */
function fillTheQuota(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open("quota-filler", 1);
      request.onupgradeneeded = () => request.result.createObjectStore("filler");
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const put = (size: number) =>
      new Promise<boolean>((resolve) => {
        const bytes = new Uint8Array(size);
        for (let at = 0; at < size; at += 65536) crypto.getRandomValues(bytes.subarray(at, at + 65536));
        const transaction = database.transaction("filler", "readwrite");
        transaction.objectStore("filler").put(bytes, Math.random());
        transaction.oncomplete = () => resolve(true);
        transaction.onabort = () => resolve(false);
      });
    let written = 0;
    for (let size = 1 << 20; size >= 128; size >>= 1) while (await put(size)) written += size;
    database.close();
    return written;
  });
}

function freeTheFiller(page: Page): Promise<void> {
  return page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase("quota-filler");
        request.onsuccess = () => resolve();
        request.onerror = () => reject(request.error);
      }),
  );
}

describe("a browser that refuses to store", () => {
  it("issues nothing, uses no number, keeps what was issued, and says what to do", async () => {
    const { page, context } = await newProfile(browser(), {
      baseURL: configured().server.baseURL,
      phone: true,
    });
    await giveSeriesCode(context, CODE);
    // The quota is set before the site first stores anything: Chromium reads it once, then counts.
    const cdp = await context.newCDPSession(page);
    await cdp.send("Storage.overrideQuotaForOrigin", {
      origin: new URL(configured().server.baseURL).origin,
      quotaSize: QUOTA,
    });
    try {
      await page.goto(CALCULATOR_PATH);
      await waitForHydration(page);
      const buyer = { address: "Main Road", gstin: "", stateCode: "07" };
      await seedDraft(page, 2, { kind: "tax-invoice", buyer: { name: "First Stores", ...buyer } });
      expect((await savePdf(page)).suggestedFilename()).toBe(`${series.replaceAll("/", "-")}-0001.pdf`);
      await seedDraft(page, 3, { kind: "tax-invoice", buyer: { name: "Second Stores", ...buyer } });
      const before = await readBooks(page);
      expect(before.numbers).toEqual([`${series}/0001`]);

      // The rest of the quota filled: the browser refuses every write.
      expect(await fillTheQuota(page)).toBeGreaterThan(QUOTA / 2);
      const downloads: string[] = [];
      page.on("download", (file) => downloads.push(file.suggestedFilename()));
      await page.getByRole("button", { name: "Save PDF" }).tap();
      const said = status(page, FULL);
      await said.waitFor({ timeout: 15_000 });
      await expect(said.textContent()).resolves.toContain(
        "Nothing was lost: every document issued before is kept. Make a backup",
      );
      await expect(said.textContent()).resolves.toContain("then free space on the phone");
      await expectNoAxeViolations(page);
      expect(downloads).toEqual([]);
      const after = await readBooks(page);
      expect(after.numbers).toEqual(before.numbers);
      expect(after.counters).toEqual(before.counters);
      expect(after.counters).toEqual({ [series]: 1 });

      // A cancellation refused the same way leaves the invoice as it was.
      await openDocumentSide(page);
      // The end of the page still scrolls clear of the bar, however tall the message makes it.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const clearOfTheBar = await page.evaluate(
        () =>
          document.querySelector(".calc-issued")!.getBoundingClientRect().bottom <=
          document.querySelector(".calc-bar")!.getBoundingClientRect().top,
      );
      expect(clearOfTheBar).toBe(true);
      // Brought to the middle of the screen, clear of the bar, as the rep would scroll it.
      const cancel = page.getByRole("button", { name: `Cancel ${series}/0001` });
      await cancel.evaluate((button) => button.scrollIntoView({ block: "center" }));
      await cancel.tap();
      await page.getByRole("textbox", { name: "Reason for cancelling" }).fill("Wrong buyer");
      await page.getByRole("button", { name: `Cancel invoice ${series}/0001` }).tap();
      // Said beside the reason, where the rep is looking.
      await page
        .locator(".calc-issued")
        .getByText("full, so the cancellation could not be kept; the document is as it was")
        .waitFor({ timeout: 15_000 });
      await expect(
        page.getByRole("row", { name: new RegExp(`^${series}/0001`) }).textContent(),
      ).resolves.not.toContain("CANCELLED");

      // With room again, the same Save PDF takes the number that was not used.
      await freeTheFiller(page);
      expect((await savePdf(page)).suggestedFilename()).toBe(`${series.replaceAll("/", "-")}-0002.pdf`);
      const last = await readBooks(page);
      expect(last.numbers).toEqual([`${series}/0001`, `${series}/0002`]);
      expect(last.counters).toEqual({ [series]: 2 });
    } finally {
      await context.close();
    }
  });
});
