import type * as QrCodeLibrary from "qrcode";

import { darkRuns, type ModuleRun } from "~/calculator/documents/qr-modules";

/**
 * The `qrcode` library, loaded on demand like jsPDF (never with the page): the document panel asks for
 * it as soon as a UPI address is configured, so that the code is ready by the first Print, and the PDF
 * code before drawing. Medium error correction (15%) keeps a printed code readable when creased.
 */

type QrLibrary = typeof QrCodeLibrary;

let library: QrLibrary | undefined;
let loading: Promise<QrLibrary> | undefined;

export function loadQrCode(): Promise<QrLibrary> {
  loading ??= import("qrcode")
    // A CommonJS module: the bundle hands its exports over as the default export.
    .then((module) => (library = (module as { default?: QrLibrary }).default ?? module))
    .catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The text's QR code as runs of dark modules, or null while the library is not loaded yet. */
export function qrRunsIfLoaded(text: string): { size: number; runs: ModuleRun[] } | null {
  if (!library) return null;
  const { modules } = library.create(text, { errorCorrectionLevel: "M" });
  return { size: modules.size, runs: darkRuns(modules) };
}

export async function qrRuns(text: string): Promise<{ size: number; runs: ModuleRun[] }> {
  await loadQrCode();
  return qrRunsIfLoaded(text)!;
}
