import { forwardRef, useId, useMemo } from "react";

import {
  SUMMARY_ROWS,
  invoiceTotals,
  lineAmounts,
  lineBreakdown,
  type InvoiceLine,
  type InvoiceTotals,
} from "~/calculator/invoice";
import type { InvoiceDraft } from "~/calculator/invoice-draft";
import {
  UNIT_TOTAL_LABELS,
  describeOrderedQuantity,
  describeUnits,
  rateBasis,
  schemeLabel,
} from "~/calculator/invoice-labels";
import { lineInsights, type LineInsights } from "~/calculator/line-insights";
import { formatINR, formatQuantity, toPaise } from "~/money/money";
import { PACKING_UNITS } from "~/calculator/price-list-item";

import { PunarvanaLogo } from "./PunarvanaLogo";

interface InvoiceCardProps {
  draft: InvoiceDraft;
  onRemove: (line: InvoiceLine, index: number) => void;
}

const invoiceDate = new Intl.DateTimeFormat("en-IN", { dateStyle: "medium", timeZone: "Asia/Kolkata" });

function summaryDetail(
  key: (typeof SUMMARY_ROWS)[number]["key"],
  totals: InvoiceTotals,
  ss: boolean,
): string {
  switch (key) {
    case "distributorDiscount":
      return `${totals.distributorDiscountPercent}%${ss ? " (SS)" : ""} of non-oil subtotal`;
    case "tradeDiscount":
      return `${formatQuantity(totals.tradeDiscountPercent)}% after distributor discount`;
    case "roundOff":
      return totals.roundingStep === 0 ? "no rounding" : `to the nearest ₹${totals.roundingStep}`;
    default:
      return "";
  }
}

function summaryAmount(key: (typeof SUMMARY_ROWS)[number]["key"], totals: InvoiceTotals): string {
  const value = totals[key];
  if (key === "roundOff" && value > 0) return `+${formatINR(value)}`;
  return formatINR(value);
}

function LineInsightText({ line, insights }: { line: InvoiceLine; insights: LineInsights }) {
  if (insights.netCostPerPack === null) return null;
  return (
    <ul className="calc-insights">
      <li>
        Net {formatINR(insights.netCostPerPack)} per {insights.packLabel}
      </li>
      {insights.marginPercent !== null && insights.marginPerPack !== null && line.productMrp ? (
        <li>
          Margin {formatQuantity(insights.marginPercent)}% ({formatINR(insights.marginPerPack)}) on MRP{" "}
          {formatINR(toPaise(line.productMrp))}
        </li>
      ) : null}
      {insights.slabHint ? <li className="calc-slab-hint">Tip: {insights.slabHint}</li> : null}
    </ul>
  );
}

/**
 * The invoice as the shop owner sees it, printed or saved as PDF: the lines with billed and free
 * units, the summary rows of decisions.md, free goods and quantity totals. Elements marked
 * `data-pdf-hide` (the Remove buttons) are left out of the PDF and the print.
 */
export const InvoiceCard = forwardRef<HTMLElement, InvoiceCardProps>(function InvoiceCard(
  { draft, onRemove },
  ref,
) {
  const id = useId();
  const { lines, settings } = draft;
  const { ss, tradeDiscountPercent, roundingStep } = settings;
  // Only what the figures read: typing the customer's name or the notes recomputes nothing.
  const totals = useMemo(
    () => invoiceTotals(lines, { ss, tradeDiscountPercent, roundingStep }),
    [lines, ss, tradeDiscountPercent, roundingStep],
  );
  // Each line is broken down once, for its amounts and its insights.
  const rows = useMemo(
    () =>
      lines.map((line) => {
        const breakdown = lineBreakdown(line);
        return {
          line,
          amounts: lineAmounts(line, breakdown),
          insights: lineInsights(line, { ss, tradeDiscountPercent }, breakdown),
        };
      }),
    [lines, ss, tradeDiscountPercent],
  );

  return (
    <section ref={ref} className="calc-invoice" aria-labelledby={`${id}-heading`}>
      <div className="calc-invoice-head" data-pdf-block>
        <div className="calc-invoice-brand">
          <PunarvanaLogo />
          <div>
            <p className="calc-invoice-brand-name">Punarvana Eco</p>
            <p className="calc-invoice-brand-line">Wholesale price quotation</p>
          </div>
        </div>
        <h2 id={`${id}-heading`} tabIndex={-1} className="calc-invoice-title">
          Invoice
        </h2>
        <dl className="calc-invoice-meta">
          <div>
            <dt>Invoice number</dt>
            <dd>{draft.invoiceNumber}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>
              <time dateTime={new Date(draft.startedAt).toISOString()}>
                {invoiceDate.format(draft.startedAt)}
              </time>
            </dd>
          </div>
          <div>
            <dt>Customer</dt>
            <dd>{settings.customerName.trim() || "—"}</dd>
          </div>
          {settings.notes.trim() ? (
            <div className="calc-invoice-notes">
              <dt>Notes</dt>
              <dd>{settings.notes}</dd>
            </div>
          ) : null}
        </dl>
      </div>

      {lines.length === 0 ? (
        <p className="calc-empty" data-pdf-block>
          No line items yet. Add products with the Add Line Item form.
        </p>
      ) : (
        // A scrollable region must be reachable by keyboard so it can be scrolled (WCAG 2.1.1).
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div className="calc-table-scroll" role="region" aria-label="Invoice lines" tabIndex={0}>
          <table className="calc-lines">
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Product</th>
                <th scope="col">Quantity</th>
                <NumberHeaders labels={["Total", "Billed", "Free", "Rate", "Amount"]} />
                <th scope="col" data-pdf-hide className="calc-no-print">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map(({ line, amounts, insights }, index) => {
                return (
                  <tr key={line.id}>
                    <td>{index + 1}</td>
                    <td className="calc-line-product">
                      <span className="calc-line-name">{line.name}</span>
                      <span className="calc-line-scheme">
                        {line.category === "oil" ? "Oil · " : ""}
                        {schemeLabel(line.scheme)}
                        {amounts.applied === "carton-exception" ? " (free on top of each carton)" : ""}
                      </span>
                      <LineInsightText line={line} insights={insights} />
                    </td>
                    <td>{describeOrderedQuantity(line.quantity, line.mode)}</td>
                    <td className="calc-num">{describeUnits(amounts.totalUnits, amounts.unit)}</td>
                    <td className="calc-num">{describeUnits(amounts.billedUnits, amounts.unit)}</td>
                    <td className="calc-num">{describeUnits(amounts.freeUnits, amounts.unit)}</td>
                    <td className="calc-num">
                      {formatINR(line.ratePaise)}/{rateBasis(line)}
                    </td>
                    <td className="calc-num">{formatINR(amounts.amount)}</td>
                    <td data-pdf-hide className="calc-no-print">
                      <button
                        type="button"
                        className="calc-button calc-button-small"
                        onClick={() => onRemove(line, index)}
                      >
                        Remove<span className="visually-hidden"> {line.name}</span>
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}

      <div className="calc-invoice-totals" data-pdf-block>
        <table className="calc-summary">
          <caption>Summary</caption>
          <tbody>
            {SUMMARY_ROWS.map(({ key, label }) => (
              <tr key={key} className={`calc-summary-${key}`}>
                <th scope="row">{label}</th>
                <td className="calc-summary-detail">{summaryDetail(key, totals, ss)}</td>
                <td className="calc-num">{summaryAmount(key, totals)}</td>
              </tr>
            ))}
          </tbody>
        </table>

        <div className="calc-free-goods">
          <p>
            <span>Free goods value</span> <strong>{formatINR(totals.freeGoodsValue)}</strong>
          </p>
          <table className="calc-quantities">
            <caption>Quantities</caption>
            <thead>
              <tr>
                <th scope="col">Unit</th>
                <NumberHeaders labels={["Total", "Billed", "Free"]} />
              </tr>
            </thead>
            <tbody>
              {PACKING_UNITS.filter((unit) => totals.quantities[unit].total > 0 || unit === "pcs").map(
                (unit) => (
                  <tr key={unit}>
                    <th scope="row">{UNIT_TOTAL_LABELS[unit]}</th>
                    <td className="calc-num">{formatQuantity(totals.quantities[unit].total)}</td>
                    <td className="calc-num">{formatQuantity(totals.quantities[unit].billed)}</td>
                    <td className="calc-num">{formatQuantity(totals.quantities[unit].free)}</td>
                  </tr>
                ),
              )}
            </tbody>
          </table>
        </div>
      </div>
    </section>
  );
});

/** Column headers over right-aligned figures. */
function NumberHeaders({ labels }: { labels: string[] }) {
  return (
    <>
      {labels.map((label) => (
        <th key={label} scope="col" className="calc-num">
          {label}
        </th>
      ))}
    </>
  );
}
