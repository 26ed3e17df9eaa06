import type { ReceiptView } from "~/calculator/buyers/receipt";
import type { Statement } from "~/calculator/buyers/statement";
import { gstr1Date } from "~/calculator/register/period";
import type { SellerConfig } from "~/calculator/seller-config";
import { formatINR } from "~/money/money";

import { QR_SIDE, drawQr } from "./pdf-blocks.client";
import { loadPdfTools, newA4Pdf } from "./pdf-document.client";
import { A4_PT, CONTENT_WIDTH_PT, PDF_MARGIN_PT } from "./pdf-layout";
import { COLOURS, type Pen, type TextStyle } from "./pdf-pen.client";
import { drawCells, type Column } from "./pdf-table.client";
import { qrRuns } from "./qr-code.client";

/**
 * A payment's receipt and a buyer's statement as PDFs (docs/calculator.md, "Payments and receipts",
 * "Statements and reminders"): the seller's name at the top, then the receipt's or statement's lines
 * written down the page, a new page when one is full. Loaded with the buyers' screens' first PDF, as
 * the documents' PDF code is.
 */

const LEFT = PDF_MARGIN_PT;
const RIGHT = PDF_MARGIN_PT + CONTENT_WIDTH_PT;
const BOTTOM = A4_PT.height - PDF_MARGIN_PT;
const title: TextStyle = { size: 15, bold: true, colour: COLOURS.green };
const heading: TextStyle = { size: 10, bold: true };
const body: TextStyle = { size: 9 };
const small: TextStyle = { size: 7.5, colour: COLOURS.muted };

/** Writes down the page from the top, starting a new page when the next part does not fit. */
class Flow {
  y = PDF_MARGIN_PT;
  constructor(readonly pen: Pen) {}

  room(height: number) {
    if (this.y + height <= BOTTOM) return;
    this.pen.doc.addPage("a4", "portrait");
    this.y = PDF_MARGIN_PT;
  }

  text(text: string, style: TextStyle = body) {
    const lines = this.pen.wrap(text, CONTENT_WIDTH_PT, style);
    this.room(this.pen.height(lines.length, style));
    this.y += this.pen.text(lines, style.align === "right" ? RIGHT : LEFT, this.y, style);
  }

  gap(points = 8) {
    this.y += points;
  }

  rule() {
    this.room(4);
    this.pen.rule(LEFT, this.y, RIGHT);
    this.y += 4;
  }

  /** One row of a table: each cell wrapped to its column. */
  row(columns: readonly Column[], cells: readonly string[], style: TextStyle = body) {
    const wrapped = cells.map((cell, index) => this.pen.wrap(cell, columns[index]!.width - 8, style));
    const height = Math.max(...wrapped.map((lines) => this.pen.height(Math.max(lines.length, 1), style))) + 4;
    this.room(height);
    drawCells(this.pen, columns, wrapped, this.y + 2, style);
    this.y += height;
  }
}

function sellerHeader(flow: Flow, seller: SellerConfig, heading: string) {
  flow.text(seller.legalName, { size: 12, bold: true });
  if (seller.address) flow.text(seller.address.replace(/\n/g, ", "), small);
  if (seller.gstin) flow.text(`GSTIN ${seller.gstin}`, small);
  flow.gap(6);
  flow.text(heading, title);
  flow.rule();
}

const SETTLED_COLUMNS: readonly Column[] = [
  { header: "Invoice", width: CONTENT_WIDTH_PT - 120, align: "left" },
  { header: "Settled", width: 120, align: "right" },
];

export async function receiptPdf(receipt: ReceiptView, seller: SellerConfig): Promise<ArrayBuffer> {
  const { doc, pen } = newA4Pdf(await loadPdfTools());
  doc.setProperties({ title: `${receipt.title} ${receipt.number}`, author: seller.legalName });
  const flow = new Flow(pen);
  sellerHeader(flow, seller, receipt.title);
  if (receipt.cancelled) flow.text(receipt.cancelled, { ...heading, colour: COLOURS.cancelled });
  flow.text(`Receipt number: ${receipt.number}`, heading);
  flow.text(`Date: ${receipt.date}`);
  flow.text(`Received from: ${receipt.buyerName}`);
  flow.gap();
  flow.text(`Amount: ${receipt.amount}`, { size: 12, bold: true });
  flow.text(receipt.amountInWords, small);
  flow.text(`Mode: ${receipt.mode}`);
  flow.gap();
  if (receipt.settled.length > 0) {
    flow.text("Settled against", heading);
    flow.row(SETTLED_COLUMNS, ["Invoice", "Settled"], { ...small, bold: true });
    for (const [number, amount] of receipt.settled) flow.row(SETTLED_COLUMNS, [number, amount]);
    flow.rule();
  }
  if (receipt.advance) flow.text(`Kept as an advance: ${receipt.advance}`);
  flow.gap(24);
  flow.text(`For ${seller.legalName}`, { ...body, align: "right" });
  flow.gap(20);
  flow.text("Authorised signatory", { ...small, align: "right" });
  return doc.output("arraybuffer");
}

const STATEMENT_COLUMNS: readonly Column[] = [
  { header: "Date", width: 62, align: "left" },
  { header: "Number", width: 92, align: "left" },
  { header: "Particulars", width: CONTENT_WIDTH_PT - 62 - 92 - 3 * 72, align: "left" },
  { header: "Debit", width: 72, align: "right" },
  { header: "Credit", width: 72, align: "right" },
  { header: "Balance", width: 72, align: "right" },
];

const money = (paise: number) => (paise === 0 ? "" : formatINR(paise));

/** The statement, with the UPI QR code for the closing balance when one is due and `upiUri` is given. */
export async function statementPdf(
  statement: Statement,
  seller: SellerConfig,
  upiUri: string | null,
): Promise<ArrayBuffer> {
  const [{ doc, pen }, code] = await Promise.all([
    loadPdfTools().then(newA4Pdf),
    upiUri ? qrRuns(upiUri) : Promise.resolve(null),
  ]);
  doc.setProperties({ title: `Statement of account: ${statement.buyerName}`, author: seller.legalName });
  const flow = new Flow(pen);
  sellerHeader(flow, seller, "Statement of Account");
  flow.text(statement.buyerName, heading);
  flow.text(`From ${gstr1Date(statement.from)} to ${gstr1Date(statement.to)}`);
  flow.gap();
  flow.row(
    STATEMENT_COLUMNS,
    STATEMENT_COLUMNS.map((column) => column.header),
    { ...small, bold: true },
  );
  flow.row(STATEMENT_COLUMNS, [
    gstr1Date(statement.from),
    "",
    "Opening balance",
    "",
    "",
    formatINR(statement.opening),
  ]);
  for (const row of statement.rows) {
    flow.row(STATEMENT_COLUMNS, [
      gstr1Date(row.date),
      row.number,
      row.particulars,
      money(row.debit),
      money(row.credit),
      formatINR(row.balance),
    ]);
  }
  flow.rule();
  flow.row(STATEMENT_COLUMNS, [
    "",
    "",
    "Total",
    formatINR(statement.totalDebit),
    formatINR(statement.totalCredit),
    "",
  ]);
  flow.row(
    STATEMENT_COLUMNS,
    [gstr1Date(statement.to), "", "Closing balance", "", "", formatINR(statement.closing)],
    { ...body, bold: true },
  );
  if (code && upiUri) {
    flow.gap(12);
    flow.room(QR_SIDE);
    drawQr(pen, code.runs, code.size, LEFT, flow.y);
    pen.text(
      pen.wrap(`Scan to pay ${formatINR(statement.closing)} by UPI`, CONTENT_WIDTH_PT - QR_SIDE - 8, body),
      LEFT + QR_SIDE + 8,
      flow.y + 8,
      body,
    );
    flow.y += QR_SIDE;
  }
  return doc.output("arraybuffer");
}
