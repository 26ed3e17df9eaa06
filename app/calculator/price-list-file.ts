import { normalisePriceList, type RawPriceListRow } from "./normalise-price-list";
import type { PriceListItem } from "./price-list-item";

/**
 * A price list loaded from a CSV or JSON file (docs/calculator.md, "Price lists"), with the columns
 * name, rate, category, packingSize, packingUnit, scheme, gramsPerPack, productMrp, hsn, gstRate
 * (the last two optional).
 *
 * Rows are numbered the way the rep sees them: in a CSV the header is row 1 and the first product is
 * row 2 (as in a spreadsheet; blank lines keep their numbers), in JSON the first object is row 1.
 * Errors about the file as a whole have `row: null`.
 */

export interface PriceListFileError {
  readonly row: number | null;
  readonly reason: string;
}

export interface PriceListFileResult {
  readonly items: PriceListItem[];
  readonly errors: PriceListFileError[];
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

/**
 * RFC 4180 CSV: fields separated by commas, optionally in double quotes ("" is a quote inside quotes,
 * and quoted fields may hold commas and line breaks); CRLF, LF or CR line ends; a leading BOM ignored.
 */
export function parseCsv(text: string): string[][] {
  const source = text.startsWith("\uFEFF") ? text.slice(1) : text;
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let inQuotes = false;
  let i = 0;
  while (i < source.length) {
    const char = source[i]!;
    if (inQuotes) {
      if (char === '"') {
        if (source[i + 1] === '"') {
          field += '"';
          i += 2;
          continue;
        }
        inQuotes = false;
      } else {
        field += char;
      }
      i += 1;
      continue;
    }
    if (char === '"' && field.trim() === "") {
      field = "";
      inQuotes = true;
    } else if (char === ",") {
      record.push(field);
      field = "";
    } else if (char === "\r" || char === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      if (char === "\r" && source[i + 1] === "\n") i += 1;
    } else {
      field += char;
    }
    i += 1;
  }
  if (field !== "" || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

function isBlank(record: readonly string[]): boolean {
  return record.every((cell) => cell.trim() === "");
}

function fromRows(
  rows: { row: number; data: RawPriceListRow }[],
  fileErrors: PriceListFileError[],
): PriceListFileResult {
  if (rows.length > MAX_PRICE_LIST_ROWS) {
    return {
      items: [],
      errors: [
        {
          row: null,
          reason: `The file has ${rows.length} rows; at most ${MAX_PRICE_LIST_ROWS} can be loaded.`,
        },
      ],
    };
  }
  const normalised = normalisePriceList(
    rows.map((entry) => entry.data),
    (index) => `row ${rows[index]?.row ?? index + 1}`,
  );
  const errors = [
    ...fileErrors,
    ...normalised.errors.map(({ index, reason }) => ({ row: rows[index]?.row ?? null, reason })),
  ].sort((a, b) => (a.row ?? 0) - (b.row ?? 0));
  if (normalised.items.length === 0 && errors.length === 0) {
    errors.push({ row: null, reason: "The file has no products." });
  }
  return { items: normalised.items, errors };
}

export function parsePriceListCsv(text: string): PriceListFileResult {
  const records = parseCsv(text);
  const headerIndex = records.findIndex((record) => !isBlank(record));
  if (headerIndex === -1) return { items: [], errors: [{ row: null, reason: "The file is empty." }] };
  const header = records[headerIndex]!.map((cell) => columnFor(cell.trim()));
  const missing = (["name", "rate"] as const).filter((column) => !header.includes(column));
  if (missing.length > 0) {
    return {
      items: [],
      errors: [
        {
          row: headerIndex + 1,
          reason: `The header row has no ${missing.join(" or ")} column (expected ${PRICE_LIST_COLUMNS.join(", ")}).`,
        },
      ],
    };
  }
  const rows: { row: number; data: RawPriceListRow }[] = [];
  const fileErrors: PriceListFileError[] = [];
  for (let index = headerIndex + 1; index < records.length; index += 1) {
    const record = records[index]!;
    if (isBlank(record)) continue;
    if (record.length > header.length && record.slice(header.length).some((cell) => cell.trim() !== "")) {
      fileErrors.push({
        row: index + 1,
        reason: `has ${record.length} fields but the header has ${header.length} (an unquoted comma?)`,
      });
      continue;
    }
    const data: Record<string, string> = {};
    header.forEach((column, position) => {
      if (column && data[column] === undefined) data[column] = record[position] ?? "";
    });
    rows.push({ row: index + 1, data });
  }
  return fromRows(rows, fileErrors);
}

export function parsePriceListJson(text: string): PriceListFileResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.startsWith("\uFEFF") ? text.slice(1) : text);
  } catch (error) {
    return {
      items: [],
      errors: [
        {
          row: null,
          reason: `The file is not valid JSON (${error instanceof Error ? error.message : "parse error"}).`,
        },
      ],
    };
  }
  // A bare array, or an object holding one under "items" or "products".
  const list = Array.isArray(parsed)
    ? parsed
    : parsed && typeof parsed === "object"
      ? ((parsed as Record<string, unknown>).items ?? (parsed as Record<string, unknown>).products)
      : undefined;
  if (!Array.isArray(list)) {
    return {
      items: [],
      errors: [
        { row: null, reason: 'The JSON must be a list of products (or an object with an "items" list).' },
      ],
    };
  }
  const rows: { row: number; data: RawPriceListRow }[] = [];
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
  return fromRows(rows, fileErrors);
}

/**
 * Parse a price-list file by its name (".json" is JSON, anything else is tried as CSV), falling back
 * on the content: text starting with "[" or "{" is JSON.
 */
export function parsePriceListFile(fileName: string, text: string): PriceListFileResult {
  const trimmed = text.replace(/^\uFEFF/, "").trimStart();
  const looksJson = /\.json$/i.test(fileName) || trimmed.startsWith("[") || trimmed.startsWith("{");
  return looksJson ? parsePriceListJson(text) : parsePriceListCsv(text);
}

/** One line per error, for the status area: "Row 3: rate is missing". */
export function describePriceListError(error: PriceListFileError): string {
  return error.row === null ? error.reason : `Row ${error.row}: ${error.reason}`;
}
