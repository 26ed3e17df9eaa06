import { useEffect, useState } from "react";

import {
  LAST_BACKUP_STORAGE_KEY,
  backupStatus,
  invoiceTimesIn,
  readLastBackup,
  type BackupStatus,
} from "~/calculator/device/backup-reminder";
import { DEVICE_DATA_CHANGED_EVENT, readStorage } from "~/calculator/device/browser-storage";
import { ISSUED_STORAGE_KEY } from "~/calculator/device/issued-documents";

export interface BackupState extends BackupStatus {
  readonly lastBackupAt: number | null;
}

function readBackupState(): BackupState {
  const lastBackupAt = readLastBackup(readStorage(LAST_BACKUP_STORAGE_KEY));
  const invoiceTimes = invoiceTimesIn(readStorage(ISSUED_STORAGE_KEY));
  return { lastBackupAt, ...backupStatus({ lastBackupAt, invoiceTimes, now: Date.now() }) };
}

/**
 * When the last backup was made and whether one is due (backup-reminder.ts), read from the browser's
 * storage after the first render and again whenever this tab or another changes what the device keeps.
 */
export function useBackupStatus(): BackupState | null {
  const [state, setState] = useState<BackupState | null>(null);
  useEffect(() => {
    const refresh = () => setState(readBackupState());
    refresh();
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === ISSUED_STORAGE_KEY || event.key === LAST_BACKUP_STORAGE_KEY)
        refresh();
    };
    window.addEventListener(DEVICE_DATA_CHANGED_EVENT, refresh);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(DEVICE_DATA_CHANGED_EVENT, refresh);
      window.removeEventListener("storage", onStorage);
    };
  }, []);
  return state;
}
