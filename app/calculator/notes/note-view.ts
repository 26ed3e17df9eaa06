import { formatPercent } from "~/calculator/arithmetic/gst-rates";
import { describeUnits } from "~/calculator/arithmetic/invoice-labels";
import {
  compareCodes,
  supplyBetween,
  type HsnTaxRow,
  type Supply,
} from "~/calculator/arithmetic/tax-breakdown";
import { isSaleDocument, type IssuedDocument } from "~/calculator/device/issued-documents";
import { amountInWords } from "~/calculator/documents/amount-in-words";
import {
  buyerView,
  cancelledView,
  dateFormat,
  documentView,
  hsnTableView,
  sellerView,
  type DocumentView,
} from "~/calculator/documents/document-view";
import { describeState } from "~/calculator/documents/indian-states";
import type { SummaryRow } from "~/calculator/documents/invoice-summary";
import { formatINR, type Paise } from "~/money/money";

import type { NoteDetails, NoteLine } from "./note";

/**
 * A credit or debit note as the customer gets it (docs/calculator.md, "Credit and debit notes"), in the
 * one model the screen, the print, the PDF and the picture draw for every document: titled "Credit
 * Note" or "Debit Note", with what the GST rules ask of a note: the seller's and buyer's names,
 * addresses and GSTINs, the place of supply, the note's number and date, **the invoice's number and
 * date**, per line the goods, HSN code, quantity, taxable value and rate, the taxes per rate (CGST and
 * SGST, or IGST, as on the invoice), the total in figures and words, the reason, and the signature.
 * A note asks for no payment: it is settled in the buyer's account.
 */

type TaxKey = "cgst" | "sgst" | "igst";

const sumOf = (lines: readonly NoteLine[], key: "taxable" | TaxKey) =>
  lines.reduce((total, line) => total + line[key], 0);

function summaryRow(
  key: string,
  label: string,
  amount: Paise,
  role: SummaryRow["role"],
  detail = "",
): SummaryRow {
  const amountText = key === "roundOff" && amount > 0 ? `+${formatINR(amount)}` : formatINR(amount);
  return { key, label, detail, amount, amountText, role };
}

function noteSummary(
  note: NoteDetails,
  supply: Supply,
  valueLabel: string,
  roundingStep: number,
): SummaryRow[] {
  const rates = [...new Set(note.lines.map((line) => line.ratePercent))].sort((a, b) => a - b);
  const taxRows = rates.flatMap((ratePercent) => {
    const lines = note.lines.filter((line) => line.ratePercent === ratePercent);
    const rate = formatPercent(ratePercent);
    const half = formatPercent(ratePercent / 2);
    const [cgst, sgst, igst] = [sumOf(lines, "cgst"), sumOf(lines, "sgst"), sumOf(lines, "igst")];
    const splits =
      supply === "intra"
        ? [
            summaryRow(`cgst-${ratePercent}`, `CGST ${half}`, cgst, "split"),
            summaryRow(`sgst-${ratePercent}`, `SGST ${half}`, sgst, "split"),
          ]
        : [summaryRow(`igst-${ratePercent}`, `IGST ${rate}`, igst, "split")];
    return [
      summaryRow(
        `gst-${ratePercent}`,
        `GST ${rate}`,
        cgst + sgst + igst,
        "tax",
        rates.length > 1 ? `on ${formatINR(sumOf(lines, "taxable"))}` : "",
      ),
      ...splits,
    ];
  });
  return [
    summaryRow("taxableValue", "Taxable value", sumOf(note.lines, "taxable"), "figure"),
    ...taxRows,
    summaryRow(
      "roundOff",
      "Round-off",
      note.roundOff,
      "figure",
      roundingStep === 0 ? "no rounding" : `as the invoice, to the nearest ₹${roundingStep}`,
    ),
    summaryRow("roundedTotal", valueLabel, note.value, "total"),
  ];
}

/** One row per HSN code and rate, codes in order (lines without a code last). */
function hsnRows(lines: readonly NoteLine[]): HsnTaxRow[] {
  const rows = new Map<string, HsnTaxRow>();
  for (const line of lines) {
    const key = `${line.hsn}|${line.ratePercent}`;
    const before = rows.get(key);
    rows.set(key, {
      hsn: line.hsn,
      ratePercent: line.ratePercent,
      taxable: (before?.taxable ?? 0) + line.taxable,
      cgst: (before?.cgst ?? 0) + line.cgst,
      sgst: (before?.sgst ?? 0) + line.sgst,
      igst: (before?.igst ?? 0) + line.igst,
      tax: (before?.tax ?? 0) + line.cgst + line.sgst + line.igst,
    });
  }
  return [...rows.values()].sort((a, b) => compareCodes(a.hsn, b.hsn) || a.ratePercent - b.ratePercent);
}

export function noteView(document: IssuedDocument & { readonly note: NoteDetails }): DocumentView {
  const { note } = document;
  const credit = document.kind === "credit-note";
  const title = credit ? "Credit Note" : "Debit Note";
  const supply =
    supplyBetween(document.seller.stateCode, document.buyer.stateCode || document.seller.stateCode) ??
    "intra";
  const rows = hsnRows(note.lines);
  const total = {
    taxable: sumOf(note.lines, "taxable"),
    cgst: sumOf(note.lines, "cgst"),
    sgst: sumOf(note.lines, "sgst"),
    igst: sumOf(note.lines, "igst"),
    tax: rows.reduce((sum, row) => sum + row.tax, 0),
  };
  const action = credit ? "credited" : "debited";
  return {
    kind: document.kind,
    title,
    numberLabel: credit ? "Credit note no." : "Debit note no.",
    subtitle: "Original for recipient",
    number: document.number,
    reference: {
      invoiceNumber: note.against.number,
      invoiceDate: dateFormat.format(note.against.issuedAt),
      reason: note.reason,
    },
    cancelled: cancelledView(document.cancelled),
    dateText: dateFormat.format(document.issuedAt),
    dateIso: new Date(document.issuedAt).toISOString(),
    brand: document.brand,
    seller: sellerView(document),
    buyer: buyerView(document),
    placeOfSupply: describeState(document.buyer.stateCode),
    supply,
    lines: note.lines.map((line, index) => ({
      id: `${line.serial}`,
      position: index + 1,
      name: line.name,
      detail:
        line.quantity > 0
          ? `Goods returned, from line ${line.serial} of the invoice`
          : `Value ${action}, on line ${line.serial} of the invoice`,
      hsn: line.hsn,
      quantity: line.quantity > 0 ? describeUnits(line.quantity, line.unit) : "—",
      free: "",
      rate: "",
      per: "",
      gst: formatPercent(line.ratePercent),
      amount: formatINR(line.taxable),
    })),
    quantityTable: [],
    summary: noteSummary(note, supply, `${title} value`, document.settings.roundingStep),
    hsnTable: hsnTableView({ rows, total }, supply),
    amountInWords: amountInWords(note.value),
    freeGoods: "",
    quantities: [],
    notes: "",
    bank: [],
    payment: null,
    ewayBill: false,
    declaration: `We declare that this ${credit ? "credit" : "debit"} note shows the value and tax ${action} against the invoice named above for the reason given, and that all particulars are true and correct. Tax is not payable on reverse charge.`,
    signatory: `For ${document.seller.legalName}`,
  };
}

/** Any issued document as the customer gets it: a note's own view, or the invoice's or quotation's. */
export function issuedDocumentView(document: IssuedDocument): DocumentView {
  if (isSaleDocument(document)) {
    return documentView(document, {
      number: document.number,
      date: document.issuedAt,
      cancelled: document.cancelled,
    });
  }
  if (!document.note) throw new Error(`${document.number} is a note without its details`);
  return noteView({ ...document, note: document.note });
}
