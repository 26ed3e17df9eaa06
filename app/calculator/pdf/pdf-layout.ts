/**
 * The saved PDF's page geometry and page breaks (docs/calculator.md, "Documents"): A4 portrait in
 * points, 20 pt margins, a running header and a "Page x of y" footer on every page, and the line table
 * flowing over as many pages as it needs. Lines are never split; the table's header row opens each page
 * that holds lines. The last line stays on one page with everything after the table (totals, HSN table,
 * signature) when all of that fits on a page, else with the totals at least, so that no page holds
 * closing blocks alone without the table's header. Plain arithmetic on heights, so it can be unit
 * tested; pdf-document.client.ts measures the text and draws.
 */

/** A4 in points, as jsPDF defines it. */
export const A4_PT = { width: 595.28, height: 841.89 } as const;
export const PDF_MARGIN_PT = 20;
export const CONTENT_WIDTH_PT = A4_PT.width - 2 * PDF_MARGIN_PT;
/** Height of the footer band ("Page x of y") above the bottom margin. */
export const FOOTER_HEIGHT_PT = 18;
/** Space between the blocks that follow the table. */
export const BLOCK_GAP_PT = 10;

export interface FlowInput {
  /** Where the body starts on page 1 (below the full header) and on later pages (below the running header). */
  readonly firstTop: number;
  readonly otherTop: number;
  /** Where the body must end on every page (above the footer). */
  readonly bottom: number;
  readonly tableHeaderHeight: number;
  /** Height of each table row, in order. */
  readonly rows: readonly number[];
  /** Height of each block after the table (totals, HSN table, signature…), in order. */
  readonly blocks: readonly number[];
}

export interface PlacedItem {
  readonly index: number;
  readonly y: number;
}

export interface PagePlan {
  /** Where the table header row is drawn on this page, or null when the page holds no table rows. */
  readonly tableHeaderY: number | null;
  readonly rows: readonly PlacedItem[];
  readonly blocks: readonly PlacedItem[];
}

interface MutablePage {
  tableHeaderY: number | null;
  rows: PlacedItem[];
  blocks: PlacedItem[];
}

/** Place every row and block on pages, top to bottom. */
export function planPages(input: FlowInput): PagePlan[] {
  const { firstTop, otherTop, bottom, tableHeaderHeight, rows, blocks } = input;
  const pages: MutablePage[] = [];
  let y = 0;
  const startPage = (withTable: boolean) => {
    const top = pages.length === 0 ? firstTop : otherTop;
    pages.push({ tableHeaderY: withTable ? top : null, rows: [], blocks: [] });
    y = withTable ? top + tableHeaderHeight : top;
  };
  const current = () => pages[pages.length - 1]!;

  // What the last row takes along: every block when they fit on a page with it, else the first.
  const allBlocks = blocks.reduce((sum, height) => sum + BLOCK_GAP_PT + height, 0);
  const lastRow = rows[rows.length - 1] ?? 0;
  const fitsOnePage = otherTop + tableHeaderHeight + lastRow + allBlocks <= bottom;
  const keptWithLastRow = blocks.length === 0 ? 0 : fitsOnePage ? allBlocks : BLOCK_GAP_PT + blocks[0]!;

  startPage(rows.length > 0);
  rows.forEach((height, index) => {
    const needed = height + (index === rows.length - 1 ? keptWithLastRow : 0);
    if (y + needed > bottom && current().rows.length > 0) startPage(true);
    current().rows.push({ index, y });
    y += height;
  });
  blocks.forEach((height, index) => {
    const gap = current().rows.length > 0 || current().blocks.length > 0 ? BLOCK_GAP_PT : 0;
    const isEmptyPage = current().rows.length === 0 && current().blocks.length === 0;
    if (y + gap + height > bottom && !isEmptyPage) {
      startPage(false);
      current().blocks.push({ index, y });
      y += height;
      return;
    }
    current().blocks.push({ index, y: y + gap });
    y += gap + height;
  });
  return pages;
}

/**
 * The PDF's creation date in India time, as PDF writes dates ("D:20260405103000+05'30'"): taken from the
 * document's date of issue, so that saving the same document again gives the same file.
 */
export function pdfDate(epochMs: number): string {
  const india = new Date(epochMs + 5.5 * 60 * 60 * 1000);
  const two = (value: number) => String(value).padStart(2, "0");
  return (
    `D:${india.getUTCFullYear()}${two(india.getUTCMonth() + 1)}${two(india.getUTCDate())}` +
    `${two(india.getUTCHours())}${two(india.getUTCMinutes())}${two(india.getUTCSeconds())}+05'30'`
  );
}

/** The PDF's file identifier (32 hex digits), derived from the document's number and date of issue. */
export function pdfFileId(number: string, issuedAt: number): string {
  const text = `${number}|${issuedAt}`;
  // FNV-1a, 32 bits, four times with different offsets: an identifier, not a security measure.
  return [0x811c9dc5, 0x01000193, 0x9e3779b9, 0x7f4a7c15]
    .map((offset) => {
      let hash = offset >>> 0;
      for (let index = 0; index < text.length; index += 1) {
        hash ^= text.charCodeAt(index);
        hash = Math.imul(hash, 0x01000193) >>> 0;
      }
      return hash.toString(16).padStart(8, "0");
    })
    .join("")
    .toUpperCase();
}
