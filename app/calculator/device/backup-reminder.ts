/**
 * When to remind the rep to make a backup (docs/calculator.md, "Backup and restore"): once a week has
 * passed since the last backup with invoices issued since, or 25 tax invoices have been issued without
 * one. Only the dates of the device's tax invoices are needed, so this stays small enough for the
 * page's first load.
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
  if (since.length === 0) return { invoicesSince: 0, reminder: false };
  const unsavedSince = input.lastBackupAt ?? Math.min(...since);
  return {
    invoicesSince: since.length,
    reminder: since.length >= REMIND_AFTER_INVOICES || input.now - unsavedSince >= REMIND_AFTER_MS,
  };
}

/** When the last backup was made (epoch milliseconds), kept beside the data it saved. */
export const LAST_BACKUP_STORAGE_KEY = "punarvana-eco.last-backup.v1";

export function readLastBackup(stored: string | null): number | null {
  const at = Number(stored);
  return stored !== null && Number.isSafeInteger(at) && at > 0 ? at : null;
}

/**
 * The dates of the tax invoices in the stored list of issued documents (issued-documents.ts), read
 * without the full document checks, which the page's first load does not carry.
 */
export function invoiceTimesIn(stored: string | null): number[] {
  try {
    const parsed = JSON.parse(stored ?? "null") as { documents?: unknown } | null;
    if (!Array.isArray(parsed?.documents)) return [];
    return parsed.documents.flatMap((document: unknown) => {
      const { kind, issuedAt } = (document ?? {}) as { kind?: unknown; issuedAt?: unknown };
      return kind === "tax-invoice" && typeof issuedAt === "number" && Number.isFinite(issuedAt)
        ? [issuedAt]
        : [];
    });
  } catch {
    return [];
  }
}
