import { lazy } from "react";

import { REMIND_AFTER_INVOICES } from "~/calculator/device/backup-reminder";
import { indiaShortDate } from "~/calculator/documents/india-time";
import type { SellerConfig } from "~/calculator/seller-config";
import { LazyDisclosure } from "~/calculator/ui/LazyDisclosure";
import { loadOnDemand } from "~/calculator/ui/load-on-demand";

import type { RestoredData } from "./restore";
import { useBackupStatus, type BackupState } from "./use-backup-status";
import { usePersistentStorage } from "./use-persistent-storage";

const DeviceFiles = lazy(() => loadOnDemand().then((parts) => ({ default: parts.DeviceFiles })));

/** "last backup 26 Nov 2026", and what makes one due now. */
export function describeBackup(state: BackupState): { text: string; reminder: string | null } {
  const text =
    state.lastBackupAt === null ? "no backup yet" : `last backup ${indiaShortDate(state.lastBackupAt)}`;
  if (!state.reminder) return { text, reminder: null };
  const invoices = `${state.invoicesSince} tax ${state.invoicesSince === 1 ? "invoice" : "invoices"}`;
  return {
    text,
    reminder:
      state.invoicesSince >= REMIND_AFTER_INVOICES
        ? `Backup due: ${invoices} since the last one.`
        : `Backup due: a week has passed with ${invoices} not in a backup.`,
  };
}

/**
 * "Backup and accountant's files", folded into a disclosure whose summary always says when the last
 * backup was made, and reminds the rep when one is due; inside (loaded when first opened) the backup,
 * the restore and the accountant's files.
 */
export function DeviceFilesPanel({
  seller,
  onRestored,
}: {
  seller: SellerConfig;
  onRestored: (restored: RestoredData) => void;
}) {
  const state = useBackupStatus();
  const described = state ? describeBackup(state) : null;
  // Asked once the device holds a tax invoice: then there is something the browser must not clear.
  const persistence = usePersistentStorage(
    state !== null && (state.invoicesSince > 0 || state.lastBackupAt !== null),
  );
  return (
    <LazyDisclosure
      className="calc-device-files"
      summary={
        <>
          Backup and accountant&apos;s files
          {described ? <span className="calc-panel-count"> ({described.text})</span> : null}
          {described?.reminder ? <strong className="calc-backup-due"> {described.reminder}</strong> : null}
          {persistence === "refused" ? (
            <span className="calc-backup-due">
              {" "}
              The browser may clear this device&apos;s data: keep backups.
            </span>
          ) : null}
        </>
      }
    >
      <DeviceFiles seller={seller} persistence={persistence} onRestored={onRestored} />
    </LazyDisclosure>
  );
}
