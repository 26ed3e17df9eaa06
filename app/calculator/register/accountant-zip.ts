import { accountantFiles, accountantZipName } from "./accountant-files";
import type { Period } from "./period";
import type { PartyLocation, RegisterDocument } from "./register";
import { zipTexts, type DeflateEngine } from "./text-zip";

/**
 * The accountant's files of a period in one .zip (fflate). Loaded on demand, with `await
 * import()` when the rep asks for the files, so neither fflate nor the register's code is part of the
 * calculator's first load.
 */

export interface AccountantZip {
  readonly fileName: string;
  readonly bytes: Uint8Array;
  /** What the office should know, also in the zip's notes.txt: missing numbers, e-invoices not made. */
  readonly notes: readonly string[];
  readonly invoiceCount: number;
}

/** A fixed date for every entry, so the same invoices always give the same bytes. */
const ENTRY_DATE = new Date(Date.UTC(2020, 0, 1));

/** `engine`: which deflate to use (text-zip.ts); the default is the browser's own where it has one. */
export async function buildAccountantZip(
  period: Period,
  documents: readonly RegisterDocument[],
  sellerLocation: PartyLocation = {},
  engine?: DeflateEngine,
): Promise<AccountantZip> {
  const { files, notes, register } = accountantFiles(period, documents, sellerLocation);
  return {
    fileName: accountantZipName(period),
    bytes: await zipTexts(files, ENTRY_DATE, engine),
    notes,
    invoiceCount: register.invoices.length,
  };
}

export { eInvoiceJson } from "./e-invoice";
export { monthPeriod, quarterPeriod, type Period } from "./period";
export type { Cancellation, PartyLocation, RegisterDocument } from "./register";
