import { forwardRef, useId, useMemo } from "react";

import { lineBreakdown, type InvoiceLine, type InvoiceSettings } from "~/calculator/arithmetic/invoice";
import { lineInsights } from "~/calculator/arithmetic/line-insights";
import type { DocumentView } from "~/calculator/documents/document-view";
import { LineInsightText } from "~/calculator/ui/lines/LineInsightText";
import { PunarvanaLogo } from "~/calculator/ui/PunarvanaLogo";

import { DocumentClosing } from "./DocumentClosing";

/** The draft's own lines, for the rep's aids and the Remove buttons; absent for an issued document. */
export interface EditableLines {
  readonly lines: readonly InvoiceLine[];
  readonly settings: Pick<InvoiceSettings, "ss" | "tradeDiscountPercent">;
  readonly onRemove: (line: InvoiceLine, index: number) => void;
}

interface InvoiceCardProps {
  view: DocumentView;
  editable: EditableLines | null;
}

const LINE_HEADERS = ["HSN", "Qty", "Free", "Rate", "GST", "Amount"] as const;

/**
 * The quotation or tax invoice as the customer gets it, on screen and in print (docs/calculator.md,
 * "Documents"): seller and buyer, the lines, the summary with its tax splits, the HSN-wise table, the
 * amount in words and the signature. On screen the rep also sees, under each line, what is theirs alone.
 */
export const InvoiceCard = forwardRef<HTMLElement, InvoiceCardProps>(function InvoiceCard(
  { view, editable },
  ref,
) {
  const id = useId();
  const ss = editable?.settings.ss ?? false;
  const tradeDiscountPercent = editable?.settings.tradeDiscountPercent ?? 0;
  const insights = useMemo(
    () =>
      editable?.lines.map((line) => lineInsights(line, { ss, tradeDiscountPercent }, lineBreakdown(line))) ??
      null,
    [editable?.lines, ss, tradeDiscountPercent],
  );

  return (
    <section ref={ref} className="calc-invoice" aria-labelledby={`${id}-heading`}>
      <header className="calc-doc-head">
        <div className="calc-doc-seller">
          <PunarvanaLogo />
          <div>
            <p className="calc-invoice-brand-name">{view.brand}</p>
            <p className="calc-doc-seller-name">{view.seller.name}</p>
            {view.seller.lines.map((line) => (
              <p key={line} className="calc-doc-small">
                {line}
              </p>
            ))}
          </div>
        </div>
        <div className="calc-doc-title">
          <h2 id={`${id}-heading`} tabIndex={-1} className="calc-invoice-title">
            {view.title}
          </h2>
          <dl className="calc-invoice-meta">
            <div>
              <dt>{view.numberLabel}</dt>
              <dd>{view.number ?? <span className="calc-doc-pending">Given on Save PDF or Print</span>}</dd>
            </div>
            <div>
              <dt>Date</dt>
              <dd>
                <time dateTime={view.dateIso}>{view.dateText}</time>
              </dd>
            </div>
            <div>
              <dt>Place of supply</dt>
              <dd>{view.placeOfSupply || "—"}</dd>
            </div>
            {view.reference ? (
              <>
                <div>
                  <dt>Original invoice</dt>
                  <dd>{view.reference.invoiceNumber}</dd>
                </div>
                <div>
                  <dt>Invoice date</dt>
                  <dd>{view.reference.invoiceDate}</dd>
                </div>
              </>
            ) : null}
            {view.kind !== "quotation" ? (
              <div>
                <dt>Reverse charge</dt>
                <dd>No</dd>
              </div>
            ) : null}
          </dl>
        </div>
      </header>

      {view.cancelled ? (
        <p className="calc-doc-cancelled">
          <strong>{view.cancelled.heading}</strong> {view.cancelled.reason}
        </p>
      ) : null}

      <div className="calc-doc-buyer">
        <h3>Bill to</h3>
        <p className="calc-doc-buyer-name">{view.buyer.name}</p>
        {view.buyer.lines.map((line, index) => (
          <p key={`${index}-${line}`}>{line}</p>
        ))}
      </div>

      {view.reference ? (
        <div className="calc-doc-reason">
          <h3>Reason</h3>
          <p>{view.reference.reason}</p>
        </div>
      ) : null}

      {view.lines.length === 0 ? (
        <p className="calc-empty">No line items yet. Add products with the Add Line Item form.</p>
      ) : (
        // A scrollable region must be reachable by keyboard so it can be scrolled (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="calc-table-scroll" role="region" aria-label="Invoice lines" tabIndex={0}>
          <table className="calc-lines">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Description of goods</th>
                {LINE_HEADERS.map((label) => (
                  <th key={label} scope="col" className={label === "HSN" ? undefined : "calc-num"}>
                    {label}
                  </th>
                ))}
                {editable ? (
                  <th scope="col" className="calc-no-print">
                    <span className="visually-hidden">Actions</span>
                  </th>
                ) : null}
              </tr>
            </thead>
            <tbody>
              {view.lines.map((line, index) => {
                const own = editable?.lines[index];
                return (
                  <tr key={line.id}>
                    <td>{line.position}</td>
                    <td className="calc-line-product">
                      <span className="calc-line-name">{line.name}</span>
                      <span className="calc-line-scheme">{line.detail}</span>
                      {own && insights?.[index] ? (
                        <LineInsightText line={own} insights={insights[index]} />
                      ) : null}
                    </td>
                    <td data-label="HSN">{line.hsn || "—"}</td>
                    <td className="calc-num" data-label="Qty">
                      {line.quantity}
                    </td>
                    <td className="calc-num" data-label="Free">
                      {line.free || "—"}
                    </td>
                    <td className="calc-num" data-label="Rate">
                      {line.per ? `${line.rate}/${line.per}` : line.rate || "—"}
                    </td>
                    <td className="calc-num" data-label="GST">
                      {line.gst}
                    </td>
                    <td className="calc-num" data-label="Amount">
                      {line.amount}
                    </td>
                    {editable && own ? (
                      <td className="calc-no-print">
                        <button
                          type="button"
                          className="calc-button calc-button-small"
                          data-remove
                          onClick={() => editable.onRemove(own, index)}
                        >
                          Remove<span className="visually-hidden"> {line.name}</span>
                        </button>
                      </td>
                    ) : null}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <DocumentClosing view={view} />
    </section>
  );
});
