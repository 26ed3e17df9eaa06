import { describePriceListError, type PriceListFileResult } from "./price-list-file";

/**
 * What the rep reads after loading a file: how many rows were loaded, refused and renamed, how the
 * file was read when that was not the usual comma-separated UTF-8, and each refused or renamed row by
 * its number.
 */

/** Refused and renamed rows listed one by one in the status area; the rest are counted. */
export const MAX_LISTED_ROWS = 10;

export interface ImportSummary {
  readonly tone: "info" | "error";
  readonly text: string;
  readonly details: readonly string[];
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

function howRead(result: PriceListFileResult): string[] {
  const notes: string[] = [];
  if (result.separator === "semicolon") notes.push("Read as separated by semicolons, with decimal commas.");
  if (result.separator === "tab") notes.push("Read as separated by tabs.");
  if (result.encoding.startsWith("UTF-16")) notes.push("Read as UTF-16 text.");
  if (result.encodingNote) notes.push(result.encodingNote);
  return notes;
}

export function summariseImport(fileName: string, result: PriceListFileResult): ImportSummary {
  const lines = [
    ...result.errors.map(describePriceListError),
    ...result.renamed.map(({ row, from, to }) => `Row ${row}: loaded as “${to}” (written “${from}”)`),
  ];
  const details = lines.slice(0, MAX_LISTED_ROWS);
  if (lines.length > MAX_LISTED_ROWS) details.push(`…and ${lines.length - MAX_LISTED_ROWS} more.`);
  const read = howRead(result);
  if (result.items.length === 0) {
    return {
      tone: "error",
      text: [`No products loaded from ${fileName}; the current list is unchanged.`, ...read].join(" "),
      details,
    };
  }
  const refused = result.errors.filter((error) => error.row !== null).length;
  const counts =
    `${count(result.items.length, "row", "rows")} loaded, ${refused} refused, ` +
    `${result.renamed.length} renamed.`;
  return {
    tone: refused > 0 ? "error" : "info",
    text: [
      `Loaded ${count(result.items.length, "product", "products")} from ${fileName} (normalized): ${counts}`,
      ...read,
    ].join(" "),
    details,
  };
}
