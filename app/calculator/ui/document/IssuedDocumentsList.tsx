import { useId, useMemo, useState } from "react";

import { invoiceTotals } from "~/calculator/arithmetic/invoice-totals";
import type { IssuedDocument } from "~/calculator/device/issued-documents";
import type { SellerConfig } from "~/calculator/seller-config";
import { loadAccountantFiles, sellerLocation } from "~/calculator/ui/device/load-accountant-files";
import { downloadFile } from "~/calculator/ui/download-file";
import { StatusMessage } from "~/calculator/ui/StatusMessage";
import { formatINR } from "~/money/money";

import { CancelInvoiceForm, type CancelResult } from "./CancelInvoiceForm";

interface IssuedDocumentsListProps {
  documents: readonly IssuedDocument[];
  /** The number of the document being looked at, if any. */
  openNumber: string | null;
  onOpen: (document: IssuedDocument) => void;
  onCancel: (number: string, reason: string) => CancelResult;
  seller: SellerConfig;
}

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

/**
 * Every quotation and tax invoice issued on this device, newest first, each of which can be opened and
 * saved or printed again exactly as it was issued; a tax invoice can be cancelled with a reason, and
 * stays listed, marked, with its number.
 */
export function IssuedDocumentsList({
  documents,
  openNumber,
  onOpen,
  onCancel,
  seller,
}: IssuedDocumentsListProps) {
  const id = useId();
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [message, setMessage] = useState<{ tone: "info" | "error"; text: string } | null>(null);

  /** One B2B tax invoice's e-invoice JSON, or what it still needs. */
  async function saveEInvoice(document: IssuedDocument) {
    try {
      const { eInvoiceJson } = await loadAccountantFiles();
      const result = eInvoiceJson(document, sellerLocation(seller));
      if (result.ok) {
        downloadFile(result.text, result.fileName, "application/json");
        setMessage({
          tone: "info",
          text: `Saved the e-invoice data of ${document.number} as ${result.fileName}.`,
        });
      } else {
        setMessage({
          tone: "error",
          text: `No e-invoice data for ${document.number} yet: ${result.problems.join(" ")}`,
        });
      }
    } catch (error) {
      console.error("The e-invoice could not be made", error);
      setMessage({
        tone: "error",
        text: "The e-invoice could not be made here. Reload the page and try again.",
      });
    }
  }
  const rows = useMemo(
    () =>
      [...documents].reverse().map((document) => ({
        document,
        total: invoiceTotals(document.lines, document.settings).roundedTotal,
      })),
    [documents],
  );
  return (
    <section className="calc-card calc-issued calc-no-print" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Issued on this device</h2>
      {rows.length === 0 ? (
        <p className="calc-hint">
          Quotations and tax invoices appear here once saved or printed, to open and save again.
        </p>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="calc-table-scroll" role="region" aria-label="Issued documents" tabIndex={0}>
          <table className="calc-issued-table">
            <thead>
              <tr>
                <th scope="col">Number</th>
                <th scope="col">Document</th>
                <th scope="col">Date</th>
                <th scope="col">Customer</th>
                <th scope="col" className="calc-num">
                  Total
                </th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ document, total }) => (
                <tr
                  key={document.number}
                  aria-current={document.number === openNumber || undefined}
                  className={document.cancelled ? "calc-issued-cancelled" : undefined}
                >
                  <th scope="row">{document.number}</th>
                  <td>
                    {document.kind === "tax-invoice" ? "Tax invoice" : "Quotation"}
                    {document.cancelled ? <strong className="calc-cancelled-mark"> CANCELLED</strong> : null}
                  </td>
                  <td>{dateFormat.format(document.issuedAt)}</td>
                  <td>{document.buyer.name || "—"}</td>
                  <td className="calc-num">{formatINR(total)}</td>
                  <td className="calc-issued-actions">
                    <button
                      type="button"
                      className="calc-button calc-button-small"
                      onClick={() => onOpen(document)}
                    >
                      Open<span className="visually-hidden"> {document.number}</span>
                    </button>
                    {document.kind === "tax-invoice" && !document.cancelled ? (
                      <button
                        type="button"
                        className="calc-button calc-button-small"
                        aria-expanded={cancelling === document.number}
                        onClick={() => setCancelling(document.number)}
                      >
                        Cancel<span className="visually-hidden"> {document.number}</span>
                      </button>
                    ) : null}
                    {document.kind === "tax-invoice" && !document.cancelled && document.buyer.gstin.trim() ? (
                      <button
                        type="button"
                        className="calc-button calc-button-small"
                        onClick={() => void saveEInvoice(document)}
                      >
                        e-invoice JSON<span className="visually-hidden"> of {document.number}</span>
                      </button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <StatusMessage tone={message?.tone}>{message?.text}</StatusMessage>
      {cancelling ? (
        <CancelInvoiceForm
          key={cancelling}
          number={cancelling}
          onCancel={(reason) => onCancel(cancelling, reason)}
          onDone={() => setCancelling(null)}
        />
      ) : null}
    </section>
  );
}
