import { defaultGstPercent, defaultHsn, parseGstPercent, parseHsn } from "~/calculator/arithmetic/gst-rates";
import {
  parseScheme,
  resolveSchemeUnit,
  schemeUnitSizeWithoutPacking,
  type Scheme,
  type SchemeParseResult,
} from "~/calculator/arithmetic/scheme";

import { NOT_A_NUMBER, hasAtMostTwoDecimals, readNumberCell, type DecimalMark } from "./number-cells";
import {
  isCategory,
  isPackingUnit,
  type Category,
  type PackingUnit,
  type PriceListItem,
} from "./price-list-item";

/**
 * Normalisation of a price list, whatever its source (the built-in list, a CSV or JSON file), as
 * docs/calculator.md ("Price lists") describes it: category lowercased, default incense; packing unit
 * lowercased, default pcs; packing size (buy + free) × 12 from the scheme when missing, else 12 for
 * incense and 1 otherwise; pieces floored to at least 1, kg kept as is; GST rate and HSN code from the
 * row, else the category's defaults; names tidied (spaces, invisible characters), which the summary
 * counts as renamed; a console warning when an incense scheme disagrees with its packing size.
 *
 * A row that cannot be priced or taxed safely is refused with a reason rather than guessed at: a missing
 * name or rate, a name that is not text, a rate with more than two decimals, an unknown category (it
 * decides the default GST rate), an unknown packing unit, an unreadable scheme, text where a number
 * belongs, a decimal comma where it could be misread (see number-cells.ts), a GST rate outside 0 to 28,
 * an HSN code that is not 4, 6 or 8 digits, and a second row with the same name.
 */

/** One row as read from a file or written in code: field name → value, strings or numbers. */
export type RawPriceListRow = Readonly<Record<string, unknown>>;

export type NormaliseRowResult =
  | {
      readonly ok: true;
      readonly item: PriceListItem;
      /** The name as written, when tidying it changed more than the spaces around it. */
      readonly renamedFrom: string | null;
    }
  | { readonly ok: false; readonly reason: string };

export interface NormaliseOptions {
  /** "," for semicolon-separated files, whose numbers use decimal commas. */
  readonly decimalMark?: DecimalMark;
}

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
 * The packing size a scheme implies when the list gives none: (buy + free) × 12, whatever the scheme is
 * written in ("60+4 dozen" → 768, "10+1" → 132, "12+1 pcs" → 156, "5+1 carton" → 72), as the reps'
 * sheets assume a carton of twelve cycles' worth of dozens. The rep can correct it on the line.
 */
function packingSizeFromScheme(scheme: Scheme): number {
  return (scheme.buy + scheme.free) * 12;
}

/**
 * For incense (in pieces or units), a carton should hold whole scheme cycles (one cycle is (buy + free)
 * dozens for a dozen scheme) or exactly the billed part of one (buy dozens, the carton exception of
 * docs/calculator.md). Anything else is probably a typing slip.
 */
export function incenseSchemeMismatch(item: PriceListItem): string | null {
  if (item.category !== "incense" || item.packingUnit === "kg") return null;
  const parsed = parseScheme(item.scheme);
  if (parsed.kind !== "scheme") return null;
  const size = schemeUnitSizeWithoutPacking(resolveSchemeUnit(parsed.scheme, item));
  if (size === null) return null;
  const cycle = (parsed.scheme.buy + parsed.scheme.free) * size;
  const billed = parsed.scheme.buy * size;
  if (item.packingSize % cycle === 0 || item.packingSize === billed) return null;
  return (
    `Price list: the scheme "${item.scheme}" of "${item.name}" disagrees with its packing size of ` +
    `${item.packingSize} ${item.packingUnit} (expected a multiple of ${cycle}, or ${billed} for free goods on top of each carton).`
  );
}

/** What a value is, in a rep's words, for "name is not text (found a list)". */
function describeKind(value: unknown): string {
  if (Array.isArray(value)) return "a list";
  if (typeof value === "object") return "a group of fields";
  if (typeof value === "number") return `the number ${String(value)}`;
  return `"${String(value)}"`;
}

/**
 * The name with invisible characters (control and zero-width) removed, runs of spaces made one and
 * composed accents (NFC), so that "Rose  Agarbatti" and "Rose Agarbatti" are one product.
 */
function tidyName(written: string): string {
  return written
    .normalize("NFC")
    .replace(/[\u0000-\u001F\u007F-\u009F\u200B-\u200D\u2060\uFEFF]/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

type NumberField = { ok: true; value: number | null } | { ok: false; reason: string };

/** Why a scheme cannot be read, in the rep's words. */
function schemeProblem(written: string, result: Extract<SchemeParseResult, { kind: "invalid" }>): string {
  if (result.problem === "unit") {
    return `scheme unit "${result.word}" is not one of dozen, dz, pcs, pieces, pc, carton, cartons`;
  }
  if (result.problem === "buy") return "a scheme must bill at least 1 unit (buy count 0)";
  return `scheme "${written}" is not of the form buy+free (e.g. 10+1 or 60+4 dozen)`;
}

/** A number column: `notNumber` says what the column wants ("is not a number above 0"). */
function numberField(
  label: string,
  value: unknown,
  decimalMark: DecimalMark,
  notNumber = NOT_A_NUMBER,
): NumberField {
  const cell = readNumberCell(value, decimalMark);
  if (cell.ok) return cell;
  return {
    ok: false,
    reason: `${label} "${text(value)}" ${cell.reason === NOT_A_NUMBER ? notNumber : cell.reason}`,
  };
}

export function normalisePriceListRow(
  row: RawPriceListRow,
  { decimalMark = "." }: NormaliseOptions = {},
): NormaliseRowResult {
  if (row.name !== undefined && row.name !== null && typeof row.name !== "string") {
    return { ok: false, reason: `name is not text (found ${describeKind(row.name)})` };
  }
  const written = typeof row.name === "string" ? row.name.trim() : "";
  const name = tidyName(written);
  if (name === "") return { ok: false, reason: "name is missing" };

  const rateCell = numberField("rate", row.rate, decimalMark, "is not a number of 0 or more");
  if (!rateCell.ok) return rateCell;
  const rate = rateCell.value;
  if (rate === null) return { ok: false, reason: "rate is missing" };
  if (rate < 0) return { ok: false, reason: `rate "${text(row.rate)}" is not a number of 0 or more` };
  if (!hasAtMostTwoDecimals(rate)) {
    return {
      ok: false,
      reason: `rate "${text(row.rate)}" has more than two decimals (rupees and paise): round it in the file`,
    };
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
  if (parsedScheme.kind === "invalid") return { ok: false, reason: schemeProblem(schemeText, parsedScheme) };

  const packingCell = numberField("packing size", row.packingSize, decimalMark);
  if (!packingCell.ok) return packingCell;
  const rawPackingSize = packingCell.value;
  let packingSize: number;
  if (rawPackingSize !== null && rawPackingSize > 0) {
    packingSize = packingUnit === "kg" ? rawPackingSize : Math.max(1, Math.floor(rawPackingSize));
  } else {
    packingSize =
      parsedScheme.kind === "scheme"
        ? packingSizeFromScheme(parsedScheme.scheme)
        : category === "incense"
          ? 12
          : 1;
  }

  const gramsCell = numberField("grams per pack", row.gramsPerPack, decimalMark, "is not a number above 0");
  if (!gramsCell.ok) return gramsCell;
  const gramsPerPack = gramsCell.value;
  if (gramsPerPack !== null && gramsPerPack <= 0) {
    return { ok: false, reason: `grams per pack "${text(row.gramsPerPack)}" is not a number above 0` };
  }
  const mrpCell = numberField("MRP", row.productMrp, decimalMark, "is not a number above 0");
  if (!mrpCell.ok) return mrpCell;
  const productMrp = mrpCell.value;
  if (productMrp !== null && productMrp <= 0) {
    return { ok: false, reason: `MRP "${text(row.productMrp)}" is not a number above 0` };
  }

  const gstCell = decimalMark === "," ? readNumberCell(row.gstRate, ",") : null;
  const gstRate = parseGstPercent(gstCell?.ok ? gstCell.value : row.gstRate);
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
  return { ok: true, item, renamedFrom: name === written ? null : written };
}

export interface NormalisedPriceList {
  readonly items: PriceListItem[];
  /** `index` is the 0-based position of the refused row in the input. */
  readonly errors: { readonly index: number; readonly reason: string }[];
  /** Rows loaded under a tidied name: `from` as written, `to` as loaded. */
  readonly renamed: { readonly index: number; readonly from: string; readonly to: string }[];
}

/**
 * Normalise every row; refused rows are reported, the rest are kept in order. Later rows whose name
 * repeats an earlier one (ignoring case) are refused, because the dropdown selects by name.
 */
export function normalisePriceList(
  rows: readonly RawPriceListRow[],
  describePosition: (index: number) => string = (index) => `position ${index + 1}`,
  options: NormaliseOptions = {},
): NormalisedPriceList {
  const items: PriceListItem[] = [];
  const errors: { index: number; reason: string }[] = [];
  const renamed: { index: number; from: string; to: string }[] = [];
  const seen = new Map<string, number>();
  rows.forEach((row, index) => {
    const result = normalisePriceListRow(row, options);
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
    if (result.renamedFrom !== null) renamed.push({ index, from: result.renamedFrom, to: result.item.name });
    const mismatch = incenseSchemeMismatch(result.item);
    if (mismatch) console.warn(mismatch);
    items.push(result.item);
  });
  return { items, errors, renamed };
}
