import { useId, useMemo, useState } from "react";

import { BACKUP_FILE_TYPES } from "~/calculator/device/backup-file";
import {
  buildOfficeZip,
  combineDevices,
  combinedGlance,
  officeDues,
  readDeviceFile,
  type DeviceFile,
  type FileOutcome,
} from "~/calculator/office/office-files";
import { indiaDate } from "~/calculator/register/period";
import type { SellerConfig } from "~/calculator/seller-config";
import { DuesSummary } from "~/calculator/ui/buyers/DuesSummary";
import { sellerLocation } from "~/calculator/ui/device/load-accountant-files";
import { downloadFile } from "~/calculator/ui/download-file";
import { FileButton } from "~/calculator/ui/FileButton";
import { PeriodFields, chosenPeriod, usePeriodChoice } from "~/calculator/ui/PeriodFields";
import { StatusMessage } from "~/calculator/ui/StatusMessage";

import { PeriodGlanceTables } from "./PeriodGlanceTables";

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`;

/** "calculator-backup-R7-2026-11-26.json: series R7, 12 tax invoices, backup of 26 Nov 2026; 12 documents added." */
function describeOutcome(outcome: FileOutcome): string {
  if (!outcome.combined) return outcome.message;
  const added =
    outcome.documentsAdded + outcome.cancellationsAdded === 0
      ? "nothing new (the files above already hold its documents)"
      : [
          `${plural(outcome.documentsAdded, "document")} added`,
          ...(outcome.cancellationsAdded > 0 ? [plural(outcome.cancellationsAdded, "cancellation")] : []),
        ].join(", ");
  const code = outcome.seriesCode ? `series ${outcome.seriesCode}` : "no series code";
  return `${outcome.fileName}: ${code}, ${plural(outcome.taxInvoices, "tax invoice")}, backup of ${dateFormat.format(outcome.createdAt)}; ${added}.`;
}

/** A file the browser could not read at all (moved or deleted after it was chosen). */
async function readChosenFile(file: File): Promise<DeviceFile> {
  try {
    return await readDeviceFile(file.name, file);
  } catch {
    return { fileName: file.name, ok: false, message: "the file could not be read. Choose it again." };
  }
}

/**
 * The office view: the devices' backup files read and combined (nothing of any device changes), the
 * chosen period at a glance, and the return's files for the GSTIN in one .zip.
 */
export function OfficeView({ seller }: { seller: SellerConfig }) {
  const id = useId();
  const [files, setFiles] = useState<readonly DeviceFile[]>([]);
  const [reading, setReading] = useState(false);
  const [making, setMaking] = useState(false);
  const [choice, setChoice] = usePeriodChoice();
  const [message, setMessage] = useState<{ tone: "info" | "error"; text: string } | null>(null);
  const combination = useMemo(() => combineDevices(files, seller.gstin || null), [files, seller.gstin]);
  const period = useMemo(() => chosenPeriod(choice), [choice]);
  const glance = useMemo(
    () => (period && combination.documents.length > 0 ? combinedGlance(period, combination) : null),
    [period, combination],
  );
  const dues = useMemo(
    () => (combination.documents.length > 0 ? officeDues(combination, indiaDate(Date.now())) : null),
    [combination],
  );
  const combined = combination.files.filter((outcome) => outcome.combined).length;
  const leftOut = combination.files.length - combined;

  async function add(chosen: File[]) {
    setReading(true);
    setMessage(null);
    const read = await Promise.all(chosen.map(readChosenFile));
    setFiles((before) => [...before, ...read]);
    setReading(false);
  }

  async function download() {
    if (!period) {
      setMessage({ tone: "error", text: "Please choose a month, such as 2026-11." });
      return;
    }
    setMaking(true);
    setMessage({ tone: "info", text: "Making the files…" });
    try {
      const zip = await buildOfficeZip(period, combination, sellerLocation(seller));
      downloadFile(zip.bytes as Uint8Array<ArrayBuffer>, zip.fileName, "application/zip");
      const notes = zip.notes.length > 0 ? ` To check (also in notes.txt): ${zip.notes.join(" ")}` : "";
      setMessage({
        tone: zip.notes.length > 0 ? "error" : "info",
        text: `Saved ${zip.fileName} with ${plural(zip.invoiceCount, "tax invoice")} of ${plural(combined, "file")}.${notes}`,
      });
    } catch (error) {
      console.error("The return's files could not be made", error);
      setMessage({ tone: "error", text: "The files could not be made here. Reload the page and try again." });
    } finally {
      setMaking(false);
    }
  }

  return (
    <div className="calc-panel-body calc-office-body">
      <p className="calc-hint">
        For the office&apos;s computer: the backup file of every device (Download backup on each), combined
        into one GSTR-1 for {combination.gstin ?? "the seller's GSTIN"}. Nothing here changes any device, or
        this one.
      </p>
      <section aria-labelledby={`${id}-files`}>
        <h3 id={`${id}-files`}>Backup files</h3>
        <div className="calc-backup-actions">
          <FileButton
            label="Choose backup files"
            accept={BACKUP_FILE_TYPES}
            multiple
            disabled={reading}
            onFiles={(chosen) => void add(chosen)}
          />
          {files.length > 0 ? (
            <button type="button" className="calc-button" onClick={() => setFiles([])}>
              Start again
            </button>
          ) : null}
        </div>
        <div role="status">
          {combination.files.length > 0 ? (
            <>
              <p>
                {plural(combination.files.length, "file")} read: {combined} combined
                {leftOut > 0 ? `, ${leftOut} left out` : ""};{" "}
                {plural(combination.documents.length, "document")}.
              </p>
              <ul className="calc-office-files">
                {combination.files.map((outcome, index) => (
                  <li key={index} className={outcome.combined ? undefined : "calc-warning"}>
                    {describeOutcome(outcome)}
                  </li>
                ))}
              </ul>
            </>
          ) : reading ? (
            <p>Reading the files…</p>
          ) : null}
        </div>
      </section>
      <section aria-labelledby={`${id}-glance`}>
        <h3 id={`${id}-glance`}>The period at a glance</h3>
        <PeriodFields choice={choice} onChange={setChoice} />
        {glance ? (
          <PeriodGlanceTables glance={glance} />
        ) : combined > 0 ? (
          <p>No tax invoice of these files is dated in this period.</p>
        ) : null}
        <button
          type="button"
          className="calc-button"
          disabled={combined === 0 || making}
          onClick={() => void download()}
        >
          Download the return&apos;s files (.zip)
        </button>
        <StatusMessage tone={message?.tone}>{message?.text}</StatusMessage>
      </section>
      {dues ? (
        <section aria-labelledby={`${id}-dues`}>
          <h3 id={`${id}-dues`}>What buyers owe, all devices</h3>
          <p className="calc-hint">
            Every device&apos;s invoices, notes and {plural(dues.payments, "payment")} as one account per
            buyer: a payment taken on any device settles the buyer&apos;s oldest invoices of every device.
          </p>
          {dues.receiptConflicts.length > 0 ? (
            <p className="calc-warning">
              {dues.receiptConflicts.join(", ")}: two files hold these receipts with other content (two
              devices share a series code); the first file&apos;s is counted.
            </p>
          ) : null}
          <DuesSummary overview={dues.overview} />
        </section>
      ) : null}
    </div>
  );
}
