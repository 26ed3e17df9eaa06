import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { financialYear, shortYear } from "~/calculator/documents/document-numbering";

import { expectNoAxeViolations, useBrowser, waitForHydration } from "./support/browser";
import { openDraft, readBooks, taxInvoiceDraft } from "./support/books-store";
import {
  CALCULATOR_PATH,
  CONFIGURED_SELLER,
  dialogCounts,
  escapeRegExp,
  freshCalculator,
} from "./support/calculator";
import { listedNumbers, status } from "./support/device-files";
import { useServer } from "./support/use-server";

/**
 * Two tabs of one device (two pages of one browser profile, sharing its IndexedDB), in Chromium over
 * the production build, pressing Print at the same instant, round after round: every round gives two
 * consecutive numbers, never one twice; both documents are kept, each as its own tab made it; and each
 * tab's list learns of the other's document without a reload.
 */

const browser = useBrowser();
const configured = useServer(CONFIGURED_SELLER, "vasanam-e2e-books-tabs-");
const CODE = "W4";
const ROUNDS = 5;
const series = `PE/${CODE}/${shortYear(financialYear(Date.now()))}`;
const numberOf = (serial: number) => `${series}/${String(serial).padStart(4, "0")}`;

/** Clicks the element at the wall-clock instant `at` (both tabs share the machine's clock). */
function clickAt(button: Locator, at: number): Promise<void> {
  return button.evaluate((element, when) => {
    setTimeout(() => (element as HTMLButtonElement).click(), Math.max(0, when - Date.now()));
  }, at);
}

/** The number of the document the tab's last Print issued, from what its bar says. */
async function printedNumber(page: Page, round: number): Promise<string> {
  await expect.poll(() => dialogCounts(page).then((counts) => counts.print), { timeout: 15_000 }).toBe(round);
  const said = await status(page, "Printing").textContent();
  const number = /Printing tax invoice (\S+)\.$/i.exec(said ?? "")?.[1];
  if (!number) throw new Error(`No number in "${said}"`);
  return number;
}

describe("two tabs of one device", () => {
  it("printing at the same moment get two consecutive numbers, round after round, and both are kept", async () => {
    const url = configured().server.baseURL + CALCULATOR_PATH;
    const first = await freshCalculator(browser(), { seriesCode: CODE }, url);
    const { context } = first;
    try {
      const second = await context.newPage();
      await second.goto(url);
      await waitForHydration(second);
      const tabs = [first.page, second] as const;
      await openDraft(tabs[0], "tab-a", taxInvoiceDraft("Tab A Traders"));
      await openDraft(tabs[1], "tab-b", taxInvoiceDraft("Tab B Stores"));

      const issued: string[] = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        // A change in each tab's draft, so that each Print issues a new document.
        await Promise.all(
          tabs.map((page, index) =>
            page.getByRole("combobox", { name: "Customer name" }).fill(`Tab ${"AB"[index]} round ${round}`),
          ),
        );
        const at = Date.now() + 300;
        await Promise.all(
          tabs.map((page) => clickAt(page.getByRole("button", { name: "Print", exact: true }), at)),
        );
        const numbers = await Promise.all(tabs.map((page) => printedNumber(page, round)));
        expect(numbers[0]).not.toBe(numbers[1]);
        expect([...numbers].sort()).toEqual([numberOf(2 * round - 1), numberOf(2 * round)]);
        issued.push(...numbers);
      }

      // Each tab's list shows every document, the other tab's too, without a reload.
      const all = Array.from({ length: 2 * ROUNDS }, (_, index) => numberOf(2 * ROUNDS - index));
      for (const page of tabs) await expect.poll(() => listedNumbers(page), { timeout: 10_000 }).toEqual(all);
      await expectNoAxeViolations(tabs[1]);

      // Kept in the books, each with its own tab's buyer; the counter at the last number.
      const books = await readBooks(tabs[0]);
      expect(books.numbers).toEqual([...all].reverse());
      expect(books.counters).toEqual({ [series]: 2 * ROUNDS });
      for (const [index, number] of issued.entries()) {
        const row = tabs[0].getByRole("row", { name: new RegExp(`^${escapeRegExp(number)} `) });
        await expect(row.textContent()).resolves.toContain(
          `Tab ${"AB"[index % 2]} round ${Math.floor(index / 2) + 1}`,
        );
      }
    } finally {
      await context.close();
    }
  });
});
