import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { expectNoAxeViolations, useBrowser, viewports } from "./support/browser";
import {
  CALCULATOR_PATH,
  CONFIGURED_SELLER,
  freshCalculator,
  savePdf,
  seedDraft,
} from "./support/calculator";
import { useServer } from "./support/use-server";

/**
 * The buyer book on a 390 px phone, in Chromium over the production build: after a tax invoice to a
 * buyer, a new invoice offers that buyer as the rep types the name, the GSTIN or the phone, in a
 * combobox a keyboard and a screen reader can use, and picking it fills every field. A server with a
 * configured seller issues the tax invoice.
 */

const browser = useBrowser();
const configured = useServer(CONFIGURED_SELLER, "vasanam-e2e-buyers-");
const phone = () =>
  freshCalculator(
    browser(),
    { viewport: viewports.mobile, touch: true },
    configured().server.baseURL + CALCULATOR_PATH,
  );

const BUYER = {
  name: "Sharma General Stores",
  address: "12 Main Bazaar Road\nKarol Bagh",
  gstin: "27AAPFU0939F1ZV",
  stateCode: "27",
  city: "Pune",
  pincode: "411001",
  phone: "98765 43210",
  email: "owner@sharma.example",
};

async function openCustomer(page: Page) {
  await page.getByRole("button", { name: "Customer, settings and document" }).tap();
  await page.getByRole("combobox", { name: "Customer name" }).waitFor();
}

async function fields(page: Page) {
  const value = (role: "combobox" | "textbox", name: string) => page.getByRole(role, { name }).inputValue();
  return {
    name: await value("combobox", "Customer name"),
    address: await value("textbox", "Billing address"),
    gstin: await value("combobox", "Customer GSTIN (optional)"),
    stateCode: await value("combobox", "State (place of supply)"),
    city: await value("textbox", "City or town"),
    pincode: await value("textbox", "PIN code"),
    phone: await value("combobox", "Phone (optional)"),
    email: await value("textbox", "E-mail (optional)"),
  };
}

describe("the buyer book on a phone", () => {
  it("offers a buyer invoiced before as the rep types, and picking fills every field", async () => {
    const { page, context } = await phone();
    try {
      await seedDraft(page, 2, { kind: "tax-invoice", buyer: BUYER });
      await openCustomer(page);
      await savePdf(page);
      await expect
        .poll(() => page.getByText(/Saved tax invoice PE\/T1\/\d{4}\/0001/).count())
        .toBeGreaterThan(0);

      // A new invoice, its buyer blank.
      await seedDraft(page, 1, { kind: "tax-invoice" });
      await openCustomer(page);
      const name = page.getByRole("combobox", { name: "Customer name" });
      await name.fill("");
      await name.pressSequentially("shar");
      const list = page.getByRole("listbox", { name: "Known buyers" });
      await list.waitFor();
      const option = list.getByRole("option", { name: /Sharma General Stores/ });
      await expect(option.getAttribute("aria-selected")).resolves.toBe("true");
      await expect(name.getAttribute("aria-activedescendant")).resolves.toBe(await option.getAttribute("id"));
      await expect(option.textContent()).resolves.toContain(
        "GSTIN 27AAPFU0939F1ZV · Pune · 98765\u00a043210",
      );
      const box = await option.boundingBox();
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
      if (process.env.BUYERS_SCREENSHOT) await page.screenshot({ path: process.env.BUYERS_SCREENSHOT });

      await name.press("Enter");
      await expect(list.isHidden()).resolves.toBe(true);
      await expect(fields(page)).resolves.toEqual({ ...BUYER, phone: "9876543210" });

      // By GSTIN and by phone, and Escape closes the list without picking.
      await page.getByRole("combobox", { name: "Customer GSTIN (optional)" }).fill("");
      await page.getByRole("combobox", { name: "Customer GSTIN (optional)" }).pressSequentially("27AAPF");
      await page
        .getByRole("listbox", { name: "Known buyers by GSTIN" })
        .getByRole("option")
        .first()
        .waitFor();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("listbox", { name: "Known buyers by GSTIN" }).isHidden()).resolves.toBe(
        true,
      );
      const phoneBox = page.getByRole("combobox", { name: "Phone (optional)" });
      await phoneBox.fill("");
      await phoneBox.pressSequentially("43210");
      await page.getByRole("listbox", { name: "Known buyers by phone" }).getByRole("option").first().tap();
      await expect(fields(page)).resolves.toEqual({ ...BUYER, phone: "9876543210" });
    } finally {
      await context.close();
    }
  });
});
