import type { DocumentView } from "~/calculator/documents/document-view";
import type { DocumentLineView } from "~/calculator/documents/line-view";

import { CONTENT_WIDTH_PT, PDF_MARGIN_PT } from "./pdf-layout";
import { COLOURS, type Pen, type TextStyle } from "./pdf-pen.client";

/**
 * The document's header, its line table and the running header and footer of the PDF: each part
 * measured first (its height) and drawn later at the place pdf-layout.ts gives it.
 */

export interface Drawable {
  readonly height: number;
  draw(y: number): void;
}

const LEFT = PDF_MARGIN_PT;
const RIGHT = PDF_MARGIN_PT + CONTENT_WIDTH_PT;

const small: TextStyle = { size: 7.5, colour: COLOURS.muted };
const body: TextStyle = { size: 8.5 };
const label: TextStyle = { size: 7, bold: true, colour: COLOURS.muted };

export interface Column {
  readonly header: string;
  readonly width: number;
  readonly align: "left" | "right";
  /** Extra space before a left-aligned column's text, to keep it clear of figures to its left. */
  readonly inset?: number;
}

const FIXED_COLUMNS = 18 + 46 + 60 + 52 + 70 + 30 + 70;
export const LINE_COLUMNS: readonly Column[] = [
  { header: "#", width: 18, align: "right" },
  { header: "Description of goods", width: CONTENT_WIDTH_PT - FIXED_COLUMNS, align: "left" },
  { header: "HSN", width: 46, align: "left" },
  { header: "Qty", width: 60, align: "right" },
  { header: "Free", width: 52, align: "right" },
  { header: "Rate", width: 70, align: "right" },
  { header: "GST", width: 30, align: "right" },
  { header: "Amount", width: 70, align: "right" },
];
const CELL_PAD = 4;

/** Left and right edges of each column's text. */
function columnEdges(columns: readonly Column[]): { left: number; right: number }[] {
  let x = LEFT;
  return columns.map((column) => {
    const edges = { left: x + CELL_PAD + (column.inset ?? 0), right: x + column.width - CELL_PAD };
    x += column.width;
    return edges;
  });
}
const EDGES = columnEdges(LINE_COLUMNS);

/** Draw one row of cells, each already wrapped into lines, aligned per column. */
export function drawCells(
  pen: Pen,
  columns: readonly Column[],
  cells: readonly (readonly string[])[],
  y: number,
  style: TextStyle,
) {
  const edges = columnEdges(columns);
  cells.forEach((lines, index) => {
    const column = columns[index]!;
    const edge = edges[index]!;
    pen.text(lines, column.align === "right" ? edge.right : edge.left, y, { ...style, align: column.align });
  });
}

export function tableHeader(pen: Pen, columns: readonly Column[] = LINE_COLUMNS): Drawable {
  const height = 16;
  return {
    height,
    draw(y) {
      pen.band(LEFT, y, CONTENT_WIDTH_PT, height);
      drawCells(
        pen,
        columns,
        columns.map((column) => [column.header]),
        y + 4.5,
        label,
      );
      pen.rule(LEFT, y + height, RIGHT, COLOURS.green, 0.7);
    },
  };
}

export function lineRow(pen: Pen, line: DocumentLineView): Drawable {
  const descriptionWidth = EDGES[1]!.right - EDGES[1]!.left;
  const name = pen.wrap(line.name, descriptionWidth, body, 4);
  const detail = pen.wrap(line.detail, descriptionWidth, small, 3);
  const description = pen.height(name.length, body) + pen.height(detail.length, small);
  const height = CELL_PAD * 2 + Math.max(description, pen.height(1, body) + pen.height(1, small));
  return {
    height,
    draw(y) {
      const top = y + CELL_PAD;
      pen.text(name, EDGES[1]!.left, top, body);
      pen.text(detail, EDGES[1]!.left, top + pen.height(name.length, body), small);
      const single = [[String(line.position)], [], [line.hsn || "—"], [line.quantity], [line.free || "—"]];
      drawCells(pen, LINE_COLUMNS.slice(0, 5), single, top, body);
      pen.text(line.rate || "—", EDGES[5]!.right, top, { ...body, align: "right" });
      if (line.per) {
        pen.text(`per ${line.per}`, EDGES[5]!.right, top + pen.height(1, body), { ...small, align: "right" });
      }
      pen.text(line.gst, EDGES[6]!.right, top, { ...body, align: "right" });
      pen.text(line.amount, EDGES[7]!.right, top, { ...body, bold: true, align: "right" });
      pen.rule(LEFT, y + height, RIGHT, COLOURS.rule, 0.3);
    },
  };
}

/** The message row of a document without lines. */
export function emptyRow(pen: Pen): Drawable {
  return {
    height: 22,
    draw(y) {
      pen.text("No line items.", EDGES[1]!.left, y + 6, small);
    },
  };
}

function numberAndDate(view: DocumentView): string {
  return `${view.number ?? ""} · ${view.dateText}`;
}

/** Page 1's header: brand and seller on the left, title, number, date and place of supply on the right, then the buyer. */
export function fullHeader(pen: Pen, view: DocumentView): Drawable {
  const leftWidth = 290;
  const sellerLines = view.seller.lines.flatMap((line) => pen.wrap(line, leftWidth - 44, small));
  const buyerLines = view.buyer.lines.flatMap((line) => pen.wrap(line, CONTENT_WIDTH_PT / 2, body));
  const meta: [string, string][] = [
    [view.numberLabel, view.number ?? ""],
    ["Date", view.dateText],
    ...(view.reference
      ? ([
          ["Original invoice", view.reference.invoiceNumber],
          ["Invoice date", view.reference.invoiceDate],
        ] as [string, string][])
      : []),
    ["Place of supply", view.placeOfSupply || "—"],
  ];
  if (view.kind !== "quotation") meta.push(["Reverse charge", "No"]);
  const brandHeight = 20 + 13 + pen.height(sellerLines.length, small);
  const metaHeight = 24 + 12 + meta.length * 12;
  const letterheadHeight = Math.max(brandHeight, metaHeight, 40) + 10;
  const stamp = cancellationStamp(pen, view);
  const partiesTop = letterheadHeight + (stamp ? stamp.height + 10 : 0);
  const reasonWidth = CONTENT_WIDTH_PT / 2 - 20;
  const reasonLines = view.reference ? pen.wrap(view.reference.reason, reasonWidth, body) : [];
  const buyerHeight =
    10 + 14 + Math.max(pen.height(buyerLines.length, body), pen.height(reasonLines.length, body));
  const height = partiesTop + buyerHeight + 10;
  return {
    height,
    draw(y) {
      pen.logo(LEFT, y, 36);
      pen.text(view.brand, LEFT + 44, y, { size: 15, bold: true, colour: COLOURS.green });
      pen.text(view.seller.name, LEFT + 44, y + 20, { size: 9.5, bold: true });
      pen.text(sellerLines, LEFT + 44, y + 33, small);

      pen.text(view.title.toUpperCase(), RIGHT, y, {
        size: 16,
        bold: true,
        colour: COLOURS.green,
        align: "right",
      });
      pen.text(view.subtitle, RIGHT, y + 22, { ...small, align: "right" });
      meta.forEach(([key, value], index) => {
        const rowY = y + 36 + index * 12;
        pen.text(key, RIGHT - 200, rowY, small);
        pen.text(value, RIGHT, rowY, { size: 8.5, bold: true, align: "right" });
      });

      stamp?.draw(y + letterheadHeight - 4);

      const partiesY = y + partiesTop;
      pen.rule(LEFT, partiesY - 5, RIGHT);
      pen.text("BILL TO", LEFT, partiesY, label);
      pen.text(view.buyer.name, LEFT, partiesY + 10, { size: 10, bold: true });
      pen.text(buyerLines, LEFT, partiesY + 24, body);
      if (view.reference) {
        const reasonX = RIGHT - reasonWidth;
        pen.text("REASON", reasonX, partiesY, label);
        pen.text(reasonLines, reasonX, partiesY + 10, body);
      }
    },
  };
}

/**
 * A cancelled invoice's mark, in one block: a red box holding "CANCELLED on <date> — Reason: <reason>"
 * in bold red, across the page under the letterhead, so that neither half can be missed or read apart.
 * Null for a document that stands.
 */
function cancellationStamp(pen: Pen, view: DocumentView): Drawable | null {
  if (!view.cancelled) return null;
  const padding = 6;
  const style: TextStyle = { size: 11, bold: true, colour: COLOURS.cancelled };
  const lines = pen.wrap(
    `${view.cancelled.heading} — ${view.cancelled.reason}`,
    CONTENT_WIDTH_PT - 2 * padding,
    style,
  );
  const height = pen.height(lines.length, style) + 2 * padding;
  return {
    height,
    draw(y) {
      pen.frame(LEFT, y, CONTENT_WIDTH_PT, height, COLOURS.cancelled, 1.5);
      pen.text(lines, LEFT + padding, y + padding, style);
    },
  };
}

/** Pages 2 on: brand and seller, title, number and date, in one line above a rule (and the cancellation). */
export function runningHeader(pen: Pen, view: DocumentView): Drawable {
  const stamp = cancellationStamp(pen, view);
  return {
    height: 24 + (stamp ? stamp.height + 8 : 0),
    draw(y) {
      stamp?.draw(y + 22);
      pen.text(`${view.brand} · ${view.seller.name}`, LEFT, y, {
        size: 9,
        bold: true,
        colour: COLOURS.green,
      });
      pen.text(`${view.title} ${numberAndDate(view)}`, RIGHT, y, { size: 9, bold: true, align: "right" });
      pen.rule(LEFT, y + 15, RIGHT);
    },
  };
}

export function footer(pen: Pen, view: DocumentView, page: number, pages: number, y: number) {
  pen.rule(LEFT, y, RIGHT);
  const note =
    view.kind === "quotation"
      ? `${view.title} ${view.number ?? ""} (not a tax invoice)`
      : `${view.title} ${view.number ?? ""}`;
  pen.text(note, LEFT, y + 5, small);
  pen.text(`Page ${page} of ${pages}`, RIGHT, y + 5, { ...small, align: "right" });
}
