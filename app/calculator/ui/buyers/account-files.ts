import type { Payment } from "~/calculator/buyers/payments";
import { receiptFileName, receiptShareText, receiptView } from "~/calculator/buyers/receipt";
import { statementCsv, statementFileName, type Statement } from "~/calculator/buyers/statement";
import type { SellerConfig } from "~/calculator/seller-config";
import { shareOrSave, type HandOver } from "~/calculator/ui/document/share-files";
import { downloadFile } from "~/calculator/ui/download-file";

/**
 * Handing over a receipt or a statement: built as a PDF (the PDF code loaded on the first one), saved,
 * shared, or printed on its own. Browser only.
 */

async function receiptFile(payment: Payment, seller: SellerConfig): Promise<File> {
  const { receiptPdf } = await import("~/calculator/pdf/account-pdf.client");
  const bytes = await receiptPdf(receiptView(payment), seller);
  return new File([bytes], receiptFileName(payment), { type: "application/pdf" });
}

export async function saveReceipt(payment: Payment, seller: SellerConfig): Promise<string> {
  const file = await receiptFile(payment, seller);
  downloadFile(file, file.name, file.type);
  return file.name;
}

export async function shareReceipt(payment: Payment, seller: SellerConfig): Promise<HandOver> {
  const file = await receiptFile(payment, seller);
  return shareOrSave([file], {
    title: `Receipt ${payment.number}`,
    text: receiptShareText(payment, seller.legalName),
  });
}

/**
 * Prints the page with only the `.calc-print-sheet` on it: the print styles hide the rest while the
 * class is set, until the browser says printing is over (`onDone`).
 */
export function printSheet(onDone: () => void): void {
  const root = window.document.documentElement;
  root.classList.add("calc-printing-sheet");
  window.addEventListener(
    "afterprint",
    () => {
      root.classList.remove("calc-printing-sheet");
      onDone();
    },
    { once: true },
  );
  window.print();
}

export async function saveStatementPdf(
  statement: Statement,
  seller: SellerConfig,
  upiUri: string | null,
): Promise<string> {
  const { statementPdf } = await import("~/calculator/pdf/account-pdf.client");
  const name = statementFileName(statement, "pdf");
  downloadFile(await statementPdf(statement, seller, upiUri), name, "application/pdf");
  return name;
}

export function saveStatementCsv(statement: Statement): string {
  const name = statementFileName(statement, "csv");
  downloadFile(statementCsv(statement), name, "text/csv;charset=utf-8");
  return name;
}

/** The reminder to the phone's share sheet (a chat), or, where the browser cannot share, to the clipboard. */
export async function shareText(
  title: string,
  text: string,
): Promise<"shared" | "cancelled" | "copied" | "shown"> {
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title, text });
      return "shared";
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") return "cancelled";
    }
  }
  try {
    await navigator.clipboard.writeText(text);
    return "copied";
  } catch {
    return "shown";
  }
}
