import { EMPTY_LINE_ENTRY, type LineEntry } from "./add-line";
import {
  DEFAULT_SETTINGS,
  clampTradeDiscount,
  isQuantityMode,
  normaliseRoundingStep,
  type InvoiceLine,
  type InvoiceSettings,
} from "./invoice";
import { isCategory, isPackingUnit, type PriceListItem } from "./price-list-item";

/**
 * The draft invoice and the loaded price list as kept in the browser's storage, so that a reload (or a
 * phone that killed the tab) loses nothing until Reset Invoice (decisions.md). Stored data is checked
 * field by field on the way back in: storage written by an older version, another tab or a person with
 * the dev tools open is treated as untrusted input, and anything that does not fit is dropped.
 */

export const DRAFT_STORAGE_KEY = "punarvana-eco.invoice-draft.v1";
export const PRICE_LIST_STORAGE_KEY = "punarvana-eco.price-list.v1";

export interface InvoiceDraft {
  /** Last 8 digits of the timestamp when the invoice was started. */
  readonly invoiceNumber: string;
  /** Epoch milliseconds when the invoice was started (its date). */
  readonly startedAt: number;
  readonly settings: InvoiceSettings;
  readonly lines: readonly InvoiceLine[];
  /** The Add Line Item form, half filled in. */
  readonly entry: LineEntry;
}

/** Spec §3: the invoice number is the last 8 digits of the timestamp. */
export function invoiceNumberFromTimestamp(timestamp: number): string {
  return String(Math.floor(timestamp)).slice(-8).padStart(8, "0");
}

export function newDraft(timestamp: number): InvoiceDraft {
  return {
    invoiceNumber: invoiceNumberFromTimestamp(timestamp),
    startedAt: timestamp,
    settings: DEFAULT_SETTINGS,
    lines: [],
    entry: EMPTY_LINE_ENTRY,
  };
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
function str(value: unknown, fallback = ""): string {
  return typeof value === "string" ? value : fallback;
}
function finite(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}
function positiveOrNull(value: unknown): number | null {
  return finite(value) && value > 0 ? value : null;
}

/** The product fields a stored line and a stored price-list item share, checked the same way for both. */
function readProductFields(value: Json): Omit<PriceListItem, "rate"> | null {
  const { name, category, packingSize, packingUnit, scheme } = value;
  if (typeof name !== "string" || name.trim() === "") return null;
  if (typeof category !== "string" || !isCategory(category)) return null;
  if (typeof packingUnit !== "string" || !isPackingUnit(packingUnit)) return null;
  if (!finite(packingSize) || packingSize <= 0) return null;
  return {
    name,
    category,
    packingSize,
    packingUnit,
    scheme: str(scheme, "none"),
    gramsPerPack: positiveOrNull(value.gramsPerPack),
    productMrp: positiveOrNull(value.productMrp),
  };
}

function readLine(value: unknown): InvoiceLine | null {
  if (!isObject(value)) return null;
  const product = readProductFields(value);
  const { id, ratePaise, quantity, mode } = value;
  if (product === null || typeof id !== "string") return null;
  if (!finite(ratePaise) || !Number.isInteger(ratePaise) || ratePaise < 0) return null;
  if (!finite(quantity) || !Number.isInteger(quantity) || quantity < 1) return null;
  if (typeof mode !== "string" || !isQuantityMode(mode)) return null;
  const { name, packingSize, packingUnit, scheme, category, gramsPerPack, productMrp } = product;
  // The same key order as a line built by Add to List, so the stored text does not change.
  return {
    id,
    name,
    ratePaise,
    quantity,
    mode,
    packingSize,
    packingUnit,
    scheme,
    category,
    gramsPerPack,
    productMrp,
  };
}

function readSettings(value: unknown): InvoiceSettings {
  if (!isObject(value)) return DEFAULT_SETTINGS;
  return {
    customerName: str(value.customerName),
    notes: str(value.notes),
    ss: value.ss === true,
    tradeDiscountPercent: finite(value.tradeDiscountPercent)
      ? clampTradeDiscount(value.tradeDiscountPercent)
      : 0,
    roundingStep: finite(value.roundingStep)
      ? normaliseRoundingStep(value.roundingStep)
      : DEFAULT_SETTINGS.roundingStep,
  };
}

function readEntry(value: unknown): LineEntry {
  if (!isObject(value)) return EMPTY_LINE_ENTRY;
  const mode = str(value.mode);
  return {
    productQuery: str(value.productQuery),
    selectedName: typeof value.selectedName === "string" ? value.selectedName : null,
    quantity: str(value.quantity, EMPTY_LINE_ENTRY.quantity),
    mode: isQuantityMode(mode) ? mode : EMPTY_LINE_ENTRY.mode,
    rate: str(value.rate),
    packingSize: str(value.packingSize),
  };
}

/** The draft from stored text, or null when there is none or it is unreadable. */
export function readDraft(stored: string | null): InvoiceDraft | null {
  if (!stored) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  if (!isObject(parsed) || parsed.version !== 1) return null;
  const invoiceNumber = str(parsed.invoiceNumber);
  if (!/^\d{8}$/.test(invoiceNumber) || !finite(parsed.startedAt)) return null;
  const lines = Array.isArray(parsed.lines)
    ? parsed.lines.map(readLine).filter((line): line is InvoiceLine => line !== null)
    : [];
  return {
    invoiceNumber,
    startedAt: parsed.startedAt,
    settings: readSettings(parsed.settings),
    lines,
    entry: readEntry(parsed.entry),
  };
}

export function writeDraft(draft: InvoiceDraft): string {
  return JSON.stringify({ version: 1, ...draft });
}

/** Which list the rep is working from: the built-in one, their own file, or none (cleared). */
export type StoredPriceList =
  | { readonly source: "builtin" }
  | { readonly source: "cleared" }
  | { readonly source: "file"; readonly fileName: string; readonly items: readonly PriceListItem[] };

function readItem(value: unknown): PriceListItem | null {
  if (!isObject(value)) return null;
  const product = readProductFields(value);
  const { rate } = value;
  if (product === null || !finite(rate) || rate < 0) return null;
  const { name, ...rest } = product;
  return { name, rate, ...rest };
}

export function readStoredPriceList(stored: string | null): StoredPriceList {
  if (!stored) return { source: "builtin" };
  try {
    const parsed: unknown = JSON.parse(stored);
    if (!isObject(parsed) || parsed.version !== 1) return { source: "builtin" };
    if (parsed.source === "cleared") return { source: "cleared" };
    if (parsed.source === "file" && Array.isArray(parsed.items)) {
      const items = parsed.items.map(readItem).filter((item): item is PriceListItem => item !== null);
      return { source: "file", fileName: str(parsed.fileName, "price list"), items };
    }
  } catch {
    // Unreadable: fall back to the built-in list.
  }
  return { source: "builtin" };
}

export function writeStoredPriceList(list: StoredPriceList): string {
  return JSON.stringify({ version: 1, ...list });
}
