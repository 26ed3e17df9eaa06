/**
 * Document numbers (docs/calculator.md, "Numbering"). Tax invoices are numbered in a series per
 * financial year (1 April to 31 March, India time): `PE/2026-27/0001`, the prefix configurable, at most
 * 16 characters of letters, digits, "/" and "-" as the GST rules ask. Quotations have their own series,
 * `Q/2026-27/0001`. Numbers are consecutive on the device and never reused: the next serial is one past
 * both the stored counter and every number already issued in that series.
 *
 * Pure functions; the calculator's storage hook reads and writes the counters.
 */

export type DocumentKind = "quotation" | "tax-invoice";

/** The default prefix, unless SITE_INVOICE_PREFIX sets another (seller-config.ts applies it). */
export const DEFAULT_INVOICE_PREFIX = "PE";
export const QUOTATION_PREFIX = "Q";
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
 * 16 characters) and may not be the quotations' "Q".
 */
export function isValidInvoicePrefix(prefix: string): boolean {
  return /^[A-Z0-9-]{1,3}$/.test(prefix) && prefix !== QUOTATION_PREFIX;
}

export function seriesPrefix(kind: DocumentKind, invoicePrefix: string): string {
  return kind === "quotation" ? QUOTATION_PREFIX : invoicePrefix;
}

/** The series a number belongs to: "PE/2026-27". */
export function seriesKey(kind: DocumentKind, invoicePrefix: string, year: string): string {
  return `${seriesPrefix(kind, invoicePrefix)}/${year}`;
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

/** The series and serial of a number, or null when it is not of that form. */
export function parseDocumentNumber(number: string): { series: string; serial: number } | null {
  const match = /^(.+\/\d{4}-\d{2})\/(\d+)$/.exec(number);
  if (!match) return null;
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
      if (
        /^[A-Z0-9-]{1,3}\/\d{4}-\d{2}$/.test(series) &&
        Number.isSafeInteger(serial) &&
        (serial as number) >= 0
      ) {
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
