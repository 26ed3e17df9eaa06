import { invoiceLineFor } from "~/calculator/arithmetic/add-line";
import { defaultGstPercent, defaultHsn } from "~/calculator/arithmetic/gst-rates";
import type { InvoiceLine } from "~/calculator/arithmetic/invoice";
import type { KeyValueStore } from "~/calculator/device/drafts";
import type { Seller } from "~/calculator/documents/parties";
import type { PriceListItem } from "~/calculator/price-list/price-list-item";
import { modeFitsUnit } from "~/calculator/arithmetic/quantity-modes";

let counter = 0;

/** An invoice line from a price-list item and an order, the way Add to List builds one. */
export function lineFor(
  item: PriceListItem,
  quantity: number,
  mode: InvoiceLine["mode"],
  overrides: Partial<InvoiceLine> = {},
): InvoiceLine {
  const unit = overrides.packingUnit ?? item.packingUnit;
  if (!modeFitsUnit(overrides.mode ?? mode, unit)) throw new Error(`${mode} is not a mode of ${unit} goods`);
  counter += 1;
  return { ...invoiceLineFor(item, { id: `line-${counter}`, quantity, mode }), ...overrides };
}

/** A bare item for examples that need one exact shape (its GST rate and HSN follow its category). */
export function item(overrides: Partial<PriceListItem> & Pick<PriceListItem, "name">): PriceListItem {
  const category = overrides.category ?? "incense";
  return {
    hsn: defaultHsn(category),
    gstRate: defaultGstPercent(category),
    rate: 84,
    category: "incense",
    packingSize: 768,
    packingUnit: "pcs",
    scheme: "60+4 dozen",
    gramsPerPack: 16,
    productMrp: 10,
    ...overrides,
  };
}

/** localStorage's interface over a Map, in insertion order like the browser's. */
export function memoryStore(
  entries: Record<string, string> = {},
): KeyValueStore & { map: Map<string, string> } {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index) => [...map.keys()][index] ?? null,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
  };
}

/** A configured seller in Delhi, as an issued document keeps it. */
export const DELHI_SELLER: Seller = {
  legalName: "Punarvana Eco Products Private Limited",
  address: "New Delhi",
  stateCode: "07",
  gstin: "07AAACR5055K1Z9",
  phone: "+91 00000 00000",
  email: "care@example.com",
  bank: null,
};
