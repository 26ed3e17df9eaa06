import { useId, useState } from "react";

import { documentsBetween } from "~/calculator/device/books-documents";
import { deviceBooks } from "~/calculator/device/device-books";
import type { SellerConfig } from "~/calculator/seller-config";
import { downloadFile } from "~/calculator/ui/download-file";
import { PeriodFields, chosenPeriod, usePeriodChoice } from "~/calculator/ui/PeriodFields";
import { StatusMessage } from "~/calculator/ui/StatusMessage";

import { loadAccountantFiles, sellerLocation } from "./load-accountant-files";

/**
 * The accountant's files: for a month or a quarter, one .zip with the sales register, the GSTR-1 sheets
 * and the e-invoices, made on the device from the issued tax invoices (register/, loaded on demand).
 */
export function AccountantFilesSection({ seller }: { seller: SellerConfig }) {
  const id = useId();
  const [choice, setChoice] = usePeriodChoice();
  const [message, setMessage] = useState<{ tone: "info" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    setMessage({ tone: "info", text: "Making the files…" });
    try {
      const files = await loadAccountantFiles();
      const period = chosenPeriod(choice);
      if (!period) {
        setMessage({ tone: "error", text: "Please choose a month, such as 2026-11." });
        return;
      }
      const books = await deviceBooks();
      // Only the period's documents are read (a day either side, for India's time zone).
      const day = 24 * 60 * 60 * 1000;
      const documents = books
        ? await documentsBetween(books, Date.parse(period.from) - day, Date.parse(period.to) + 2 * day)
        : [];
      const zip = await files.buildAccountantZip(period, documents, sellerLocation(seller));
      downloadFile(zip.bytes as Uint8Array<ArrayBuffer>, zip.fileName, "application/zip");
      const count = `${zip.invoiceCount} tax ${zip.invoiceCount === 1 ? "invoice" : "invoices"}`;
      const notes = zip.notes.length > 0 ? ` To check (also in notes.txt): ${zip.notes.join(" ")}` : "";
      setMessage({
        tone: zip.notes.length > 0 ? "error" : "info",
        text: `Saved ${zip.fileName} with ${count}.${notes}`,
      });
    } catch (error) {
      console.error("The accountant's files could not be made", error);
      setMessage({ tone: "error", text: "The files could not be made here. Reload the page and try again." });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="calc-accountant" aria-labelledby={`${id}-heading`}>
      <h3 id={`${id}-heading`}>Accountant&apos;s files</h3>
      <p className="calc-hint">
        The sales register, the GSTR-1 offline tool&apos;s sheets (b2b, b2cl, b2cs, HSN, documents), the
        return as the portal&apos;s JSON and the e-invoice data of the tax invoices issued on this device, in
        one .zip for the office.
      </p>
      <PeriodFields choice={choice} onChange={setChoice} />
      <button type="button" className="calc-button" disabled={busy} onClick={() => void download()}>
        Download the files (.zip)
      </button>
      <StatusMessage tone={message?.tone}>{message?.text}</StatusMessage>
    </section>
  );
}
