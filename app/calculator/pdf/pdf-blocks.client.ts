import type { DocumentView, PaymentView } from "~/calculator/documents/document-view";
import { QUIET_ZONE, type ModuleRun } from "~/calculator/documents/qr-modules";

import { CONTENT_WIDTH_PT, PDF_MARGIN_PT } from "./pdf-layout";
import { COLOURS, type Pen, type TextStyle } from "./pdf-pen.client";
import { drawCells, tableHeader, type Column, type Drawable } from "./pdf-table.client";
import { qrRunsIfLoaded } from "./qr-code.client";

/**
 * The blocks after the line table, each kept whole on one page: the totals (summary, amount in words
 * and the UPI payment QR code), the HSN-wise tax table, and the declaration with the signature (and
 * the line for the e-way bill's number).
 */

const LEFT = PDF_MARGIN_PT;
const RIGHT = PDF_MARGIN_PT + CONTENT_WIDTH_PT;
const SPLIT_X = LEFT + CONTENT_WIDTH_PT * 0.5;

const small: TextStyle = { size: 7.5, colour: COLOURS.muted };
const body: TextStyle = { size: 8.5 };
const label: TextStyle = { size: 7, bold: true, colour: COLOURS.muted };

const ROW_HEIGHT: Record<string, number> = { figure: 12, tax: 12, split: 10.5, total: 15 };

/** The QR code's side with its quiet zone, in points: about 27 mm, which phones read from a print. */
export const QR_SIDE = 76;

/**
 * The UPI payment QR code with its caption beside it, drawn as vectors: one filled rectangle per run
 * of dark modules (the QR library is loaded with the PDF code). Null without a UPI address.
 */
function upiBlock(pen: Pen, payment: PaymentView | null, width: number) {
  const code = payment?.uri ? qrRunsIfLoaded(payment.uri) : null;
  if (!payment || !code) return null;
  const captionWidth = width - QR_SIDE - 8;
  const caption = [
    ...pen.wrap(`Pay by UPI to ${payment.upiId}`, captionWidth, { ...body, bold: true }),
    ...pen.wrap(payment.caption, captionWidth, small),
  ];
  return {
    height: QR_SIDE + 6,
    draw(y: number) {
      drawQr(pen, code.runs, code.size, LEFT, y);
      pen.text(caption, LEFT + QR_SIDE + 8, y + 8, small);
    },
  };
}

export function drawQr(pen: Pen, runs: readonly ModuleRun[], size: number, x: number, y: number) {
  const module = QR_SIDE / (size + 2 * QUIET_ZONE);
  const { doc } = pen;
  doc.setFillColor("#000000");
  for (const run of runs) {
    doc.rect(
      x + (run.x + QUIET_ZONE) * module,
      y + (run.y + QUIET_ZONE) * module,
      run.length * module,
      module,
      "F",
    );
  }
}

export function totalsBlock(pen: Pen, view: DocumentView): Drawable {
  const leftWidth = SPLIT_X - LEFT - 16;
  const words = pen.wrap(view.amountInWords, leftWidth, { size: 9, bold: true });
  const extras = [view.freeGoods, ...view.quantities]
    .filter(Boolean)
    .flatMap((line) => pen.wrap(line, leftWidth, small));
  const notes = pen.wrap(view.notes, leftWidth, body, 8);
  const upi = upiBlock(pen, view.payment, leftWidth);
  const leftHeight =
    10 +
    pen.height(words.length, { size: 9 }) +
    6 +
    pen.height(extras.length, small) +
    (upi ? 4 + upi.height : 0) +
    (notes.length > 0 ? 16 + pen.height(notes.length, body) : 0);
  const rightHeight = view.summary.reduce((sum, row) => sum + ROW_HEIGHT[row.role]!, 0) + 4;
  return {
    height: Math.max(leftHeight, rightHeight),
    draw(y) {
      pen.text("AMOUNT IN WORDS", LEFT, y, label);
      let left = y + 10;
      left += pen.text(words, LEFT, left, { size: 9, bold: true }) + 6;
      left += pen.text(extras, LEFT, left, small);
      if (upi) {
        upi.draw(left + 4);
        left += 4 + upi.height;
      }
      if (notes.length > 0) {
        pen.text("NOTES", LEFT, left + 6, label);
        pen.text(notes, LEFT, left + 16, body);
      }

      let right = y;
      for (const row of view.summary) {
        const rowHeight = ROW_HEIGHT[row.role]!;
        if (row.role === "total") {
          pen.rule(SPLIT_X, right, RIGHT, row.key === "roundedTotal" ? COLOURS.green : COLOURS.rule, 0.6);
          if (row.key === "roundedTotal") pen.band(SPLIT_X, right + 0.5, RIGHT - SPLIT_X, rowHeight - 1);
        }
        const style: TextStyle =
          row.role === "total"
            ? { size: 9.5, bold: true }
            : row.role === "split"
              ? { size: 7.5, colour: COLOURS.muted }
              : body;
        const textY = right + (row.role === "total" ? 3 : 1.5);
        const labelX = SPLIT_X + (row.role === "split" ? 12 : 4);
        pen.text(row.label, labelX, textY, style);
        if (row.detail) {
          const detailX = labelX + pen.width(row.label, style) + 5;
          if (detailX + pen.width(row.detail, small) < RIGHT - 80)
            pen.text(row.detail, detailX, textY + 1, small);
        }
        pen.text(row.amountText, RIGHT - 4, textY, { ...style, align: "right" });
        right += rowHeight;
      }
    },
  };
}

export function hsnBlock(pen: Pen, view: DocumentView): Drawable {
  const { hsnTable } = view;
  const taxColumns = hsnTable.headers.length - 3;
  const fixed = 70 + 90 + 130;
  const taxWidth = (CONTENT_WIDTH_PT - fixed) / taxColumns;
  const columns: Column[] = hsnTable.headers.map((header, index) => ({
    header,
    width: [70, 90, 130][index] ?? taxWidth,
    align: index === 0 || index === 2 ? "left" : "right",
    inset: index === 2 ? 14 : 0,
  }));
  const header = tableHeader(pen, columns);
  const rowHeight = 13;
  const height = 14 + header.height + (hsnTable.rows.length + 1) * rowHeight + 4;
  return {
    height,
    draw(y) {
      pen.text("HSN-WISE TAX SUMMARY", LEFT, y, label);
      header.draw(y + 12);
      let rowY = y + 12 + header.height;
      for (const row of hsnTable.rows) {
        drawCells(
          pen,
          columns,
          row.map((cell) => [cell]),
          rowY + 2.5,
          body,
        );
        pen.rule(LEFT, rowY + rowHeight, RIGHT, COLOURS.rule, 0.3);
        rowY += rowHeight;
      }
      drawCells(
        pen,
        columns,
        hsnTable.total.map((cell) => [cell]),
        rowY + 2.5,
        { ...body, bold: true },
      );
    },
  };
}

/** The line for the e-way bill's number, written in by hand. */
const EWAY_LINE_HEIGHT = 22;

export function signatureBlock(pen: Pen, view: DocumentView): Drawable {
  const leftWidth = CONTENT_WIDTH_PT * 0.58;
  const bank = view.bank.flatMap((line) => pen.wrap(line, leftWidth, body));
  const declaration = pen.wrap(view.declaration, leftWidth, small);
  const signatory = pen.wrap(view.signatory, CONTENT_WIDTH_PT - leftWidth - 20, { size: 8.5, bold: true });
  const leftHeight =
    (bank.length > 0 ? 10 + pen.height(bank.length, body) + 8 : 0) +
    (view.ewayBill ? EWAY_LINE_HEIGHT : 0) +
    10 +
    pen.height(declaration.length, small);
  const rightHeight = pen.height(signatory.length, { size: 8.5 }) + 36 + 12;
  return {
    height: Math.max(leftHeight, rightHeight),
    draw(y) {
      let left = y;
      if (bank.length > 0) {
        pen.text("BANK DETAILS FOR PAYMENT", LEFT, left, label);
        left += 10 + pen.text(bank, LEFT, left + 10, body) + 8;
      }
      if (view.ewayBill) {
        pen.text("E-way bill no.", LEFT, left, { ...body, bold: true });
        pen.rule(LEFT + 62, left + 10, LEFT + 230, COLOURS.ink, 0.5);
        left += EWAY_LINE_HEIGHT;
      }
      pen.text("DECLARATION", LEFT, left, label);
      pen.text(declaration, LEFT, left + 10, small);

      const signed = y + pen.text(signatory, RIGHT, y, { size: 8.5, bold: true, align: "right" }) + 30;
      pen.rule(RIGHT - 150, signed, RIGHT, COLOURS.ink, 0.5);
      pen.text("Authorised signatory", RIGHT, signed + 3, { ...small, align: "right" });
    },
  };
}
