import { finite, isObject, str } from "~/calculator/device/stored-fields";
import { isPackingUnit, type PackingUnit } from "~/calculator/price-list/price-list-item";
import type { Paise } from "~/money/money";

/**
 * What a credit or debit note holds beyond what every issued document does (docs/calculator.md,
 * "Credit and debit notes"): the invoice it changes (its number, date and value), why, and its lines
 * with their values in paise exactly as the note printed them, so a note reprints and reports the same
 * whatever changes later. The seller, buyer and settings of the note are its invoice's.
 */

/** Goods coming back (lines and quantities), or a value put right (an amount per line or per rate). */
export type NoteBasis = "goods-returned" | "value";

/** One line of a note: which line of the invoice, what of it, and its values. */
export interface NoteLine {
  /** The invoice line's number (1 for its first line). */
  readonly serial: number;
  readonly name: string;
  /** "" when the invoice line has none. */
  readonly hsn: string;
  readonly unit: PackingUnit;
  readonly ratePercent: number;
  /** Goods returned, in the packing unit (pieces, kg, units), up to 3 decimals; 0 for a value. */
  readonly quantity: number;
  readonly taxable: Paise;
  readonly cgst: Paise;
  readonly sgst: Paise;
  readonly igst: Paise;
}

/** The invoice a note is issued against, as the note carries it. */
export interface NoteAgainst {
  readonly number: string;
  /** The invoice's date (epoch milliseconds). */
  readonly issuedAt: number;
  /** The invoice's value (its rounded total): it decides where a note to an unregistered buyer is reported. */
  readonly value: Paise;
}

export interface NoteDetails {
  readonly against: NoteAgainst;
  readonly reason: string;
  readonly basis: NoteBasis;
  /** In the invoice's line order. */
  readonly lines: readonly NoteLine[];
  /** The note's value less its taxable values and taxes. */
  readonly roundOff: Paise;
  /** The note's value: what it credits or debits, taxes included, rounded as its invoice is. */
  readonly value: Paise;
}

const wholePaise = (value: unknown): value is Paise =>
  finite(value) && Number.isSafeInteger(value) && value >= 0;

function readNoteLine(value: unknown): NoteLine | null {
  if (!isObject(value)) return null;
  const { serial, name, unit, ratePercent, quantity, taxable, cgst, sgst, igst } = value;
  if (!finite(serial) || !Number.isInteger(serial) || serial < 1 || typeof name !== "string") return null;
  if (typeof unit !== "string" || !isPackingUnit(unit)) return null;
  if (!finite(ratePercent) || ratePercent < 0 || ratePercent > 100) return null;
  if (!finite(quantity) || quantity < 0) return null;
  if (![taxable, cgst, sgst, igst].every(wholePaise)) return null;
  return {
    serial,
    name,
    hsn: str(value.hsn),
    unit,
    ratePercent,
    quantity,
    taxable: taxable as Paise,
    cgst: cgst as Paise,
    sgst: sgst as Paise,
    igst: igst as Paise,
  };
}

/**
 * A stored note's details, checked field by field like every stored document; null when any part does
 * not read back whole (a note with a line missing would report the wrong value).
 */
export function readNoteDetails(value: unknown): NoteDetails | null {
  if (!isObject(value) || !isObject(value.against) || !Array.isArray(value.lines)) return null;
  const { against, basis, roundOff } = value;
  const number = str(against.number);
  if (number === "" || !finite(against.issuedAt) || !wholePaise(against.value)) return null;
  if (basis !== "goods-returned" && basis !== "value") return null;
  if (!finite(roundOff) || !Number.isSafeInteger(roundOff) || !wholePaise(value.value)) return null;
  const lines = value.lines.map(readNoteLine);
  if (lines.length === 0 || lines.some((line) => line === null)) return null;
  return {
    against: { number, issuedAt: against.issuedAt, value: against.value },
    reason: str(value.reason),
    basis,
    lines: lines as NoteLine[],
    roundOff,
    value: value.value,
  };
}
