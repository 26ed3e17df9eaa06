/** The calculator's price-list item after normalisation (docs/calculator.md, "Price lists"). */

export const CATEGORIES = ["incense", "dhoop", "cones", "gift", "eco", "personalcare", "oil"] as const;
export type Category = (typeof CATEGORIES)[number];

/** pcs: packing size is pieces per carton; kg: packing size is kg per bag; unit: units per carton. */
export const PACKING_UNITS = ["pcs", "kg", "unit"] as const;
export type PackingUnit = (typeof PACKING_UNITS)[number];

export interface PriceListItem {
  /** Unique within a list (case-insensitive); the product dropdown selects by name. */
  readonly name: string;
  /**
   * Rupees, as on the rep's sheet. Per dozen for incense packed in pieces, otherwise per unit of
   * {@link packingUnit} (docs/calculator.md, "Rate basis").
   */
  readonly rate: number;
  readonly category: Category;
  /** Pieces (or units) per carton, or kg per bag. Always > 0; whole for pcs and unit. */
  readonly packingSize: number;
  readonly packingUnit: PackingUnit;
  /** The scheme as written ("60+4 dozen", "10+1", "none"); parse it with `parseScheme`. */
  readonly scheme: string;
  /** Grams in one retail pack, when known (used to count packs of kg-priced goods). */
  readonly gramsPerPack: number | null;
  /** Printed MRP of one retail pack in rupees, when known (used for the retailer's margin). */
  readonly productMrp: number | null;
  /** HSN code, 4, 6 or 8 digits, or "" when unknown. */
  readonly hsn: string;
  /** GST rate in percent, 0 to 28 (the list's own, or the category's default). */
  readonly gstRate: number;
}

export function isCategory(value: string): value is Category {
  return (CATEGORIES as readonly string[]).includes(value);
}

export function isPackingUnit(value: string): value is PackingUnit {
  return (PACKING_UNITS as readonly string[]).includes(value);
}
