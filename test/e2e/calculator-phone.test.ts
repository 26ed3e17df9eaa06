import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";

import {
  EMPTY_LINE_ENTRY,
  entryForProduct,
  findProduct,
  validateLineEntry,
} from "~/calculator/arithmetic/add-line";
import { DEFAULT_SETTINGS, type InvoiceLine } from "~/calculator/arithmetic/invoice";
import { invoiceTotals } from "~/calculator/arithmetic/invoice-totals";
import { builtInPriceList } from "~/calculator/price-list/price-list";
import { formatINR } from "~/money/money";

import { expectNoAxeViolations, useBrowser, viewports } from "./support/browser";
import {
  addToList,
  escapeRegExp,
  freshCalculator,
  isFocused,
  lineCards,
  openPriceList,
  product,
  quantity,
  seedDraft,
  totalBar,
} from "./support/calculator";

/**
 * The calculator on a 390 × 844 phone, driven by taps: the bar with the rounded total always on screen
 * and never covering the field in focus or covered itself, no sideways scrolling, touch targets of
 * 44 px, the shop's header scrolling away; modes that fit the item, the line preview, undoable list
 * changes; and the wide layout's two columns and table.
 */

const browser = useBrowser();
const phone = () => freshCalculator(browser(), { viewport: viewports.mobile, touch: true });
const list = builtInPriceList();

const ORDER: [name: string, quantity: number][] = [
  ["Punarvana Rose Agarbatti 16 g", 56],
  ["Punarvana Pooja Oil 1000 ml", 23],
  ["Punarvana Dhoop Lakkad (loose)", 2],
  ["Punarvana Guggul Agarbatti 40 g", 11],
  ["Punarvana Diwali Diya and Incense Gift Set", 12],
  ["Punarvana Sambrani Cups 48 cups", 30],
  ["Punarvana Sandalwood Dhoop Cones 10 cones", 5],
  ["Punarvana Bamboo Toothbrush", 7],
  ["Punarvana Flower Paper Notebook A5", 22],
  ["Punarvana Temple Flower Vermicompost (loose)", 3],
];

/** The line Add to List makes for this product and quantity, by the domain's own rules. */
function domainLine(name: string, count: number): InvoiceLine {
  const item = findProduct(list, name)!;
  const result = validateLineEntry(
    { ...entryForProduct(EMPTY_LINE_ENTRY, item), quantity: String(count) },
    list,
    name,
  );
  if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.errors)}`);
  return result.line;
}

/** The bar's total: on screen, not covered by anything, and its text. */
async function visibleTotal(page: Page) {
  return totalBar(page)
    .getByText(/^₹/)
    .evaluate((total) => {
      const box = total.getBoundingClientRect();
      const onScreen = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return { text: total.textContent, onScreen, uncovered: hit === total || total.contains(hit) };
    });
}

async function noSidewaysScroll(page: Page) {
  return page.evaluate(
    () => document.documentElement.scrollWidth <= document.documentElement.clientWidth && scrollX === 0,
  );
}

/** The focused field's bottom edge is above the bar's top edge. */
async function focusedFieldClearOfBar(page: Page) {
  return page.evaluate(() => {
    const bar = document.querySelector(".calc-bar")!.getBoundingClientRect();
    const field = document.activeElement!.getBoundingClientRect();
    return field.bottom <= bar.top && field.top >= 0;
  });
}

describe("the calculator on a phone, JavaScript on", () => {
  it("keeps the domain's rounded total on screen after each of 10 lines added by taps and typing", async () => {
    const { page, context } = await phone();
    try {
      const added: InvoiceLine[] = [];
      for (const [name, count] of ORDER) {
        await product(page).tap();
        await page.keyboard.type(name);
        await page.getByRole("option", { name: new RegExp(`^${name.replace(/[()]/g, "\\$&")}`) }).tap();
        await quantity(page).tap();
        await expect(focusedFieldClearOfBar(page)).resolves.toBe(true);
        await page.keyboard.press("Control+A");
        await page.keyboard.type(String(count));
        await addToList(page).tap();
        added.push(domainLine(name, count));

        await totalBar(page)
          .getByText(`${added.length} ${added.length === 1 ? "line" : "lines"}`)
          .waitFor();
        const total = await visibleTotal(page);
        expect(total, name).toEqual({
          text: formatINR(invoiceTotals(added, DEFAULT_SETTINGS).roundedTotal),
          onScreen: true,
          uncovered: true,
        });
        await expect(noSidewaysScroll(page), name).resolves.toBe(true);
      }
      await expect(lineCards(page).count()).resolves.toBe(10);
      await expect(lineCards(page).nth(4).textContent()).resolves.toContain("Ordered 12 units");
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it("lets the shop's header scroll away and leaves out the floating links", async () => {
    const { page, context } = await phone();
    try {
      await expect(
        page.getByRole("banner").evaluate((header) => getComputedStyle(header).position),
      ).resolves.toBe("static");
      await expect(page.getByRole("link", { name: /WhatsApp/ }).isVisible()).resolves.toBe(false);
      await expect(page.getByRole("link", { name: "Scroll to top" }).isVisible()).resolves.toBe(false);
      // The shop's own pages keep them.
      await page.goto("/collections/incense");
      await expect(page.getByRole("link", { name: /WhatsApp/ }).isVisible()).resolves.toBe(true);
      await expect(
        page.getByRole("banner").evaluate((header) => getComputedStyle(header).position),
      ).resolves.toBe("sticky");
    } finally {
      await context.close();
    }
  });

  it("makes every touch target at least 44 × 44 px, with nothing wider than the screen", async () => {
    const { page, context } = await phone();
    try {
      await seedDraft(page, 4);
      await openPriceList(page);
      await page.getByText("Invoices on this device").tap();
      await page.getByRole("button", { name: "Customer, settings and document" }).tap();
      await page.getByRole("heading", { name: "Customer & Settings" }).waitFor();
      const small = await page.locator("main").evaluate((main) => {
        const targets = main.querySelectorAll<HTMLElement>(
          "a[href], button, input, select, textarea, summary, [role=option], [tabindex]:not([tabindex='-1'])",
        );
        const problems: string[] = [];
        for (const target of targets) {
          if (!target.checkVisibility()) continue;
          let box = target.getBoundingClientRect();
          // A checkbox or radio button is tapped through its label too.
          const label = (target as HTMLInputElement).labels?.[0];
          if (label && /checkbox|radio/.test((target as HTMLInputElement).type)) {
            const labelBox = label.getBoundingClientRect();
            box = new DOMRect(
              Math.min(box.left, labelBox.left),
              Math.min(box.top, labelBox.top),
              Math.max(box.right, labelBox.right) - Math.min(box.left, labelBox.left),
              Math.max(box.bottom, labelBox.bottom) - Math.min(box.top, labelBox.top),
            );
          }
          // A scrollable region is scrolled, not tapped.
          if (target.getAttribute("role") === "region") continue;
          if (box.width < 44 || box.height < 44) {
            problems.push(
              `${target.outerHTML.slice(0, 80)}: ${Math.round(box.width)}×${Math.round(box.height)}`,
            );
          }
        }
        return problems;
      });
      expect(small).toEqual([]);
      await expect(noSidewaysScroll(page)).resolves.toBe(true);
      await expectNoAxeViolations(page);
    } finally {
      await context.close();
    }
  });

  it("keeps the product suggestions closed after Add to List until the rep types again", async () => {
    const { page, context } = await phone();
    try {
      const suggestions = page.getByRole("listbox", { name: "Products" });
      for (const [index, [name, count]] of ORDER.slice(0, 2).entries()) {
        await product(page).tap();
        await page.keyboard.type(name);
        await expect(suggestions.isVisible()).resolves.toBe(true);
        await page.getByRole("option", { name: new RegExp(`^${escapeRegExp(name)}`) }).tap();
        await quantity(page).tap();
        await page.keyboard.press("Control+A");
        await page.keyboard.type(String(count));
        await addToList(page).tap();
        await totalBar(page)
          .getByText(`${index + 1} ${index === 0 ? "line" : "lines"}`)
          .waitFor();
        // The box has the focus again for the next product, and its list stays shut.
        await expect(isFocused(product(page))).resolves.toBe(true);
        await expect(product(page).getAttribute("aria-expanded")).resolves.toBe("false");
        await expect(suggestions.isVisible()).resolves.toBe(false);
        await expect(suggestions.locator("li").count()).resolves.toBe(0);
      }
      await expectNoAxeViolations(page);
      // Typing opens it.
      await page.keyboard.type("oil");
      await expect(product(page).getAttribute("aria-expanded")).resolves.toBe("true");
      await expect(suggestions.isVisible()).resolves.toBe(true);
      await expect(suggestions.getByRole("option").first().textContent()).resolves.toContain("Oil");
    } finally {
      await context.close();
    }
  });

  it("offers only the modes that fit the product, and previews the line before adding it", async () => {
    const { page, context } = await phone();
    try {
      const mode = page.getByRole("combobox", { name: "Mode" });
      const modes = () => mode.locator("option:not([disabled])").allTextContents();
      const pick = async (name: string) => {
        await product(page).fill(name);
        await page.getByRole("option", { name: new RegExp(`^${name.replace(/[()]/g, "\\$&")}`) }).tap();
      };

      await pick("Punarvana Dhoop Lakkad (loose)");
      await expect(modes()).resolves.toEqual(["Kg", "Bag"]);
      await pick("Punarvana Diwali Diya and Incense Gift Set");
      await expect(modes()).resolves.toEqual(["Unit", "Carton"]);
      await pick("Punarvana Rose Agarbatti 16 g");
      await expect(modes()).resolves.toEqual(["Piece", "Dozen", "Carton"]);
      await expect(mode.inputValue()).resolves.toBe("dozen");

      await quantity(page).fill("56");
      const preview = page.locator(`[id="${await addToList(page).getAttribute("aria-describedby")}"]`);
      await expect(preview.textContent()).resolves.toContain("Will add 672 pcs: ₹4,704.00");
      await expect(preview.textContent()).resolves.toContain("Tip: add 4 dozen more to get 4 free");
      await mode.selectOption("carton");
      await quantity(page).fill("1");
      await expect(preview.textContent()).resolves.toContain("Will add 720 pcs + 48 pcs free: ₹5,040.00");
      await addToList(page).tap();
      await expect(lineCards(page).first().textContent()).resolves.toContain("Ordered 1 carton");
    } finally {
      await context.close();
    }
  });

  it("can undo Clear products and Use fallback list, and Clear is not just before the product box", async () => {
    const { page, context } = await phone();
    try {
      await openPriceList(page);
      const count = page.locator(".calc-product-count strong");
      await page.getByRole("button", { name: "Clear products" }).tap();
      await expect(count.textContent()).resolves.toBe("0");
      await page.getByRole("button", { name: "Undo the price-list change" }).tap();
      await expect(count.textContent()).resolves.toBe(String(list.length));
      await expect(page.getByRole("button", { name: "Undo the price-list change" }).count()).resolves.toBe(0);
      // Use fallback list, over a cleared list, can be undone too.
      await page.getByRole("button", { name: "Clear products" }).tap();
      await page.getByRole("button", { name: "Use fallback list" }).tap();
      await expect(count.textContent()).resolves.toBe(String(list.length));
      await page.getByRole("button", { name: "Undo the price-list change" }).tap();
      await expect(count.textContent()).resolves.toBe("0");

      // The control before the product box in tab order is not Clear.
      await product(page).focus();
      await page.keyboard.press("Shift+Tab");
      const before = await page.evaluate(() => document.activeElement?.textContent ?? "");
      expect(before).not.toContain("Clear products");
    } finally {
      await context.close();
    }
  });
});

describe("the calculator on a wide screen, JavaScript on", () => {
  it("keeps two columns and the document's table", async () => {
    const { page, context } = await freshCalculator(browser(), { viewport: { width: 1366, height: 900 } });
    try {
      await seedDraft(page, 3);
      const add = await page.getByRole("heading", { name: "Add Line Item" }).boundingBox();
      const customer = await page.getByRole("heading", { name: "Customer & Settings" }).boundingBox();
      expect(customer!.x).toBeGreaterThan(add!.x + add!.width);
      expect(Math.abs(customer!.y - add!.y)).toBeLessThan(5);
      await expect(
        page.getByRole("region", { name: "Invoice lines" }).locator("tbody tr").count(),
      ).resolves.toBe(3);
      await expect(lineCards(page).count()).resolves.toBe(0);
      await expect(noSidewaysScroll(page)).resolves.toBe(true);
    } finally {
      await context.close();
    }
  });
});
