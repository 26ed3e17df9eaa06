import { Zip, ZipDeflate, ZipPassThrough, strToU8, type FlateError, type ZipInputFile } from "fflate";

/**
 * Text files in one .zip (docs/decisions/0013-native-deflate-for-the-files-zip.md): fflate writes the
 * archive, and the browser's own deflate (CompressionStream "deflate-raw", native zlib) compresses
 * each file where there is one, else fflate's, so a browser without it still makes the same files.
 * A quarter of twenty thousand invoices is some 35 MB of text (the e-invoices most of it): fflate's
 * fastest level took over two seconds of it; native zlib takes a fraction of that.
 */

export type DeflateEngine = "native" | "fflate";

/** Whether the browser (or Node) deflates natively, raw as a .zip entry holds it. */
export function nativeDeflate(): boolean {
  if (typeof CompressionStream !== "function") return false;
  try {
    new CompressionStream("deflate-raw");
    return true;
  } catch {
    return false;
  }
}

/** A raw-deflate stream of the browser's own, for fflate's archive: fflate counts the CRC and size. */
class NativeDeflate extends ZipPassThrough {
  constructor(filename: string) {
    super(filename);
    this.compression = 8; // deflate (PKZIP APPNOTE 4.4.5)
  }

  /** Each file is pushed whole, once: compressed in one go, handed on when done. */
  protected override process(chunk: Uint8Array<ArrayBuffer>, final: boolean): void {
    const deflate = new CompressionStream("deflate-raw");
    // Written as one chunk: a blob's stream would feed it in small pieces, at twice the cost.
    const writer = deflate.writable.getWriter();
    // A failure errors the readable side too, and is reported from there.
    writer.write(chunk).catch(() => undefined);
    writer.close().catch(() => undefined);
    new Response(deflate.readable).arrayBuffer().then(
      (bytes) => this.ondata(null, new Uint8Array(bytes), final),
      (error: unknown) => {
        // fflate's errors carry a code; the browser's have none of fflate's.
        const failure: FlateError = Object.assign(new Error(String(error)), { code: -1 });
        this.ondata(failure, null as unknown as Uint8Array<ArrayBuffer>, final);
      },
    );
  }
}

/**
 * The files, by name in the order given, as .zip bytes; every entry dated `mtime`, so the same texts
 * give the same bytes (with the same engine).
 */
export function zipTexts(
  files: Readonly<Record<string, string>>,
  mtime: Date,
  engine: DeflateEngine = nativeDeflate() ? "native" : "fflate",
): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const parts: Uint8Array[] = [];
    const zip = new Zip((error, chunk, final) => {
      if (error) return reject(error);
      parts.push(chunk);
      if (final) resolve(joined(parts));
    });
    for (const [name, text] of Object.entries(files)) {
      // fflate's fastest level where it deflates: a larger .zip no one waits on.
      const entry: ZipInputFile & { push(chunk: Uint8Array, final: boolean): void } =
        engine === "native" ? new NativeDeflate(name) : new ZipDeflate(name, { level: 1 });
      entry.mtime = mtime;
      zip.add(entry);
      entry.push(strToU8(text), true);
    }
    zip.end();
  });
}

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const bytes = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    bytes.set(part, at);
    at += part.length;
  }
  return bytes;
}
