import regularFontUrl from "@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf";
import boldFontUrl from "@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf";
import type { jsPDF as JsPdf } from "jspdf";

import { documentFileName, type IssuedDocument } from "~/calculator/device/issued-documents";
import { issuedDocumentView } from "~/calculator/notes/note-view";
import { downloadFile } from "~/calculator/ui/download-file";

import { hsnBlock, signatureBlock, totalsBlock } from "./pdf-blocks.client";
import { A4_PT, FOOTER_HEIGHT_PT, PDF_MARGIN_PT, pdfDate, pdfFileId, planPages } from "./pdf-layout";
import { FONT_FAMILY, Pen } from "./pdf-pen.client";
import { emptyRow, footer, fullHeader, lineRow, runningHeader, tableHeader } from "./pdf-table.client";
import { loadQrCode } from "./qr-code.client";

/**
 * The issued document as a real PDF: text drawn with jsPDF in an embedded font that has the ₹ sign
 * (Roboto, SIL Open Font License; jsPDF embeds only the glyphs used), vector rules and UPI QR code,
 * A4 portrait.
 * Browser only (the `.client` suffix keeps it out of the server build) and imported with `await
 * import()` on the first Save PDF, so neither jsPDF nor the fonts are in the page's JavaScript; the
 * fonts are fingerprinted files under /build/, fetched from the site itself. The creation date and file
 * identifier come from the document, so the same document always gives the same bytes.
 */

export interface PdfTools {
  readonly jsPDF: typeof JsPdf;
  /** The TrueType files as binary strings, as jsPDF's virtual file system takes them. */
  readonly regular: string;
  readonly bold: string;
}

let loading: Promise<PdfTools> | undefined;

async function fetchFont(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Font ${url} answered ${response.status}`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  let binary = "";
  for (let index = 0; index < bytes.length; index += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  }
  return binary;
}

/** jsPDF and the two fonts, loaded once per page (a failed load is tried again next time). */
export function loadPdfTools(): Promise<PdfTools> {
  loading ??= Promise.all([import("jspdf"), fetchFont(regularFontUrl), fetchFont(boldFontUrl), loadQrCode()])
    .then(([{ jsPDF }, regular, bold]) => ({ jsPDF, regular, bold }))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** A blank A4 portrait PDF with the two fonts, and a pen over it. */
export function newA4Pdf(tools: PdfTools): { doc: JsPdf; pen: Pen } {
  const doc = new tools.jsPDF({ orientation: "portrait", unit: "pt", format: "a4", compress: true });
  doc.addFileToVFS("Roboto-Regular.ttf", tools.regular);
  doc.addFont("Roboto-Regular.ttf", FONT_FAMILY, "normal");
  doc.addFileToVFS("Roboto-Bold.ttf", tools.bold);
  doc.addFont("Roboto-Bold.ttf", FONT_FAMILY, "bold");
  return { doc, pen: new Pen(doc) };
}

/** The document typeset on A4 pages: the drawable parts, measured, and which page each goes on. */
function layOut(tools: PdfTools, document: IssuedDocument) {
  const view = issuedDocumentView(document);
  const { doc, pen } = newA4Pdf(tools);
  const header = fullHeader(pen, view);
  const running = runningHeader(pen, view);
  const columnsHeader = tableHeader(pen);
  const rows = view.lines.length > 0 ? view.lines.map((line) => lineRow(pen, line)) : [emptyRow(pen)];
  const blocks = [totalsBlock(pen, view), hsnBlock(pen, view), signatureBlock(pen, view)];
  const top = PDF_MARGIN_PT;
  const bottom = A4_PT.height - PDF_MARGIN_PT - FOOTER_HEIGHT_PT;
  const pages = planPages({
    firstTop: top + header.height,
    otherTop: top + running.height,
    bottom,
    tableHeaderHeight: columnsHeader.height,
    rows: rows.map((row) => row.height),
    blocks: blocks.map((block) => block.height),
  });
  return { view, doc, pen, header, running, columnsHeader, rows, blocks, pages, top, bottom };
}

/** The document's PDF bytes. */
export function buildDocumentPdf(tools: PdfTools, document: IssuedDocument): ArrayBuffer {
  const { view, doc, pen, header, running, columnsHeader, rows, blocks, pages, top, bottom } = layOut(
    tools,
    document,
  );
  doc.setProperties({
    title: `${view.title} ${document.number}`,
    subject: `${view.title} for ${view.buyer.name}`,
    author: view.seller.name,
    creator: view.brand,
  });
  doc.setCreationDate(pdfDate(document.issuedAt));
  doc.setFileId(pdfFileId(document.number, document.issuedAt));
  pages.forEach((page, index) => {
    if (index > 0) doc.addPage("a4", "portrait");
    (index === 0 ? header : running).draw(top);
    if (page.tableHeaderY !== null) columnsHeader.draw(page.tableHeaderY);
    for (const placed of page.rows) rows[placed.index]!.draw(placed.y);
    for (const placed of page.blocks) blocks[placed.index]!.draw(placed.y);
    footer(pen, view, index + 1, pages.length, bottom + 4);
  });
  return doc.output("arraybuffer");
}

/** What each page of the document's PDF holds: its lines and its closing blocks (totals, tax table, signature). */
export interface PdfPageContents {
  readonly lines: readonly number[];
  readonly blocks: readonly number[];
}

/** The PDF's pages, for the pictures to hold the same parts page by page. */
export async function pdfPageContents(document: IssuedDocument): Promise<PdfPageContents[]> {
  const { pages } = layOut(await loadPdfTools(), document);
  return pages.map((page) => ({
    lines: page.rows.map((row) => row.index),
    blocks: page.blocks.map((block) => block.index),
  }));
}

/** The time the last PDF took to build, for `npm run bench` (a User Timing measure, also in dev tools). */
export const BUILD_MEASURE = "calculator-pdf-build";

/** The document's PDF as a file named by its number ("PE-2026-27-0001.pdf"): what Save PDF and Share hand over. */
export async function documentPdfFile(document: IssuedDocument): Promise<File> {
  const tools = await loadPdfTools();
  performance.mark(`${BUILD_MEASURE}-start`);
  const bytes = buildDocumentPdf(tools, document);
  performance.measure(BUILD_MEASURE, `${BUILD_MEASURE}-start`);
  return new File([bytes], documentFileName(document), { type: "application/pdf" });
}

/** Build the document's PDF and hand it to the browser as a download; returns the file's name. */
export async function saveDocumentPdf(document: IssuedDocument): Promise<string> {
  const file = await documentPdfFile(document);
  downloadFile(file, file.name, file.type);
  return file.name;
}
