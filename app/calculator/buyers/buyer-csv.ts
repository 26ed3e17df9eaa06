import type Papa from "papaparse";

import { stateByCode } from "~/calculator/documents/indian-states";
import { binaryFileKind, decodeText } from "~/calculator/price-list/text-encoding";
import { csvText } from "~/calculator/register/csv";

import { EMPTY_BUYER_INPUT, checkBuyerInput, type BuyerDetails, type BuyerInput } from "./buyer-fields";
import { buyerKey, printablePhone, type BuyerRecord } from "./buyer-record";

/**
 * The buyer book as a CSV file (docs/calculator.md, "The buyer book"): the columns Name, GSTIN,
 * Address, City, PIN, State, Phone, Email, as the common billing tools export a party list (their
 * other names for them, such as "Party Name", "GSTIN/UIN", "Pincode", "Mobile", "Email ID", are
 * understood, and other columns ignored). Each row is checked like the edit form: every bad row is
 * reported by its line number (the header is line 1, as a spreadsheet counts) with its reason, and
 * the good rows are kept. PapaParse is handed in, so that it loads only when a file is picked.
 */

export const BUYER_CSV_HEADINGS = [
  "Name",
  "GSTIN",
  "Address",
  "City",
  "PIN",
  "State",
  "Phone",
  "Email",
] as const;

export const MAX_BUYER_ROWS = 10_000;

const COLUMN_BY_KEY: Record<string, keyof BuyerInput> = {
  name: "name",
  partyname: "name",
  buyername: "name",
  customername: "name",
  gstin: "gstin",
  gstinuin: "gstin",
  gstno: "gstin",
  gstnumber: "gstin",
  address: "address",
  billingaddress: "address",
  city: "city",
  town: "city",
  pin: "pincode",
  pincode: "pincode",
  postalcode: "pincode",
  state: "state",
  placeofsupply: "state",
  phone: "phone",
  phoneno: "phone",
  phonenumber: "phone",
  mobile: "phone",
  mobileno: "phone",
  mobilenumber: "phone",
  email: "email",
  emailid: "email",
  emailaddress: "email",
};

export interface BuyerCsvError {
  /** The line in the file (header = 1); null for the file as a whole. */
  readonly line: number | null;
  readonly reason: string;
}

export interface BuyerCsvResult {
  readonly buyers: BuyerDetails[];
  readonly errors: BuyerCsvError[];
}

function isBlank(record: readonly string[]): boolean {
  return record.every((cell) => cell.trim() === "");
}

export function parseBuyerCsv(papa: typeof Papa, text: string): BuyerCsvResult {
  const parsed = papa.parse<string[]>(text.replace(/^\uFEFF/, ""), {
    delimiter: "",
    delimitersToGuess: [",", ";", "\t"],
    skipEmptyLines: false,
  });
  const records = parsed.data;
  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex === -1) return { buyers: [], errors: [{ line: null, reason: "The file is empty." }] };
  const header = records[headerIndex]!.map(
    (cell) => COLUMN_BY_KEY[cell.toLowerCase().replace(/[^a-z]/g, "")],
  );
  if (!header.includes("name")) {
    return {
      buyers: [],
      errors: [
        {
          line: headerIndex + 1,
          reason: `The first line names no Name column (expected ${BUYER_CSV_HEADINGS.join(", ")}).`,
        },
      ],
    };
  }
  const rows = records.length - headerIndex - 1;
  if (rows > MAX_BUYER_ROWS) {
    return {
      buyers: [],
      errors: [
        {
          line: null,
          reason: `The file has ${rows} lines; at most ${MAX_BUYER_ROWS} buyers can be imported at once.`,
        },
      ],
    };
  }
  const unclosed = new Set(
    parsed.errors.filter((error) => error.code === "MissingQuotes").map((error) => (error.row ?? 0) + 1),
  );
  const buyers: BuyerDetails[] = [];
  const errors: BuyerCsvError[] = [];
  const lineOfKey = new Map<string, number>();
  for (let index = headerIndex + 1; index < records.length; index += 1) {
    const record = records[index]!;
    const line = index + 1;
    if (isBlank(record)) continue;
    if (unclosed.has(line)) {
      errors.push({ line, reason: 'has a quote (") that is never closed' });
      continue;
    }
    const input: Record<keyof BuyerInput, string> = { ...EMPTY_BUYER_INPUT };
    header.forEach((column, position) => {
      // A leading apostrophe is how spreadsheet exports (this one too) guard a cell from being a formula.
      if (column && input[column] === "")
        input[column] = (record[position] ?? "").replace(/^'(?=[=+\-@])/, "");
    });
    const check = checkBuyerInput(input);
    if (!check.ok) {
      errors.push({ line, reason: check.problems.map((problem) => problem.message).join(" ") });
      continue;
    }
    const key = buyerKey(check.details);
    const earlier = lineOfKey.get(key);
    if (earlier !== undefined) {
      errors.push({
        line,
        reason: `the same buyer as line ${earlier} (${check.details.gstin || "same name and phone"}).`,
      });
      continue;
    }
    lineOfKey.set(key, line);
    buyers.push(check.details);
  }
  if (buyers.length === 0 && errors.length === 0)
    errors.push({ line: null, reason: "The file has no buyers." });
  return { buyers, errors };
}

/** A buyer file from its bytes: a spreadsheet workbook is refused with how to save CSV. */
export async function readBuyerCsvFile(fileName: string, bytes: Uint8Array): Promise<BuyerCsvResult> {
  const binary = binaryFileKind(bytes);
  if (binary) {
    return {
      buyers: [],
      errors: [
        {
          line: null,
          reason: `${fileName} is ${binary}, not a CSV file: in the spreadsheet choose Save As (or Download) → “CSV UTF-8”.`,
        },
      ],
    };
  }
  const { default: papa } = await import("papaparse");
  return parseBuyerCsv(papa, decodeText(bytes).text);
}

/** One line per error: "Line 4: GSTIN 27AAAA…: The last character … does not match". */
export function describeBuyerCsvError(error: BuyerCsvError): string {
  return error.line === null ? error.reason : `Line ${error.line}: ${error.reason}`;
}

/** The book as CSV with the same columns, in the book's order; the state by its name. */
export function buyerBookCsv(book: readonly BuyerRecord[]): string {
  return csvText(
    BUYER_CSV_HEADINGS,
    book.map((record) => [
      record.name,
      record.gstin,
      record.address.replace(/\n/g, ", "),
      record.city,
      record.pincode,
      stateByCode(record.stateCode)?.name ?? "",
      printablePhone(record.phone),
      record.email,
    ]),
  );
}
