/**
 * Money as people read it: ₹, Indian digit grouping, two decimals. Part of the money module
 * (money.ts re-exports it); apart from it so that a page which only shows prices does not load
 * the exact fractions the calculator computes with.
 */

/**
 * An amount in whole paise (100 to the rupee), the unit all money is kept in. Declared here rather
 * than in money.ts, which builds on this file, so that the two do not import each other.
 */
export type Paise = number;

/**
 * Group the digits of a non-negative integer string the Indian way: the last three digits, then
 * pairs (1,23,45,678).
 */
export function groupIndianDigits(digits: string): string {
  if (digits.length <= 3) return digits;
  const lastThree = digits.slice(-3);
  let rest = digits.slice(0, -3);
  const groups: string[] = [];
  while (rest.length > 2) {
    groups.unshift(rest.slice(-2));
    rest = rest.slice(0, -2);
  }
  if (rest) groups.unshift(rest);
  return `${groups.join(",")},${lastThree}`;
}

/** ₹1,23,456.00; negative amounts as -₹0.40 (the round-off can be negative). */
export function formatINR(paise: Paise): string {
  const [rupees, rest] = rupeesAndPaise(paise);
  const text = `₹${groupIndianDigits(rupees)}.${rest}`;
  return paise < 0 ? `-${text}` : text;
}

/** Rupees as a plain decimal with two places, for machines: 17910 paise → "179.10" (JSON-LD prices). */
export function toDecimalRupees(paise: Paise): string {
  const [rupees, rest] = rupeesAndPaise(paise);
  return `${paise < 0 ? "-" : ""}${rupees}.${rest}`;
}

/** The digits of |paise| as whole rupees and two digits of paise. */
function rupeesAndPaise(paise: Paise): [string, string] {
  if (!Number.isInteger(paise)) throw new RangeError(`Paise must be an integer, got ${paise}`);
  const magnitude = BigInt(Math.abs(paise));
  return [(magnitude / 100n).toString(), (magnitude % 100n).toString().padStart(2, "0")];
}
