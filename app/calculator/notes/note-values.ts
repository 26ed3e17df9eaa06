import { allocateProportionally } from "~/calculator/arithmetic/allocate";
import { formatPercent } from "~/calculator/arithmetic/gst-rates";
import { describeUnits } from "~/calculator/arithmetic/invoice-labels";
import { percentOf } from "~/calculator/arithmetic/invoice-totals";
import { splitTax, type Supply } from "~/calculator/arithmetic/tax-breakdown";
import type { NoteKind } from "~/calculator/documents/document-numbering";
import type { TaxAmounts } from "~/calculator/register/register";
import { formatINR, roundToPaise, toPaise, type Paise } from "~/money/money";
import {
  compare,
  div,
  fromDecimal,
  isInteger,
  isZero,
  mul,
  rational,
  toNumber,
  type Rational,
} from "~/money/rational";

import type { InvoiceBalance, LineBalance } from "./balance";
import type { NoteLine } from "./note";

/**
 * A note's lines from what the rep asks for (docs/calculator.md, "Credit and debit notes"), with the
 * invoice's tax treatment and the calculator's rounding: every amount in whole paise, rounded half away
 * from zero where it is computed.
 *
 * - **Goods returned** (credit notes): per line, a quantity of its goods (billed and free, in its
 *   packing unit). It takes that share of what is left of the line's taxable value; returning all that
 *   is left takes all of it.
 * - **A value** (credit or debit notes): a taxable value per line, or per GST rate, shared over the
 *   rate's lines in proportion to what is left of them (what they carry, for a debit note), exactly.
 *
 * **Taxes** follow the invoice: the same CGST + SGST or IGST. A credit takes the line's taxes in step
 * with its taxable value, so that, however a line is credited in parts, the credits add up to the
 * line's taxes exactly when its value is all credited, and never pass them. A debit adds its rate of
 * its value, rounded once per line and split as an invoice's tax is.
 */

export type NoteRequest =
  | { readonly basis: "goods-returned"; readonly items: readonly ReturnedGoods[] }
  | { readonly basis: "value"; readonly by: "line"; readonly items: readonly LineValue[] }
  | { readonly basis: "value"; readonly by: "rate"; readonly items: readonly RateValue[] };

/** Text as the rep typed it; an empty field means nothing of that line. */
export interface ReturnedGoods {
  readonly serial: number;
  readonly quantity: string;
}
export interface LineValue {
  readonly serial: number;
  /** Rupees, the taxable value (before tax). */
  readonly amount: string;
}
export interface RateValue {
  readonly ratePercent: number;
  readonly amount: string;
}

export type NoteLinesResult =
  | { readonly ok: true; readonly lines: readonly NoteLine[] }
  | { readonly ok: false; readonly message: string };

const refuse = (message: string): NoteLinesResult => ({ ok: false, message });

/** A quantity as typed: digits, up to 3 decimals (commas as thousands separators are allowed). */
function parseQuantity(text: string): Rational | null {
  const plain = text.replace(/,/g, "").trim();
  return /^\d+(\.\d{1,3})?$/.test(plain) ? fromDecimal(plain) : null;
}

/** Rupees as typed: digits, up to 2 decimals, an optional ₹ and thousands separators. */
function parseRupees(text: string): Paise | null {
  const plain = text.replace(/[₹,\s]/g, "").replace(/^Rs\.?/i, "");
  return /^\d+(\.\d{1,2})?$/.test(plain) ? toPaise(plain) : null;
}

const lineName = (line: LineBalance) => `Line ${line.serial} (${line.name})`;

/** `part` of `whole`, as a fraction of `of`, rounded to the paisa. */
function shareOf(whole: Paise, part: Paise, of: Paise): Paise {
  return roundToPaise(rational(BigInt(whole) * BigInt(part), BigInt(of)));
}

const clamp = (value: Paise, low: Paise, high: Paise) => Math.min(high, Math.max(low, value));

/**
 * The taxes credited with `taxable` of a line: what keeps the credits in step with the line's taxes
 * (its invoice's and debits'), so that taking all that is left takes all its taxes exactly.
 */
function creditedTaxes(line: LineBalance, taxable: Paise): TaxAmounts {
  if (taxable === line.taxable) return { taxable, cgst: line.cgst, sgst: line.sgst, igst: line.igst };
  const after = line.credited.taxable + taxable;
  const step = (key: "cgst" | "sgst" | "igst") =>
    clamp(shareOf(line.raised[key], after, line.raised.taxable) - line.credited[key], 0, line[key]);
  return { taxable, cgst: step("cgst"), sgst: step("sgst"), igst: step("igst") };
}

/** The taxes a debit of `taxable` adds to a line: its rate of the value, split as the invoice's. */
function debitedTaxes(line: LineBalance, taxable: Paise, supply: Supply): TaxAmounts {
  const split = splitTax(percentOf(taxable, line.ratePercent), supply);
  return { taxable, ...split };
}

function noteLine(line: LineBalance, quantity: Rational, amounts: TaxAmounts): NoteLine {
  return {
    serial: line.serial,
    name: line.name,
    hsn: line.hsn,
    unit: line.unit,
    ratePercent: line.ratePercent,
    quantity: toNumber(quantity),
    ...amounts,
  };
}

function returnedGoods(balance: InvoiceBalance, items: readonly ReturnedGoods[]): NoteLinesResult {
  const lines: NoteLine[] = [];
  for (const item of items) {
    const line = balance.lines.find((candidate) => candidate.serial === item.serial);
    if (!line) return refuse(`The invoice has no line ${item.serial}.`);
    if (item.quantity.trim() === "") continue;
    const quantity = parseQuantity(item.quantity);
    if (quantity === null) {
      return refuse(`${lineName(line)}: "${item.quantity}" is not a quantity (up to 3 decimals).`);
    }
    if (isZero(quantity)) continue;
    if (line.unit !== "kg" && !isInteger(quantity)) {
      return refuse(`${lineName(line)} is counted in whole ${line.unit === "pcs" ? "pieces" : "units"}.`);
    }
    const left = describeUnits(toNumber(line.quantity), line.unit);
    if (isZero(line.quantity)) return refuse(`${lineName(line)}: all its goods have come back already.`);
    if (compare(quantity, line.quantity) > 0) {
      return refuse(
        `${lineName(line)}: ${describeUnits(toNumber(quantity), line.unit)} is more than the ${left} left to return.`,
      );
    }
    const taxable =
      compare(quantity, line.quantity) === 0
        ? line.taxable
        : roundToPaise(mul(rational(BigInt(line.taxable)), div(quantity, line.quantity)));
    if (taxable === 0) {
      return refuse(
        `${lineName(line)}: no value is left to credit for these goods (its value was credited).`,
      );
    }
    lines.push(noteLine(line, quantity, creditedTaxes(line, taxable)));
  }
  return lines.length > 0
    ? { ok: true, lines }
    : refuse("Please enter the quantity coming back of at least one line.");
}

function valueLines(
  kind: NoteKind,
  supply: Supply,
  parts: readonly { line: LineBalance; taxable: Paise }[],
): NoteLine[] {
  return parts
    .filter((part) => part.taxable > 0)
    .sort((a, b) => a.line.serial - b.line.serial)
    .map(({ line, taxable }) =>
      noteLine(
        line,
        rational(0n),
        kind === "credit-note" ? creditedTaxes(line, taxable) : debitedTaxes(line, taxable, supply),
      ),
    );
}

function valuesPerLine(
  kind: NoteKind,
  balance: InvoiceBalance,
  supply: Supply,
  items: readonly LineValue[],
): NoteLinesResult {
  const parts: { line: LineBalance; taxable: Paise }[] = [];
  for (const item of items) {
    const line = balance.lines.find((candidate) => candidate.serial === item.serial);
    if (!line) return refuse(`The invoice has no line ${item.serial}.`);
    if (parts.some((part) => part.line === line)) return refuse(`${lineName(line)} is given twice.`);
    if (item.amount.trim() === "") continue;
    const taxable = parseRupees(item.amount);
    if (taxable === null) return refuse(`${lineName(line)}: "${item.amount}" is not an amount in rupees.`);
    if (kind === "credit-note" && taxable > line.taxable) {
      return refuse(
        `${lineName(line)}: ${formatINR(taxable)} is more than the ${formatINR(line.taxable)} of taxable value left to credit.`,
      );
    }
    parts.push({ line, taxable });
  }
  return finish(valueLines(kind, supply, parts));
}

function valuesPerRate(
  kind: NoteKind,
  balance: InvoiceBalance,
  supply: Supply,
  items: readonly RateValue[],
): NoteLinesResult {
  const parts: { line: LineBalance; taxable: Paise }[] = [];
  const seen = new Set<number>();
  for (const item of items) {
    const rate = formatPercent(item.ratePercent);
    const lines = balance.lines.filter((line) => line.ratePercent === item.ratePercent);
    if (lines.length === 0) return refuse(`The invoice has no goods at ${rate} GST.`);
    if (seen.has(item.ratePercent)) return refuse(`GST ${rate} is given twice.`);
    seen.add(item.ratePercent);
    if (item.amount.trim() === "") continue;
    const taxable = parseRupees(item.amount);
    if (taxable === null) return refuse(`GST ${rate}: "${item.amount}" is not an amount in rupees.`);
    if (taxable === 0) continue;
    const left = lines.reduce((sum, line) => sum + line.taxable, 0);
    if (kind === "credit-note" && taxable > left) {
      return refuse(
        `GST ${rate}: ${formatINR(taxable)} is more than the ${formatINR(left)} of taxable value left to credit at this rate.`,
      );
    }
    // A credit comes off what is left of each line; a debit goes on in proportion to what each carries
    // (equally, should none carry anything).
    const carried = lines.map((line) => (kind === "credit-note" ? line.taxable : line.raised.taxable));
    const weights = carried.some((weight) => weight > 0) ? carried : lines.map(() => 1);
    const shares = allocateProportionally(taxable, weights);
    lines.forEach((line, index) => parts.push({ line, taxable: shares[index]! }));
  }
  return finish(valueLines(kind, supply, parts));
}

function finish(lines: readonly NoteLine[]): NoteLinesResult {
  return lines.length > 0
    ? { ok: true, lines }
    : refuse("Please enter the taxable value to credit or debit, for at least one line or rate.");
}

/** The note's lines, or why the request cannot be a note (the message says what is left). */
export function noteLines(kind: NoteKind, balance: InvoiceBalance, request: NoteRequest): NoteLinesResult {
  const { supply } = balance;
  if (request.basis === "goods-returned") {
    if (kind !== "credit-note") {
      return refuse("A debit note raises a value: enter the amount per line or per GST rate.");
    }
    return returnedGoods(balance, request.items);
  }
  return request.by === "line"
    ? valuesPerLine(kind, balance, supply, request.items)
    : valuesPerRate(kind, balance, supply, request.items);
}
