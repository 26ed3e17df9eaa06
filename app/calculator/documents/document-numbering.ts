/**
 * Document numbers (docs/calculator.md, "Numbering"). Each device issues its own series per financial
 * year (1 April to 31 March, India time), marked by the device's series code: `PE/R7/2627/0001` is the
 * first tax invoice of 2026-27 from the device whose code is R7, the prefix configurable; quotations have
 * their own series, `Q/R7/2627/0001`. A number has at most 16 characters of letters, digits, "/" and
 * "-", as the GST rules ask, so devices with different codes never issue the same number. Numbers are
 * consecutive on the device and never reused: the next serial is one past both the stored counter and
 * every number already issued in that series. Numbers issued before series codes (`PE/2026-27/0001`)
 * keep their form and still parse and count.
 *
 * Pure functions; the calculator's storage hook reads and writes the counters.
 */

export type DocumentKind = "quotation" | "tax-invoice";

/** Credit and debit notes change the value of an issued tax invoice (docs/calculator.md, "Credit and debit notes"). */
export type NoteKind = "credit-note" | "debit-note";

/** What a device issues and keeps: the two kinds a draft becomes, and the notes against invoices. */
export type IssuedKind = DocumentKind | NoteKind;

/** What each kind is called in a sentence: "tax invoice PE/R7/2627/0001", "credit note CN/R7/2627/0001". */
export const KIND_NAMES: Readonly<Record<IssuedKind, string>> = {
  quotation: "quotation",
  "tax-invoice": "tax invoice",
  "credit-note": "credit note",
  "debit-note": "debit note",
};

/** The kind's name at the start of a sentence or a list's cell: "Tax invoice", "Credit note". */
export function kindLabel(kind: IssuedKind): string {
  const name = KIND_NAMES[kind];
  return name.charAt(0).toUpperCase() + name.slice(1);
}

export function isNoteKind(kind: string): kind is NoteKind {
  return kind === "credit-note" || kind === "debit-note";
}

/** The default prefix, unless SITE_INVOICE_PREFIX sets another (seller-config.ts applies it). */
export const DEFAULT_INVOICE_PREFIX = "PE";
export const QUOTATION_PREFIX = "Q";
/**
 * Notes have their own series, fixed two-letter prefixes: `CN/R7/2627/0001`, `DN/R7/2627/0001`. Two
 * letters and a code of at most 3 keep a note's number within 16 characters whatever the invoice
 * prefix is.
 */
export const NOTE_PREFIXES: Readonly<Record<NoteKind, string>> = { "credit-note": "CN", "debit-note": "DN" };
/** Payment receipts' series: `RV/R7/2627/0001` (buyers/payments.ts numbers them). */
export const RECEIPT_PREFIX = "RV";
export const MAX_DOCUMENT_NUMBER_LENGTH = 16;
const SERIAL_DIGITS = 4;
const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;

/** "2026-27" for any instant from 1 April 2026 00:00 to 31 March 2027 23:59:59 India time. */
export function financialYear(epochMs: number): string {
  const india = new Date(epochMs + INDIA_OFFSET_MS);
  const year = india.getUTCFullYear();
  const startYear = india.getUTCMonth() >= 3 ? year : year - 1;
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, "0")}`;
}

/**
 * An invoice prefix may be 1 to 3 letters, digits or hyphens (so that `XYZ/2026-27/0001` stays within
 * 16 characters) and may not be the quotations' "Q", the notes' "CN" and "DN" or the payment
 * receipts' "RV" (buyers/payments.ts), whose series would otherwise share its numbers.
 */
export function isValidInvoicePrefix(prefix: string): boolean {
  return (
    /^[A-Z0-9-]{1,3}$/.test(prefix) &&
    prefix !== QUOTATION_PREFIX &&
    prefix !== RECEIPT_PREFIX &&
    !Object.values(NOTE_PREFIXES).includes(prefix)
  );
}

export function seriesPrefix(kind: IssuedKind, invoicePrefix: string): string {
  if (isNoteKind(kind)) return NOTE_PREFIXES[kind];
  return kind === "quotation" ? QUOTATION_PREFIX : invoicePrefix;
}

/** A device's series code: 1 to 3 capital letters or digits (the rep's initials or number). */
export function isValidSeriesCode(code: string): boolean {
  return /^[A-Z0-9]{1,3}$/.test(code);
}

/**
 * The longest series code that keeps a number within 16 characters: `PE/R7/2627/0001` spends 11 on
 * the slashes, the year and the serial, which leaves 5 for the prefix and the code together, so a
 * 3-character prefix allows codes of at most 2.
 */
export function maxSeriesCodeLength(invoicePrefix: string): number {
  const fixed = "/" + "/" + "2627" + "/" + "0001";
  return Math.min(3, MAX_DOCUMENT_NUMBER_LENGTH - fixed.length - invoicePrefix.length);
}

/** Why a typed series code cannot be used (after trimming and upper-casing), or null when it can. */
export function seriesCodeProblem(code: string, invoicePrefix: string): string | null {
  if (code === "") return "Please enter a series code: 1 to 3 capital letters or digits, such as R7.";
  if (!/^[A-Z0-9]+$/.test(code)) {
    return "A series code has only capital letters and digits (A–Z, 0–9), such as R7.";
  }
  const longest = maxSeriesCodeLength(invoicePrefix);
  if (code.length > longest) {
    return code.length > 3
      ? "A series code has at most 3 characters."
      : `With the invoice prefix ${invoicePrefix}, a series code has at most ${longest} characters, so that a number stays within 16.`;
  }
  return null;
}

/** "2026-27" → "2627", the year as a number carries it. */
export function shortYear(year: string): string {
  return `${year.slice(2, 4)}${year.slice(5, 7)}`;
}

/**
 * The series a number belongs to: "PE/R7/2627" (tax invoices), "Q/R7/2627" (quotations), "CN/R7/2627"
 * and "DN/R7/2627" (credit and debit notes).
 */
export function seriesKey(kind: IssuedKind, invoicePrefix: string, seriesCode: string, year: string): string {
  return `${seriesPrefix(kind, invoicePrefix)}/${seriesCode}/${shortYear(year)}`;
}

/** A series with a device's code (`PE/R7/2627`), or one from before series codes (`PE/2026-27`). */
const SERIES_PATTERN = /^[A-Z0-9-]{1,3}\/(?:[A-Z0-9]{1,3}\/\d{4}|\d{4}-\d{2})$/;

export function isSeriesKey(series: string): boolean {
  return SERIES_PATTERN.test(series);
}

/** The financial year of a series ("2026-27"). */
export function seriesYear(series: string): string {
  const year = series.slice(series.lastIndexOf("/") + 1);
  return year.includes("-") ? year : `20${year.slice(0, 2)}-${year.slice(2)}`;
}

/** `PE/2026-27/0001`. Throws when the number would pass 16 characters (serial 10,000 with a long prefix). */
export function formatDocumentNumber(series: string, serial: number): string {
  if (!Number.isInteger(serial) || serial < 1)
    throw new RangeError(`Serial ${serial} is not a whole number ≥ 1`);
  const number = `${series}/${String(serial).padStart(SERIAL_DIGITS, "0")}`;
  if (number.length > MAX_DOCUMENT_NUMBER_LENGTH) {
    throw new RangeError(`${number} is longer than ${MAX_DOCUMENT_NUMBER_LENGTH} characters`);
  }
  return number;
}

/** The series and serial of a number, with or without a series code; null when it is of neither form. */
export function parseDocumentNumber(number: string): { series: string; serial: number } | null {
  const match = /^(.+)\/(\d{4,})$/.exec(number);
  if (!match || !isSeriesKey(match[1]!)) return null;
  const serial = Number(match[2]);
  return serial >= 1 ? { series: match[1]!, serial } : null;
}

/** The last serial issued in each series, by series key. */
export type DocumentCounters = Readonly<Record<string, number>>;

/** The next number of a series: one past the counter and past every number issued in it. */
export function nextDocumentNumber(
  counters: DocumentCounters,
  series: string,
  issuedNumbers: readonly string[],
): { number: string; counters: DocumentCounters } {
  let last = counters[series] ?? 0;
  for (const issued of issuedNumbers) {
    const parsed = parseDocumentNumber(issued);
    if (parsed && parsed.series === series && parsed.serial > last) last = parsed.serial;
  }
  const serial = last + 1;
  return { number: formatDocumentNumber(series, serial), counters: { ...counters, [series]: serial } };
}

export const COUNTERS_STORAGE_KEY = "punarvana-eco.document-counters.v1";

/** Stored counters, checked entry by entry: anything that is not a series and a whole serial is dropped. */
export function readCounters(stored: string | null): DocumentCounters {
  if (!stored) return {};
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
    const counters: Record<string, number> = {};
    for (const [series, serial] of Object.entries(parsed)) {
      if (isSeriesKey(series) && Number.isSafeInteger(serial) && (serial as number) >= 0) {
        counters[series] = serial as number;
      }
    }
    return counters;
  } catch {
    return {};
  }
}

export function writeCounters(counters: DocumentCounters): string {
  return JSON.stringify(counters);
}

/** Whether a device with these counters has issued a number with its series code in the year. */
export function hasNumberInYear(counters: DocumentCounters, seriesCode: string, year: string): boolean {
  return Object.entries(counters).some(
    ([series, serial]) => serial > 0 && series.split("/")[1] === seriesCode && seriesYear(series) === year,
  );
}
