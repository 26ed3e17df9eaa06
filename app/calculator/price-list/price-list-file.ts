import type Papa from "papaparse";

import { normalisePriceList, type RawPriceListRow } from "./normalise-price-list";
import type { DecimalMark } from "./number-cells";
import type { PriceListItem } from "./price-list-item";
import { binaryFileKind, decodeText, type TextEncodingName } from "./text-encoding";

/**
 * A price list loaded from a CSV or JSON file (docs/calculator.md, "Price lists"), with the columns
 * name, rate, category, packingSize, packingUnit, scheme, gramsPerPack, productMrp, hsn, gstRate
 * (the last two optional). CSV is read by PapaParse, which also finds the separator (comma, semicolon
 * or tab); the bytes are decoded by text-encoding.ts. PapaParse is handed in (`papa`), so that the page
 * loads it only when a file is read (see readPriceListFile).
 *
 * Rows are numbered the way the rep sees them: in a CSV the header is row 1 and the first product is
 * row 2 (as in a spreadsheet; blank lines keep their numbers), in JSON the first object is row 1.
 * Errors about the file as a whole have `row: null`. This module and PapaParse are loaded only when the
 * rep picks a file.
 */

export interface PriceListFileError {
  readonly row: number | null;
  readonly reason: string;
}

export type Separator = "comma" | "semicolon" | "tab";

export interface PriceListFileResult {
  readonly items: PriceListItem[];
  readonly errors: PriceListFileError[];
  /** Rows loaded under a tidied name. */
  readonly renamed: { readonly row: number; readonly from: string; readonly to: string }[];
  /** How the file was read, for the summary; null for JSON. */
  readonly separator: Separator | null;
  readonly encoding: TextEncodingName;
  readonly encodingNote: string | null;
}

export const PRICE_LIST_COLUMNS = [
  "name",
  "rate",
  "category",
  "packingSize",
  "packingUnit",
  "scheme",
  "gramsPerPack",
  "productMrp",
  "hsn",
  "gstRate",
] as const;
type Column = (typeof PRICE_LIST_COLUMNS)[number];

/** A generous ceiling so that a wrong file (a whole catalogue export) fails clearly, not slowly. */
export const MAX_PRICE_LIST_ROWS = 5000;

/** "Packing Size", "packing_size", "PACKINGSIZE" and "MRP" all name the same column. */
const COLUMN_BY_KEY: Record<string, Column> = {
  ...Object.fromEntries(PRICE_LIST_COLUMNS.map((column) => [column.toLowerCase(), column])),
  product: "name",
  productname: "name",
  price: "rate",
  unit: "packingUnit",
  mrp: "productMrp",
  grams: "gramsPerPack",
  hsncode: "hsn",
  gst: "gstRate",
  gstpercent: "gstRate",
  taxrate: "gstRate",
};

function columnFor(header: string): Column | undefined {
  return COLUMN_BY_KEY[header.toLowerCase().replace(/[^a-z0-9]/g, "")];
}

const SEPARATORS: Record<string, Separator> = { ",": "comma", ";": "semicolon", "\t": "tab" };
const SEPARATOR_WORDS: Record<Separator, string> = { comma: "commas", semicolon: "semicolons", tab: "tabs" };

type Rows = { row: number; data: RawPriceListRow }[];
/** PapaParse itself. */
export type CsvParser = typeof Papa;
type Read = Pick<PriceListFileResult, "separator" | "encoding" | "encodingNote">;

const PLAIN_READ: Read = { separator: null, encoding: "UTF-8", encodingNote: null };

function failed(reason: string, read: Read = PLAIN_READ, row: number | null = null): PriceListFileResult {
  return { items: [], errors: [{ row, reason }], renamed: [], ...read };
}

function isBlank(record: readonly string[]): boolean {
  return record.every((cell) => cell.trim() === "");
}

function fromRows(
  rows: Rows,
  fileErrors: PriceListFileError[],
  read: Read,
  decimalMark: DecimalMark,
): PriceListFileResult {
  if (rows.length > MAX_PRICE_LIST_ROWS) {
    return failed(`The file has ${rows.length} rows; at most ${MAX_PRICE_LIST_ROWS} can be loaded.`, read);
  }
  const rowOf = (index: number) => rows[index]?.row ?? index + 1;
  const normalised = normalisePriceList(
    rows.map((entry) => entry.data),
    (index) => `row ${rowOf(index)}`,
    { decimalMark },
  );
  const errors = [
    ...fileErrors,
    ...normalised.errors.map(({ index, reason }) => ({ row: rowOf(index), reason })),
  ].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  if (normalised.items.length === 0 && errors.length === 0) {
    errors.push({ row: null, reason: "The file has no products." });
  }
  const renamed = normalised.renamed.map(({ index, from, to }) => ({ row: rowOf(index), from, to }));
  return { items: normalised.items, errors, renamed, ...read };
}

export function parsePriceListCsv(
  papa: CsvParser,
  text: string,
  encoding: Omit<Read, "separator"> = PLAIN_READ,
): PriceListFileResult {
  // The separator is guessed over the non-blank lines (a blank last line would spoil PapaParse's guess
  // for a two-column file); the file is then read whole, blank lines kept so row numbers stay true.
  const guessed = papa.parse<string[]>(text, {
    delimiter: "",
    delimitersToGuess: [",", ";", "\t"],
    skipEmptyLines: "greedy",
    preview: 100,
  }).meta.delimiter;
  const separator = SEPARATORS[guessed] ?? "comma";
  const parsed = papa.parse<string[]>(text, { delimiter: guessed || ",", skipEmptyLines: false });
  const read: Read = { ...encoding, separator };
  const records = parsed.data;
  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex === -1) return failed("The file is empty.", read);
  const headerCells = records[headerIndex]!.map((cell) => cell.trim());
  const header = headerCells.map(columnFor);
  const missing = (["name", "rate"] as const).filter((column) => !header.includes(column));
  if (missing.length > 0) {
    const found = headerCells.filter(Boolean).slice(0, 6).join(" | ");
    return failed(
      `The header row has no ${missing.join(" or ")} column (expected ${PRICE_LIST_COLUMNS.join(", ")}; ` +
        `found "${found}", separated by ${SEPARATOR_WORDS[separator]}).`,
      read,
      headerIndex + 1,
    );
  }
  const unclosed = new Set(
    parsed.errors.filter((error) => error.code === "MissingQuotes").map((error) => (error.row ?? 0) + 1),
  );
  const rows: Rows = [];
  const fileErrors: PriceListFileError[] = [];
  for (let index = headerIndex + 1; index < records.length; index += 1) {
    const record = records[index]!;
    if (isBlank(record)) continue;
    const row = index + 1;
    if (unclosed.has(row)) {
      fileErrors.push({ row, reason: 'has a quote (") that is never closed' });
      continue;
    }
    if (record.length > header.length && record.slice(header.length).some((cell) => cell.trim() !== "")) {
      fileErrors.push({
        row,
        reason: `has ${record.length} fields but the header has ${header.length} (an unquoted ${separator}?)`,
      });
      continue;
    }
    const data: Record<string, string> = {};
    header.forEach((column, position) => {
      if (column && data[column] === undefined) data[column] = record[position] ?? "";
    });
    rows.push({ row, data });
  }
  return fromRows(rows, fileErrors, read, separator === "semicolon" ? "," : ".");
}

export function parsePriceListJson(
  text: string,
  encoding: Omit<Read, "separator"> = PLAIN_READ,
): PriceListFileResult {
  const read: Read = { ...encoding, separator: null };
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.startsWith("\uFEFF") ? text.slice(1) : text);
  } catch (error) {
    const detail = error instanceof Error ? error.message : "parse error";
    return failed(`The file is not valid JSON (${detail}).`, read);
  }
  // A bare array, or an object holding one under "items" or "products".
  const list = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === "object"
      ? ((parsed as Record<string, unknown>).items ?? (parsed as Record<string, unknown>).products)
      : undefined;
  if (!Array.isArray(list)) {
    return failed('The JSON must be a list of products (or an object with an "items" list).', read);
  }
  const rows: Rows = [];
  const fileErrors: PriceListFileError[] = [];
  list.forEach((entry: unknown, index) => {
    if (!entry || typeof entry !== "object" || Array.isArray(entry)) {
      fileErrors.push({ row: index + 1, reason: "is not an object with product fields" });
      return;
    }
    const data: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(entry)) {
      const column = columnFor(key);
      if (column && data[column] === undefined) data[column] = value;
    }
    rows.push({ row: index + 1, data });
  });
  return fromRows(rows, fileErrors, read, ".");
}

/**
 * Parse a price-list file's text by its name (".json" is JSON, anything else is tried as CSV), falling
 * back on the content: text starting with "[" or "{" is JSON.
 */
export function parsePriceListFile(
  papa: CsvParser,
  fileName: string,
  text: string,
  encoding: Omit<Read, "separator"> = PLAIN_READ,
): PriceListFileResult {
  const trimmed = text.replace(/^\uFEFF/, "").trimStart();
  const looksJson = /\.json$/i.test(fileName) || trimmed.startsWith("[") || trimmed.startsWith("{");
  return looksJson ? parsePriceListJson(text, encoding) : parsePriceListCsv(papa, text, encoding);
}

/** A price-list file from its bytes: the encoding found, then the text parsed as above. */
export async function readPriceListFile(fileName: string, bytes: Uint8Array): Promise<PriceListFileResult> {
  const binary = binaryFileKind(bytes);
  if (binary) {
    return failed(
      `${fileName} is ${binary}, not a CSV or JSON file: in the spreadsheet choose Save As (or Download) → “CSV UTF-8”.`,
    );
  }
  const decoded = decodeText(bytes);
  const { default: papa } = await import("papaparse");
  return parsePriceListFile(papa, fileName, decoded.text, {
    encoding: decoded.encoding,
    encodingNote: decoded.note,
  });
}

/** One line per error, for the status area: "Row 3: rate is missing". */
export function describePriceListError(error: PriceListFileError): string {
  return error.row === null ? error.reason : `Row ${error.row}: ${error.reason}`;
}
