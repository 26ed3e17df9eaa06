import { useId, useState } from "react";

import { BACKUP_FILE_TYPES } from "~/calculator/device/backup-file";
import { FileButton } from "~/calculator/ui/FileButton";
import { StatusMessage } from "~/calculator/ui/StatusMessage";

import { describeRestore, downloadBackup, restoreBackup, type RestoredData } from "./restore";
import type { Persistence } from "./use-persistent-storage";
import { formatSize, useStorageEstimate } from "./use-storage-estimate";

const PERSISTENCE_TEXT: Record<Persistence, string> = {
  kept: "This browser keeps the calculator's data until its site data is cleared.",
  refused:
    "This browser did not agree to keep the calculator's data for good: it may clear it when the device runs short of space. Make backups often.",
  unsupported: "This browser cannot be asked to keep the calculator's data for good. Make backups often.",
};

/**
 * The backup: one file with everything the device keeps for the calculator (the series code, the
 * counters, the issued documents, the drafts and the price list), and its restore on this or another
 * device, merged with what is there.
 */
export function BackupSection({
  persistence,
  onRestored,
}: {
  persistence: Persistence | null;
  onRestored: (restored: RestoredData) => void;
}) {
  const id = useId();
  const [message, setMessage] = useState<{ tone: "info" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const space = useStorageEstimate();

  async function backUp() {
    setBusy(true);
    try {
      const fileName = await downloadBackup(Date.now());
      setMessage({
        tone: "info",
        text: `Saved the backup as ${fileName}. Keep it off this device (e-mail it to the office, or copy it to a computer).`,
      });
    } catch (error) {
      setMessage({ tone: "error", text: error instanceof Error ? error.message : String(error) });
    } finally {
      setBusy(false);
    }
  }

  async function restore(file: File) {
    setBusy(true);
    try {
      const result = await restoreBackup(file, (done, total) =>
        setMessage({ tone: "info", text: `Restoring ${file.name}: ${done} of ${total} documents…` }),
      );
      if (result.ok) {
        onRestored(result.restored);
        setMessage({ tone: "info", text: `${file.name}: ${describeRestore(result.restored.summary)}` });
      } else setMessage({ tone: "error", text: `${file.name}: ${result.message}` });
    } catch {
      setMessage({ tone: "error", text: `${file.name} could not be read. Choose the backup file again.` });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="calc-backup" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Backup</h3>
      <p className="calc-hint">
        Everything this device keeps for the calculator, in one file: its series code and numbers, the issued
        documents (each PDF can be made again from it), the drafts and the price list. Restore it here or on a
        new phone to carry on the same series.
      </p>
      {persistence ? (
        <p className={persistence === "kept" ? "calc-hint" : "calc-warning"}>
          {PERSISTENCE_TEXT[persistence]}
        </p>
      ) : null}
      {space ? (
        <p className="calc-hint calc-storage-space">
          Space: the calculator&apos;s data uses {formatSize(space.used)} on this device;{" "}
          {formatSize(space.available)} more is available to it.
        </p>
      ) : null}
      <div className="calc-backup-actions">
        <button type="button" className="calc-button" disabled={busy} onClick={() => void backUp()}>
          Download backup
        </button>
        <FileButton
          label="Restore from a backup file"
          accept={BACKUP_FILE_TYPES}
          disabled={busy}
          onFile={(file) => void restore(file)}
        />
      </div>
      <StatusMessage tone={message?.tone}>{message?.text}</StatusMessage>
    </section>
  );
}
