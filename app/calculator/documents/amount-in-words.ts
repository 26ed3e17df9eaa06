import type { Paise } from "~/money/money";

/**
 * An amount in words the Indian way, as invoices write it: "Rupees One Lakh Fifty Thousand Fifteen and
 * Twenty Paise Only". Digits group as thousand, lakh (1,00,000) and crore (1,00,00,000), never million;
 * above 99 crore the crores are counted in the same words ("One Hundred Crore").
 */

const ONES = [
  "Zero",
  "One",
  "Two",
  "Three",
  "Four",
  "Five",
  "Six",
  "Seven",
  "Eight",
  "Nine",
  "Ten",
  "Eleven",
  "Twelve",
  "Thirteen",
  "Fourteen",
  "Fifteen",
  "Sixteen",
  "Seventeen",
  "Eighteen",
  "Nineteen",
];
const TENS = ["", "", "Twenty", "Thirty", "Forty", "Fifty", "Sixty", "Seventy", "Eighty", "Ninety"];

/** 1 to 99. */
function belowHundred(n: number): string {
  if (n < 20) return ONES[n]!;
  const tens = TENS[Math.floor(n / 10)]!;
  return n % 10 === 0 ? tens : `${tens} ${ONES[n % 10]!}`;
}

/** 1 to 999. */
function belowThousand(n: number): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts = hundreds > 0 ? [`${ONES[hundreds]!} Hundred`] : [];
  if (rest > 0) parts.push(belowHundred(rest));
  return parts.join(" ");
}

/** A whole number ≥ 0 in words: 150015 → "One Lakh Fifty Thousand Fifteen". */
export function numberInWords(value: bigint): string {
  if (value < 0n) throw new RangeError("Only amounts of 0 or more can be written in words");
  if (value === 0n) return ONES[0]!;
  const crore = value / 10_000_000n;
  let rest = Number(value % 10_000_000n);
  const parts: string[] = [];
  if (crore > 0n) parts.push(`${numberInWords(crore)} Crore`);
  const lakh = Math.floor(rest / 100_000);
  rest %= 100_000;
  const thousand = Math.floor(rest / 1000);
  rest %= 1000;
  if (lakh > 0) parts.push(`${belowHundred(lakh)} Lakh`);
  if (thousand > 0) parts.push(`${belowHundred(thousand)} Thousand`);
  if (rest > 0) parts.push(belowThousand(rest));
  return parts.join(" ");
}

/** "Rupees Ten Only", "Rupees Zero and Fifty Paise Only", "Rupees One Lakh and Five Paise Only". */
export function amountInWords(paise: Paise): string {
  if (!Number.isInteger(paise) || paise < 0) throw new RangeError(`Cannot write ${paise} paise in words`);
  const rupees = BigInt(paise) / 100n;
  const rest = paise % 100;
  const paisePart = rest > 0 ? ` and ${belowHundred(rest)} Paise` : "";
  return `Rupees ${numberInWords(rupees)}${paisePart} Only`;
}
