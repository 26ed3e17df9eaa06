import { useEffect, useState } from "react";

import { backupStatusOf, type BackupStatus } from "~/calculator/device/backup-reminder";
import { onBooksChange } from "~/calculator/device/books-channel";
import { readDeviceValue, taxInvoicesSince } from "~/calculator/device/books-db";
import { deviceBooks } from "~/calculator/device/device-books";

export interface BackupState extends BackupStatus {
  readonly lastBackupAt: number | null;
}

async function readBackupState(): Promise<BackupState | null> {
  const books = await deviceBooks();
  if (!books) return null;
  const stored = await readDeviceValue(books, "lastBackupAt");
  const lastBackupAt =
    typeof stored === "number" && Number.isSafeInteger(stored) && stored > 0 ? stored : null;
  const since = await taxInvoicesSince(books, lastBackupAt);
  return {
    lastBackupAt,
    ...backupStatusOf({
      lastBackupAt,
      invoicesSince: since.count,
      earliestSince: since.earliest,
      now: Date.now(),
    }),
  };
}

/**
 * When the last backup was made and whether one is due (backup-reminder.ts), read from the device's
 * books after the first render and again whenever this tab or another changes them.
 */
export function useBackupStatus(): BackupState | null {
  const [state, setState] = useState<BackupState | null>(null);
  useEffect(() => {
    let current = true;
    const refresh = () =>
      void readBackupState()
        .then((read) => current && setState(read))
        .catch(() => undefined);
    refresh();
    const stop = onBooksChange((change) => {
      if (change.kind !== "draft") refresh();
    });
    return () => {
      current = false;
      stop();
    };
  }, []);
  return state;
}
