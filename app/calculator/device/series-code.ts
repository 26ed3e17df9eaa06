import {
  financialYear,
  hasNumberInYear,
  isValidSeriesCode,
  seriesCodeProblem,
  type DocumentCounters,
} from "~/calculator/documents/document-numbering";

/**
 * The device's series code (docs/calculator.md, "Numbering"): set once, when the device issues its
 * first document; it can be changed only while the device has not yet issued a number of the current
 * financial year under it (or by restoring a backup), so one series never switches code mid-year.
 */

export const SERIES_CODE_STORAGE_KEY = "punarvana-eco.series-code.v1";

/** The stored code, or null when none is set (or what is stored is not a code). */
export function readSeriesCode(stored: string | null): string | null {
  return stored !== null && isValidSeriesCode(stored) ? stored : null;
}

/** A code as typed: spaces dropped, capitals. */
export function typedSeriesCode(text: string): string {
  return text.replace(/\s+/g, "").toUpperCase();
}

export type SeriesCodeChange = { ok: true; code: string } | { ok: false; message: string };

/** Whether the device may take `typed` as its series code now, and the code as it will be stored. */
export function changeSeriesCode(input: {
  typed: string;
  current: string | null;
  counters: DocumentCounters;
  invoicePrefix: string;
  now: number;
}): SeriesCodeChange {
  const code = typedSeriesCode(input.typed);
  const problem = seriesCodeProblem(code, input.invoicePrefix);
  if (problem) return { ok: false, message: problem };
  if (input.current !== null && code !== input.current && !seriesCodeChangeable(input)) {
    return {
      ok: false,
      message: `This device has already issued numbers of ${financialYear(input.now)} under ${input.current}, so its series code stays ${input.current} until 1 April (restoring a backup is the only other way to change it).`,
    };
  }
  return { ok: true, code };
}

/** Whether the code may still change: no number of this financial year issued under it yet. */
export function seriesCodeChangeable(input: {
  current: string | null;
  counters: DocumentCounters;
  now: number;
}): boolean {
  return input.current === null || !hasNumberInYear(input.counters, input.current, financialYear(input.now));
}
