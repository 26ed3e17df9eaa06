import { describe, expect, it } from "vitest";

import { useBrowser, waitForHydration } from "./support/browser";
import { CALCULATOR_PATH, CONFIGURED_SELLER, freshCalculator } from "./support/calculator";
import { useServer } from "./support/use-server";

/**
 * The device's books in Chromium's IndexedDB: a choice the rep makes while the books answer is kept.
 */

const browser = useBrowser();
const configured = useServer(CONFIGURED_SELLER, "vasanam-e2e-books-");

const open = () =>
  freshCalculator(browser(), { seriesCode: "K4" }, configured().server.baseURL + CALCULATOR_PATH);

describe("the device's books", () => {
  it("keeps Tax invoice chosen right after New invoice, 20 times without waiting", async () => {
    const { page, context } = await open();
    try {
      await page.getByText("Invoices on this device").click();
      const newInvoice = page.getByRole("button", { name: "New invoice" });
      const taxInvoice = page.getByRole("radio", { name: "Tax invoice" });
      await newInvoice.waitFor();
      for (let round = 0; round < 20; round += 1) {
        await newInvoice.click({ noWaitAfter: true });
        await taxInvoice.click({ noWaitAfter: true });
        // Whatever the books answer afterwards, the choice stands.
        await expect.poll(() => taxInvoice.isChecked(), { timeout: 5_000 }).toBe(true);
      }
      await page.waitForTimeout(500);
      expect(await taxInvoice.isChecked()).toBe(true);
      // Kept as the tab's draft: a reload opens it as a tax invoice.
      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => page.getByRole("radio", { name: "Tax invoice" }).isChecked()).toBe(true);
    } finally {
      await context.close();
    }
  });
});
