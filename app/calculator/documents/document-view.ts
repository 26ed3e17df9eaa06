import { formatPercent } from "~/calculator/arithmetic/gst-rates";
import { UNIT_TOTAL_LABELS } from "~/calculator/arithmetic/invoice-labels";
import { formatINR, formatQuantity } from "~/money/money";

import { amountInWords } from "./amount-in-words";
import { ewayBillNeeded } from "./eway-bill";
import { describeState } from "./indian-states";
import { lineView, type DocumentLineView } from "./line-view";
import { UPI_AMOUNT_LIMIT, upiAmountIncluded, upiPaymentUri } from "./upi-payment";

export type { DocumentLineView } from "./line-view";
import { summaryRows, type SummaryRow } from "./invoice-summary";
import { invoiceTotals } from "~/calculator/arithmetic/invoice-totals";
import type { Cancellation, DocumentContent, IssuedDocument } from "~/calculator/device/issued-documents";
import type { IssuedKind } from "./document-numbering";
import { printableGstin } from "./parties";
import { PACKING_UNITS } from "~/calculator/price-list/price-list-item";
import {
  hsnTaxTable,
  supplyBetween,
  type HsnTaxTable,
  type Supply,
} from "~/calculator/arithmetic/tax-breakdown";

/**
 * A quotation or tax invoice as the customer sees it, every figure already in words and rupees: the
 * one model that the screen, the print and the PDF all draw (docs/calculator.md, "Documents"). The rep's
 * own aids (net cost per pack, margin, next-slab tips) are not part of it, so they cannot reach the
 * customer's copy.
 */

export interface PartyView {
  readonly name: string;
  readonly lines: readonly string[];
}

export interface TableView {
  readonly headers: readonly string[];
  readonly rows: readonly (readonly string[])[];
  readonly total: readonly string[];
}

/** The UPI payment QR code beside the total, when the seller has a UPI address. */
export interface PaymentView {
  /** The `upi://pay` address the code holds; null until the document has its number. */
  readonly uri: string | null;
  readonly upiId: string;
  /** What the code does, under it. */
  readonly caption: string;
}

/** The quantities of one unit on the document: "Pieces", "1,536", "1,440", "96". */
export interface QuantityRow {
  readonly unit: string;
  readonly total: string;
  readonly billed: string;
  readonly free: string;
}

/** What a credit or debit note changes and why: its invoice's number and date, and the reason. */
export interface NoteReferenceView {
  readonly invoiceNumber: string;
  readonly invoiceDate: string;
  readonly reason: string;
}

export interface DocumentView {
  readonly kind: IssuedKind;
  readonly title: string;
  /** "Invoice no.", "Quotation no.", "Credit note no.", "Debit note no.". */
  readonly numberLabel: string;
  /** Under the title: "Original for recipient", or "Not a tax invoice" on a quotation. */
  readonly subtitle: string;
  /** null until the document is issued (first saved or printed). */
  readonly number: string | null;
  /** A note's invoice and reason; null for a quotation or tax invoice. */
  readonly reference: NoteReferenceView | null;
  /** "CANCELLED on 26 Nov 2026" and "Reason: …" for a cancelled tax invoice, else null. */
  readonly cancelled: { readonly heading: string; readonly reason: string } | null;
  readonly dateText: string;
  readonly dateIso: string;
  readonly brand: string;
  readonly seller: PartyView;
  readonly buyer: PartyView;
  /** "Karnataka (29)", or "" while the buyer's state is not known. */
  readonly placeOfSupply: string;
  readonly supply: Supply | null;
  readonly lines: readonly DocumentLineView[];
  /** Per unit ordered (pieces always), for the quantities table; none on a note. */
  readonly quantityTable: readonly QuantityRow[];
  readonly summary: readonly SummaryRow[];
  readonly hsnTable: TableView;
  readonly amountInWords: string;
  /** "Free goods under the schemes, at list rates: ₹96.00", or "" when none. */
  readonly freeGoods: string;
  /** "Pieces 1,536 (billed 1,440, free 96)", one per unit ordered. */
  readonly quantities: readonly string[];
  readonly notes: string;
  /** The seller's bank details for payment; none on a cancelled invoice. */
  readonly bank: readonly string[];
  /** None on a cancelled invoice: nobody may be asked to pay a document that no longer stands. */
  readonly payment: PaymentView | null;
  /** A tax invoice worth more than the e-way bill threshold: it has a line for the e-way bill's number. */
  readonly ewayBill: boolean;
  readonly declaration: string;
  readonly signatory: string;
}

export const dateFormat = new Intl.DateTimeFormat("en-IN", {
  dateStyle: "medium",
  timeZone: "Asia/Kolkata",
});

/** The HSN-wise table's text: one row per code and rate, the taxes as the place of supply has them. */
export function hsnTableView(table: HsnTaxTable, supply: Supply | null): TableView {
  const rate = (percent: number) =>
    supply === "intra"
      ? `${formatPercent(percent)} (${formatPercent(percent / 2)} + ${formatPercent(percent / 2)})`
      : formatPercent(percent);
  const taxColumns = (row: { cgst: number; sgst: number; igst: number; tax: number }) =>
    supply === "intra"
      ? [formatINR(row.cgst), formatINR(row.sgst), formatINR(row.tax)]
      : supply === "inter"
        ? [formatINR(row.igst), formatINR(row.tax)]
        : [formatINR(row.tax)];
  const headers =
    supply === "intra"
      ? ["CGST", "SGST", "Total tax"]
      : supply === "inter"
        ? ["IGST", "Total tax"]
        : ["Total tax"];
  return {
    headers: ["HSN", "Taxable value", "GST rate", ...headers],
    rows: table.rows.map((row) => [
      row.hsn || "—",
      formatINR(row.taxable),
      rate(row.ratePercent),
      ...taxColumns(row),
    ]),
    total: ["Total", formatINR(table.total.taxable), "", ...taxColumns(table.total)],
  };
}

/** A cancelled document's mark: "CANCELLED on 26 Nov 2026" and "Reason: …"; null when it stands. */
export function cancelledView(cancelled: Cancellation | undefined): DocumentView["cancelled"] {
  return cancelled
    ? {
        heading: `CANCELLED on ${dateFormat.format(Date.parse(cancelled.at))}`,
        reason: `Reason: ${cancelled.reason}`,
      }
    : null;
}

export function sellerView(content: Pick<DocumentContent, "seller">): PartyView {
  const { seller } = content;
  const contact = [
    seller.phone && `Phone: ${seller.phone}`,
    seller.email && `E-mail: ${seller.email}`,
  ].filter(Boolean);
  return {
    name: seller.legalName,
    lines: [
      seller.address,
      ...(seller.gstin ? [`GSTIN: ${seller.gstin}`] : []),
      `State: ${describeState(seller.stateCode)}`,
      ...(contact.length > 0 ? [contact.join(" · ")] : []),
    ],
  };
}

export function buyerView(content: Pick<IssuedDocument, "buyer" | "kind">): PartyView {
  const { buyer, kind } = content;
  const gstin = printableGstin(buyer.gstin);
  const lines = buyer.address.trim() ? buyer.address.trim().split(/\s*\n\s*/) : [];
  const place = [buyer.city?.trim(), buyer.pincode?.trim()].filter(Boolean).join(" ");
  if (place) lines.push(place);
  if (gstin) lines.push(`GSTIN: ${gstin}`);
  else if (kind !== "quotation") lines.push("GSTIN: unregistered");
  if (buyer.stateCode) lines.push(`State: ${describeState(buyer.stateCode)}`);
  return { name: buyer.name.trim() || "—", lines };
}

function paymentView(content: DocumentContent, amount: number, number: string | null): PaymentView | null {
  const { upiId, legalName } = content.seller;
  if (!upiId) return null;
  const uri =
    number === null ? null : upiPaymentUri({ upiId, payeeName: legalName, amount, reference: number });
  const caption = upiAmountIncluded(amount)
    ? `Scan with any UPI app to pay ${formatINR(amount)}.`
    : amount > UPI_AMOUNT_LIMIT
      ? `Scan with any UPI app and enter the amount: above ${formatINR(UPI_AMOUNT_LIMIT)}, pay by bank transfer or in parts.`
      : "Scan with any UPI app to pay.";
  return { uri, upiId, caption };
}

export function documentView(
  content: DocumentContent,
  meta: { number: string | null; date: number; cancelled?: Cancellation | undefined },
): DocumentView {
  const supply = supplyBetween(content.seller.stateCode, content.buyer.stateCode);
  const totals = invoiceTotals(content.lines, content.settings);
  const { seller } = content;
  // A cancelled invoice asks for no payment: no UPI code, no bank details, wherever it is drawn.
  const asksForPayment = !meta.cancelled;
  const quantities = PACKING_UNITS.filter((unit) => totals.quantities[unit].total > 0).map((unit) => {
    const { total, billed, free } = totals.quantities[unit];
    return `${UNIT_TOTAL_LABELS[unit]} ${formatQuantity(total)} (billed ${formatQuantity(billed)}, free ${formatQuantity(free)})`;
  });
  const quantityTable = PACKING_UNITS.filter(
    (unit) => totals.quantities[unit].total > 0 || unit === "pcs",
  ).map((unit) => ({
    unit: UNIT_TOTAL_LABELS[unit],
    total: formatQuantity(totals.quantities[unit].total),
    billed: formatQuantity(totals.quantities[unit].billed),
    free: formatQuantity(totals.quantities[unit].free),
  }));
  const invoice = content.kind === "tax-invoice";
  return {
    kind: content.kind,
    title: invoice ? "Tax Invoice" : "Quotation",
    numberLabel: invoice ? "Invoice no." : "Quotation no.",
    subtitle: invoice ? "Original for recipient" : "Not a tax invoice",
    number: meta.number,
    reference: null,
    cancelled: cancelledView(meta.cancelled),
    dateText: dateFormat.format(meta.date),
    dateIso: new Date(meta.date).toISOString(),
    brand: content.brand,
    seller: sellerView(content),
    buyer: buyerView(content),
    placeOfSupply: describeState(content.buyer.stateCode),
    supply,
    lines: content.lines.map((line, index) => lineView(line, index + 1)),
    quantityTable,
    summary: summaryRows(totals, { ss: content.settings.ss, supply }),
    hsnTable: hsnTableView(hsnTaxTable(content.lines, totals, supply), supply),
    amountInWords: amountInWords(totals.roundedTotal),
    freeGoods:
      totals.freeGoodsValue > 0
        ? `Free goods under the schemes, at list rates: ${formatINR(totals.freeGoodsValue)}`
        : "",
    quantities,
    notes: content.settings.notes.trim(),
    bank:
      asksForPayment && seller.bank
        ? [
            `Account name: ${seller.legalName}`,
            `Account number: ${seller.bank.account}`,
            `IFSC: ${seller.bank.ifsc}`,
            ...(seller.bank.name ? [`Bank: ${seller.bank.name}`] : []),
          ]
        : [],
    payment: asksForPayment ? paymentView(content, totals.roundedTotal, meta.number) : null,
    ewayBill: ewayBillNeeded(content.kind, totals.roundedTotal, seller.ewayBillThreshold ?? null),
    declaration:
      content.kind === "tax-invoice"
        ? "We declare that this invoice shows the actual price of the goods described and that all particulars are true and correct. Tax is not payable on reverse charge."
        : "This is a quotation, not a tax invoice: no input tax credit can be claimed on it. Taxes are shown at the rates that apply today.",
    signatory: `For ${seller.legalName}`,
  };
}
