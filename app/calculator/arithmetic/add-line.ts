import type { PriceListItem } from "~/calculator/price-list/price-list-item";
import { toPaise } from "~/money/money";

import type { InvoiceLine } from "./invoice";
import { MODE_OPTION_LABELS } from "./invoice-labels";
import { defaultQuantityMode, modeFitsUnit, quantityModesFor, type QuantityMode } from "./quantity-modes";
import { parseScheme, resolveSchemeUnit } from "./scheme";

/**
 * The Add Line Item form: what selecting a product fills in, and the checks behind Add to List with
 * the calculator's exact messages (docs/calculator.md, "Messages").
 */

/** The form as the rep left it: raw text of every field. */
export interface LineEntry {
  /** Text in the product combobox. */
  readonly productQuery: string;
  /** The product picked from the dropdown, if any. */
  readonly selectedName: string | null;
  readonly quantity: string;
  readonly mode: QuantityMode;
  readonly rate: string;
  readonly packingSize: string;
}

export type LineEntryField = "product" | "quantity" | "mode" | "rate" | "packingSize";

/** In the order the fields appear, so the first invalid one can take the focus. */
export const LINE_ENTRY_FIELDS: readonly LineEntryField[] = [
  "product",
  "quantity",
  "mode",
  "rate",
  "packingSize",
];

export const LINE_ENTRY_MESSAGES = {
  quantity: "Please enter a quantity",
  noProduct: "Please select a product.",
  invalidProduct: "Please select a valid product.",
  packingSize: "Please set a valid packing size.",
  /** An empty or negative rate would price the line at nothing. */
  rate: "Please enter a valid rate.",
} as const;

export const EMPTY_LINE_ENTRY: LineEntry = {
  productQuery: "",
  selectedName: null,
  quantity: "1",
  mode: "dozen",
  rate: "",
  packingSize: "",
};

/** A product by name, ignoring case and surrounding spaces. */
export function findProduct(priceList: readonly PriceListItem[], name: string): PriceListItem | undefined {
  const wanted = name.trim().toLowerCase();
  if (wanted === "") return undefined;
  return priceList.find((item) => item.name.toLowerCase() === wanted);
}

/** "Please choose Kg or Bag for this product.": the modes that fit the item, in words. */
export function modeMessage(item: Pick<PriceListItem, "packingUnit">): string {
  const labels = quantityModesFor(item.packingUnit).map((mode) => MODE_OPTION_LABELS[mode]);
  return `Please choose ${labels.slice(0, -1).join(", ")} or ${labels.at(-1)} for this product.`;
}

/** The product the form is about: the one picked, else the one whose full name was typed. */
export function entryProduct(
  entry: LineEntry,
  priceList: readonly PriceListItem[],
): PriceListItem | undefined {
  return findProduct(priceList, entry.selectedName ?? entry.productQuery);
}

/** Selecting a product fills rate, packing size, unit, scheme (shown) and the default mode. */
export function entryForProduct(entry: LineEntry, item: PriceListItem): LineEntry {
  return {
    ...entry,
    productQuery: item.name,
    selectedName: item.name,
    mode: defaultQuantityMode(item),
    rate: String(item.rate),
    packingSize: String(item.packingSize),
  };
}

/**
 * The quantity is floored and clamped to 0 or more as it is typed. Returns the text to put back in the
 * field ("" stays "" so that the field can be cleared while typing).
 */
export function clampQuantityInput(value: string): string {
  if (value.trim() === "") return "";
  const number = Number(value);
  if (!Number.isFinite(number)) return "";
  return String(Math.max(0, Math.floor(number)));
}

export type LineEntryResult =
  | { readonly ok: true; readonly line: InvoiceLine }
  | {
      readonly ok: false;
      readonly errors: Readonly<Partial<Record<LineEntryField, string>>>;
      readonly firstInvalid: LineEntryField;
    };

function resolveProduct(
  entry: LineEntry,
  priceList: readonly PriceListItem[],
): { item: PriceListItem } | { error: string } {
  if (entry.selectedName !== null) {
    const item = findProduct(priceList, entry.selectedName);
    return item ? { item } : { error: LINE_ENTRY_MESSAGES.invalidProduct };
  }
  if (entry.productQuery.trim() === "") return { error: LINE_ENTRY_MESSAGES.noProduct };
  // Typing a product's full name counts as selecting it; anything else is not a product.
  const typed = findProduct(priceList, entry.productQuery);
  return typed ? { item: typed } : { error: LINE_ENTRY_MESSAGES.invalidProduct };
}

/**
 * A number typed in the form: the browser's number fields hand over plain numbers ("84.5") or "", so no
 * currency signs or grouping to read. Null when empty, NaN when not a number.
 */
function formNumber(text: string): number | null {
  return text.trim() === "" ? null : Number(text);
}

/** Whether this line needs its packing size: ordered by carton or bag, or a scheme counted in cartons. */
function usesPackingSize(item: PriceListItem, mode: QuantityMode): boolean {
  if (mode === "carton" || mode === "bag") return true;
  const scheme = parseScheme(item.scheme);
  return scheme.kind === "scheme" && resolveSchemeUnit(scheme.scheme, item) === "carton";
}

/** A packing size typed in the form: > 0, whole for pieces and units (floored), any for kg. */
function parsePackingSize(text: string, item: PriceListItem): number | null {
  const value = formNumber(text);
  if (value === null || Number.isNaN(value)) return null;
  const size = item.packingUnit === "kg" ? value : Math.floor(value);
  return size > 0 ? size : null;
}

export function validateLineEntry(
  entry: LineEntry,
  priceList: readonly PriceListItem[],
  lineId: string,
): LineEntryResult {
  const errors: Partial<Record<LineEntryField, string>> = {};

  const product = resolveProduct(entry, priceList);
  if ("error" in product) errors.product = product.error;

  const quantityNumber = Number(entry.quantity.trim() === "" ? Number.NaN : entry.quantity);
  const quantity = Number.isFinite(quantityNumber) ? Math.floor(quantityNumber) : 0;
  if (quantity < 1) errors.quantity = LINE_ENTRY_MESSAGES.quantity;

  const rate = formNumber(entry.rate);
  if (rate === null || Number.isNaN(rate) || rate < 0) errors.rate = LINE_ENTRY_MESSAGES.rate;

  if ("item" in product && !modeFitsUnit(entry.mode, product.item.packingUnit)) {
    errors.mode = modeMessage(product.item);
  }

  let packingSize: number | null = null;
  if ("item" in product) {
    packingSize = parsePackingSize(entry.packingSize, product.item);
    if (packingSize === null) {
      if (usesPackingSize(product.item, entry.mode)) errors.packingSize = LINE_ENTRY_MESSAGES.packingSize;
      else packingSize = product.item.packingSize; // not used by this line; keep the list's value
    }
  }

  const firstInvalid = LINE_ENTRY_FIELDS.find((field) => errors[field] !== undefined);
  if (firstInvalid || !("item" in product) || rate === null || packingSize === null) {
    return { ok: false, errors, firstInvalid: firstInvalid ?? "product" };
  }

  return {
    ok: true,
    line: invoiceLineFor(product.item, {
      id: lineId,
      quantity,
      mode: entry.mode,
      ratePaise: toPaise(rate),
      packingSize,
    }),
  };
}

/**
 * An invoice line for a price-list item: the order (id, quantity, mode) with what the item carries.
 * The rate and packing size are the item's unless the rep entered others.
 */
export function invoiceLineFor(
  item: PriceListItem,
  order: Pick<InvoiceLine, "id" | "quantity" | "mode"> &
    Partial<Pick<InvoiceLine, "ratePaise" | "packingSize">>,
): InvoiceLine {
  return {
    id: order.id,
    name: item.name,
    ratePaise: order.ratePaise ?? toPaise(item.rate),
    quantity: order.quantity,
    mode: order.mode,
    packingSize: order.packingSize ?? item.packingSize,
    packingUnit: item.packingUnit,
    scheme: item.scheme,
    category: item.category,
    gramsPerPack: item.gramsPerPack,
    productMrp: item.productMrp,
    hsn: item.hsn,
    gstRate: item.gstRate,
  };
}
