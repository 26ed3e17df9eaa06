import { eInvoiceOf, eInvoiceOfNote, type EInvoice } from "./e-invoice";
import { gstr1Json } from "./gstr1-json";
import { gstr1Files } from "./gstr1-sheets";
import type { Period } from "./period";
import { buildRegister, type PartyLocation, type Register, type RegisterDocument } from "./register";
import { salesRegisterCsv } from "./sales-register-csv";

/**
 * Every file the accountant gets for a period (docs/calculator.md, "The accountant's files"), as text
 * by file name: the sales register, the GSTR-1 offline tool's sheets, the return as the portal's JSON
 * and the period's e-invoices. One device's invoices or every device's, combined (office/): the same
 * code makes the same files.
 * Invoices whose e-invoice cannot be made yet (a missing PIN code, say) are listed in `notes`, with
 * what is missing, and in a `notes.txt` beside the files.
 */

export interface AccountantFiles {
  readonly register: Register;
  /** File name → content, in the order they are listed for the office. */
  readonly files: Readonly<Record<string, string>>;
  readonly eInvoices: readonly EInvoice[];
  readonly notes: readonly string[];
}

export function accountantFiles(
  period: Period,
  documents: readonly RegisterDocument[],
  sellerLocation: PartyLocation = {},
): AccountantFiles {
  const register = buildRegister(period, documents);
  const eInvoices: EInvoice[] = [];
  const notes = [...register.notes];
  for (const invoice of register.invoices) {
    if (invoice.cancelled || invoice.section !== "b2b") continue;
    const result = eInvoiceOf(invoice, sellerLocation);
    if (result.ok) eInvoices.push(result.eInvoice);
    else notes.push(`No e-invoice data for ${result.number}: ${result.problems.join(" ")}`);
  }
  for (const note of register.creditDebitNotes) {
    if (note.cancelled || note.section !== "cdnr") continue;
    const result = eInvoiceOfNote(note, sellerLocation);
    if (result.ok) eInvoices.push(result.eInvoice);
    else notes.push(`No e-invoice data for ${result.number}: ${result.problems.join(" ")}`);
  }
  const files: Record<string, string> = {
    "sales-register.csv": salesRegisterCsv(register),
    ...gstr1Files(register),
  };
  // The JSON is one GSTIN's return: made when the invoices name exactly one seller GSTIN.
  const sellers = new Set(register.invoices.map((invoice) => invoice.document.seller.gstin));
  const [gstin] = sellers;
  if (sellers.size === 1 && gstin) files["gstr1.json"] = JSON.stringify(gstr1Json(register, gstin));
  else if (sellers.size === 0)
    notes.push("No tax invoices in this period: there is no gstr1.json to upload.");
  else notes.push("gstr1.json was not made: the invoices name more than one seller GSTIN (see above).");
  // Compact: the portal's bulk upload reads it, and a quarter's e-invoices run to tens of megabytes
  // indented (one e-invoice on its own is still given indented, for a person to read).
  files["e-invoices.json"] = JSON.stringify(eInvoices);
  if (notes.length > 0) files["notes.txt"] = notes.map((note) => `- ${note}`).join("\r\n") + "\r\n";
  return { register, files, eInvoices, notes };
}

/** `accountant-files-2026-11.zip`, `accountant-files-2026-27-Q3.zip`. */
export function accountantZipName(period: Period): string {
  return `accountant-files-${period.label}.zip`;
}
