import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import type { BrowserContext, Page } from "playwright-core";

import { findDocumentTools } from "../../../scripts/ensure-document-tools.mjs";

/**
 * The Web Share API replaced by a recorder, installed before the page's scripts run: `canShare`
 * answers as a phone would (files can be shared) or as a desktop browser without file sharing, and
 * `share` keeps what it was handed (each file's name, type, bytes and, for a picture, its size as
 * the browser decodes it) for the test to read back.
 */

export interface SharedFile {
  readonly name: string;
  readonly type: string;
  readonly bytes: Buffer;
  /** Width and height as decoded by the browser, or null when it is not an image that decodes. */
  readonly image: { width: number; height: number } | null;
}

export interface Share {
  readonly title: string;
  readonly text: string;
  readonly files: SharedFile[];
}

interface RecordedFile {
  name: string;
  type: string;
  base64: string;
  image: { width: number; height: number } | null;
}

export async function recordShares(context: BrowserContext, canShareFiles: boolean) {
  await context.addInitScript((canShare: boolean) => {
    const shares: unknown[] = [];
    Object.defineProperty(window, "__shares", { value: shares });
    const toBase64 = (file: File) =>
      new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ""));
        reader.onerror = () => reject(reader.error);
        reader.readAsDataURL(file);
      });
    const decoded = async (file: File) => {
      try {
        const bitmap = await createImageBitmap(file);
        return { width: bitmap.width, height: bitmap.height };
      } catch {
        return null;
      }
    };
    Object.defineProperty(navigator, "canShare", {
      configurable: true,
      value: (data?: ShareData) => canShare && (data?.files?.length ?? 0) > 0,
    });
    Object.defineProperty(navigator, "share", {
      configurable: true,
      value: async (data: ShareData) => {
        const files = await Promise.all(
          (data.files ?? []).map(async (file) => ({
            name: file.name,
            type: file.type,
            base64: await toBase64(file),
            image: file.type.startsWith("image/") ? await decoded(file) : null,
          })),
        );
        shares.push({ title: data.title ?? "", text: data.text ?? "", files });
      },
    });
  }, canShareFiles);
}

/** What the page has shared so far. */
export async function sharesOf(page: Page): Promise<Share[]> {
  const shares = await page.evaluate(
    () =>
      (window as unknown as { __shares: { title: string; text: string; files: RecordedFile[] }[] }).__shares,
  );
  return shares.map((share) => ({
    ...share,
    files: share.files.map((file) => ({ ...file, bytes: Buffer.from(file.base64, "base64") })),
  }));
}

/** Waits until the page has shared `count` times, and returns the shares. */
export async function waitForShares(page: Page, count: number): Promise<Share[]> {
  await page.waitForFunction(
    (expected) => (window as unknown as { __shares: unknown[] }).__shares.length >= expected,
    count,
    { timeout: 45_000 },
  );
  return sharesOf(page);
}

/**
 * The QR codes on a PDF's first page, as their text: the page rendered to an image by pdftoppm
 * (poppler-utils) and read by zbarimg (zbar-tools), both installed by `npm test` when missing.
 */
export function qrCodesOnFirstPage(pdf: Uint8Array): string[] {
  const { pdftoppm, zbarimg } = findDocumentTools();
  if (!pdftoppm || !zbarimg) {
    throw new Error("pdftoppm and zbarimg are needed: sudo apt-get install -y poppler-utils zbar-tools");
  }
  const dir = mkdtempSync(join(tmpdir(), "vasanam-e2e-qr-"));
  try {
    writeFileSync(join(dir, "document.pdf"), pdf);
    execFileSync(
      pdftoppm,
      ["-f", "1", "-l", "1", "-r", "200", "-png", "-singlefile", "document.pdf", "page"],
      {
        cwd: dir,
      },
    );
    const output = execFileSync(zbarimg, ["--quiet", "--raw", "-Sdisable", "-Sqrcode.enable", "page.png"], {
      cwd: dir,
      encoding: "utf8",
    });
    return output.split("\n").filter(Boolean);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
