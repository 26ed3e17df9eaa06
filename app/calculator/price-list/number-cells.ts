/**
 * Numbers as people write them in price lists and in the form: 1200, "1,200.50", "1,20,000", "₹ 84",
 * "Rs. 84", and in semicolon-separated files (what a spreadsheet in a comma-decimal locale saves)
 * "84,50" or "1.234,50". A comma is read as a decimal point only in such files: anywhere else "84,50"
 * could be 84.50 or a slip in 8,450, so the cell is refused rather than guessed at.
 */

/** The reason given for text that is not a number at all. */
export const NOT_A_NUMBER = "is not a number";

export type NumberCell =
  { readonly ok: true; readonly value: number | null } | { readonly ok: false; readonly reason: string };

/** How the source writes decimals: "." (comma-separated files, JSON, the form) or "," (semicolon files). */
export type DecimalMark = "." | ",";

/** Groups of three (1,234,567) or the Indian lakh grouping (12,34,567), with optional decimals. */
const COMMA_GROUPED = /^\d{1,3}(,\d{3})+(\.\d+)?$|^\d{1,2}(,\d{2})*,\d{3}(\.\d+)?$/;
/** 1.234,50 or 84,50 in a comma-decimal file. */
const DOT_GROUPED_DECIMAL_COMMA = /^\d{1,3}(\.\d{3})+,\d+$|^\d+,\d+$/;
/** 1.234 in a comma-decimal file: a thousand or one and a bit? */
const DOT_GROUPED_ONLY = /^\d{1,3}(\.\d{3})+$/;
const PLAIN = /^\d+(\.\d*)?$|^\.\d+$/;

function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  return String(value).trim();
}

/**
 * A number cell. Empty gives `value: null`; text that is not a number, or that could be read two ways,
 * gives the reason (to follow the column's name: `rate "84,50" …`).
 */
export function readNumberCell(value: unknown, decimalMark: DecimalMark = "."): NumberCell {
  if (typeof value === "number") {
    return Number.isFinite(value) ? { ok: true, value } : { ok: false, reason: NOT_A_NUMBER };
  }
  const raw = cellText(value);
  if (raw === "") return { ok: true, value: null };
  const cleaned = raw.replace(/^(₹|rs\.?|inr)\s*/i, "").replace(/\s+/g, "");
  const negative = cleaned.startsWith("-");
  const digits = cleaned.replace(/^[+-]/, "");
  const sign = negative ? -1 : 1;

  if (decimalMark === ",") {
    if (DOT_GROUPED_DECIMAL_COMMA.test(digits)) {
      return { ok: true, value: sign * Number(digits.replace(/\./g, "").replace(",", ".")) };
    }
    if (DOT_GROUPED_ONLY.test(digits)) {
      return {
        ok: false,
        reason: `could be read two ways in a file with decimal commas: write ${digits.replace(/\./g, "")} for the whole number, or use a comma for decimals`,
      };
    }
  } else if (digits.includes(",")) {
    if (COMMA_GROUPED.test(digits)) return { ok: true, value: sign * Number(digits.replace(/,/g, "")) };
    if (/^\d+,\d+$/.test(digits)) {
      return {
        ok: false,
        reason: `has a decimal comma, which a comma-separated file cannot tell from a slip: write ${digits.replace(",", ".")}`,
      };
    }
  }
  if (PLAIN.test(digits)) return { ok: true, value: sign * Number(digits) };
  return { ok: false, reason: NOT_A_NUMBER };
}

/** Whether a number has at most two decimals, as a rate in rupees and paise must. */
export function hasAtMostTwoDecimals(value: number): boolean {
  const written = String(value);
  if (/e/i.test(written)) return Number.isInteger(value);
  const decimals = written.split(".")[1] ?? "";
  return decimals.length <= 2;
}
