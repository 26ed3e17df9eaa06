/**
 * Dates and times in India (UTC+05:30 all year; India keeps no daylight saving), written out as
 * `Intl.DateTimeFormat("en-IN")` writes them, by arithmetic. The page's first screen shows the clock
 * and the last backup's date: the first `Intl.DateTimeFormat` a page makes loads the browser's locale
 * and time-zone data, one uninterruptible piece of main-thread work longer than the page's whole
 * start-up script on a budget phone (docs/performance.md), so the first screen makes none.
 */

const INDIA_OFFSET_MS = 5.5 * 60 * 60 * 1000;
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
// As the en-IN locale writes them ("Sept", not "Sep").
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sept", "Oct", "Nov", "Dec"];

/** The instant's calendar fields in India: `getUTC…` of the shifted instant. */
function indiaFields(epochMs: number): Date {
  return new Date(epochMs + INDIA_OFFSET_MS);
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** "28 Nov 2026": `{ dateStyle: "medium", timeZone: "Asia/Kolkata" }`. */
export function indiaShortDate(epochMs: number): string {
  const india = indiaFields(epochMs);
  return `${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]} ${india.getUTCFullYear()}`;
}

/**
 * "Sat, 28 Nov, 2026, 11:48:28 am": weekday, day, month and year short, the hour of a 12-hour clock,
 * minutes and seconds of two digits, in India.
 */
export function indiaClockText(epochMs: number): string {
  const india = indiaFields(epochMs);
  const hours = india.getUTCHours();
  const clock = `${hours % 12 || 12}:${twoDigits(india.getUTCMinutes())}:${twoDigits(india.getUTCSeconds())}`;
  return `${WEEKDAYS[india.getUTCDay()]}, ${india.getUTCDate()} ${MONTHS[india.getUTCMonth()]}, ${india.getUTCFullYear()}, ${clock} ${hours < 12 ? "am" : "pm"}`;
}
