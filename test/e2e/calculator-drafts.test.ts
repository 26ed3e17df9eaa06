import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { draftIdOfKey } from "~/calculator/device/drafts";
import { LEGACY_DRAFT_STORAGE_KEY, newDraft, writeDraft } from "~/calculator/device/invoice-draft";
import { builtInPriceList } from "~/calculator/price-list/price-list";
import { toPaise } from "~/money/money";

import { expectNoAxeViolations, useBrowser, waitForHydration } from "./support/browser";
import {
  addLineByMouse,
  freshCalculator,
  invoiceRows,
  totalBar,
  untilDraftChosen,
} from "./support/calculator";

/**
 * Drafts on the device: two tabs each editing their own, both kept; a tab told when its draft changed
 * in another one, and writing nothing over it until the rep chooses; New invoice and the list of
 * drafts; and the one draft an earlier version kept, carried over on the upgrade.
 */

const browser = useBrowser();

const customer = (page: Page) => page.getByRole("combobox", { name: "Customer name" });

async function reload(page: Page) {
  await page.reload();
  await waitForHydration(page);
}

async function openDrafts(page: Page) {
  await page.getByText("Invoices on this device").click();
  await page.getByRole("button", { name: "New invoice" }).waitFor();
}

describe("drafts, JavaScript on", () => {
  it("keeps two tabs on two drafts, both intact after reload, and tells a tab its draft changed elsewhere", async () => {
    const { page: first, context } = await freshCalculator(browser());
    try {
      await addLineByMouse(first, "rose 16", "Punarvana Rose Agarbatti 16 g", "5");
      await customer(first).fill("First Tab Traders");

      // A second tab starts a draft of its own: the first tab's is taken.
      const second = await context.newPage();
      await second.goto("/price-calculation");
      await waitForHydration(second);
      await expect.poll(() => customer(second).inputValue()).toBe("");
      await addLineByMouse(second, "pooja oil 1000", "Punarvana Pooja Oil 1000 ml", "3");
      await addLineByMouse(second, "lakkad", "Punarvana Dhoop Lakkad (loose)", "1");
      await customer(second).fill("Second Tab Stores");
      // The first tab carried on meanwhile.
      await customer(first).fill("First Tab Traders Ltd");

      await reload(first);
      await reload(second);
      await expect.poll(() => customer(first).inputValue()).toBe("First Tab Traders Ltd");
      await expect.poll(() => invoiceRows(first).count()).toBe(1);
      await expect.poll(() => customer(second).inputValue()).toBe("Second Tab Stores");
      await expect.poll(() => invoiceRows(second).count()).toBe(2);

      // The second tab opens the first tab's draft from the list, which says it is open elsewhere.
      await openDrafts(second);
      const entry = second.getByRole("listitem").filter({ hasText: "First Tab Traders Ltd" });
      await expect(entry.textContent()).resolves.toContain("open in another tab");
      await entry.getByRole("button", { name: /^Open/ }).click();
      await expect.poll(() => customer(second).inputValue()).toBe("First Tab Traders Ltd");
      await customer(second).fill("Changed In The Second Tab");

      // The first tab says so, and writes nothing over it while the rep has not chosen.
      const notice = first
        .getByRole("status")
        .filter({ hasText: "This invoice was changed in another tab." });
      await notice.waitFor();
      await customer(first).fill("Typed In The First Tab");
      await reload(second);
      await expect.poll(() => customer(second).inputValue()).toBe("Changed In The Second Tab");
      await expectNoAxeViolations(first);

      await first.getByRole("button", { name: "Load the other tab’s version" }).click();
      await expect.poll(() => customer(first).inputValue()).toBe("Changed In The Second Tab");
      await expect(notice.count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });

  it("keeps the rep's own version as a new draft when asked", async () => {
    const { page: first, context } = await freshCalculator(browser());
    try {
      await customer(first).fill("Shared Draft");
      const second = await context.newPage();
      await second.goto("/price-calculation");
      await waitForHydration(second);
      await openDrafts(second);
      await second
        .getByRole("listitem")
        .filter({ hasText: "Shared Draft" })
        .getByRole("button", { name: /^Open/ })
        .click();
      // Opening is asynchronous (it asks for the draft's lock): type once the draft is on screen.
      await expect.poll(() => customer(second).inputValue()).toBe("Shared Draft");
      await customer(second).fill("Shared Draft, second tab");
      await first.getByRole("button", { name: "Keep mine as a new invoice" }).click();
      await customer(first).fill("Shared Draft, first tab");

      await openDrafts(first);
      const names = () => first.locator(".calc-draft-name").allTextContents();
      await expect.poll(async () => (await names()).join("|")).toContain("Shared Draft, first tab");
      await expect.poll(async () => (await names()).join("|")).toContain("Shared Draft, second tab");
    } finally {
      await context.close();
    }
  });

  it("starts a new invoice and lists the last one by customer, to open it again", async () => {
    const { page, context } = await freshCalculator(browser());
    try {
      await addLineByMouse(page, "rose 16", "Punarvana Rose Agarbatti 16 g", "2");
      await customer(page).fill("Gupta General Store");
      await openDrafts(page);
      await page.getByRole("button", { name: "New invoice" }).click();
      await expect.poll(() => customer(page).inputValue()).toBe("");
      await expect(totalBar(page).getByText("0 lines").isVisible()).resolves.toBe(true);

      const kept = page.getByRole("listitem").filter({ hasText: "Gupta General Store" });
      await expect(kept.textContent()).resolves.toMatch(/1 line, ₹\d/);
      await kept.getByRole("button", { name: "Open the invoice for Gupta General Store" }).click();
      await expect.poll(() => customer(page).inputValue()).toBe("Gupta General Store");
      await expect.poll(() => invoiceRows(page).count()).toBe(1);
    } finally {
      await context.close();
    }
  });

  it("carries over the one draft an earlier version kept, so no rep loses it on the upgrade", async () => {
    const { page, context } = await freshCalculator(browser());
    try {
      const rose = builtInPriceList()[0]!;
      const old = {
        ...newDraft(1_732_270_000_000),
        buyer: { name: "Kept Before The Upgrade", address: "", gstin: "", stateCode: "" },
        lines: [
          {
            id: "old-1",
            name: rose.name,
            ratePaise: toPaise(rose.rate),
            quantity: 3,
            mode: "dozen" as const,
            packingSize: rose.packingSize,
            packingUnit: rose.packingUnit,
            scheme: rose.scheme,
            category: rose.category,
            gramsPerPack: rose.gramsPerPack,
            productMrp: rose.productMrp,
            hsn: rose.hsn,
            gstRate: rose.gstRate,
          },
        ],
      };
      await untilDraftChosen(page);
      await page.evaluate(
        ([key, value]) => {
          localStorage.clear();
          sessionStorage.clear();
          localStorage.setItem(key, value);
        },
        [LEGACY_DRAFT_STORAGE_KEY, writeDraft(old)] as const,
      );
      await reload(page);
      await expect.poll(() => customer(page).inputValue()).toBe("Kept Before The Upgrade");
      await expect.poll(() => invoiceRows(page).count()).toBe(1);
      // Moved into the device's books: no draft is left in localStorage.
      await expect
        .poll(() => page.evaluate(() => Object.keys(localStorage)))
        .toEqual(expect.not.arrayContaining([LEGACY_DRAFT_STORAGE_KEY]));
      const keys = await page.evaluate(() => Object.keys(localStorage));
      expect(keys.filter((key) => draftIdOfKey(key) !== null)).toHaveLength(0);
    } finally {
      await context.close();
    }
  });
});
