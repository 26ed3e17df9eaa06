import { describe, expect, it } from "vitest";

import { amountInWords, numberInWords } from "~/calculator/documents/amount-in-words";
import { seededRandom } from "~/catalog/seeded-random";

/** Read the words back into a number, to check every amount in the range, not only the examples. */
const VALUES: Record<string, number> = {
  Zero: 0,
  One: 1,
  Two: 2,
  Three: 3,
  Four: 4,
  Five: 5,
  Six: 6,
  Seven: 7,
  Eight: 8,
  Nine: 9,
  Ten: 10,
  Eleven: 11,
  Twelve: 12,
  Thirteen: 13,
  Fourteen: 14,
  Fifteen: 15,
  Sixteen: 16,
  Seventeen: 17,
  Eighteen: 18,
  Nineteen: 19,
  Twenty: 20,
  Thirty: 30,
  Forty: 40,
  Fifty: 50,
  Sixty: 60,
  Seventy: 70,
  Eighty: 80,
  Ninety: 90,
};
const SCALES: Record<string, number> = { Hundred: 100, Thousand: 1000, Lakh: 100_000, Crore: 10_000_000 };

function wordsToNumber(words: string): number {
  let total = 0;
  let group = 0;
  for (const word of words.split(" ")) {
    if (word in VALUES) group += VALUES[word]!;
    else if (word === "Hundred") group *= 100;
    else if (word in SCALES) {
      total += group * SCALES[word]!;
      group = 0;
    } else throw new Error(`unexpected word ${word}`);
  }
  return total + group;
}

function wordsToPaise(text: string): number {
  const match = /^Rupees (.+?)(?: and (.+) Paise)? Only$/.exec(text);
  if (!match) throw new Error(`not an amount in words: ${text}`);
  return wordsToNumber(match[1]!) * 100 + (match[2] ? wordsToNumber(match[2]) : 0);
}

describe("amount in words, Indian system", () => {
  it("writes the examples invoices use", () => {
    expect(amountInWords(15001520)).toBe("Rupees One Lakh Fifty Thousand Fifteen and Twenty Paise Only");
    expect(amountInWords(0)).toBe("Rupees Zero Only");
    expect(amountInWords(5)).toBe("Rupees Zero and Five Paise Only");
    expect(amountInWords(100)).toBe("Rupees One Only");
    expect(amountInWords(1039600)).toBe("Rupees Ten Thousand Three Hundred Ninety Six Only");
    expect(amountInWords(10000000)).toBe("Rupees One Lakh Only");
    expect(amountInWords(1_00_00_000_00)).toBe("Rupees One Crore Only");
    expect(amountInWords(99_99_99_999_99)).toBe(
      "Rupees Ninety Nine Crore Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine and Ninety Nine Paise Only",
    );
  });

  it("never says million or billion, and counts crores beyond 99", () => {
    expect(numberInWords(1_000_000n)).toBe("Ten Lakh");
    expect(numberInWords(1_000_000_000n)).toBe("One Hundred Crore");
    expect(numberInWords(12_34_56_78_901n)).toBe(
      "One Thousand Two Hundred Thirty Four Crore Fifty Six Lakh Seventy Eight Thousand Nine Hundred One",
    );
  });

  it("reads back to the same amount for every rupee from 0 to 1,00,000 and random amounts up to 99,99,99,999.99", () => {
    for (let rupees = 0; rupees <= 100_000; rupees += 1) {
      expect(wordsToNumber(numberInWords(BigInt(rupees)))).toBe(rupees);
    }
    for (let paise = 0; paise < 100; paise += 1)
      expect(wordsToPaise(amountInWords(700 + paise))).toBe(700 + paise);
    const random = seededRandom(42);
    for (let i = 0; i < 20_000; i += 1) {
      const paise = Math.floor(random() * 99_99_99_999_99);
      expect(wordsToPaise(amountInWords(paise)), String(paise)).toBe(paise);
    }
    expect(wordsToPaise(amountInWords(99_99_99_999_99))).toBe(99_99_99_999_99);
  });

  it("refuses negative or fractional paise", () => {
    expect(() => amountInWords(-1)).toThrow(RangeError);
    expect(() => amountInWords(1.5)).toThrow(RangeError);
  });
});
