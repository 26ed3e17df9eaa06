import { getDocument } from "pdfjs-dist/legacy/build/pdf.mjs";

/**
 * The text of each page of a PDF, read with Mozilla's PDF.js the way a PDF viewer's search and copy
 * would see it: the strings of each page in drawing order, joined by single spaces.
 */
export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    useSystemFonts: false,
  }).promise;
  try {
    const pages: string[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ("str" in item ? item.str : ""))
          .join(" ")
          .replace(/\s+/g, " ")
          .trim(),
      );
    }
    return pages;
  } finally {
    await document.destroy();
  }
}
