import { amount, csvText, rate, type Cell } from "./csv";
import { placeOfSupplyLabel } from "./gst-codes";
import { gstr1Date, indiaDate } from "./period";
import type { Register } from "./register";

/**
 * sales-register.csv (docs/calculator.md, "The accountant's files"): one row per invoice and GST
 * rate, for the books. A cancelled invoice is one row marked "Cancelled", with the date and reason,
 * and no values, so that the columns add up to the period's tax totals. States are written as the
 * GSTR-1 sheets write them ("27-Maharashtra"), so the two can be matched. An invoice with two rates
 * has two rows, each with the whole Invoice Value (as in b2b.csv): that column is not to be summed.
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
] as const;

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
    if (invoice.cancelled) {
      return [[...head, "", "", "", "", "", "", cancelledOn(invoice.cancelled.at), invoice.cancelled.reason]];
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
    ]);
  });
}

export function salesRegisterCsv(register: Register): string {
  return BOM + csvText(SALES_REGISTER_HEADINGS, salesRegisterRows(register));
}
