/**
 * Page layout of the saved PDF (spec §9): A4 portrait, 20 pt margins, the invoice rendered 1100 CSS px
 * wide at a pixel scale of the device pixel ratio clamped to 1…3, and cut into pages between table
 * rows where possible, never through the middle of a line of text if a row boundary is near.
 * Plain arithmetic, no browser, so it can be unit tested; pdf-export.client.ts does the drawing.
 */

export const PDF_RENDER_WIDTH_PX = 1100;
export const PDF_MARGIN_PT = 20;
/** A4 in points, as jsPDF defines it. */
export const A4_PT = { width: 595.28, height: 841.89 } as const;

export function clampPixelScale(devicePixelRatio: number | undefined): number {
  const ratio =
    typeof devicePixelRatio === "number" && Number.isFinite(devicePixelRatio) ? devicePixelRatio : 1;
  return Math.min(3, Math.max(1, ratio));
}

/** How many CSS px of the rendering fit on one page, given the page size in points. */
export function pageHeightInCssPx(renderWidthPx: number, page = A4_PT, marginPt = PDF_MARGIN_PT): number {
  const contentWidth = page.width - 2 * marginPt;
  const contentHeight = page.height - 2 * marginPt;
  return contentHeight * (renderWidthPx / contentWidth);
}

/**
 * Cut a rendering `totalHeight` CSS px tall into page slices [top, bottom). Each cut is at the lowest
 * break (a row or block boundary) that fits on the page, as long as that fills at least `minFill` of
 * the page; otherwise (one huge block) the page is simply cut at its full height.
 */
export function planPageSlices(
  totalHeight: number,
  pageHeight: number,
  breaks: readonly number[],
  minFill = 0.5,
): [top: number, bottom: number][] {
  if (!(pageHeight > 0)) throw new RangeError("Page height must be positive");
  const slices: [number, number][] = [];
  let top = 0;
  while (totalHeight - top > 0.5) {
    const limit = top + pageHeight;
    if (limit >= totalHeight) {
      slices.push([top, totalHeight]);
      break;
    }
    let bottom = limit;
    let best = -1;
    for (const cut of breaks) {
      if (cut > top + pageHeight * minFill && cut <= limit && cut > best) best = cut;
    }
    if (best > 0) bottom = best;
    slices.push([top, bottom]);
    top = bottom;
  }
  return slices;
}
