import {
  PDF_MARGIN_PT,
  PDF_RENDER_WIDTH_PX,
  clampPixelScale,
  pageHeightInCssPx,
  planPageSlices,
} from "./pdf-pages";

/**
 * Save the invoice as `invoice-{number}.pdf`: html2canvas draws the invoice 1100 CSS px wide at the
 * device's pixel scale (clamped to 1…3), jsPDF places it on A4 portrait pages with 20 pt margins,
 * cutting between table rows. Browser only (the `.client` suffix keeps it out of the server build), and
 * imported with `await import()` from the Save PDF button so that neither library is in the page's
 * JavaScript until a rep asks for a PDF. Throws on any failure; the caller falls back to printing.
 */
export async function saveInvoicePdf(element: HTMLElement, invoiceNumber: string): Promise<void> {
  const [{ jsPDF }, { default: html2canvas }] = await Promise.all([import("jspdf"), import("html2canvas")]);

  const scale = clampPixelScale(window.devicePixelRatio);
  let breaks: number[] = [];
  const canvas = await html2canvas(element, {
    scale,
    windowWidth: PDF_RENDER_WIDTH_PX,
    scrollX: 0,
    scrollY: 0,
    backgroundColor: "#ffffff",
    logging: false,
    useCORS: true,
    onclone: (documentClone, clone) => {
      prepareClone(documentClone, clone);
      breaks = measureBreaks(clone);
    },
  });
  if (canvas.width === 0 || canvas.height === 0) throw new Error("The invoice rendered as an empty image");

  const pdf = new jsPDF({ orientation: "portrait", unit: "pt", format: "a4", compress: true });
  pdf.setProperties({
    title: `Invoice ${invoiceNumber}`,
    subject: "Wholesale price quotation",
    creator: "Punarvana Eco",
  });
  const pageWidth = pdf.internal.pageSize.getWidth();
  const contentWidth = pageWidth - 2 * PDF_MARGIN_PT;
  const renderWidth = canvas.width / scale;
  const ptPerPx = contentWidth / renderWidth;
  const slices = planPageSlices(canvas.height / scale, pageHeightInCssPx(renderWidth), breaks);

  slices.forEach(([top, bottom], index) => {
    const sourceTop = Math.round(top * scale);
    const sourceHeight = Math.min(canvas.height - sourceTop, Math.round((bottom - top) * scale));
    if (sourceHeight <= 0) return;
    const page = document.createElement("canvas");
    page.width = canvas.width;
    page.height = sourceHeight;
    const context = page.getContext("2d");
    if (!context) throw new Error("Canvas 2D is not available");
    context.fillStyle = "#ffffff";
    context.fillRect(0, 0, page.width, page.height);
    context.drawImage(canvas, 0, sourceTop, canvas.width, sourceHeight, 0, 0, canvas.width, sourceHeight);
    if (index > 0) pdf.addPage("a4", "portrait");
    pdf.addImage(
      page.toDataURL("image/jpeg", 0.92),
      "JPEG",
      PDF_MARGIN_PT,
      PDF_MARGIN_PT,
      contentWidth,
      (sourceHeight / scale) * ptPerPx,
    );
  });

  pdf.save(`invoice-${invoiceNumber}.pdf`);
}

/** In the copy html2canvas draws: the invoice alone, 1100 px wide, without on-screen-only controls. */
function prepareClone(documentClone: Document, clone: HTMLElement) {
  for (const hidden of Array.from(clone.querySelectorAll("[data-pdf-hide]"))) hidden.remove();
  // Keep the calculator's wrapper class: its colours and fonts are custom properties set on it.
  const wrapper = documentClone.createElement("div");
  wrapper.className = "calc";
  wrapper.appendChild(clone);
  documentClone.body.replaceChildren(wrapper);
  documentClone.body.style.margin = "0";
  documentClone.body.style.background = "#ffffff";
  clone.classList.add("calc-invoice-pdf");
  clone.style.width = `${PDF_RENDER_WIDTH_PX}px`;
  clone.style.maxWidth = "none";
  clone.style.margin = "0";
}

/** Where a page may end: below each table row and each block, in CSS px from the invoice's top. */
function measureBreaks(clone: HTMLElement): number[] {
  const origin = clone.getBoundingClientRect().top;
  return Array.from(clone.querySelectorAll("tr, caption, [data-pdf-block]")).map(
    (element) => element.getBoundingClientRect().bottom - origin,
  );
}
