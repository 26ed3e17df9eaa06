import { toDecimalRupees, type Paise } from "~/money/money";
import { rational, roundHalfAwayFromZero, mul, type Rational } from "~/money/rational";

/**
 * CSV text as spreadsheets and the GSTR-1 offline tool read it (RFC 4180): fields with a comma, a
 * quote or a line break are quoted, quotes doubled, lines end in CRLF. A text field starting with
 * `=`, `+`, `-` or `@` gets a leading apostrophe, so that a spreadsheet shows it instead of running
 * it as a formula (a buyer's name is typed by anyone).
 */

export type Cell = string | number;

/** What a field may hold as it is: no formula's first character, nothing that needs quotes. */
const NEEDS_CARE = /^[=+\-@]|[",\r\n]/;

function field(cell: Cell): string {
  // Numbers never need quotes, and most text needs nothing either: a quarter's files have a million fields.
  if (typeof cell === "number") return String(cell);
  if (!NEEDS_CARE.test(cell)) return cell;
  let text = String(cell);
  if (typeof cell === "string" && /^[=+\-@]/.test(text) && !/^[-+]?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvText(headings: readonly string[], rows: readonly (readonly Cell[])[]): string {
  return [headings, ...rows].map((row) => row.map(field).join(",")).join("\r\n") + "\r\n";
}

/** Paise as rupees with two decimals: `1234.50`. */
export function amount(paise: Paise): string {
  return toDecimalRupees(paise);
}

/** A rate as the tool writes it: `5`, `0.25`, `7.5`. */
export function rate(percent: number): string {
  return String(percent);
}

/** An exact quantity with `places` decimals (halves away from zero): `12.50` → "12.50". */
export function decimal(value: Rational, places: number): string {
  if (value.d === 1n) return places > 0 ? `${value.n}.${"0".repeat(places)}` : `${value.n}`;
  const scale = 10n ** BigInt(places);
  const scaled = roundHalfAwayFromZero(mul(value, rational(scale)));
  const negative = scaled < 0n;
  const magnitude = negative ? -scaled : scaled;
  const whole = (magnitude / scale).toString();
  const fraction = (magnitude % scale).toString().padStart(places, "0");
  return `${negative ? "-" : ""}${whole}${places > 0 ? `.${fraction}` : ""}`;
}
