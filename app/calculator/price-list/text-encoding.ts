/**
 * The text of a price-list file from its bytes, whatever program saved it: UTF-8 with or without a byte
 * order mark (Google Sheets, Excel's "CSV UTF-8"), UTF-16 (Excel's "Unicode text"), else Windows-1252
 * (Excel's plain "CSV" on a Western Windows), which the summary then names so the rep checks accents.
 * The browser's TextDecoder does the decoding; `fatal: true` is how invalid UTF-8 is told apart.
 */

export type TextEncodingName = "UTF-8" | "UTF-16LE" | "UTF-16BE" | "Windows-1252";

export interface DecodedText {
  readonly text: string;
  readonly encoding: TextEncodingName;
  /** Said in the summary: the file was not UTF-8, so accented letters may be wrong. */
  readonly note: string | null;
}

function startsWith(bytes: Uint8Array, prefix: readonly number[]): boolean {
  return prefix.every((byte, index) => bytes[index] === byte);
}

/**
 * UTF-16 without a byte order mark: plain-ASCII text in UTF-16 has a zero byte in every other place.
 * Looks at the first 200 bytes; null for anything else.
 */
function unmarkedUtf16(bytes: Uint8Array): "UTF-16LE" | "UTF-16BE" | null {
  const sample = bytes.subarray(0, Math.min(bytes.length, 200) & ~1);
  if (sample.length < 4) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < sample.length; index += 2) {
    if (sample[index] === 0) evenZeros += 1;
    if (sample[index + 1] === 0) oddZeros += 1;
  }
  const pairs = sample.length / 2;
  if (oddZeros > pairs * 0.8 && evenZeros === 0) return "UTF-16LE";
  if (evenZeros > pairs * 0.8 && oddZeros === 0) return "UTF-16BE";
  return null;
}

function decode(bytes: Uint8Array, label: string, fatal = false): string {
  // The decoder drops a byte order mark of its own encoding.
  return new TextDecoder(label, { fatal }).decode(bytes);
}

export function decodeText(bytes: Uint8Array): DecodedText {
  if (startsWith(bytes, [0xef, 0xbb, 0xbf]))
    return { text: decode(bytes, "utf-8"), encoding: "UTF-8", note: null };
  if (startsWith(bytes, [0xff, 0xfe]))
    return { text: decode(bytes, "utf-16le"), encoding: "UTF-16LE", note: null };
  if (startsWith(bytes, [0xfe, 0xff]))
    return { text: decode(bytes, "utf-16be"), encoding: "UTF-16BE", note: null };
  const utf16 = unmarkedUtf16(bytes);
  if (utf16) return { text: decode(bytes, utf16.toLowerCase()), encoding: utf16, note: null };
  try {
    return { text: decode(bytes, "utf-8", true), encoding: "UTF-8", note: null };
  } catch {
    return {
      text: decode(bytes, "windows-1252"),
      encoding: "Windows-1252",
      note: "The file is not UTF-8, so it was read as Windows-1252 (Western European): check names with accents, or save it as “CSV UTF-8”.",
    };
  }
}

/** Files a rep may pick by mistake, recognised by their first bytes. */
export function binaryFileKind(bytes: Uint8Array): string | null {
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return "an Excel workbook or another zipped file";
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0])) return "an old Excel workbook (.xls)";
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46])) return "a PDF";
  return null;
}
