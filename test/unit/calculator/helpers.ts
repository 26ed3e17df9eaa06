import { invoiceLineFor } from "~/calculator/arithmetic/add-line";
import { defaultGstPercent, defaultHsn } from "~/calculator/arithmetic/gst-rates";
import type { InvoiceLine } from "~/calculator/arithmetic/invoice";
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
