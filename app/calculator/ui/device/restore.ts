import {
  backupFileName,
  makeBackup,
  mergeBackup,
  readBackup,
  type RestoreSummary,
} from "~/calculator/device/backup";
import { LAST_BACKUP_STORAGE_KEY, readLastBackup } from "~/calculator/device/backup-reminder";
import {
  announceDeviceDataChanged,
  localStore,
  readStorage,
  writeStorage,
} from "~/calculator/device/browser-storage";
import { readDeviceData, writeDeviceData, type DeviceData } from "~/calculator/device/device-data";
import { downloadFile } from "~/calculator/ui/download-file";

/**
 * Making and restoring a backup on this device (docs/calculator.md, "Backup and restore"): the file is
 * made from, and merged into, the browser's storage by the pure functions of device/backup.ts.
 */

export interface RestoredData {
  readonly summary: RestoreSummary;
  readonly data: DeviceData;
}

const NO_STORAGE =
  "This browser is not keeping data for this site, so there is nothing to back up or restore into.";

/** Downloads the backup of everything the device keeps; returns the file's name. */
export async function downloadBackup(now: number): Promise<string> {
  const store = localStore();
  if (!store) throw new Error(NO_STORAGE);
  if (!globalThis.crypto?.subtle)
    throw new Error("This browser cannot seal a backup here: open the calculator over https.");
  const data = readDeviceData(store);
  const text = await makeBackup(data, now);
  const fileName = backupFileName(data.seriesCode, now);
  downloadFile(text, fileName, "application/json");
  writeStorage(LAST_BACKUP_STORAGE_KEY, String(now));
  announceDeviceDataChanged();
  return fileName;
}

/** Merges a backup file's text into the device; changes nothing when the file or its code is refused. */
export async function restoreBackup(
  text: string,
): Promise<{ ok: true; restored: RestoredData } | { ok: false; message: string }> {
  const store = localStore();
  if (!store) return { ok: false, message: NO_STORAGE };
  const reading = await readBackup(text);
  if (!reading.ok) return reading;
  const before = readDeviceData(store);
  const merged = mergeBackup(before, reading.data);
  if (!merged.ok) return merged;
  try {
    writeDeviceData(store, before, merged.data);
  } catch {
    return {
      ok: false,
      message:
        "This browser's storage is full, so the backup could not be restored whole. Remove old data for this site, then try again.",
    };
  }
  // What the backup holds is safe in its file: the reminder counts from when it was made.
  const lastBackup = readLastBackup(readStorage(LAST_BACKUP_STORAGE_KEY)) ?? 0;
  if (reading.createdAt > lastBackup) writeStorage(LAST_BACKUP_STORAGE_KEY, String(reading.createdAt));
  announceDeviceDataChanged();
  return { ok: true, restored: { summary: merged.summary, data: merged.data } };
}

/** "Restored 12 documents and 2 drafts, and the price list; series code R7." */
export function describeRestore(summary: RestoreSummary): string {
  const parts = [
    `${summary.documentsAdded} ${summary.documentsAdded === 1 ? "document" : "documents"}`,
    `${summary.draftsAdded} ${summary.draftsAdded === 1 ? "draft" : "drafts"}`,
  ];
  if (summary.cancellationsAdded > 0) parts.push(`${summary.cancellationsAdded} cancellations`);
  if (summary.priceListRestored) parts.push("the price list");
  const code = summary.seriesCode
    ? ` This device's series code is ${summary.seriesCode}; its numbering continues where the backup left it.`
    : "";
  return `Restored ${parts.join(", ")} (what this device already had was kept).${code}`;
}
