import { readFileSync } from "node:fs";

import type { Browser, BrowserContext, Download, Locator, Page } from "playwright-core";
import { expect } from "vitest";

import { findProduct, invoiceLineFor } from "~/calculator/arithmetic/add-line";
import type { InvoiceLine } from "~/calculator/arithmetic/invoice";
import { TAB_DRAFT_KEY, draftKey, writeDraftRecord } from "~/calculator/device/drafts";
import { SERIES_CODE_STORAGE_KEY } from "~/calculator/device/series-code";
import { PRICE_LIST_STORAGE_KEY, newDraft, type InvoiceDraft } from "~/calculator/device/invoice-draft";
import { builtInPriceList } from "~/calculator/price-list/price-list";
import { defaultQuantityMode } from "~/calculator/arithmetic/quantity-modes";

import { baseURL, viewports, waitForHydration, type OpenOptions } from "./browser";

/** What the calculator's browser tests share: opening it, typing by keyboard, seeding drafts, downloads. */

export const CALCULATOR_PATH = "/price-calculation";

/**
 * A seller fully configured, for servers that issue tax invoices (the GSTIN's check character is
 * right), under a calculator brand of its own, which must head the page and the documents.
 */
export const CONFIGURED_SELLER = {
  SITE_CALCULATOR_BRAND: "Punarvana Wholesale",
  SITE_SELLER_LEGAL_NAME: "Punarvana Eco Products Private Limited",
  SITE_SELLER_ADDRESS: "Plot 14, Okhla Industrial Area Phase II, New Delhi 110020",
  SITE_SELLER_GSTIN: "07AAACR5055K1Z9",
  SITE_SELLER_BANK_NAME: "Test Bank, Okhla",
  SITE_SELLER_BANK_ACCOUNT: "00000012345678",
  SITE_SELLER_BANK_IFSC: "SBIN0001234",
};

/** The configured seller with the PIN code and city its e-invoices need (the accountant's files). */
export const SELLER_WITH_PLACE = {
  ...CONFIGURED_SELLER,
  SITE_SELLER_PINCODE: "110020",
  SITE_SELLER_CITY: "New Delhi",
};

/** Count calls to window.print and window.alert instead of opening dialogs. */
const STUB_DIALOGS = () => {
  const counts = { print: 0, alert: 0 };
  Object.defineProperty(window, "__dialogs", { value: counts });
  window.print = () => {
    counts.print += 1;
  };
  window.alert = () => {
    counts.alert += 1;
  };
};

export async function dialogCounts(page: Page): Promise<{ print: number; alert: number }> {
  return page.evaluate(
    () => (window as unknown as { __dialogs: { print: number; alert: number } }).__dialogs,
  );
}

export interface CalculatorOptions extends OpenOptions {
  /**
   * The calculator's service worker, off unless a test is about it: it would download the PDF code in
   * the background of every test, and answer requests that a test means to intercept.
   */
  serviceWorkers?: "allow" | "block";
  /** A phone: touch events and the mobile viewport meta honoured. */
  touch?: boolean;
  /**
   * The device's series code, stored before the page opens (unless one is stored already), so that Save
   * PDF and Print number at once; null for a device that has none yet (it is then asked for).
   */
  seriesCode?: string | null;
}

/** The series code the calculator's tests give a device unless they say otherwise. */
export const TEST_SERIES_CODE = "T1";

/** Every page of the context finds `code` stored as the device's series code, unless one is stored already. */
export async function giveSeriesCode(
  context: BrowserContext,
  code: string = TEST_SERIES_CODE,
): Promise<void> {
  await context.addInitScript(storeSeriesCode, [SERIES_CODE_STORAGE_KEY, code] as const);
}

function storeSeriesCode([key, code]: readonly [string, string]) {
  try {
    if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, code);
  } catch {
    // A page without storage (a test of that case) has no code either.
  }
}

/** The calculator in a fresh context, print and alert counted rather than opened. `url` may be absolute. */
export async function freshCalculator(
  browser: Browser,
  options: CalculatorOptions = {},
  url = CALCULATOR_PATH,
) {
  const {
    viewport = viewports.desktop,
    serviceWorkers = "block",
    touch = false,
    actionTimeout,
    seriesCode = TEST_SERIES_CODE,
  } = options;
  const context = await browser.newContext({
    baseURL,
    viewport,
    reducedMotion: "reduce",
    acceptDownloads: true,
    serviceWorkers,
    hasTouch: touch,
    isMobile: touch,
  });
  await context.addInitScript(STUB_DIALOGS);
  if (seriesCode !== null) await giveSeriesCode(context, seriesCode);
  const page = await context.newPage();
  const response = await page.goto(url);
  await waitForHydration(page);
  if (actionTimeout !== undefined) page.setDefaultTimeout(actionTimeout);
  return { page, context, response };
}

export async function isFocused(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => element === document.activeElement);
}

/** Press Tab until the locator has the focus (keyboard only, as a rep with a keyboard would). */
export async function tabTo(page: Page, locator: Locator, maxPresses = 80) {
  for (let presses = 0; presses < maxPresses; presses += 1) {
    if (await isFocused(locator)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${locator.toString()}`);
}

export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The amount cell of a summary row, found by its exact label. */
export function summaryAmount(page: Page, label: string): Promise<string | null> {
  return page
    .getByRole("row", { name: new RegExp(`^${escapeRegExp(label)}(\\s|$)`) })
    .locator("td")
    .last()
    .textContent();
}

export const product = (page: Page) => page.getByRole("combobox", { name: "Product" });
export const quantity = (page: Page) => page.getByRole("spinbutton", { name: "Quantity" });
export const addToList = (page: Page) => page.getByRole("button", { name: "Add to List" });
/** The lines of the document's table (the wide layout). */
export const invoiceRows = (page: Page) =>
  page.getByRole("region", { name: "Invoice lines" }).locator("tbody tr");

/** The line cards (the phone layout). */
export const lineCards = (page: Page) =>
  page.getByRole("region", { name: /^Lines \(\d+\)$/ }).locator("ol > li");

/** The bar with the rounded total, Save PDF and Print. */
export const totalBar = (page: Page) => page.getByRole("region", { name: "Rounded total" });

export async function addLineByMouse(page: Page, search: string, optionName: string, qty: string) {
  await product(page).fill(search);
  await page.getByRole("option", { name: new RegExp(`^${escapeRegExp(optionName)}`) }).click();
  await quantity(page).fill(qty);
  await addToList(page).click();
}

/** Type a product, pick it with Enter, type the quantity and add it, all from the keyboard. */
export async function addLineByKeyboard(page: Page, search: string, qty: string) {
  await tabTo(page, product(page));
  await page.keyboard.press("Control+A");
  await page.keyboard.type(search);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Tab");
  await page.keyboard.press("Control+A");
  await page.keyboard.type(qty);
  await page.keyboard.press("Enter");
}

/**
 * Store a draft (by default `count` built-in products in turn) as the device's latest, and reload so
 * the page opens it. The tab forgets its own draft first, as a new tab would.
 */
/**
 * Waits until the page has chosen its draft (once the books answer) and remembered the choice for the
 * tab. A test that seeds storage before then would see the late choice outlive its reload: a tab
 * reopens its own draft, even a blank one.
 */
export async function untilDraftChosen(page: Page) {
  await page.waitForFunction((key) => sessionStorage.getItem(key) !== null, TAB_DRAFT_KEY);
}

export async function seedDraft(page: Page, count: number, overrides: Partial<InvoiceDraft> = {}) {
  const list = builtInPriceList();
  const lines: InvoiceLine[] = Array.from({ length: count }, (_, index) => {
    const item = list[index % list.length]!;
    return invoiceLineFor(item, {
      id: `seed-${index}`,
      quantity: 1 + (index % 7),
      mode: defaultQuantityMode(item),
    });
  });
  expect(findProduct(list, lines[0]!.name)).toBeDefined();
  const draft: InvoiceDraft = {
    ...newDraft(1732270000123),
    buyer: { name: "Long Order Traders", address: "", gstin: "", stateCode: "" },
    settings: { notes: "", ss: false, tradeDiscountPercent: 5, roundingStep: 1 },
    lines,
    ...overrides,
  };
  await untilDraftChosen(page);
  await page.evaluate(
    ([key, value, listKey]) => {
      localStorage.setItem(key, value);
      localStorage.removeItem(listKey);
      sessionStorage.clear();
    },
    [
      draftKey("seeded"),
      writeDraftRecord({ id: "seeded", updatedAt: Date.now(), draft }),
      PRICE_LIST_STORAGE_KEY,
    ] as const,
  );
  await page.reload();
  await waitForHydration(page);
  await totalBar(page)
    .getByText(`${count} ${count === 1 ? "line" : "lines"}`, { exact: true })
    .waitFor();
}

/** Opens the price-list disclosure (its controls load when it first opens). */
export async function openPriceList(page: Page) {
  const summary = page.getByText("Price list:", { exact: false }).first();
  const details = page.locator("details", { has: summary });
  if (!(await details.evaluate((element) => (element as HTMLDetailsElement).open))) await summary.click();
  await page.getByRole("button", { name: "Use fallback list" }).waitFor();
}

/** Whether any of the elements is visible (hidden duplicates, such as the phone's cards on a wide screen, are not). */
export function anyVisible(locator: Locator): Promise<boolean> {
  return locator.evaluateAll((elements) => elements.some((element) => element.checkVisibility()));
}

/** Clicks the button named `button` and waits for the download it starts. */
export async function download(page: Page, button: string): Promise<Download> {
  const [file] = await Promise.all([
    page.waitForEvent("download", { timeout: 45_000 }),
    page.getByRole("button", { name: button }).click(),
  ]);
  return file;
}

/** A download's bytes. */
export async function bytesOf(file: Download): Promise<Buffer> {
  return readFileSync((await file.path())!);
}

/** Click Save PDF and wait for the file. */
export function savePdf(page: Page): Promise<Download> {
  return download(page, "Save PDF");
}
