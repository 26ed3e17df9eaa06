import { defaultGstPercent, defaultHsn, parseGstPercent, parseHsn } from "~/calculator/arithmetic/gst-rates";
import {
  DEFAULT_SETTINGS,
  clampTradeDiscount,
  normaliseRoundingStep,
  type InvoiceLine,
  type InvoiceSettings,
} from "~/calculator/arithmetic/invoice";
import { fitModeToUnit, isQuantityMode } from "~/calculator/arithmetic/quantity-modes";
import { EMPTY_BUYER, isGstStateCode, type Buyer } from "~/calculator/documents/buyer";
import { isCategory, isPackingUnit, type PriceListItem } from "~/calculator/price-list/price-list-item";

/**
 * Readers for what the calculator keeps in the browser's storage (the draft, the price list, issued
 * documents). Stored data is untrusted input: storage written by an older version, another tab or a
 * person with the dev tools open. Each reader checks every field and drops, or defaults, what does not
 * fit, so nothing stored can break the page or price a line wrongly.
 */

export type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
export function str(value: unknown, fallback = ""): string {
  return typeof value === "string" ? value : fallback;
}
export function finite(value: unknown): value is number {
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
  // Stored before items had their own rate and HSN code: the category's defaults.
  const gstRate = value.gstRate === undefined ? null : parseGstPercent(value.gstRate);
  const hsn = value.hsn === undefined ? null : parseHsn(value.hsn);
  if ((gstRate && !gstRate.ok) || (hsn && !hsn.ok)) return null;
  return {
    name,
    category,
    packingSize,
    packingUnit,
    scheme: str(scheme, "none"),
    gramsPerPack: positiveOrNull(value.gramsPerPack),
    productMrp: positiveOrNull(value.productMrp),
    hsn: (hsn?.ok ? hsn.value : null) ?? defaultHsn(category),
    gstRate: (gstRate?.ok ? gstRate.value : null) ?? defaultGstPercent(category),
  };
}

export function readLine(value: unknown): InvoiceLine | null {
  if (!isObject(value)) return null;
  const product = readProductFields(value);
  const { id, ratePaise, quantity, mode } = value;
  if (product === null || typeof id !== "string") return null;
  if (!finite(ratePaise) || !Number.isInteger(ratePaise) || ratePaise < 0) return null;
  if (!finite(quantity) || !Number.isInteger(quantity) || quantity < 1) return null;
  if (typeof mode !== "string" || !isQuantityMode(mode)) return null;
  const { name, packingSize, packingUnit, scheme, category, gramsPerPack, productMrp, hsn, gstRate } =
    product;
  // Stored before modes were tied to the item: the fitting mode for the same quantity.
  const fitted = fitModeToUnit(quantity, mode, packingUnit);
  // The same key order as a line built by Add to List, so the stored text does not change.
  return {
    id,
    name,
    ratePaise,
    quantity: fitted.quantity,
    mode: fitted.mode,
    packingSize,
    packingUnit,
    scheme,
    category,
    gramsPerPack,
    productMrp,
    hsn,
    gstRate,
  };
}

export function readLines(value: unknown): InvoiceLine[] {
  return Array.isArray(value) ? value.map(readLine).filter((line): line is InvoiceLine => line !== null) : [];
}

export function readItem(value: unknown): PriceListItem | null {
  if (!isObject(value)) return null;
  const product = readProductFields(value);
  const { rate } = value;
  if (product === null || !finite(rate) || rate < 0) return null;
  const { name, ...rest } = product;
  return { name, rate, ...rest };
}

/** Settings; a stored draft from before the buyer had its own fields keeps its customer name there. */
export function readSettings(value: unknown): InvoiceSettings {
  if (!isObject(value)) return DEFAULT_SETTINGS;
  return {
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

export function readBuyer(value: unknown): Buyer {
  if (!isObject(value)) return EMPTY_BUYER;
  const stateCode = str(value.stateCode);
  const pincode = str(value.pincode);
  const city = str(value.city);
  const phone = str(value.phone);
  const email = str(value.email);
  return {
    name: str(value.name),
    address: str(value.address),
    gstin: str(value.gstin),
    stateCode: isGstStateCode(stateCode) ? stateCode : "",
    // Only when given, so a buyer stored without them reads back (and compares) as before.
    ...(pincode ? { pincode } : {}),
    ...(city ? { city } : {}),
    ...(phone ? { phone } : {}),
    ...(email ? { email } : {}),
  };
}
