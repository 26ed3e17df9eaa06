import type { PackingUnit, PriceListItem } from "~/calculator/price-list/price-list-item";
import { formatQuantity } from "~/money/money";

import { isRatePerDozen } from "./invoice";
import type { QuantityMode } from "./quantity-modes";
import { parseScheme, type SchemeUnit } from "./scheme";

/** Words the screen and the printed invoice use for modes, units and rate bases. */

const COUNT_WORDS: Record<QuantityMode | SchemeUnit, [one: string, many: string]> = {
  dozen: ["dozen", "dozen"],
  carton: ["carton", "cartons"],
  bag: ["bag", "bags"],
  piece: ["piece", "pieces"],
  kg: ["kg", "kg"],
  unit: ["unit", "units"],
};

/** The word for a count of a quantity mode or scheme unit: "carton" for one, "cartons" for more. */
export function countWord(unit: QuantityMode | SchemeUnit, one: boolean): string {
  const [singular, plural] = COUNT_WORDS[unit];
  return one ? singular : plural;
}

export const MODE_OPTION_LABELS: Record<QuantityMode, string> = {
  dozen: "Dozen",
  carton: "Carton",
  bag: "Bag",
  piece: "Piece",
  kg: "Kg",
  unit: "Unit",
};

/** "1 carton", "5 cartons", "12 dozen", "3 units": a line prints in the mode it was entered in. */
export function describeOrderedQuantity(quantity: number, mode: QuantityMode): string {
  return `${formatQuantity(quantity)} ${countWord(mode, quantity === 1)}`;
}

const UNIT_SHORT: Record<PackingUnit, string> = { pcs: "pcs", kg: "kg", unit: "units" };

/** "1,440 pcs", "7.5 kg", "12 units". */
export function describeUnits(value: number, unit: PackingUnit): string {
  return `${formatQuantity(value)} ${UNIT_SHORT[unit]}`;
}

export const UNIT_TOTAL_LABELS: Record<PackingUnit, string> = {
  pcs: "Pieces",
  kg: "Kilograms",
  unit: "Units",
};

/** What the rate is per: "dozen" for incense in pieces, else "piece", "kg" or "unit". */
export function rateBasis(item: Pick<PriceListItem, "category" | "packingUnit">): string {
  if (isRatePerDozen(item)) return "dozen";
  return item.packingUnit === "pcs" ? "piece" : item.packingUnit;
}

/** What the packing size counts: "pcs per carton", "kg per bag", "units per carton". */
export function packingSizeBasis(unit: PackingUnit): string {
  return unit === "kg" ? "kg per bag" : `${UNIT_SHORT[unit]} per carton`;
}

/** The scheme as written, or "No scheme" for any way of writing none ("none", "-", "n/a", empty). */
export function schemeLabel(scheme: string): string {
  return parseScheme(scheme).kind === "none" ? "No scheme" : `Scheme ${scheme.trim()}`;
}
