import boldFontUrl from "@expo-google-fonts/roboto/700Bold/Roboto_700Bold.ttf";
import regularFontUrl from "@expo-google-fonts/roboto/400Regular/Roboto_400Regular.ttf";
import { flushSync } from "react-dom";
import { createRoot } from "react-dom/client";

import { documentFileName, type IssuedDocument } from "~/calculator/device/issued-documents";
import { documentView } from "~/calculator/documents/document-view";
import { pictureBreaks } from "~/calculator/documents/picture-pages";
import { loadQrCode } from "~/calculator/pdf/qr-code.client";

import { InvoiceCard } from "./InvoiceCard";

/**
 * The customer's copy as pictures (docs/calculator.md, "Share as a picture"): the document as the
 * screen draws it for the customer (no net cost, margin or tips: those are not in the document's
 * model), rendered by html2canvas in its wide layout and cut into A4-shaped PNG pages between lines
 * and blocks, never through one. html2canvas is imported on the first use, never with the page. The
 * text is in the PDF's font (Roboto, which has the ₹ sign), so the picture does not depend on the
 * phone's fonts.
 */

/** Width of the rendered document in CSS pixels, and of each picture in pixels: sharp on a phone. */
const DOCUMENT_WIDTH = 760;
const PICTURE_WIDTH = 1080;
/** A4's proportions. */
const PAGE_HEIGHT = Math.round((DOCUMENT_WIDTH * 297) / 210);
/** Room at the foot of each page for "Page x of y". */
const FOOTER = 28;
const FONT_FAMILY = "Vasanam Document";

let fonts: Promise<[ArrayBuffer, ArrayBuffer]> | undefined;

function fontBytes(): Promise<[ArrayBuffer, ArrayBuffer]> {
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

/** The document font in `target` (this page, and html2canvas's copy of it), loaded before drawing. */
async function addFonts(target: Document, [regular, bold]: [ArrayBuffer, ArrayBuffer]) {
  const faces = [
    new FontFace(FONT_FAMILY, regular, { weight: "400" }),
    new FontFace(FONT_FAMILY, bold, { weight: "700" }),
  ];
  for (const face of faces) target.fonts.add(face);
  await Promise.all(faces.map((face) => face.load()));
}

/** Bottom edges of what a page break may fall after, in CSS pixels from the document's top. */
function breakCandidates(card: HTMLElement): number[] {
  const top = card.getBoundingClientRect().top;
  const parts = card.querySelectorAll(
    ".calc-doc-head, .calc-doc-buyer, .calc-lines tr, .calc-invoice-totals, .calc-hsn, .calc-doc-sign",
  );
  return [...parts].map((part) => part.getBoundingClientRect().bottom - top);
}

function pageCanvas(source: HTMLCanvasElement, from: number, to: number, page: number, pages: number) {
  const scale = source.width / DOCUMENT_WIDTH;
  const canvas = window.document.createElement("canvas");
  canvas.width = PICTURE_WIDTH;
  canvas.height = Math.round((PAGE_HEIGHT * PICTURE_WIDTH) / DOCUMENT_WIDTH);
  const context = canvas.getContext("2d")!;
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  const height = (to - from) * scale;
  context.drawImage(source, 0, from * scale, source.width, height, 0, 0, canvas.width, height);
  context.fillStyle = "#5e4f45";
  context.font = `${Math.round(11 * scale)}px "${FONT_FAMILY}", sans-serif`;
  context.textAlign = "right";
  context.fillText(`Page ${page} of ${pages}`, canvas.width - 24 * scale, canvas.height - 10 * scale);
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

/** The document as PNG files, one per A4 page, named "PE-2026-27-0001-1.png" and on. */
export async function documentPictureFiles(document: IssuedDocument): Promise<File[]> {
  const [{ default: html2canvas }, bytes] = await Promise.all([
    import("html2canvas"),
    fontBytes(),
    loadQrCode(),
  ]);
  await addFonts(window.document, bytes);
  const view = documentView(document, { number: document.number, date: document.issuedAt });
  const host = window.document.createElement("div");
  host.className = "calc calc-picture";
  host.setAttribute("aria-hidden", "true");
  host.style.width = `${DOCUMENT_WIDTH}px`;
  window.document.body.appendChild(host);
  const root = createRoot(host);
  try {
    flushSync(() => root.render(<InvoiceCard view={view} editable={null} />));
    const card = host.firstElementChild as HTMLElement;
    const breaks = pictureBreaks(breakCandidates(card), card.offsetHeight, PAGE_HEIGHT - FOOTER);
    const source = await html2canvas(card, {
      scale: PICTURE_WIDTH / DOCUMENT_WIDTH,
      backgroundColor: "#ffffff",
      logging: false,
      // The copy html2canvas draws from is laid out this wide: the document's wide layout.
      windowWidth: 1200,
      onclone: (copy) => addFonts(copy, bytes),
    });
    const files: File[] = [];
    for (const [index, [from, to]] of breaks.entries()) {
      const blob = await png(pageCanvas(source, from, to, index + 1, breaks.length));
      files.push(new File([blob], documentFileName(document, "png", index + 1), { type: "image/png" }));
    }
    return files;
  } finally {
    root.unmount();
    host.remove();
  }
}
