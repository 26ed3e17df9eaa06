import type { Browser, BrowserContext, Page } from "playwright-core";

import { invoiceLineFor } from "~/calculator/arithmetic/add-line";
import { defaultQuantityMode } from "~/calculator/arithmetic/quantity-modes";
import { BOOKS_DB_NAME } from "~/calculator/device/books-db";
import { draftKey, writeDraftRecord } from "~/calculator/device/drafts";
import { newDraft, type InvoiceDraft } from "~/calculator/device/invoice-draft";
import { builtInPriceList } from "~/calculator/price-list/price-list";

import { viewports, waitForHydration } from "./browser";
import { totalBar } from "./calculator";

/** What the browser tests read of the device's books in Chromium's IndexedDB, and drafts they store. */

/**
 * A new browser profile (a context of its own: its own IndexedDB and localStorage) with a blank page
 * that has opened nothing yet, for a test that prepares the profile first; Print does nothing.
 */
export async function newProfile(
  browser: Browser,
  options: { baseURL: string; phone: boolean },
): Promise<{ context: BrowserContext; page: Page }> {
  const { baseURL, phone } = options;
  const context = await browser.newContext({
    baseURL,
    viewport: phone ? viewports.mobile : viewports.desktop,
    hasTouch: phone,
    isMobile: phone,
    reducedMotion: "reduce",
    acceptDownloads: true,
    serviceWorkers: "block",
  });
  await context.addInitScript(() => {
    window.print = () => undefined;
  });
  return { context, page: await context.newPage() };
}

export interface BooksSnapshot {
  /** Every document's number, in key order. */
  readonly numbers: string[];
  /** The last serial of each series. */
  readonly counters: Record<string, number>;
  /** The drafts' ids. */
  readonly drafts: string[];
  readonly device: Record<string, unknown>;
  /** The payments' receipt numbers. */
  readonly payments: string[];
}

/** The books as they are now, read straight from IndexedDB (not through the page's own code). */
export function readBooks(page: Page): Promise<BooksSnapshot> {
  return page.evaluate(async (name) => {
    const request = indexedDB.open(name);
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const ask = <T>(make: (transaction: IDBTransaction) => IDBRequest<T>) =>
      new Promise<T>((resolve, reject) => {
        const answer = make(database.transaction(["documents", "counters", "drafts", "device", "payments"]));
        answer.onsuccess = () => resolve(answer.result);
        answer.onerror = () => reject(answer.error);
      });
    const entries = async (store: string) => {
      const [keys, values] = await Promise.all([
        ask((transaction) => transaction.objectStore(store).getAllKeys()),
        ask((transaction) => transaction.objectStore(store).getAll()),
      ]);
      return Object.fromEntries(keys.map((key, index) => [String(key), values[index] as unknown]));
    };
    const [numbers, counters, drafts, device, payments] = await Promise.all([
      ask((transaction) => transaction.objectStore("documents").getAllKeys()),
      entries("counters"),
      ask((transaction) => transaction.objectStore("drafts").getAllKeys()),
      entries("device"),
      ask((transaction) => transaction.objectStore("payments").getAllKeys()),
    ]);
    database.close();
    return {
      numbers: numbers.map(String),
      counters: counters as Record<string, number>,
      drafts: drafts.map(String),
      device,
      payments: payments.map(String),
    };
  }, BOOKS_DB_NAME);
}

/** Puts a record straight into a store of the books (a payment or a buyer the test needs there). */
export function putInBooks(page: Page, store: "payments" | "buyers", value: object): Promise<void> {
  return page.evaluate(
    async ([name, storeName, record]) => {
      const request = indexedDB.open(name);
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const transaction = database.transaction(storeName, "readwrite");
      transaction.objectStore(storeName).put(record);
      await new Promise((resolve, reject) => {
        transaction.oncomplete = resolve;
        transaction.onerror = () => reject(transaction.error);
      });
      database.close();
    },
    [BOOKS_DB_NAME, store, value] as const,
  );
}

/** A tax invoice draft for `buyer` with two lines of the built-in list. */
export function taxInvoiceDraft(buyerName: string, startedAt = Date.now()): InvoiceDraft {
  const list = builtInPriceList();
  return {
    ...newDraft(startedAt),
    kind: "tax-invoice",
    buyer: { name: buyerName, address: "Main Road", gstin: "", stateCode: "07" },
    lines: [0, 1].map((index) =>
      invoiceLineFor(list[index]!, {
        id: `line-${index}`,
        quantity: 2 + index,
        mode: defaultQuantityMode(list[index]!),
      }),
    ),
  };
}

/**
 * Stores `draft` under `id` as the device's most recent draft, as earlier versions kept drafts, and
 * reloads so that this tab opens it (the tab forgets its own draft first, as a new tab would).
 */
export async function openDraft(page: Page, id: string, draft: InvoiceDraft) {
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value);
      sessionStorage.clear();
    },
    [draftKey(id), writeDraftRecord({ id, updatedAt: Date.now(), draft })] as const,
  );
  await page.reload();
  await waitForHydration(page);
  const lines = draft.lines.length;
  await totalBar(page)
    .getByText(`${lines} ${lines === 1 ? "line" : "lines"}`, { exact: true })
    .waitFor();
}

/**
 * Waits until some stored draft holds `text`. Drafts are written asynchronously after each change;
 * a test that reloads before the write lands would test the race, not the draft.
 */
export async function untilDraftStored(page: Page, text: string) {
  await page.waitForFunction(
    async ([name, wanted]) => {
      const request = indexedDB.open(name);
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const drafts = await new Promise<unknown[]>((resolve, reject) => {
        const answer = database.transaction("drafts").objectStore("drafts").getAll();
        answer.onsuccess = () => resolve(answer.result);
        answer.onerror = () => reject(answer.error);
      });
      database.close();
      return drafts.some((draft) => JSON.stringify(draft).includes(wanted));
    },
    [BOOKS_DB_NAME, text] as const,
    { polling: 100 },
  );
}
