/**
 * Exact fractions over bigint.
 *
 * Quantities in the calculator are not always whole: a 0.5 kg bag, 30 pieces of a scheme that counts
 * in dozens (2.5 dozen), half a carton. Doing the scheme and the rupee arithmetic on floats would let
 * 0.1 + 0.2 decide whether a paisa rounds up, so every quantity and amount is an exact fraction until
 * the single place where the decisions say it is rounded to the paisa.
 */
export interface Rational {
  /** Numerator; the fraction is always reduced and the sign lives here. */
  readonly n: bigint;
  /** Denominator, always > 0. */
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) {
    const rest = x % y;
    x = y;
    y = rest;
  }
  return x;
}

export function rational(numerator: bigint | number, denominator: bigint | number = 1n): Rational {
  let n = typeof numerator === "bigint" ? numerator : BigInt(numerator);
  let d = typeof denominator === "bigint" ? denominator : BigInt(denominator);
  if (d === 0n) throw new RangeError("Denominator must not be zero");
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  // Whole numbers (most quantities and every amount in paise) are reduced already.
  if (d === 1n) return { n, d };
  if (n === 0n) return { n, d: 1n };
  const g = gcd(n, d);
  return g > 1n ? { n: n / g, d: d / g } : { n, d };
}

export const ZERO = rational(0n);

/**
 * The exact value of a decimal as it is written, so 0.1 is 1/10 and not the nearest binary float.
 * Numbers go through their shortest round-trip string (what a person typed, for any number that came
 * from a form field or a file). Throws on NaN and infinities.
 */
export function fromDecimal(value: number | string): Rational {
  // A whole number (a packing size, most percentages) is itself: no text to read.
  if (typeof value === "number" && Number.isSafeInteger(value)) return { n: BigInt(value), d: 1n };
  const text = typeof value === "number" ? numberToPlainString(value) : value.trim();
  const match = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text);
  if (!match || (match[2] === "" && (match[3] ?? "") === "")) {
    throw new RangeError(`Not a decimal number: ${String(value)}`);
  }
  const sign = match[1] === "-" ? -1n : 1n;
  const whole = match[2] ?? "";
  const fraction = match[3] ?? "";
  const exponent = Number(match[4] ?? "0");
  let n = BigInt((whole + fraction).replace(/^0+(?=\d)/, "") || "0") * sign;
  let scale = fraction.length - exponent;
  if (scale < 0) {
    n *= 10n ** BigInt(-scale);
    scale = 0;
  }
  return rational(n, 10n ** BigInt(scale));
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  return String(value);
}

export function add(a: Rational, b: Rational): Rational {
  if (a.d === 1n && b.d === 1n) return { n: a.n + b.n, d: 1n };
  return rational(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function sub(a: Rational, b: Rational): Rational {
  if (a.d === 1n && b.d === 1n) return { n: a.n - b.n, d: 1n };
  return rational(a.n * b.d - b.n * a.d, a.d * b.d);
}

export function mul(a: Rational, b: Rational): Rational {
  return rational(a.n * b.n, a.d * b.d);
}

export function div(a: Rational, b: Rational): Rational {
  if (b.n === 0n) throw new RangeError("Division by zero");
  return rational(a.n * b.d, a.d * b.n);
}

export function compare(a: Rational, b: Rational): -1 | 0 | 1 {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
}

export function min(a: Rational, b: Rational): Rational {
  return compare(a, b) <= 0 ? a : b;
}

export function isZero(a: Rational): boolean {
  return a.n === 0n;
}

export function isInteger(a: Rational): boolean {
  return a.d === 1n;
}

/** Largest integer not above the value. */
export function floor(a: Rational): bigint {
  const q = a.n / a.d; // bigint division truncates toward zero
  return a.n < 0n && q * a.d !== a.n ? q - 1n : q;
}

/** Smallest integer not below the value. */
export function ceil(a: Rational): bigint {
  return -floor(rational(-a.n, a.d));
}

/** Round to an integer, halves away from zero: 2.5 → 3, −2.5 → −3. */
export function roundHalfAwayFromZero(a: Rational): bigint {
  const negative = a.n < 0n;
  const magnitude = negative ? -a.n : a.n;
  const rounded = (2n * magnitude + a.d) / (2n * a.d);
  return negative ? -rounded : rounded;
}

/**
 * `roundHalfAwayFromZero(rational(numerator, denominator))` for whole numbers whose work stays within
 * doubles' exact integers (every amount of one invoice, in paise), without a bigint; null when it
 * would not, for the caller to take the exact way.
 */
export function roundedQuotient(numerator: number, denominator: number): number | null {
  const magnitude = Math.abs(numerator);
  const dividend = 2 * magnitude + denominator;
  if (
    !Number.isSafeInteger(numerator) ||
    !Number.isSafeInteger(denominator) ||
    denominator <= 0 ||
    !Number.isSafeInteger(dividend + 2 * denominator)
  )
    return null;
  const divisor = 2 * denominator;
  // The quotient of doubles may round up to the next whole number: the remainder settles it.
  let rounded = Math.floor(dividend / divisor);
  if (rounded * divisor > dividend) rounded -= 1;
  else if ((rounded + 1) * divisor <= dividend) rounded += 1;
  return numerator < 0 && rounded !== 0 ? -rounded : rounded;
}

export function toNumber(a: Rational): number {
  // Exact for every value the calculator produces (integers and short decimals well inside 2^53).
  return Number(a.n) / Number(a.d);
}
