import regularFontUrl from "@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf";
import boldFontUrl from "@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";

import { documentFileName, type IssuedDocument } from "~/calculator/device/issued-documents";
import { issuedDocumentView } from "~/calculator/notes/note-view";
import { pdfPageContents, type PdfPageContents } from "~/calculator/pdf/pdf-document.client";

import { InvoiceCard } from "./InvoiceCard";

/**
 * The customer's copy as pictures (docs/calculator.md, "Share as a picture"): one PNG per page of the
 * PDF, holding the same parts as that page (the header, the buyer on the first, the lines, the totals
 * with the UPI code, the tax table, the signature). The document is drawn as the screen draws it for
 * the customer, from the same model as the PDF, so the rep's net cost, margin and tips are not in it;
 * it is laid out in a frame of its own at a desktop width (whatever the phone's), drawn by html2canvas,
 * and each page is put together from the parts it holds. html2canvas is imported on the first use,
 * never with the page. The text is in the PDF's font (Roboto, which has the ₹ sign), not the phone's.
 */

/** The width the document is laid out at, in CSS pixels: its wide layout. */
const LAYOUT_WIDTH = 1000;
/** Each picture: 1080 pixels wide (a phone's screen, sharp when zoomed), A4's proportions. */
const PICTURE_WIDTH = 1080;
const PICTURE_HEIGHT = Math.round((PICTURE_WIDTH * 297) / 210);
const MARGIN = 28;
const FOOTER = 30;
const GAP = 10;
const FONT_FAMILY = "Vasanam Document";

type FontBytes = [ArrayBuffer, ArrayBuffer];
let fonts: Promise<FontBytes> | undefined;

function fontBytes(): Promise<FontBytes> {
  const get = async (url: string) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Font ${url} answered ${response.status}`);
    return response.arrayBuffer();
  };
  fonts ??= Promise.all([get(regularFontUrl), get(boldFontUrl)]).catch((error: unknown) => {
    fonts = undefined;
    throw error;
  });
  return fonts;
}

/** The document font in `target` (the frame, and html2canvas's copy of it), loaded before drawing. */
async function addFonts(target: Document, [regular, bold]: FontBytes) {
  const faces = [
    new FontFace(FONT_FAMILY, regular, { weight: "400" }),
    new FontFace(FONT_FAMILY, bold, { weight: "700" }),
  ];
  for (const face of faces) target.fonts.add(face);
  await Promise.all(faces.map((face) => face.load()));
}

/** This page's styles as text (a stylesheet for print only stays for print), for the frame. */
function pageStyles(): string {
  return [...window.document.styleSheets]
    .map((sheet) => {
      let rules: string;
      try {
        rules = [...sheet.cssRules].map((rule) => rule.cssText).join("\n");
      } catch {
        return ""; // another origin's sheet: none of the document's
      }
      const media = sheet.media.mediaText;
      return media && media !== "all" ? `@media ${media} {\n${rules}\n}` : rules;
    })
    .join("\n");
}

/** A frame out of sight, as wide as the layout, with this page's styles. */
async function layoutFrame(): Promise<HTMLIFrameElement> {
  const frame = window.document.createElement("iframe");
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  frame.style.cssText = `position:fixed;top:0;left:-20000px;width:${LAYOUT_WIDTH + 40}px;height:2000px;border:0;`;
  const loaded = new Promise((resolve) => frame.addEventListener("load", resolve, { once: true }));
  frame.srcdoc = "<!doctype html><html><head></head><body></body></html>";
  window.document.body.appendChild(frame);
  await loaded;
  const style = frame.contentDocument!.createElement("style");
  style.textContent = pageStyles();
  frame.contentDocument!.head.appendChild(style);
  return frame;
}

interface Part {
  readonly top: number;
  readonly height: number;
}

/** The parts of the laid-out document, in CSS pixels from its top. */
function partsOf(card: HTMLElement) {
  const cardTop = card.getBoundingClientRect().top;
  const down = (element: Element | null | undefined): Part | null => {
    if (!element) return null;
    const box = element.getBoundingClientRect();
    return { top: box.top - cardTop, height: box.height };
  };
  const upTo = (element: Element | null): Part => ({
    top: 0,
    height: (element?.getBoundingClientRect().bottom ?? cardTop) - cardTop,
  });
  const rows = [...card.querySelectorAll(".calc-lines tbody tr")];
  return {
    firstHeader: upTo(card.querySelector(".calc-doc-buyer")),
    runningHeader: upTo(card.querySelector(".calc-doc-head")),
    tableHeader: down(card.querySelector(".calc-lines thead")),
    lines: (rows.length > 0 ? rows : [card.querySelector(".calc-empty")]).map((row) => down(row)),
    blocks: [
      card.querySelector(".calc-invoice-totals"),
      card.querySelector(".calc-hsn")?.closest(".calc-table-scroll"),
      card.querySelector(".calc-doc-sign"),
    ].map((block) => down(block)),
  };
}

/** One A4 page: the parts it holds, one under the other, shrunk if need be to fit, and its number. */
function pageCanvas(
  source: HTMLCanvasElement,
  cardWidth: number,
  parts: Part[],
  page: number,
  pages: number,
) {
  const scale = source.width / cardWidth;
  const canvas = window.document.createElement("canvas");
  canvas.width = PICTURE_WIDTH;
  canvas.height = PICTURE_HEIGHT;
  const context = canvas.getContext("2d")!;
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  const stacked = parts.reduce((sum, part) => sum + part.height, 0) + GAP * (parts.length - 1);
  const fit = Math.min(
    (PICTURE_WIDTH - 2 * MARGIN) / cardWidth,
    (PICTURE_HEIGHT - 2 * MARGIN - FOOTER) / stacked,
  );
  const x = (PICTURE_WIDTH - cardWidth * fit) / 2;
  let y = MARGIN;
  for (const part of parts) {
    context.drawImage(
      source,
      0,
      part.top * scale,
      source.width,
      part.height * scale,
      x,
      y,
      cardWidth * fit,
      part.height * fit,
    );
    y += (part.height + GAP) * fit;
  }
  context.fillStyle = "#5e4f45";
  context.font = `16px "${FONT_FAMILY}", sans-serif`;
  context.textAlign = "right";
  context.fillText(`Page ${page} of ${pages}`, PICTURE_WIDTH - MARGIN, PICTURE_HEIGHT - MARGIN);
  return canvas;
}

function png(canvas: HTMLCanvasElement): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) => (blob ? resolve(blob) : reject(new Error("The picture could not be made."))),
      "image/png",
    ),
  );
}

function partsOnPage(parts: ReturnType<typeof partsOf>, contents: PdfPageContents, index: number): Part[] {
  const header = index === 0 ? parts.firstHeader : parts.runningHeader;
  const lines = contents.lines.map((line) => parts.lines[line]);
  const table = contents.lines.length > 0 && parts.tableHeader ? [parts.tableHeader] : [];
  const blocks = contents.blocks.map((block) => parts.blocks[block]);
  return [header, ...table, ...lines, ...blocks].filter((part): part is Part => part != null);
}

/** The document as PNG files, one per page of its PDF, named "PE-2026-27-0001-1.png" and on. */
export async function documentPictureFiles(document: IssuedDocument): Promise<File[]> {
  const [{ default: html2canvas }, bytes, pages, frame] = await Promise.all([
    import("html2canvas"),
    fontBytes(),
    pdfPageContents(document),
    layoutFrame(),
  ]);
  const view = issuedDocumentView(document);
  const frameDocument = frame.contentDocument!;
  const host = frameDocument.createElement("div");
  host.className = "calc calc-picture";
  host.style.width = `${LAYOUT_WIDTH}px`;
  frameDocument.body.appendChild(host);
  const root = createRoot(host);
  try {
    // In the frame for the layout, and here too: html2canvas draws on a canvas of this page.
    await Promise.all([addFonts(frameDocument, bytes), addFonts(window.document, bytes)]);
    flushSync(() => root.render(<InvoiceCard view={view} editable={null} />));
    const card = host.querySelector<HTMLElement>(".calc-invoice")!;
    const parts = partsOf(card);
    const source = await html2canvas(card, {
      scale: 1,
      backgroundColor: "#ffffff",
      logging: false,
      windowWidth: LAYOUT_WIDTH + 40,
      onclone: (copy) => addFonts(copy, bytes),
    });
    const files: File[] = [];
    for (const [index, contents] of pages.entries()) {
      const canvas = pageCanvas(
        source,
        card.offsetWidth,
        partsOnPage(parts, contents, index),
        index + 1,
        pages.length,
      );
      const blob = await png(canvas);
      files.push(new File([blob], documentFileName(document, "png", index + 1), { type: "image/png" }));
    }
    return files;
  } finally {
    root.unmount();
    frame.remove();
  }
}
