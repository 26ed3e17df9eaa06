import type { BuyerRecord } from "../buyers/buyer-record";
import type { Payment } from "../buyers/payments";
import { readBackupFile } from "../device/backup-file";
import type { DeviceData } from "../device/device-data";
import { sameContent, type IssuedDocument } from "../device/issued-documents";

/**
 * The office's combination of the devices' backups (docs/calculator.md, "The office: one return for
 * the GSTIN"): each file checked, then merged as a restore merges, into one list of documents for the
 * seller's GSTIN. Pure: it reads the files' data and changes nothing of any device.
 *
 * - A file that is not a sealed, readable backup is left out, with the reason.
 * - A file whose tax invoices are of another seller GSTIN is left out, naming the file: each GSTIN
 *   files its own return.
 * - A document is kept once per number: the same file twice, or an older backup of a device, adds
 *   nothing; a cancellation in either copy is kept.
 * - A file holding a number that another file holds with other content is left out whole, naming the
 *   number and both files: two devices are numbering under one series code, and the office must
 *   settle which document that number is before filing.
 */

/** A backup file as the office reads it: its name, and its data or why it cannot be read. */
export type DeviceFile =
  | { readonly fileName: string; readonly ok: true; readonly createdAt: number; readonly data: DeviceData }
  | { readonly fileName: string; readonly ok: false; readonly message: string };

/** Reads one backup file, through the same reader as a restore (every backup version). */
export async function readDeviceFile(fileName: string, file: Blob | string): Promise<DeviceFile> {
  const reading = await readBackupFile(file);
  return reading.ok
    ? { fileName, ok: true, createdAt: reading.createdAt, data: reading.data }
    : { fileName, ok: false, message: reading.message };
}

/** What became of one file. */
export type FileOutcome =
  | {
      readonly fileName: string;
      readonly combined: true;
      readonly seriesCode: string | null;
      readonly createdAt: number;
      readonly taxInvoices: number;
      /** Documents and cancellations this file brought that no earlier file had. */
      readonly documentsAdded: number;
      readonly cancellationsAdded: number;
    }
  | { readonly fileName: string; readonly combined: false; readonly message: string };

export interface Combination {
  /** The seller's GSTIN the return is for: the configured one, else the first file's. */
  readonly gstin: string | null;
  /** One per file, in the order given. */
  readonly files: readonly FileOutcome[];
  /** Every document of the files combined, each number once, oldest first. */
  readonly documents: readonly IssuedDocument[];
  /** The kept buyers and the payments of each file combined (office-dues.ts puts them together). */
  readonly buyerBooks: readonly (readonly BuyerRecord[])[];
  readonly payments: readonly (readonly Payment[])[];
}

function sameDocument(a: IssuedDocument, b: IssuedDocument): boolean {
  return a.issuedAt === b.issuedAt && sameContent(a, b);
}

function sellerGstins(data: DeviceData): string[] {
  const gstins = new Set<string>();
  for (const document of data.issued) if (document.kind === "tax-invoice") gstins.add(document.seller.gstin);
  return [...gstins];
}

/** Up to three numbers, and how many more. */
function named(numbers: readonly string[]): string {
  const more = numbers.length - 3;
  return numbers.slice(0, 3).join(", ") + (more > 0 ? ` and ${more} more` : "");
}

/**
 * The files combined, in the order given: each file's data is merged only when the whole file can be
 * (a file left out adds nothing). `gstin` is the seller's configured GSTIN, or null to take the first
 * file's.
 */
export function combineDevices(files: readonly DeviceFile[], gstin: string | null): Combination {
  let expected = gstin || null;
  const kept = new Map<string, { document: IssuedDocument; fileName: string }>();
  const outcomes: FileOutcome[] = [];
  const buyerBooks: (readonly BuyerRecord[])[] = [];
  const payments: (readonly Payment[])[] = [];
  for (const file of files) {
    if (!file.ok) {
      outcomes.push({
        fileName: file.fileName,
        combined: false,
        message: `${file.fileName} was left out: ${file.message}`,
      });
      continue;
    }
    const gstins = sellerGstins(file.data);
    const returnGstin = expected ?? gstins[0];
    if (gstins.some((candidate) => candidate !== returnGstin)) {
      outcomes.push({
        fileName: file.fileName,
        combined: false,
        message: `${file.fileName} was left out: its tax invoices are of seller GSTIN ${gstins.join(" and ")}, and this return is for ${returnGstin}. Each GSTIN files its own return.`,
      });
      continue;
    }
    const clashes = new Map<string, string[]>();
    for (const document of file.data.issued) {
      const own = kept.get(document.number);
      if (own && !sameDocument(own.document, document)) {
        clashes.set(own.fileName, [...(clashes.get(own.fileName) ?? []), document.number]);
      }
    }
    if (clashes.size > 0) {
      const [[otherFile, numbers]] = [...clashes.entries()] as [[string, string[]]];
      outcomes.push({
        fileName: file.fileName,
        combined: false,
        message: `${file.fileName} was left out: it holds ${named(numbers)} with other content than ${otherFile} has under the same number. Two devices are numbering under one series code: give each device its own code, and settle with the accountant which document each number is.`,
      });
      continue;
    }
    let documentsAdded = 0;
    let cancellationsAdded = 0;
    for (const document of file.data.issued) {
      const own = kept.get(document.number);
      if (!own) {
        kept.set(document.number, { document, fileName: file.fileName });
        documentsAdded += 1;
      } else if (!own.document.cancelled && document.cancelled) {
        kept.set(document.number, { ...own, document: { ...own.document, cancelled: document.cancelled } });
        cancellationsAdded += 1;
      }
    }
    buyerBooks.push(file.data.buyers ?? []);
    payments.push(file.data.payments ?? []);
    expected ??= gstins[0] ?? null;
    outcomes.push({
      fileName: file.fileName,
      combined: true,
      seriesCode: file.data.seriesCode,
      createdAt: file.createdAt,
      taxInvoices: file.data.issued.filter((document) => document.kind === "tax-invoice").length,
      documentsAdded,
      cancellationsAdded,
    });
  }
  const documents = [...kept.values()]
    .map((entry) => entry.document)
    .sort((a, b) => a.issuedAt - b.issuedAt || (a.number < b.number ? -1 : a.number > b.number ? 1 : 0));
  return { gstin: expected, files: outcomes, documents, buyerBooks, payments };
}
