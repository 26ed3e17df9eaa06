import { describe, expect, it } from "vitest";

import { builtInPriceList } from "~/calculator/price-list/price-list";

import { expectNoAxeViolations, openPage, useBrowser, waitForHydration } from "./support/browser";
import { untilDraftStored } from "./support/books-store";
import {
  CALCULATOR_PATH as PATH,
  addLineByMouse,
  addToList,
  anyVisible,
  openPriceList,
  dialogCounts,
  freshCalculator as openCalculator,
  invoiceRows,
  isFocused,
  product,
  quantity,
  summaryAmount,
  tabTo,
} from "./support/calculator";

/**
 * The wholesale calculator's screen in Chromium over the production build: a keyboard-only invoice,
 * the calculator's messages in status areas, a CSV list with a bad row, the draft across reloads, Reset
 * Invoice, Print with its print stylesheet (the customer's copy only), the fallback to printing, axe,
 * and the noscript message without JavaScript. Its documents (PDFs, numbering) are in
 * calculator-documents.test.ts.
 */

const browser = useBrowser();
const freshCalculator = (options: Parameters<typeof openCalculator>[1] = {}) =>
  openCalculator(browser(), options);

describe("the wholesale calculator, JavaScript on", () => {
  it("builds an invoice by keyboard alone", async () => {
    const { page, context } = await freshCalculator();
    const consoleErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") consoleErrors.push(message.text());
    });
    page.on("pageerror", (error) => consoleErrors.push(error.message));
    try {
      // A fresh load, watched for errors (a hydration mismatch would show here).
      await page.reload();
      await waitForHydration(page);
      await tabTo(page, product(page));
      await expect(product(page).getAttribute("aria-expanded")).resolves.toBe("true");

      await page.keyboard.type("rose 16");
      await expect(product(page).getAttribute("aria-activedescendant")).resolves.toBeTruthy();
      await page.keyboard.press("Enter");
      await expect(product(page).inputValue()).resolves.toBe("Punarvana Rose Agarbatti 16 g");
      await expect(product(page).getAttribute("aria-expanded")).resolves.toBe("false");
      await expect(page.getByRole("spinbutton", { name: /^Rate/ }).inputValue()).resolves.toBe("84");
      await expect(page.getByRole("combobox", { name: "Mode" }).inputValue()).resolves.toBe("dozen");

      await page.keyboard.press("Tab");
      await expect(isFocused(quantity(page))).resolves.toBe(true);
      await page.keyboard.press("Control+A");
      await page.keyboard.type("56");
      await page.keyboard.press("Enter");
      await expect(invoiceRows(page).count()).resolves.toBe(1);
      await expect(
        page
          .getByRole("status")
          .filter({ hasText: "Added 56 dozen of Punarvana Rose Agarbatti 16 g." })
          .isVisible(),
      ).resolves.toBe(true);
      // Add to List resets the form and returns to the product box for the next line.
      await expect(isFocused(product(page))).resolves.toBe(true);
      await expect(product(page).inputValue()).resolves.toBe("");

      // Arrow keys and Escape: open, move, close.
      await page.keyboard.type("pooja oil");
      await page.keyboard.press("ArrowDown");
      await page.keyboard.press("ArrowUp");
      await page.keyboard.press("Escape");
      await expect(product(page).getAttribute("aria-expanded")).resolves.toBe("false");
      await page.keyboard.press("Control+A");
      await page.keyboard.type("pooja oil 1000");
      await page.keyboard.press("Enter");
      await expect(page.getByRole("combobox", { name: "Mode" }).inputValue()).resolves.toBe("piece");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Control+A");
      await page.keyboard.type("23");
      await page.keyboard.press("Enter");
      await expect(invoiceRows(page).count()).resolves.toBe(2);

      const rose = invoiceRows(page).nth(0);
      await expect(rose.textContent()).resolves.toContain("56 dozen");
      await expect(rose.textContent()).resolves.toContain("₹4,704.00");
      await expect(rose.textContent()).resolves.toContain("add 4 dozen more to get 4 free");
      const oil = invoiceRows(page).nth(1);
      await expect(oil.textContent()).resolves.toContain("21 pcs"); // billed
      await expect(oil.textContent()).resolves.toContain("2 pcs"); // free
      await expect(oil.textContent()).resolves.toContain("₹5,124.00");

      await expect(summaryAmount(page, "Non-oil subtotal")).resolves.toBe("₹4,704.00");
      await expect(summaryAmount(page, "Distributor discount")).resolves.toBe("₹564.48");
      await expect(summaryAmount(page, "GST 5%")).resolves.toBe("₹206.98");
      await expect(summaryAmount(page, "GST 12%")).resolves.toBe("₹614.88");
      await expect(summaryAmount(page, "Grand total")).resolves.toBe("₹10,085.38");
      await expect(summaryAmount(page, "Rounded total")).resolves.toBe("₹10,085.00");

      // Customer & Settings by keyboard: name, then SS with the space bar.
      const customer = page.getByRole("combobox", { name: "Customer name" });
      await tabTo(page, customer);
      await page.keyboard.type("Sharma Stores");
      await tabTo(page, page.getByRole("checkbox", { name: "SS (super stockist)" }));
      await page.keyboard.press("Space");
      await expect(summaryAmount(page, "Distributor discount")).resolves.toBe("₹893.76");
      await expect(summaryAmount(page, "Round-off")).resolves.toBe("+₹0.37");
      await expect(summaryAmount(page, "Rounded total")).resolves.toBe("₹9,740.00");
      await expect(page.locator(".calc-doc-buyer").textContent()).resolves.toContain("Sharma Stores");

      // Remove by keyboard: the button names its product.
      const remove = page.getByRole("button", { name: "Remove Punarvana Pooja Oil 1000 ml" });
      await tabTo(page, remove);
      await page.keyboard.press("Enter");
      await expect(invoiceRows(page).count()).resolves.toBe(1);
      await expect(summaryAmount(page, "Oil subtotal")).resolves.toBe("₹0.00");

      await expect(dialogCounts(page)).resolves.toEqual({ print: 0, alert: 0 });
      expect(consoleErrors).toEqual([]);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it("shows the calculator's messages in status areas, never in alerts", async () => {
    const { page, context } = await freshCalculator();
    try {
      const status = (text: string) => page.getByRole("status").filter({ hasText: text });

      await addToList(page).click();
      await expect(status("Please select a product.").isVisible()).resolves.toBe(true);
      await expect(isFocused(product(page))).resolves.toBe(true);
      await expect(product(page).getAttribute("aria-invalid")).resolves.toBe("true");

      await product(page).fill("no such thing");
      await page.keyboard.press("Escape");
      await addToList(page).click();
      await expect(status("Please select a valid product.").isVisible()).resolves.toBe(true);

      await product(page).fill("sandalwood agarbatti 16");
      await page.keyboard.press("Enter");
      await quantity(page).fill("");
      await addToList(page).click();
      await expect(status("Please enter a quantity").isVisible()).resolves.toBe(true);
      await expect(isFocused(quantity(page))).resolves.toBe(true);

      await quantity(page).fill("2");
      const rate = page.getByRole("spinbutton", { name: /^Rate/ });
      const listedRate = await rate.inputValue();
      await rate.fill("");
      await addToList(page).click();
      await expect(status("Please enter a valid rate.").isVisible()).resolves.toBe(true);
      await expect(isFocused(rate)).resolves.toBe(true);
      await expect(rate.getAttribute("aria-invalid")).resolves.toBe("true");
      await rate.fill(listedRate);
      await expect(rate.getAttribute("aria-invalid")).resolves.toBeNull();

      await page.getByRole("combobox", { name: "Mode" }).selectOption("carton");
      await page.getByRole("spinbutton", { name: /^Packing size/ }).fill("");
      await addToList(page).click();
      await expect(status("Please set a valid packing size.").isVisible()).resolves.toBe(true);
      await expectNoAxeViolations(page);

      await page.getByRole("spinbutton", { name: /^Packing size/ }).fill("720");
      await addToList(page).click();
      // The carton exception: 2 cartons of 60 dozen with 60+4 dozen get 8 dozen free on top.
      await expect(invoiceRows(page).first().textContent()).resolves.toContain("free on top of each carton");
      await expect(invoiceRows(page).first().textContent()).resolves.toContain("1,440 pcs"); // billed
      await expect(invoiceRows(page).first().textContent()).resolves.toContain("96 pcs"); // free

      await openPriceList(page);
      await page.getByRole("button", { name: "Clear products" }).click();
      await expect(status("Cleared products (you can load your own)").isVisible()).resolves.toBe(true);
      await expect(page.locator(".calc-product-count strong").textContent()).resolves.toBe("0");
      await page.getByRole("button", { name: "Use fallback list" }).click();
      await expect(status("Loaded fallback products (normalized)").isVisible()).resolves.toBe(true);
      await expect(page.locator(".calc-product-count strong").textContent()).resolves.toBe(
        String(builtInPriceList().length),
      );

      await expect(dialogCounts(page)).resolves.toEqual({ print: 0, alert: 0 });
    } finally {
      await context.close();
    }
  });

  it("opens the product list on focus, caps it at 320 px, and closes it on an outside click", async () => {
    const { page, context } = await freshCalculator();
    try {
      await product(page).focus();
      const listbox = page.getByRole("listbox", { name: "Products" });
      await expect(listbox.isVisible()).resolves.toBe(true);
      const box = await listbox.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(320);
      await expectNoAxeViolations(page);
      await page.getByRole("heading", { name: "Customer & Settings" }).click();
      await expect(listbox.isVisible()).resolves.toBe(false);
      await expect(product(page).getAttribute("aria-expanded")).resolves.toBe("false");
    } finally {
      await context.close();
    }
  });

  it("loads a CSV price list, reporting the bad row by number", async () => {
    const { page, context } = await freshCalculator();
    try {
      const csv = [
        "\uFEFFName,Rate,Category,Packing Size,Packing Unit,Scheme,Grams Per Pack,Product MRP",
        "Test Rose 16 g,84,Incense,768,PCS,60+4 dozen,16,10",
        "Broken row,abc,incense,768,pcs,60+4 dozen,16,10",
        '"Test Oil, 1 L",244,oil,12,pcs,10+1,,299',
      ].join("\r\n");
      await openPriceList(page);
      await page.getByLabel("Load your own list (CSV or JSON)").setInputFiles({
        name: "my-list.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(csv, "utf8"),
      });
      const status = page.getByRole("status").filter({ hasText: "my-list.csv" });
      await expect(status.textContent()).resolves.toContain(
        "Loaded 2 products from my-list.csv (normalized): 2 rows loaded, 1 refused, 0 renamed.",
      );
      await expect(status.textContent()).resolves.toContain('Row 3: rate "abc" is not a number of 0 or more');
      await expect(page.locator(".calc-product-count strong").textContent()).resolves.toBe("2");

      await product(page).focus();
      await expect(page.getByRole("listbox", { name: "Products" }).getByRole("option").count()).resolves.toBe(
        2,
      );
      await addLineByMouse(page, "test oil", "Test Oil, 1 L", "11");
      await expect(invoiceRows(page).first().textContent()).resolves.toContain("₹2,440.00"); // 10 billed + 1 free

      // The loaded list survives a reload too.
      await page.reload();
      await waitForHydration(page);
      // The stored list is read from the device's books after hydration: wait for it.
      await expect
        .poll(() => page.locator(".calc-product-count").textContent())
        .toContain("from my-list.csv");
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it("keeps the draft across a reload until Reset Invoice", async () => {
    const { page, context } = await freshCalculator();
    try {
      await addLineByMouse(page, "neem tulsi", "Punarvana Neem Tulsi Soap", "2");
      await page.getByRole("combobox", { name: "Customer name" }).fill("Gupta General Store");
      await page.getByRole("textbox", { name: "Notes" }).fill("Deliver on Monday");
      await page.getByRole("spinbutton", { name: "Trade discount (%)" }).fill("37.5");
      await page.getByRole("spinbutton", { name: "Rounding step (₹)" }).fill("5");
      await page.getByRole("textbox", { name: "Billing address" }).fill("4 Station Road, Jaipur");
      await page.getByRole("combobox", { name: "State (place of supply)" }).selectOption("08");
      await page.getByRole("radio", { name: "Tax invoice" }).check();
      await product(page).fill("half typed");
      await untilDraftStored(page, "half typed");

      await page.reload();
      await waitForHydration(page);
      await expect.poll(() => invoiceRows(page).count()).toBe(1);
      await expect
        .poll(() => page.getByRole("combobox", { name: "Customer name" }).inputValue())
        .toBe("Gupta General Store");
      await expect
        .poll(() => page.getByRole("textbox", { name: "Notes" }).inputValue())
        .toBe("Deliver on Monday");
      await expect
        .poll(() => page.getByRole("spinbutton", { name: "Trade discount (%)" }).inputValue())
        .toBe("37.5");
      await expect
        .poll(() => page.getByRole("spinbutton", { name: "Rounding step (₹)" }).inputValue())
        .toBe("5");
      await expect.poll(() => product(page).inputValue()).toBe("half typed");
      await expect
        .poll(() => page.getByRole("textbox", { name: "Billing address" }).inputValue())
        .toBe("4 Station Road, Jaipur");
      await expect(
        page.getByRole("combobox", { name: "State (place of supply)" }).inputValue(),
      ).resolves.toBe("08");
      await expect(page.getByRole("radio", { name: "Tax invoice" }).isChecked()).resolves.toBe(true);

      await page.getByRole("button", { name: "Reset Invoice" }).click();
      await expect(invoiceRows(page).count()).resolves.toBe(0);
      await expect.poll(() => page.getByRole("combobox", { name: "Customer name" }).inputValue()).toBe("");
      await expect
        .poll(() => page.getByRole("spinbutton", { name: "Trade discount (%)" }).inputValue())
        .toBe("0");
      await expect
        .poll(() => page.getByRole("spinbutton", { name: "Rounding step (₹)" }).inputValue())
        .toBe("1");
      await expect(page.getByRole("checkbox", { name: "SS (super stockist)" }).isChecked()).resolves.toBe(
        false,
      );
      await expect(page.getByRole("status").filter({ hasText: "Invoice reset." }).isVisible()).resolves.toBe(
        true,
      );
      await expect.poll(() => page.getByRole("textbox", { name: "Billing address" }).inputValue()).toBe("");
      await expect(page.getByRole("radio", { name: "Quotation" }).isChecked()).resolves.toBe(true);

      // A mistaken reset can be undone; the reset itself sticks across a reload.
      await page.getByRole("button", { name: "Undo reset" }).click();
      await expect(invoiceRows(page).count()).resolves.toBe(1);
      await page.getByRole("button", { name: "Reset Invoice" }).click();
      // Once the new invoice is touched, Undo would throw that work away, so it is no longer offered.
      await page.getByRole("combobox", { name: "Customer name" }).fill("Next Customer");
      await expect(page.getByRole("button", { name: "Undo reset" }).count()).resolves.toBe(0);
      await untilDraftStored(page, "Next Customer");
      await page.reload();
      await waitForHydration(page);
      await expect(
        page.getByText("No line items yet. Add products with the Add Line Item form.").isVisible(),
      ).resolves.toBe(true);
      await expect
        .poll(() => page.getByRole("combobox", { name: "Customer name" }).inputValue())
        .toBe("Next Customer");
    } finally {
      await context.close();
    }
  });

  it("prints the customer's copy alone, with the table header on every page and without the rep's aids", async () => {
    const { page, context } = await freshCalculator();
    try {
      await addLineByMouse(page, "rose 16", "Punarvana Rose Agarbatti 16 g", "56");
      await expect(invoiceRows(page).first().textContent()).resolves.toContain("Margin");
      await page.getByRole("button", { name: "Print" }).click();
      // Print first issues the document in the device's books, then opens the dialog.
      await expect.poll(() => dialogCounts(page)).toEqual({ print: 1, alert: 0 });
      // Printing issues the document: it now has its number.
      await expect(page.locator(".calc-invoice-meta").textContent()).resolves.toMatch(/Q\/T1\/\d{4}\/0001/);

      await page.emulateMedia({ media: "print" });
      const invoice = page.locator(".calc-invoice");
      await expect(invoice.isVisible()).resolves.toBe(true);
      await expect(invoice.getByText("Rounded total").isVisible()).resolves.toBe(true);
      for (const hidden of [
        page.getByRole("banner"),
        page.getByRole("heading", { name: "Wholesale Price Calculator" }),
        page.getByRole("heading", { name: "Add Line Item" }),
        page.getByRole("heading", { name: "Customer & Settings" }),
        page.getByRole("button", { name: "Save PDF" }),
        page.getByRole("button", { name: /^Remove / }),
        page.getByRole("link", { name: /WhatsApp/ }),
        page.getByText(/^Net ₹/),
        page.getByText(/^Margin /),
        page.getByText(/^Tip: /),
        page.getByRole("heading", { name: "Issued on this device" }),
        page.getByRole("region", { name: "Rounded total" }),
        page.getByRole("button", { name: "Reset Invoice" }),
      ]) {
        await expect(anyVisible(hidden), hidden.toString()).resolves.toBe(false);
      }
      await expect(
        page.locator(".calc-lines thead").evaluate((head) => getComputedStyle(head).display),
      ).resolves.toBe("table-header-group");
      await page.emulateMedia({ media: "screen" });
      await expect(page.getByRole("heading", { name: "Add Line Item" }).isVisible()).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });

  it("falls back to the print dialog when the PDF libraries cannot load", async () => {
    const { page, context } = await freshCalculator();
    try {
      await page.route(/jspdf|pdf-document|\.ttf$/i, (route) => route.abort());
      await addLineByMouse(page, "rose 16", "Punarvana Rose Agarbatti 16 g", "1");
      await page.getByRole("button", { name: "Save PDF" }).click();
      await page.getByRole("status").filter({ hasText: "print dialog was opened" }).waitFor();
      await expect(dialogCounts(page)).resolves.toEqual({ print: 1, alert: 0 });
    } finally {
      await context.close();
    }
  });
});

describe("the wholesale calculator, JavaScript off", () => {
  it("says that it needs JavaScript and shows no dead controls", async () => {
    const { page, context } = await openPage(browser(), PATH, { javaScriptEnabled: false });
    try {
      // Playwright's text engine skips <noscript>, so find the message by its class.
      const message = page.locator(".calc-noscript");
      await expect(message.isVisible()).resolves.toBe(true);
      await expect(message.textContent()).resolves.toContain("The wholesale calculator needs JavaScript.");
      await expect(
        page.getByRole("heading", { level: 1, name: "Wholesale Price Calculator" }).isVisible(),
      ).resolves.toBe(true);
      await expect(page.getByRole("heading", { name: "Add Line Item" }).isVisible()).resolves.toBe(false);
      await expect(page.getByRole("button", { name: "Save PDF" }).isVisible()).resolves.toBe(false);
    } finally {
      await context.close();
    }
  });
});
