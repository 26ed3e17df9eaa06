import {
  isCategory,
  isPackingUnit,
  type Category,
  type PackingUnit,
  type PriceListItem,
} from "./price-list-item";
import { defaultGstPercent, defaultHsn, parseGstPercent, parseHsn } from "./gst-rates";
import { parseScheme, resolveSchemeUnit, schemeUnitSizeWithoutPacking, type Scheme } from "./scheme";

/**
 * Normalisation of a price list, whatever its source (the built-in list, a CSV or JSON file), as
 * docs/calculator.md ("Price lists") describes it: category lowercased, default incense; packing unit
 * lowercased, default pcs; packing size derived from the scheme when missing, else 12 for incense and 1
 * otherwise; pieces floored to at least 1, kg kept as is; GST rate and HSN code from the row, else the
 * category's defaults; a console warning when an incense scheme disagrees with its packing size.
 *
 * A row that cannot be priced or taxed safely is refused with a reason rather than guessed at: a missing
 * name or rate, an unknown category (it decides the default GST rate), an unknown packing unit, an
 * unreadable scheme, text where a number belongs, a GST rate outside 0 to 28, an HSN code that is not 4,
 * 6 or 8 digits, and a second row with the same name.
 */

/** One row as read from a file or written in code: field name → value, strings or numbers. */
export type RawPriceListRow = Readonly<Record<string, unknown>>;

export type NormaliseRowResult =
  { readonly ok: true; readonly item: PriceListItem } | { readonly ok: false; readonly reason: string };

const CATEGORY_ALIASES: Record<string, Category> = {
  agarbatti: "incense",
  personal: "personalcare",
  oils: "oil",
  gifts: "gift",
};

const PACKING_UNIT_ALIASES: Record<string, PackingUnit> = {
  pc: "pcs",
  piece: "pcs",
  pieces: "pcs",
  kgs: "kg",
  kilo: "kg",
  kilogram: "kg",
  kilograms: "kg",
  units: "unit",
};

function text(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "NaN";
  return typeof value === "string" ? value.trim() : String(value).trim();
}

/**
 * A number from a cell: 1200, "1,200.50", "₹ 84", "Rs. 84". Returns `null` for an empty cell and
 * `NaN` for text that is not a number.
 */
export function parseNumberCell(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : Number.NaN;
  const raw = text(value);
  if (raw === "") return null;
  const cleaned = raw
    .replace(/^(₹|rs\.?|inr)\s*/i, "")
    .replace(/,/g, "")
    .trim();
  return /^[+-]?(\d+\.?\d*|\.\d+)$/.test(cleaned) ? Number(cleaned) : Number.NaN;
}

function parseCategory(value: unknown): Category | null {
  const raw = text(value)
    .toLowerCase()
    .replace(/[\s_-]+/g, "");
  if (raw === "") return "incense";
  if (isCategory(raw)) return raw;
  return CATEGORY_ALIASES[raw] ?? null;
}

function parsePackingUnit(value: unknown): PackingUnit | null {
  const raw = text(value).toLowerCase().replace(/\.$/, "");
  if (raw === "") return "pcs";
  if (isPackingUnit(raw)) return raw;
  return PACKING_UNIT_ALIASES[raw] ?? null;
}

/**
 * The packing size a scheme implies: one carton holds one scheme cycle (buy + free), e.g. "60+4 dozen"
 * → 64 dozen = 768 pieces. Only for pieces and units; a carton scheme implies nothing.
 */
function packingSizeFromScheme(
  scheme: Scheme,
  item: { category: Category; packingUnit: PackingUnit },
): number | null {
  if (item.packingUnit === "kg") return null;
  const size = schemeUnitSizeWithoutPacking(resolveSchemeUnit(scheme, item));
  return size === null ? null : (scheme.buy + scheme.free) * size;
}

/**
 * For incense, a carton should hold one scheme cycle ((buy + free) dozens) or exactly the billed part
 * (buy dozens, the carton exception of docs/calculator.md). Anything else is probably a typing slip.
 */
export function incenseSchemeMismatch(item: PriceListItem): string | null {
  if (item.category !== "incense" || item.packingUnit !== "pcs") return null;
  const parsed = parseScheme(item.scheme);
  if (parsed.kind !== "scheme") return null;
  const size = schemeUnitSizeWithoutPacking(resolveSchemeUnit(parsed.scheme, item));
  if (size === null) return null;
  const cycle = (parsed.scheme.buy + parsed.scheme.free) * size;
  const billed = parsed.scheme.buy * size;
  if (item.packingSize === cycle || item.packingSize === billed) return null;
  return (
    `Price list: the scheme "${item.scheme}" of "${item.name}" disagrees with its packing size of ` +
    `${item.packingSize} pcs (expected ${cycle}, or ${billed} for free goods on top of each carton).`
  );
}

export function normalisePriceListRow(row: RawPriceListRow): NormaliseRowResult {
  const name = text(row.name).replace(/\s+/g, " ");
  if (name === "") return { ok: false, reason: "name is missing" };

  const rate = parseNumberCell(row.rate);
  if (rate === null) return { ok: false, reason: "rate is missing" };
  if (Number.isNaN(rate) || rate < 0) {
    return { ok: false, reason: `rate "${text(row.rate)}" is not a number of 0 or more` };
  }

  const category = parseCategory(row.category);
  if (!category) {
    return {
      ok: false,
      reason: `category "${text(row.category)}" is not one of incense, dhoop, cones, gift, eco, personalcare, oil`,
    };
  }

  const packingUnit = parsePackingUnit(row.packingUnit);
  if (!packingUnit) {
    return { ok: false, reason: `packing unit "${text(row.packingUnit)}" is not one of pcs, kg, unit` };
  }

  const schemeText = text(row.scheme);
  const parsedScheme = parseScheme(schemeText);
  if (parsedScheme.kind === "invalid") return { ok: false, reason: parsedScheme.reason };

  const rawPackingSize = parseNumberCell(row.packingSize);
  if (rawPackingSize !== null && Number.isNaN(rawPackingSize)) {
    return { ok: false, reason: `packing size "${text(row.packingSize)}" is not a number` };
  }
  let packingSize: number;
  if (rawPackingSize !== null && rawPackingSize > 0) {
    packingSize = packingUnit === "kg" ? rawPackingSize : Math.max(1, Math.floor(rawPackingSize));
  } else {
    const fromScheme =
      parsedScheme.kind === "scheme"
        ? packingSizeFromScheme(parsedScheme.scheme, { category, packingUnit })
        : null;
    packingSize = fromScheme ?? (category === "incense" ? 12 : 1);
  }

  const gramsPerPack = parseNumberCell(row.gramsPerPack);
  if (gramsPerPack !== null && (Number.isNaN(gramsPerPack) || gramsPerPack <= 0)) {
    return { ok: false, reason: `grams per pack "${text(row.gramsPerPack)}" is not a number above 0` };
  }
  const productMrp = parseNumberCell(row.productMrp);
  if (productMrp !== null && (Number.isNaN(productMrp) || productMrp <= 0)) {
    return { ok: false, reason: `MRP "${text(row.productMrp)}" is not a number above 0` };
  }

  const gstRate = parseGstPercent(row.gstRate);
  if (!gstRate.ok) return { ok: false, reason: gstRate.reason };
  const hsn = parseHsn(row.hsn);
  if (!hsn.ok) return { ok: false, reason: hsn.reason };

  const item: PriceListItem = {
    name,
    rate,
    category,
    packingSize,
    packingUnit,
    scheme: schemeText === "" ? "none" : schemeText,
    gramsPerPack,
    productMrp,
    hsn: hsn.value ?? defaultHsn(category),
    gstRate: gstRate.value ?? defaultGstPercent(category),
  };
  return { ok: true, item };
}

export interface NormalisedPriceList {
  readonly items: PriceListItem[];
  /** `index` is the 0-based position of the refused row in the input. */
  readonly errors: { readonly index: number; readonly reason: string }[];
}

/**
 * Normalise every row; refused rows are reported, the rest are kept in order. Later rows whose name
 * repeats an earlier one (ignoring case) are refused, because the dropdown selects by name.
 */
export function normalisePriceList(
  rows: readonly RawPriceListRow[],
  describePosition: (index: number) => string = (index) => `position ${index + 1}`,
): NormalisedPriceList {
  const items: PriceListItem[] = [];
  const errors: { index: number; reason: string }[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const result = normalisePriceListRow(row);
    if (!result.ok) {
      errors.push({ index, reason: result.reason });
      return;
    }
    const key = result.item.name.toLowerCase();
    const first = seen.get(key);
    if (first !== undefined) {
      errors.push({ index, reason: `"${result.item.name}" is already listed at ${describePosition(first)}` });
      return;
    }
    seen.set(key, index);
    const mismatch = incenseSchemeMismatch(result.item);
    if (mismatch) console.warn(mismatch);
    items.push(result.item);
  });
  return { items, errors };
}
