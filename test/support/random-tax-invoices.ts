import { invoiceLineFor } from "~/calculator/arithmetic/add-line";
import { gstinCheckCharacter } from "~/calculator/documents/gstin";
import { INDIAN_STATES } from "~/calculator/documents/indian-states";
import type { InvoiceLine, InvoiceSettings } from "~/calculator/arithmetic/invoice";
import { builtInPriceList } from "~/calculator/price-list/price-list";
import { quantityModesFor } from "~/calculator/arithmetic/quantity-modes";
import type { RegisterDocument } from "~/calculator/register/register";

/**
 * Random issued tax invoices for the register's property tests and its benchmark: lines of the
 * built-in list with random quantities, modes, schemes, GST rates and HSN codes; distributor (SS or
 * not) and trade discounts; rounding steps; buyers in and out of the seller's state, registered or
 * not; numbers in two series; some cancelled. Seeded, so a failure names a seed that reproduces it.
 */

export type Random = () => number;

export function pick<T>(random: Random, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)]!;
}

const LETTERS = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
const DIGITS = "0123456789";

/** A GSTIN of the state with a right check character (a PAN-like middle, registration 1, Z). */
export function randomGstin(random: Random, stateCode: string): string {
  const pan =
    Array.from({ length: 5 }, () => pick(random, [...LETTERS])).join("") +
    Array.from({ length: 4 }, () => pick(random, [...DIGITS])).join("") +
    pick(random, [...LETTERS]);
  const first14 = `${stateCode}${pan}1Z`;
  return first14 + gstinCheckCharacter(first14);
}

export const SELLER: RegisterDocument["seller"] = {
  legalName: "Punarvana Eco Products Private Limited",
  address: "Plot 14, Okhla Industrial Area Phase II\nNew Delhi",
  stateCode: "07",
  gstin: "07AAACR5055K1Z9",
  phone: "+91 98100 12345",
  email: "accounts@example.in",
  bank: null,
};

export const SELLER_LOCATION = { pincode: "110020", city: "New Delhi" };

const list = builtInPriceList();
const SCHEMES = ["none", "10+1", "60+4 dozen", "5+1 carton", "12+1 pcs", "1+1", "7+5 dz"];
const RATES = [0, 0.25, 3, 5, 5, 5, 12, 18, 28];
const HSN_CODES = ["3307", "330741", "34011190", "9603", "3406"];
const NAMES = [
  'Shree "Ganesh" Traders',
  "Lakshmi Stores",
  "A\\B Agencies",
  "Om Sai Enterprises",
  "=Jain Bros",
  "Kaveri Distributors, Mysuru",
];

let lineCounter = 0;

export function randomLine(random: Random, hsnCodes: readonly string[] = HSN_CODES): InvoiceLine {
  const product = pick(random, list);
  const mode = pick(random, quantityModesFor(product.packingUnit));
  const quantity = 1 + Math.floor(random() * (random() < 0.8 ? 20 : 400));
  lineCounter += 1;
  // Bags of any weight, to the gram: quantities in kg with decimals.
  const packingSize =
    product.packingUnit === "kg" && random() < 0.5
      ? Math.round(random() * 50000) / 1000 + 0.001
      : product.packingSize;
  const line = invoiceLineFor({ ...product, packingSize }, { id: `r-${lineCounter}`, quantity, mode });
  return {
    ...line,
    scheme: random() < 0.4 ? pick(random, SCHEMES) : line.scheme,
    gstRate: random() < 0.4 ? pick(random, RATES) : line.gstRate,
    hsn: line.hsn === "" || random() < 0.3 ? pick(random, hsnCodes) : line.hsn,
    ratePaise: random() < 0.2 ? Math.floor(random() * 3_000_00) : line.ratePaise,
  };
}

export function randomSettings(random: Random): InvoiceSettings {
  return {
    notes: "",
    ss: random() < 0.3,
    tradeDiscountPercent: pick(random, [0, 0, 5, 12.5, 37.5, 100, Math.round(random() * 10000) / 100]),
    roundingStep: pick(random, [0, 1, 1, 5, 10, 100]),
  };
}

export interface RandomDocumentsOptions {
  readonly count: number;
  /** Issue dates are spread over [from, to). */
  readonly from: number;
  readonly to: number;
  readonly maxLines?: number;
  readonly cancelledShare?: number;
  /** The series the numbers are drawn from: two devices' unless given. */
  readonly series?: readonly string[];
}

/** Tax invoices numbered in two series (two devices) or those given, oldest first within each. */
export function randomDocuments(random: Random, options: RandomDocumentsOptions): RegisterDocument[] {
  const serials: Record<string, number> = {};
  const dates = Array.from(
    { length: options.count },
    () => options.from + Math.floor(random() * (options.to - options.from)),
  ).sort((a, b) => a - b);
  return dates.map((issuedAt) => {
    const series = pick(random, options.series ?? ["PE/A1/2627", "PE/R7/2627"]);
    serials[series] = (serials[series] ?? 0) + 1;
    const state = random() < 0.5 ? "07" : pick(random, INDIAN_STATES).code;
    const registered = random() < 0.6;
    const lineCount = 1 + Math.floor(random() * (options.maxLines ?? 8));
    return {
      kind: "tax-invoice",
      brand: "Punarvana Eco",
      seller: SELLER,
      buyer: {
        name: pick(random, NAMES),
        address: "12, Main Bazaar Road\nNear Clock Tower",
        gstin: registered ? randomGstin(random, state) : "",
        stateCode: state,
        pincode: String(110001 + Math.floor(random() * 800000)),
        city: "Anytown",
      },
      settings: randomSettings(random),
      lines: Array.from({ length: lineCount }, () => randomLine(random)),
      number: `${series}/${String(serials[series]).padStart(4, "0")}`,
      issuedAt,
      ...(random() < (options.cancelledShare ?? 0.1)
        ? { cancelled: { at: new Date(issuedAt + 3_600_000).toISOString(), reason: "Wrong quantity" } }
        : {}),
    };
  });
}
