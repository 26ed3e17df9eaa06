import { EMPTY_LINE_ENTRY, type LineEntry } from "~/calculator/arithmetic/add-line";
import { DEFAULT_SETTINGS, type InvoiceLine, type InvoiceSettings } from "~/calculator/arithmetic/invoice";
import { isQuantityMode } from "~/calculator/arithmetic/quantity-modes";
import { EMPTY_BUYER, type Buyer } from "~/calculator/documents/buyer";
import type { DocumentKind } from "~/calculator/documents/document-numbering";
import type { PriceListItem } from "~/calculator/price-list/price-list-item";

import { finite, isObject, readBuyer, readItem, readLines, readSettings, str } from "./stored-fields";

/**
 * A draft document and the loaded price list as kept in the browser's storage, so that a reload (or a
 * phone that killed the tab) loses nothing until Reset Invoice. Read back field by field (see
 * stored-fields.ts). Drafts stored by earlier versions are carried over: version 1 had the customer's
 * name among the settings and a clock-based number; versions 1 and 2 kept one draft under
 * LEGACY_DRAFT_STORAGE_KEY, which drafts.ts moves into the list of drafts (version 3, one key each).
 */

/** Where versions 1 and 2 kept the device's one draft. */
export const LEGACY_DRAFT_STORAGE_KEY = "punarvana-eco.invoice-draft.v1";
export const PRICE_LIST_STORAGE_KEY = "punarvana-eco.price-list.v1";

export interface InvoiceDraft {
  /** Epoch milliseconds when the draft was started. */
  readonly startedAt: number;
  /** The document the rep chose to make. */
  readonly kind: DocumentKind;
  readonly buyer: Buyer;
  readonly settings: InvoiceSettings;
  readonly lines: readonly InvoiceLine[];
  /** The Add Line Item form, half filled in. */
  readonly entry: LineEntry;
  /**
   * The number of the document this draft last issued. Saving or printing again while nothing changed
   * gives that same document; after a change, a new number.
   */
  readonly issuedNumber: string | null;
}

export function newDraft(timestamp: number): InvoiceDraft {
  return {
    startedAt: timestamp,
    kind: "quotation",
    buyer: EMPTY_BUYER,
    settings: DEFAULT_SETTINGS,
    lines: [],
    entry: EMPTY_LINE_ENTRY,
    issuedNumber: null,
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

/** 1 and 2 under the legacy key, 3 in the list of drafts (drafts.ts); the draft's fields are the same. */
const STORED_VERSIONS: readonly unknown[] = [1, 2, 3];

/** The draft from stored text, or null when there is none or it is unreadable. */
export function readDraft(stored: string | null): InvoiceDraft | null {
  if (!stored) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored);
  } catch {
    return null;
  }
  return readDraftValue(parsed);
}

/** The draft from a stored value (the parsed text, or as the device's books hold it). */
export function readDraftValue(parsed: unknown): InvoiceDraft | null {
  if (!isObject(parsed) || !STORED_VERSIONS.includes(parsed.version) || !finite(parsed.startedAt)) {
    return null;
  }
  const buyer =
    parsed.version === 1
      ? { ...EMPTY_BUYER, name: isObject(parsed.settings) ? str(parsed.settings.customerName) : "" }
      : readBuyer(parsed.buyer);
  return {
    startedAt: parsed.startedAt,
    kind: parsed.kind === "tax-invoice" ? "tax-invoice" : "quotation",
    buyer,
    settings: readSettings(parsed.settings),
    lines: readLines(parsed.lines),
    entry: readEntry(parsed.entry),
    issuedNumber: typeof parsed.issuedNumber === "string" ? parsed.issuedNumber : null,
  };
}

export function writeDraft(draft: InvoiceDraft): string {
  return JSON.stringify({ version: 2, ...draft });
}

/** Which list the rep is working from: the built-in one, their own file, or none (cleared). */
export type StoredPriceList =
  | { readonly source: "builtin" }
  | { readonly source: "cleared" }
  | { readonly source: "file"; readonly fileName: string; readonly items: readonly PriceListItem[] };

/** "built-in list", "from my-list.csv", "list cleared". */
export function describePriceListSource(list: StoredPriceList): string {
  if (list.source === "file") return `from ${list.fileName}`;
  return list.source === "builtin" ? "built-in list" : "list cleared";
}

export function readStoredPriceList(stored: string | null): StoredPriceList {
  if (!stored) return { source: "builtin" };
  try {
    return readPriceListValue(JSON.parse(stored));
  } catch {
    return { source: "builtin" }; // Unreadable: fall back to the built-in list.
  }
}

/** The list from a stored value (the parsed text, or as the device's books hold it). */
export function readPriceListValue(parsed: unknown): StoredPriceList {
  if (!isObject(parsed) || parsed.version !== 1) return { source: "builtin" };
  if (parsed.source === "cleared") return { source: "cleared" };
  if (parsed.source === "file" && Array.isArray(parsed.items)) {
    const items = parsed.items.map(readItem).filter((item): item is PriceListItem => item !== null);
    return { source: "file", fileName: str(parsed.fileName, "price list"), items };
  }
  return { source: "builtin" };
}

export function writeStoredPriceList(list: StoredPriceList): string {
  return JSON.stringify({ version: 1, ...list });
}
