/**
 * The period a set of accountant's files covers (docs/calculator.md, "The accountant's files"): a
 * calendar month, or a quarter of the financial year (April–June is Q1, January–March Q4), as GSTR-1 is
 * filed monthly or quarterly. Invoices belong to the period of their date in India time.
 */

const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export interface Period {
  /** First and last day, inclusive, as `2026-10-01` and `2026-12-31`. */
  readonly from: string;
  readonly to: string;
  /** `2026-11` for a month, `2026-27-Q3` for a quarter: the file name's part. */
  readonly label: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;
/** India's dates by day since 1970: a quarter's invoices fall on ninety-odd days, asked for thousands of times. */
const datesByDay = new Map<number, string>();

/** The date in India of an instant, as `2026-11-05`. */
export function indiaDate(epochMs: number): string {
  const day = Math.floor((epochMs + INDIA_OFFSET_MS) / DAY_MS);
  let date = datesByDay.get(day);
  if (date === undefined) {
    date = new Date(epochMs + INDIA_OFFSET_MS).toISOString().slice(0, 10);
    datesByDay.set(day, date);
  }
  return date;
}

function lastDayOfMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function monthBounds(year: number, month: number): { from: string; to: string } {
  const mm = String(month).padStart(2, "0");
  return { from: `${year}-${mm}-01`, to: `${year}-${mm}-${lastDayOfMonth(year, month)}` };
}

/** `2026-11` → November 2026; null for anything else. */
export function monthPeriod(text: string): Period | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text.trim());
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  if (month < 1 || month > 12 || year < 2017) return null;
  return { ...monthBounds(year, month), label: `${year}-${match[2]}` };
}

/**
 * A quarter of a financial year: (`2026-27`, 3) → October to December 2026; null when the year is
 * not of that form or the quarter not 1–4.
 */
export function quarterPeriod(financialYear: string, quarter: number): Period | null {
  const match = /^(\d{4})-(\d{2})$/.exec(financialYear.trim());
  if (!match || !Number.isInteger(quarter) || quarter < 1 || quarter > 4) return null;
  const startYear = Number(match[1]);
  if (startYear < 2017 || (startYear + 1) % 100 !== Number(match[2])) return null;
  const firstMonth = ((quarter - 1) * 3 + 3) % 12; // 0-based: April, July, October, January
  const year = quarter === 4 ? startYear + 1 : startYear;
  const from = monthBounds(year, firstMonth + 1).from;
  const to = monthBounds(year, firstMonth + 3).to;
  return { from, to, label: `${financialYear.trim()}-Q${quarter}` };
}

export function inPeriod(period: Period, epochMs: number): boolean {
  const date = indiaDate(epochMs);
  return date >= period.from && date <= period.to;
}

/** `2026-11-05` → `05-Nov-2026`, as the GSTR-1 offline tool writes dates. */
export function gstr1Date(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** `2026-11-05` → `05/11/2026`, as the e-invoice schema writes dates. */
export function eInvoiceDate(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}/${month}/${year}`;
}
