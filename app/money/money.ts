import { formatINR, groupIndianDigits, type Paise } from "./format";
import { fromDecimal, mul, rational, roundHalfAwayFromZero, type Rational } from "./rational";

/**
 * Money, for the shop and the calculator alike. Amounts are an integer number of paise (1 rupee =
 * 100 paise); the calculator rounds each amount to the paisa, half away from zero, exactly where
 * its arithmetic computes it (docs/calculator.md). Both show money the same way: ₹, Indian digit
 * grouping, two decimals.
 */
export type { Paise } from "./format";

const PAISE_PER_RUPEE = rational(100n);

/** Round an exact amount of paise (a fraction) to whole paise, halves away from zero. */
export function roundToPaise(amountInPaise: Rational): Paise {
  return Number(roundHalfAwayFromZero(amountInPaise));
}

/**
 * Rupees as typed (a number or decimal text such as "179.10") to paise, exactly: 179.1 → 17910,
 * 0.005 → 1 (half a paisa rounds away from zero). Throws on text that is not a decimal number.
 */
export function toPaise(rupees: number | string): Paise {
  return roundToPaise(mul(fromDecimal(rupees), PAISE_PER_RUPEE));
}

// Formatting needs no fractions, so it lives apart: a page that only shows prices loads format.ts alone.
export { formatINR, groupIndianDigits, toDecimalRupees } from "./format";

/**
 * Rupees (a catalogue price such as 179.1) as "₹179.10", through the same exact paise conversion and
 * formatting as {@link formatINR}. Not a number at all shows as ₹0.00 rather than failing a page.
 */
export function formatRupees(rupees: number): string {
  return formatINR(Number.isFinite(rupees) ? toPaise(rupees) : 0);
}

/**
 * A quantity for people: whole numbers with Indian grouping, fractions with up to three decimals and
 * no trailing zeros (2.5 kg, 1,440 pcs).
 */
export function formatQuantity(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  const [whole = "0", fraction] = Math.abs(rounded)
    .toFixed(3)
    .replace(/\.?0+$/, "")
    .split(".");
  const text = groupIndianDigits(whole) + (fraction ? `.${fraction}` : "");
  return rounded < 0 ? `-${text}` : text;
}
