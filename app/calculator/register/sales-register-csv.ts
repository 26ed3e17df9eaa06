import { amount, csvText, rate, type Cell } from "./csv";
import { placeOfSupplyLabel } from "./gst-codes";
import { gstr1Date, indiaDate } from "./period";
import { noteSign, type Register } from "./register";

/**
 * sales-register.csv (docs/calculator.md, "The accountant's files"): one row per invoice and GST
 * rate, for the books. A cancelled invoice is one row marked "Cancelled", with the date and reason,
 * and no values, so that the columns add up to the period's tax totals. States are written as the
 * GSTR-1 sheets write them ("27-Maharashtra"), so the two can be matched. An invoice with two rates
 * has two rows, each with the whole Invoice Value (as in b2b.csv): that column is not to be summed.
 *
 * Credit and debit notes follow the invoices, one row per note and rate, each under its invoice's
 * number, date and value, with the note's own in the last columns. A credit note's figures are below
 * zero, so that every value column adds up to the period's net supplies.
 */

export const SALES_REGISTER_HEADINGS = [
  "Invoice Number",
  "Invoice Date",
  "Status",
  "Buyer Name",
  "Buyer GSTIN",
  "Buyer State",
  "Place Of Supply",
  "Taxable Value",
  "GST Rate",
  "CGST",
  "SGST",
  "IGST",
  "Invoice Value",
  "Cancelled On",
  "Cancellation Reason",
  "Document",
  "Note Number",
  "Note Date",
  "Note Value",
  "Note Reason",
] as const;

const NOTE_COLUMNS_EMPTY = ["", "", "", ""];
const DOCUMENT_NAMES = { "credit-note": "Credit Note", "debit-note": "Debit Note" } as const;

/** A byte order mark, so that a spreadsheet opens the file as UTF-8 (buyers' names in any script). */
const BOM = "\uFEFF";

/** The cancellation's date in India, as the other dates; kept as written when it is not a date. */
function cancelledOn(at: string): string {
  const time = Date.parse(at);
  return Number.isFinite(time) ? gstr1Date(indiaDate(time)) : at;
}

export function salesRegisterRows(register: Register): Cell[][] {
  return register.invoices.flatMap((invoice) => {
    const head = [
      invoice.number,
      gstr1Date(invoice.date),
      invoice.cancelled ? "Cancelled" : "Issued",
      invoice.buyerName,
      invoice.buyerGstin || "unregistered",
      placeOfSupplyLabel(invoice.document.buyer.stateCode),
      placeOfSupplyLabel(invoice.placeOfSupply),
    ];
    const tail = ["Tax Invoice", ...NOTE_COLUMNS_EMPTY];
    if (invoice.cancelled) {
      return [
        [
          ...head,
          "",
          "",
          "",
          "",
          "",
          "",
          cancelledOn(invoice.cancelled.at),
          invoice.cancelled.reason,
          ...tail,
        ],
      ];
    }
    // An invoice without lines (stored before it could be refused) still has its row, at nothing.
    const rates =
      invoice.rates.length > 0 ? invoice.rates : [{ ratePercent: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0 }];
    return rates.map((row) => [
      ...head,
      amount(row.taxable),
      rate(row.ratePercent),
      amount(row.cgst),
      amount(row.sgst),
      amount(row.igst),
      amount(invoice.invoiceValue),
      "",
      "",
      ...tail,
    ]);
  });
}

export function noteRows(register: Register): Cell[][] {
  return register.creditDebitNotes.flatMap((note) => {
    const head = [
      note.against.number,
      gstr1Date(note.against.date),
      note.cancelled ? "Cancelled" : "Issued",
      note.buyerName,
      note.buyerGstin || "unregistered",
      placeOfSupplyLabel(note.document.buyer.stateCode),
      placeOfSupplyLabel(note.placeOfSupply),
    ];
    const sign = noteSign(note);
    const tail = (value: string) => [
      DOCUMENT_NAMES[note.kind],
      note.number,
      gstr1Date(note.date),
      value,
      note.reason,
    ];
    if (note.cancelled) {
      return [
        [...head, "", "", "", "", "", "", cancelledOn(note.cancelled.at), note.cancelled.reason, ...tail("")],
      ];
    }
    return note.rates.map((row) => [
      ...head,
      amount(sign * row.taxable),
      rate(row.ratePercent),
      amount(sign * row.cgst),
      amount(sign * row.sgst),
      amount(sign * row.igst),
      amount(note.against.value),
      "",
      "",
      ...tail(amount(sign * note.noteValue)),
    ]);
  });
}

export function salesRegisterCsv(register: Register): string {
  return BOM + csvText(SALES_REGISTER_HEADINGS, [...salesRegisterRows(register), ...noteRows(register)]);
}
