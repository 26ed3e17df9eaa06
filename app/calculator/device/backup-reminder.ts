/**
 * When to remind the rep to make a backup (docs/calculator.md, "Backup and restore"): once a week has
 * passed since the last backup with invoices issued since, or 25 tax invoices have been issued without
 * one. Only how many tax invoices were issued since, and when the first of them, are needed, which the
 * device's books count through an index, so this stays small enough for the page's first load.
 */

export const REMIND_AFTER_INVOICES = 25;
export const REMIND_AFTER_MS = 7 * 24 * 60 * 60 * 1000;

export interface BackupStatus {
  /** Tax invoices issued since the last backup (all of them when there was none). */
  readonly invoicesSince: number;
  readonly reminder: boolean;
}

export function backupStatus(input: {
  lastBackupAt: number | null;
  /** When each tax invoice on the device was issued. */
  invoiceTimes: readonly number[];
  now: number;
}): BackupStatus {
  const since = input.invoiceTimes.filter((at) => input.lastBackupAt === null || at > input.lastBackupAt);
  return backupStatusOf({
    lastBackupAt: input.lastBackupAt,
    invoicesSince: since.length,
    earliestSince: since.length > 0 ? Math.min(...since) : null,
    now: input.now,
  });
}

/** The same rule from what the device's books count: the invoices since the backup and the earliest of them. */
export function backupStatusOf(input: {
  lastBackupAt: number | null;
  invoicesSince: number;
  earliestSince: number | null;
  now: number;
}): BackupStatus {
  if (input.invoicesSince === 0) return { invoicesSince: 0, reminder: false };
  const unsavedSince = input.lastBackupAt ?? input.earliestSince ?? input.now;
  return {
    invoicesSince: input.invoicesSince,
    reminder: input.invoicesSince >= REMIND_AFTER_INVOICES || input.now - unsavedSince >= REMIND_AFTER_MS,
  };
}

/** Where earlier versions kept when the last backup was made (epoch milliseconds); the books keep it now. */
export const LAST_BACKUP_STORAGE_KEY = "punarvana-eco.last-backup.v1";

export function readLastBackup(stored: string | null): number | null {
  const at = Number(stored);
  return stored !== null && Number.isSafeInteger(at) && at > 0 ? at : null;
}
