import type { InvoiceLine } from "~/calculator/invoice";
import { toPaise } from "~/money/money";
import type { PriceListItem } from "~/calculator/price-list-item";

let counter = 0;

/** An invoice line from a price-list item and an order, the way Add to List builds one. */
export function lineFor(
  item: PriceListItem,
  quantity: number,
  mode: InvoiceLine["mode"],
  overrides: Partial<InvoiceLine> = {},
): InvoiceLine {
  counter += 1;
  return {
    id: `line-${counter}`,
    name: item.name,
    ratePaise: toPaise(item.rate),
    quantity,
    mode,
    packingSize: item.packingSize,
    packingUnit: item.packingUnit,
    scheme: item.scheme,
    category: item.category,
    gramsPerPack: item.gramsPerPack,
    productMrp: item.productMrp,
    ...overrides,
  };
}

/** A bare item for examples that need one exact shape. */
export function item(overrides: Partial<PriceListItem> & Pick<PriceListItem, "name">): PriceListItem {
  return {
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
