import type { Category } from "~/calculator/price-list/price-list-item";

/**
 * GST rate and HSN code of a price-list item (docs/calculator.md, "Taxes"). Both are data: a price list
 * may give each item its own `gstRate` and `hsn`. When a list leaves them out, the calculator's
 * defaults apply: 5% for everything but oil, 12% for oil; the HSN heading of the category where there
 * is no doubt about it (agarbatti, dhoop and cones are all "odoriferous preparations which operate by
 * burning", 3307 41), else none.
 */

export const DEFAULT_GST_PERCENT = 5;
export const DEFAULT_OIL_GST_PERCENT = 12;
/** The highest GST rate there is; anything above it is a typing slip. */
export const MAX_GST_PERCENT = 28;

const BURNT_ODORIFEROUS_PREPARATIONS = "330741";

const DEFAULT_HSN: Partial<Record<Category, string>> = {
  incense: BURNT_ODORIFEROUS_PREPARATIONS,
  dhoop: BURNT_ODORIFEROUS_PREPARATIONS,
  cones: BURNT_ODORIFEROUS_PREPARATIONS,
};

export function defaultGstPercent(category: Category): number {
  return category === "oil" ? DEFAULT_OIL_GST_PERCENT : DEFAULT_GST_PERCENT;
}

/** The category's HSN code when it is certain, else "" (none). */
export function defaultHsn(category: Category): string {
  return DEFAULT_HSN[category] ?? "";
}

export type FieldResult<T> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly reason: string };

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  return String(value).trim();
}

/**
 * A GST rate cell: "5", "5%", "2.5", 18 (a number). Empty means "not given" (`null`). A rate is a
 * percentage from 0 to 28 with at most two decimals (0.25% and 1.5% exist).
 */
export function parseGstPercent(value: unknown): FieldResult<number | null> {
  if (typeof value === "number") return checkPercent(value, String(value));
  const raw = cellText(value);
  if (raw === "") return { ok: true, value: null };
  const cleaned = raw.replace(/\s*%$/, "");
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(cleaned)) {
    return { ok: false, reason: `GST rate "${raw}" is not a number from 0 to ${MAX_GST_PERCENT}` };
  }
  return checkPercent(Number(cleaned), raw);
}

function checkPercent(percent: number, written: string): FieldResult<number> {
  if (!Number.isFinite(percent) || percent < 0 || percent > MAX_GST_PERCENT) {
    return { ok: false, reason: `GST rate "${written}" is not a number from 0 to ${MAX_GST_PERCENT}` };
  }
  if (Math.round(percent * 100) !== percent * 100) {
    return { ok: false, reason: `GST rate "${written}" has more than two decimals` };
  }
  return { ok: true, value: percent };
}

/**
 * An HSN code cell: 4, 6 or 8 digits, spaces and dots allowed between them ("3307 41", "3307.41.00").
 * Empty means "not given" (`null`). Returns the digits alone.
 */
export function parseHsn(value: unknown): FieldResult<string | null> {
  const raw = cellText(value);
  if (raw === "") return { ok: true, value: null };
  const digits = raw.replace(/[\s.]/g, "");
  if (!/^\d+$/.test(digits) || ![4, 6, 8].includes(digits.length)) {
    return { ok: false, reason: `HSN "${raw}" is not a code of 4, 6 or 8 digits` };
  }
  return { ok: true, value: digits };
}

/** "5%", "2.5%", "0.25%". */
export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(3))}%`;
}
