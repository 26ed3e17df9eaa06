import { describe, expect, it } from "vitest";
import {
  formatINR,
  formatQuantity,
  formatRupees,
  groupIndianDigits,
  roundToPaise,
  toPaise,
} from "~/money/money";
import { seededRandom } from "~/catalog/seeded-random";
import {
  add,
  ceil,
  floor,
  fromDecimal,
  rational,
  roundHalfAwayFromZero,
  roundedQuotient,
  sub,
  toNumber,
} from "~/money/rational";

describe("rational", () => {
  it("keeps every fraction reduced, its sign on the numerator, whatever it is made of", () => {
    const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? (a < 0n ? -a : a) : gcd(b, a % b));
    for (let n = -40n; n <= 40n; n += 1n) {
      for (let d = -12n; d <= 12n; d += 1n) {
        if (d === 0n) continue;
        const value = rational(n, d);
        expect(value.d > 0n).toBe(true);
        expect(gcd(value.n, value.d)).toBe(1n);
        expect(value.n * d).toBe(n * value.d); // the same number
      }
    }
    expect(rational(0n, -7n)).toEqual({ n: 0n, d: 1n });
    expect(rational(-6n, -1n)).toEqual({ n: 6n, d: 1n });
    expect(() => rational(1n, 0n)).toThrow(RangeError);
  });

  it("reads decimals exactly, not as binary floats", () => {
    expect(fromDecimal(0.1)).toEqual(rational(1n, 10n));
    expect(fromDecimal("179.10")).toEqual(rational(1791n, 10n));
    expect(fromDecimal(2.5)).toEqual(rational(5n, 2n));
    expect(fromDecimal(1e21)).toEqual(rational(10n ** 21n));
    expect(fromDecimal(1.5e-7)).toEqual(rational(15n, 10n ** 8n));
    expect(fromDecimal("-0.25")).toEqual(rational(-1n, 4n));
    expect(() => fromDecimal("abc")).toThrow(RangeError);
    expect(() => fromDecimal(Number.NaN)).toThrow(RangeError);
  });

  it("floors, ceils and rounds halves away from zero", () => {
    expect(floor(rational(-5n, 2n))).toBe(-3n);
    expect(floor(rational(5n, 2n))).toBe(2n);
    expect(ceil(rational(5n, 2n))).toBe(3n);
    expect(roundHalfAwayFromZero(rational(5n, 2n))).toBe(3n);
    expect(roundHalfAwayFromZero(rational(-5n, 2n))).toBe(-3n);
    expect(roundHalfAwayFromZero(rational(7n, 3n))).toBe(2n);
    expect(roundHalfAwayFromZero(rational(-7n, 3n))).toBe(-2n);
    expect(toNumber(rational(3n, 4n))).toBe(0.75);
  });

  it("rounds a quotient of plain whole numbers exactly as the fraction does, or says it cannot", () => {
    const exact = (n: number, d: number) => Number(roundHalfAwayFromZero(rational(BigInt(n), BigInt(d))));
    const random = seededRandom(53);
    const pairs: [number, number][] = [
      [5, 2],
      [-5, 2],
      [7, 3],
      [-1, 3],
      [0, 7],
      [2 ** 51, 3],
      [-(2 ** 51) + 1, 7],
      [2 ** 50 - 1, 2 ** 50],
      [2 ** 50 + 1, 2 ** 51 - 1],
    ];
    for (let index = 0; index < 20_000; index += 1) {
      const scale = 2 ** Math.floor(random() * 51);
      const n = Math.floor((random() - 0.5) * scale);
      pairs.push([n, 1 + Math.floor(random() * Math.min(scale, 2 ** 40))]);
    }
    for (const [n, d] of pairs) expect(roundedQuotient(n, d), `${n} / ${d}`).toBe(exact(n, d));
    expect(Object.is(roundedQuotient(-1, 3), 0)).toBe(true); // 0, never −0
    expect(roundedQuotient(2 ** 53, 3)).toBeNull();
    expect(roundedQuotient(0.5, 3)).toBeNull();
    expect(roundedQuotient(5, 0)).toBeNull();
  });

  it("adds and subtracts whole numbers and fractions alike", () => {
    expect(add(rational(3n), rational(4n))).toEqual(rational(7n));
    expect(sub(rational(3n), rational(4n))).toEqual(rational(-1n));
    expect(add(rational(1n, 2n), rational(3n))).toEqual(rational(7n, 2n));
    expect(sub(rational(1n, 2n), rational(1n, 2n))).toEqual(rational(0n));
    expect(fromDecimal(12)).toEqual(rational(12n));
    expect(fromDecimal(-0)).toEqual(rational(0n));
  });
});

describe("money", () => {
  it("converts rupees to integer paise exactly, halves away from zero", () => {
    expect(toPaise(179.1)).toBe(17910);
    expect(toPaise("84")).toBe(8400);
    expect(toPaise(0.29)).toBe(29); // 0.29 * 100 is 28.999999999999996 in floats
    expect(toPaise(1.005)).toBe(101); // a float would say 100.49999999999999
    expect(toPaise(0.005)).toBe(1);
    expect(toPaise(-0.005)).toBe(-1);
    expect(roundToPaise(rational(7005n, 10n))).toBe(701);
  });

  it("groups digits the Indian way", () => {
    expect(groupIndianDigits("1")).toBe("1");
    expect(groupIndianDigits("999")).toBe("999");
    expect(groupIndianDigits("1000")).toBe("1,000");
    expect(groupIndianDigits("123456")).toBe("1,23,456");
    expect(groupIndianDigits("12345678")).toBe("1,23,45,678");
    expect(groupIndianDigits("1234567890")).toBe("1,23,45,67,890");
  });

  it("formats paise as ₹ with Indian grouping and two decimals", () => {
    expect(formatINR(12345600)).toBe("₹1,23,456.00");
    expect(formatINR(0)).toBe("₹0.00");
    expect(formatINR(5)).toBe("₹0.05");
    expect(formatINR(100000000)).toBe("₹10,00,000.00");
    expect(formatINR(-40)).toBe("-₹0.40");
    expect(() => formatINR(1.5)).toThrow(RangeError);
  });

  it("formats quantities without needless decimals", () => {
    expect(formatQuantity(1440)).toBe("1,440");
    expect(formatQuantity(2.5)).toBe("2.5");
    expect(formatQuantity(0.125)).toBe("0.125");
    expect(formatQuantity(123456)).toBe("1,23,456");
    expect(formatQuantity(0)).toBe("0");
  });
  it("formats catalogue rupees with Indian grouping and two decimals", () => {
    expect(formatRupees(15)).toBe("₹15.00");
    expect(formatRupees(179.1)).toBe("₹179.10");
    expect(formatRupees(1234)).toBe("₹1,234.00");
    expect(formatRupees(123456.789)).toBe("₹1,23,456.79");
    expect(formatRupees(12345678)).toBe("₹1,23,45,678.00");
    expect(formatRupees(0)).toBe("₹0.00");
    expect(formatRupees(-5)).toBe("-₹5.00");
    expect(formatRupees(Number.NaN)).toBe("₹0.00");
  });
});
