import { lazy, Suspense, useId, useMemo, useState } from "react";

import { documentValue, type IssuedDocument } from "~/calculator/device/issued-documents";
import { KIND_NAMES, kindLabel, type NoteKind } from "~/calculator/documents/document-numbering";
import type { SellerConfig } from "~/calculator/seller-config";
import { requestPayment } from "~/calculator/ui/buyers/payment-request";
import { loadAccountantFiles, sellerLocation } from "~/calculator/ui/device/load-accountant-files";
import { downloadFile } from "~/calculator/ui/download-file";
import { StatusMessage } from "~/calculator/ui/StatusMessage";
import { formatINR } from "~/money/money";

import { CancelInvoiceForm, type CancelResult } from "./CancelInvoiceForm";
import type { NoteIssueOutcome, NoteIssueRequest } from "./NoteForm";
import { useDocumentList } from "./use-document-list";

const NoteForm = lazy(() => import("./NoteForm"));

interface IssuedDocumentsListProps {
  /** Changes whenever documents change on the device: the list reads again. */
  version: number;
  /** The documents of this visit on a device without books; null when the books keep them. */
  visitDocuments: readonly IssuedDocument[] | null;
  /** The number of the document being looked at, if any. */
  openNumber: string | null;
  onOpen: (document: IssuedDocument) => void;
  onCancel: (number: string, reason: string) => Promise<CancelResult>;
  onIssueNote: (input: NoteIssueRequest) => Promise<NoteIssueOutcome>;
  seller: SellerConfig;
}

interface ListRow {
  readonly document: IssuedDocument;
  readonly total: number;
  /** Under an invoice with notes that stand: its value after them. */
  readonly netValue: number | null;
  /** A note, listed under its invoice. */
  readonly isNote: boolean;
}

/**
 * Newest first, each tax invoice followed by its notes (oldest first), so a note is read beside the
 * invoice it changes; the invoice's net value is its value less its credit notes plus its debit notes.
 */
function listRows(documents: readonly IssuedDocument[]): ListRow[] {
  const byInvoice = new Map<string, IssuedDocument[]>();
  for (const document of documents) {
    const against = document.note?.against.number;
    if (against) byInvoice.set(against, [...(byInvoice.get(against) ?? []), document]);
  }
  const numbers = new Set(documents.map((document) => document.number));
  const rows: ListRow[] = [];
  for (const document of [...documents].reverse()) {
    const against = document.note?.against.number;
    // A note is listed under its invoice (one whose invoice is not on the device stands alone).
    if (against && numbers.has(against)) continue;
    const notes = byInvoice.get(document.number) ?? [];
    const standing = notes.filter((note) => !note.cancelled);
    const total = documentValue(document);
    const netValue =
      standing.length === 0
        ? null
        : standing.reduce(
            (value, note) => value + (note.kind === "credit-note" ? -1 : 1) * documentValue(note),
            total,
          );
    rows.push({ document, total, netValue, isNote: Boolean(against) });
    for (const note of notes)
      rows.push({ document: note, total: documentValue(note), netValue: null, isNote: true });
  }
  return rows;
}

const dateFormat = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });
const countFormat = new Intl.NumberFormat("en-IN");

/**
 * "3 documents found among 12,345.", "The first 50 documents found among 12,345: Show more for the
 * next.", "12,345 documents on this device, the newest first."
 */
function describeList(shown: number, more: boolean, total: number, searching: boolean): string {
  const documents = (count: number) => (count === 1 ? "document" : "documents");
  if (searching && more) {
    return `The first ${countFormat.format(shown)} ${documents(shown)} found among ${countFormat.format(total)}: Show more for the next.`;
  }
  if (searching) {
    return `${shown === 0 ? "No" : countFormat.format(shown)} ${documents(shown)} found among ${countFormat.format(total)}.`;
  }
  return total > 0
    ? `${countFormat.format(total)} ${documents(total)} on this device, the newest first.`
    : "";
}

/**
 * The quotations, tax invoices and notes issued on this device, newest first, a page at a time (never
 * all of thousands at once), found by number, buyer's name or GSTIN as the rep types, or listed by
 * month; each invoice's notes under it, with its net value. Each can be opened and saved or printed
 * again exactly as it was issued; a tax invoice takes credit and debit notes; an invoice or a note can
 * be cancelled with a reason, and stays listed, marked, with its number.
 */
export function IssuedDocumentsList({
  version,
  visitDocuments,
  openNumber,
  onOpen,
  onCancel,
  onIssueNote,
  seller,
}: IssuedDocumentsListProps) {
  const id = useId();
  const [cancelling, setCancelling] = useState<IssuedDocument | null>(null);
  const [noting, setNoting] = useState<{ invoice: IssuedDocument; kind: NoteKind } | null>(null);
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
  const [query, setQuery] = useState("");
  const [month, setMonth] = useState("");
  const list = useDocumentList({ query, month, version, visit: visitDocuments });
  // The page's documents with the notes against its invoices, oldest first as listRows reads them.
  const documents = useMemo(() => {
    const byNumber = new Map(
      [...list.documents, ...list.notes].map((document) => [document.number, document]),
    );
    return [...byNumber.values()].sort((a, b) => a.issuedAt - b.issuedAt || a.number.localeCompare(b.number));
  }, [list.documents, list.notes]);
  const rows = useMemo(() => listRows(documents), [documents]);
  const searching = query.trim() !== "" || month !== "";
  return (
    <section className="calc-card calc-issued calc-no-print" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Issued on this device</h2>
      {list.total > 0 || searching ? (
        <div className="calc-issued-find">
          <div className="calc-field">
            <label htmlFor={`${id}-query`}>Find by number, buyer or GSTIN</label>
            <input
              id={`${id}-query`}
              type="search"
              value={query}
              autoComplete="off"
              onChange={(event) => setQuery(event.target.value)}
            />
          </div>
          <div className="calc-field">
            <label htmlFor={`${id}-month`}>Month</label>
            <input
              id={`${id}-month`}
              type="month"
              value={month}
              onChange={(event) => setMonth(event.target.value)}
            />
          </div>
        </div>
      ) : null}
      <p className="calc-hint" role="status">
        {list.loading ? "" : describeList(list.documents.length, list.more, list.total, searching)}
      </p>
      {rows.length === 0 ? (
        searching ? null : (
          <p className="calc-hint">
            Quotations and tax invoices appear here once saved or printed, to open and save again.
          </p>
        )
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
              {rows.map(({ document, total, netValue, isNote }) => (
                <tr
                  key={document.number}
                  aria-current={document.number === openNumber || undefined}
                  className={
                    [document.cancelled ? "calc-issued-cancelled" : "", isNote ? "calc-issued-note" : ""]
                      .filter(Boolean)
                      .join(" ") || undefined
                  }
                >
                  <th scope="row">{document.number}</th>
                  <td>
                    {kindLabel(document.kind)}
                    {document.note ? (
                      <span className="calc-issued-against"> against {document.note.against.number}</span>
                    ) : null}
                    {document.cancelled ? <strong className="calc-cancelled-mark"> CANCELLED</strong> : null}
                  </td>
                  <td>{dateFormat.format(document.issuedAt)}</td>
                  <td>{document.buyer.name || "—"}</td>
                  <td className="calc-num">
                    {document.kind === "credit-note" ? `−${formatINR(total)}` : formatINR(total)}
                    {netValue !== null ? (
                      <span className="calc-issued-net">
                        <br />
                        Net {formatINR(netValue)}
                      </span>
                    ) : null}
                  </td>
                  <td className="calc-issued-actions">
                    <button
                      type="button"
                      className="calc-button calc-button-small"
                      onClick={() => onOpen(document)}
                    >
                      Open<span className="visually-hidden"> {document.number}</span>
                    </button>
                    {/* A cancelled invoice keeps the buttons: its form says why it takes no note. */}
                    {document.kind === "tax-invoice"
                      ? (["credit-note", "debit-note"] as const).map((kind) => (
                          <button
                            key={kind}
                            type="button"
                            className="calc-button calc-button-small"
                            aria-expanded={noting?.invoice.number === document.number && noting.kind === kind}
                            onClick={() => {
                              setCancelling(null);
                              setNoting({ invoice: document, kind });
                            }}
                          >
                            {kindLabel(kind)}
                            <span className="visually-hidden"> against {document.number}</span>
                          </button>
                        ))
                      : null}
                    {document.kind === "tax-invoice" && !document.cancelled ? (
                      <button
                        type="button"
                        className="calc-button calc-button-small"
                        onClick={() =>
                          requestPayment({ buyer: document.buyer, invoiceNumber: document.number })
                        }
                      >
                        Record payment<span className="visually-hidden"> for {document.number}</span>
                      </button>
                    ) : null}
                    {document.kind !== "quotation" && !document.cancelled ? (
                      <button
                        type="button"
                        className="calc-button calc-button-small"
                        aria-expanded={cancelling?.number === document.number}
                        onClick={() => {
                          setNoting(null);
                          setCancelling(document);
                        }}
                      >
                        Cancel<span className="visually-hidden"> {document.number}</span>
                      </button>
                    ) : null}
                    {document.kind !== "quotation" && !document.cancelled && document.buyer.gstin.trim() ? (
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
      {list.more ? (
        <button type="button" className="calc-button" onClick={list.showMore}>
          Show more
        </button>
      ) : null}
      <StatusMessage tone={message?.tone}>{message?.text}</StatusMessage>
      {cancelling ? (
        <CancelInvoiceForm
          key={cancelling.number}
          number={cancelling.number}
          name={KIND_NAMES[cancelling.kind]}
          onCancel={(reason) => onCancel(cancelling.number, reason)}
          onDone={() => setCancelling(null)}
        />
      ) : null}
      {noting ? (
        <Suspense fallback={<p className="calc-hint">Loading the note form…</p>}>
          <NoteForm
            key={`${noting.kind}-${noting.invoice.number}`}
            kind={noting.kind}
            invoice={noting.invoice}
            documents={documents.filter(
              (document) =>
                document.number === noting.invoice.number ||
                document.note?.against.number === noting.invoice.number,
            )}
            onIssue={onIssueNote}
            onDone={(issued) => {
              setNoting(null);
              if (issued) {
                setMessage({
                  tone: "info",
                  text: `Issued ${KIND_NAMES[issued.kind]} ${issued.number} against ${noting.invoice.number}: it is open above; Save PDF, Print or Share it.`,
                });
                onOpen(issued);
              }
            }}
          />
        </Suspense>
      ) : null}
    </section>
  );
}
