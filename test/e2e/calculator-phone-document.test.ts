import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import { findProduct, invoiceLineFor } from "~/calculator/arithmetic/add-line";
import { defaultQuantityMode } from "~/calculator/arithmetic/quantity-modes";
import { builtInPriceList } from "~/calculator/price-list/price-list";

import { expectNoAxeViolations, useBrowser, viewports } from "./support/browser";
import {
  CALCULATOR_PATH,
  CONFIGURED_SELLER,
  freshCalculator,
  savePdf,
  seedDraft,
  totalBar,
} from "./support/calculator";
import { useServer } from "./support/use-server";

/**
 * The document on a 390 px phone, in Chromium over the production build: every line's figures and the
 * HSN summary's columns readable without sideways scrolling, the tables still tables for a screen
 * reader and on paper; a tax invoice with a line without an HSN code warned about before it is saved.
 * A server with a configured seller issues the tax invoices.
 */

const browser = useBrowser();
const configured = useServer(CONFIGURED_SELLER, "vasanam-e2e-hsn-");
const phone = (url?: string) => freshCalculator(browser(), { viewport: viewports.mobile, touch: true }, url);

/** Lines of these built-in products, one of each in its first mode. */
function linesOf(...names: string[]) {
  const list = builtInPriceList();
  return names.map((name, index) =>
    invoiceLineFor(findProduct(list, name)!, {
      id: `line-${index}`,
      quantity: 2,
      mode: defaultQuantityMode(findProduct(list, name)!),
    }),
  );
}

const BUYER = {
  name: "Sharma Stores",
  address: "12 Main Bazaar Road, Karol Bagh, New Delhi 110005",
  gstin: "",
  stateCode: "07",
};

async function openDocument(page: Page) {
  await page.getByRole("button", { name: "Customer, settings and document" }).tap();
  await page.getByRole("region", { name: "Invoice lines" }).waitFor();
}

/** Each element's box lies inside the screen and inside `within`, which scrolls no sideways. */
async function allInside(cells: Locator, within: Locator) {
  const box = await within.evaluate((element) => {
    const { left, right } = element.getBoundingClientRect();
    return { left, right, scrolls: element.scrollWidth > element.clientWidth };
  });
  const outside = await cells.evaluateAll(
    (elements, { left, right }) =>
      elements
        .filter((element) => {
          const cell = element.getBoundingClientRect();
          return (
            cell.width === 0 ||
            cell.left < left ||
            cell.right > right ||
            cell.left < 0 ||
            cell.right > innerWidth
          );
        })
        .map((element) => element.textContent),
    box,
  );
  return { outside, scrolls: box.scrolls };
}

/** What Chromium's accessibility tree says of a table: its own role, its column headers and cells. */
async function accessibleTable(page: Page, table: Locator) {
  const cdp = await page.context().newCDPSession(page);
  try {
    await table.evaluate((element) => element.setAttribute("data-probe", ""));
    const probe = await cdp.send("Runtime.evaluate", {
      expression: "document.querySelector('[data-probe]')",
    });
    const { node } = await cdp.send("DOM.describeNode", { objectId: probe.result.objectId });
    const { nodes } = await cdp.send("Accessibility.getFullAXTree");
    const byId = new Map(nodes.map((axNode) => [axNode.nodeId, axNode]));
    const root = nodes.find((axNode) => axNode.backendDOMNodeId === node.backendNodeId);
    const found: { role: string; name: string }[] = [];
    const walk = (id: string) => {
      const axNode = byId.get(id);
      if (!axNode) return;
      if (!axNode.ignored)
        found.push({ role: String(axNode.role?.value), name: String(axNode.name?.value ?? "") });
      for (const child of axNode.childIds ?? []) walk(child);
    };
    if (root) walk(root.nodeId);
    return {
      role: root?.role?.value,
      headers: found.filter((entry) => entry.role === "columnheader").map((entry) => entry.name),
      cells: found.filter((entry) => entry.role === "cell").map((entry) => entry.name),
    };
  } finally {
    await cdp.detach();
  }
}

describe("the document on a phone, JavaScript on", () => {
  it("shows each line's Qty, Rate and Amount and the HSN summary's columns on screen, labelled", async () => {
    const { page, context } = await phone();
    try {
      await seedDraft(page, 3);
      await openDocument(page);
      const lines = page.getByRole("region", { name: "Invoice lines" });
      const rows = lines.locator("tbody tr");
      await expect(rows.count()).resolves.toBe(3);
      for (const label of ["Qty", "Rate", "Amount"]) {
        const cells = lines.locator(`td[data-label="${label}"]`);
        await expect(cells.count()).resolves.toBe(3);
        await expect(allInside(cells, lines)).resolves.toEqual({ outside: [], scrolls: false });
        // Each value carries its label on screen (the column headers are out of sight).
        const shown = await cells.evaluateAll((elements) =>
          elements.map((element) => getComputedStyle(element, "::before").content),
        );
        expect(
          shown.every((content) => content.startsWith(`"${label}: "`)),
          String(shown),
        ).toBe(true);
      }
      await expect(rows.first().locator('td[data-label="Amount"]').textContent()).resolves.toMatch(
        /^₹[\d,]+\.\d\d$/,
      );

      const hsn = page.getByRole("region", { name: "HSN-wise tax summary" });
      await expect(allInside(hsn.locator("tbody td, tfoot :is(td, th):not(:empty)"), hsn)).resolves.toEqual({
        outside: [],
        scrolls: false,
      });
      await expect(
        page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
      ).resolves.toBe(true);

      // Still a table to a screen reader: its column headers, and cells named by their values alone.
      const table = await accessibleTable(page, lines.getByRole("table"));
      expect(table.role).toBe("table");
      expect(table.headers).toEqual([
        "#",
        "Description of goods",
        "HSN",
        "Qty",
        "Free",
        "Rate",
        "GST",
        "Amount",
      ]);
      const amounts = await lines.locator('td[data-label="Amount"]').allTextContents();
      expect(table.cells).toEqual(expect.arrayContaining(amounts));
      await expectNoAxeViolations(page);

      // On paper the tables stay tables with their header rows.
      await page.emulateMedia({ media: "print" });
      const printed = await page.evaluate(() => {
        const display = (selector: string) => getComputedStyle(document.querySelector(selector)!).display;
        return [".calc-lines", ".calc-lines thead", ".calc-lines tr", ".calc-hsn", ".calc-hsn thead"].map(
          display,
        );
      });
      expect(printed).toEqual(["table", "table-header-group", "table-row", "table", "table-header-group"]);
    } finally {
      await context.close();
    }
  });
});

describe("a tax invoice with a line without an HSN code, JavaScript on", () => {
  const warning = (page: Page) => totalBar(page).getByRole("note").filter({ hasText: "No HSN code" });

  it("is warned about in the bar, naming the line, and can still be issued", async () => {
    const { page, context } = await phone(configured().server.baseURL + CALCULATOR_PATH);
    try {
      const lines = linesOf("Punarvana Rose Agarbatti 16 g", "Punarvana Pooja Oil 1000 ml");
      expect(lines.map((line) => line.hsn)).toEqual(["330741", ""]);
      await seedDraft(page, 2, { kind: "tax-invoice", buyer: BUYER, lines });
      await expect(warning(page).textContent()).resolves.toMatch(
        /^No HSN code on line 2 \(Punarvana Pooja Oil 1000 ml\): a tax invoice should show each item's code\./,
      );
      // On screen, in the bar beside Save PDF, before anything is saved.
      await expect(
        warning(page).evaluate((note) => {
          const box = note.getBoundingClientRect();
          return box.top >= 0 && box.bottom <= innerHeight && box.right <= innerWidth && box.width > 0;
        }),
      ).resolves.toBe(true);
      await expectNoAxeViolations(page);

      // A warning, not a block: Save PDF issues the tax invoice.
      const download = await savePdf(page);
      expect(download.suggestedFilename()).toMatch(/^PE-T1-\d{4}-0001\.pdf$/);
      await totalBar(page)
        .getByText(/^Saved tax invoice PE\/T1\/\d{4}\/0001/)
        .waitFor();
    } finally {
      await context.close();
    }
  });

  it("is not warned about once every line has a code, nor for a quotation", async () => {
    const { page, context } = await phone(configured().server.baseURL + CALCULATOR_PATH);
    try {
      const coded = linesOf("Punarvana Rose Agarbatti 16 g", "Punarvana Bamboo Toothbrush");
      expect(coded.every((line) => line.hsn !== "")).toBe(true);
      await seedDraft(page, 2, { kind: "tax-invoice", buyer: BUYER, lines: coded });
      await expect(warning(page).count()).resolves.toBe(0);
      const uncoded = linesOf("Punarvana Pooja Oil 1000 ml");
      await seedDraft(page, 1, { kind: "quotation", buyer: BUYER, lines: uncoded });
      await expect(warning(page).count()).resolves.toBe(0);
      // The same line on a tax invoice is warned about: the two checks above are not blind.
      await seedDraft(page, 1, { kind: "tax-invoice", buyer: BUYER, lines: uncoded });
      await expect(warning(page).count()).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });
});
