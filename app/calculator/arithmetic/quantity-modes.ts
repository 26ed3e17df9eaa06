import type { PackingUnit, PriceListItem } from "~/calculator/price-list/price-list-item";

/**
 * The modes a line's quantity is entered in, and which of them fit an item (docs/calculator.md, "Units
 * and rate basis"). A mode must count the item's own packing unit: "5 kg" of a 16 g agarbatti or "2
 * dozen" of loose lakkad would price one thing and print another, so they are never offered.
 */

export const QUANTITY_MODES = ["dozen", "carton", "bag", "piece", "kg", "unit"] as const;
export type QuantityMode = (typeof QUANTITY_MODES)[number];

export function isQuantityMode(value: string): value is QuantityMode {
  return (QUANTITY_MODES as readonly string[]).includes(value);
}

/** Pieces: piece, dozen, carton; kilograms: kg, bag; units: unit, carton. In the order offered. */
const MODES_BY_UNIT: Record<PackingUnit, readonly QuantityMode[]> = {
  pcs: ["piece", "dozen", "carton"],
  kg: ["kg", "bag"],
  unit: ["unit", "carton"],
};

export function quantityModesFor(unit: PackingUnit): readonly QuantityMode[] {
  return MODES_BY_UNIT[unit];
}

export function modeFitsUnit(mode: QuantityMode, unit: PackingUnit): boolean {
  return MODES_BY_UNIT[unit].includes(mode);
}

/**
 * The mode a product is first ordered in: bag for goods packed by the kg, one piece (or unit) for oil,
 * a dozen for other goods in pieces, and a unit for other goods in units.
 */
export function defaultQuantityMode(item: Pick<PriceListItem, "packingUnit" | "category">): QuantityMode {
  if (item.packingUnit === "kg") return "bag";
  if (item.packingUnit === "unit") return "unit";
  return item.category === "oil" ? "piece" : "dozen";
}

/**
 * A line stored before modes were tied to the item may carry a mode that does not fit it ("kg" of an
 * agarbatti). It is given the fitting mode that delivers exactly the same quantity it was priced at
 * (dozen → 12 × q, carton and bag → q × packing size, the others → q), so no stored amount changes.
 */
export function fitModeToUnit(
  quantity: number,
  mode: QuantityMode,
  unit: PackingUnit,
): { quantity: number; mode: QuantityMode } {
  if (modeFitsUnit(mode, unit)) return { quantity, mode };
  if (mode === "carton" || mode === "bag") return { quantity, mode: unit === "kg" ? "bag" : "carton" };
  const single = quantityModesFor(unit)[0]!;
  return { quantity: mode === "dozen" ? quantity * 12 : quantity, mode: single };
}
