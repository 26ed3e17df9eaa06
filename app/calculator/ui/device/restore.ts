import { backupFileName } from "~/calculator/device/backup";
import { BackupChanged, makeBackupFile, openBackup } from "~/calculator/device/backup-file";
import { announceBooksChange } from "~/calculator/device/books-channel";
import { readDeviceValue, writeDeviceValue } from "~/calculator/device/books-db";
import { BooksFull, isQuotaError } from "~/calculator/device/books-documents";
import {
  mergeIntoBooks,
  nextTask,
  readBooksAsText,
  type BooksRestoreSummary,
} from "~/calculator/device/books-merge";
import { deviceBooks } from "~/calculator/device/device-books";
import type { StoredPriceList } from "~/calculator/device/invoice-draft";
import { downloadFile } from "~/calculator/ui/download-file";

/**
 * Making and restoring a backup on this device (docs/calculator.md, "Backup and restore"): the file is
 * made from the device's books and merged into them (books-merge.ts) by the rules of device/backup.ts.
 */

export interface RestoredData {
  readonly summary: BooksRestoreSummary;
  /** The backup's price list, in use now when `summary.priceListRestored`. */
  readonly priceList: StoredPriceList;
}

const NO_STORAGE =
  "This browser is not keeping data for this site, so there is nothing to back up or restore into.";

/** Downloads the backup of everything the device keeps; returns the file's name. */
export async function downloadBackup(now: number): Promise<string> {
  const books = await deviceBooks();
  if (!books) throw new Error(NO_STORAGE);
  if (!globalThis.crypto?.subtle)
    throw new Error("This browser cannot seal a backup here: open the calculator over https.");
  const data = await readBooksAsText(books);
  const file = await makeBackupFile(data, now, { pause: nextTask });
  const fileName = backupFileName(data.seriesCode, now);
  downloadFile(file, fileName, "application/gzip");
  await writeDeviceValue(books, "lastBackupAt", now).catch(() => undefined);
  announceBooksChange({ kind: "device" });
  return fileName;
}

/**
 * Merges a backup file (any version) into the device; changes nothing when the file or its code is
 * refused. The file is checked whole first, then its documents are read again and merged a chunk at a
 * time, `onProgress` told of each.
 */
export async function restoreBackup(
  file: Blob,
  onProgress?: (done: number, total: number) => void,
): Promise<{ ok: true; restored: RestoredData } | { ok: false; message: string }> {
  const books = await deviceBooks();
  if (!books) return { ok: false, message: NO_STORAGE };
  const opening = await openBackup(file);
  if (!opening.ok) return opening;
  const { backup } = opening;
  let merged;
  try {
    merged = await mergeIntoBooks(
      books,
      { ...backup.data, issued: backup.documents(), documentCount: backup.documentCount },
      { onProgress },
    );
  } catch (error) {
    announceBooksChange({ kind: "documents" });
    if (error instanceof BackupChanged) return { ok: false, message: error.message };
    if (!isQuotaError(error) && !isQuotaError((error as { target?: { error?: unknown } })?.target?.error))
      throw error;
    return {
      ok: false,
      message: `${new BooksFull("the backup was restored only in part").message} Restoring the same file again adds what is missing, nothing twice.`,
    };
  }
  if (!merged.ok) return merged;
  // What the backup holds is safe in its file: the reminder counts from when it was made.
  const lastBackup = await readDeviceValue(books, "lastBackupAt");
  if (!(typeof lastBackup === "number" && lastBackup >= backup.createdAt)) {
    await writeDeviceValue(books, "lastBackupAt", backup.createdAt).catch(() => undefined);
  }
  announceBooksChange({ kind: "documents" });
  announceBooksChange({ kind: "device" });
  return { ok: true, restored: { summary: merged.summary, priceList: backup.data.priceList } };
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "Restored 12 documents, 2 drafts, 3 buyers, 4 payments and the price list; series code R7." */
export function describeRestore(summary: BooksRestoreSummary): string {
  const parts = [plural(summary.documentsAdded, "document"), plural(summary.draftsAdded, "draft")];
  if (summary.cancellationsAdded > 0) parts.push(plural(summary.cancellationsAdded, "cancellation"));
  if (summary.buyersAdded + summary.buyersUpdated > 0)
    parts.push(`${plural(summary.buyersAdded, "buyer")} (${summary.buyersUpdated} updated)`);
  if (summary.paymentsAdded > 0) parts.push(plural(summary.paymentsAdded, "payment"));
  if (summary.paymentCancellationsAdded > 0)
    parts.push(plural(summary.paymentCancellationsAdded, "payment cancellation"));
  if (summary.priceListRestored) parts.push("the price list");
  const code = summary.seriesCode
    ? ` This device's series code is ${summary.seriesCode}; its numbering continues where the backup left it.`
    : "";
  const refused =
    summary.receiptsRefused.length > 0
      ? ` Not restored: ${summary.receiptsRefused.join(", ")}, which this device holds with other content (two devices numbering under one series code); they are as this device has them.`
      : "";
  return `Restored ${parts.join(", ")} (what this device already had was kept).${code}${refused}`;
}
