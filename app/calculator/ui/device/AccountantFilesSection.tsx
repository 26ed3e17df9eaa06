import { useId, useMemo, useState } from "react";

import { readStorage } from "~/calculator/device/browser-storage";
import { readIssuedDocuments, ISSUED_STORAGE_KEY } from "~/calculator/device/issued-documents";
import { financialYear } from "~/calculator/documents/document-numbering";
import type { SellerConfig } from "~/calculator/seller-config";
import { downloadFile } from "~/calculator/ui/download-file";
import { StatusMessage } from "~/calculator/ui/StatusMessage";

import { loadAccountantFiles, sellerLocation } from "./load-accountant-files";

const QUARTER_MONTHS = ["Apr–Jun", "Jul–Sep", "Oct–Dec", "Jan–Mar"];

/** "2026-11", the month in India now. */
function currentMonth(now: number): string {
  return new Date(now + 5.5 * 60 * 60 * 1000).toISOString().slice(0, 7);
}

/** The quarters of this financial year and the last, newest first, as (year, quarter) pairs. */
function recentQuarters(now: number): { value: string; label: string }[] {
  const thisYear = financialYear(now);
  const start = Number(thisYear.slice(0, 4));
  const lastYear = `${start - 1}-${String(start % 100).padStart(2, "0")}`;
  return [thisYear, lastYear].flatMap((year) =>
    [4, 3, 2, 1].map((quarter) => ({
      value: `${year}|${quarter}`,
      label: `${year} Q${quarter} (${QUARTER_MONTHS[quarter - 1]})`,
    })),
  );
}

/**
 * The accountant's files: for a month or a quarter, one .zip with the sales register, the GSTR-1 sheets
 * and the e-invoices, made on the device from the issued tax invoices (register/, loaded on demand).
 */
export function AccountantFilesSection({ seller }: { seller: SellerConfig }) {
  const id = useId();
  const now = useMemo(() => Date.now(), []);
  const [span, setSpan] = useState<"month" | "quarter">("month");
  const [month, setMonth] = useState(() => currentMonth(now));
  const quarters = useMemo(() => recentQuarters(now), [now]);
  const [quarter, setQuarter] = useState(() => {
    const thisMonth = Number(currentMonth(now).slice(5, 7));
    return `${financialYear(now)}|${thisMonth >= 4 ? Math.floor((thisMonth - 4) / 3) + 1 : 4}`;
  });
  const [message, setMessage] = useState<{ tone: "info" | "error"; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    setMessage({ tone: "info", text: "Making the files…" });
    try {
      const files = await loadAccountantFiles();
      const [year = "", q = ""] = quarter.split("|");
      const period = span === "month" ? files.monthPeriod(month) : files.quarterPeriod(year, Number(q));
      if (!period) {
        setMessage({ tone: "error", text: "Please choose a month, such as 2026-11." });
        return;
      }
      const documents = readIssuedDocuments(readStorage(ISSUED_STORAGE_KEY));
      const zip = files.buildAccountantZip(period, documents, sellerLocation(seller));
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
        The sales register, the GSTR-1 offline tool&apos;s sheets (b2b, b2cl, b2cs, HSN, documents) and the
        e-invoice data of the tax invoices issued on this device, in one .zip for the office.
      </p>
      <fieldset className="calc-period">
        <legend>Period</legend>
        <div className="calc-radio">
          <input
            id={`${id}-month`}
            type="radio"
            name={`${id}-span`}
            checked={span === "month"}
            onChange={() => setSpan("month")}
          />
          <label htmlFor={`${id}-month`}>Month</label>
        </div>
        <div className="calc-radio">
          <input
            id={`${id}-quarter`}
            type="radio"
            name={`${id}-span`}
            checked={span === "quarter"}
            onChange={() => setSpan("quarter")}
          />
          <label htmlFor={`${id}-quarter`}>Quarter</label>
        </div>
        {span === "month" ? (
          <div className="calc-field">
            <label htmlFor={`${id}-month-value`}>Month (year and month)</label>
            <input
              id={`${id}-month-value`}
              type="month"
              value={month}
              onChange={(event) => setMonth(event.target.value)}
            />
          </div>
        ) : (
          <div className="calc-field">
            <label htmlFor={`${id}-quarter-value`}>Quarter of the financial year</label>
            <select
              id={`${id}-quarter-value`}
              value={quarter}
              onChange={(event) => setQuarter(event.target.value)}
            >
              {quarters.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        )}
      </fieldset>
      <button type="button" className="calc-button" disabled={busy} onClick={() => void download()}>
        Download the files (.zip)
      </button>
      <StatusMessage tone={message?.tone}>{message?.text}</StatusMessage>
    </section>
  );
}
