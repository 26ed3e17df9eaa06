import { Gunzip, Gzip } from "fflate";

/**
 * gzip as web streams, for the backup file (docs/decisions/0011-compressed-backups.md): the
 * browser's own CompressionStream where it has one (native zlib, several times faster than any
 * JavaScript deflate, and no code to load), else fflate's streaming gzip, so that a browser without
 * it (Safari before 16.4) still makes and reads the same files. Both write and read plain gzip.
 */

export type GzipEngine = "native" | "fflate";

function nativeGzip(): boolean {
  return typeof CompressionStream === "function" && typeof DecompressionStream === "function";
}

/** fflate's streaming class as a TransformStream: each chunk pushed through, the last one flushed. */
function fflateTransform(engine: Gzip | Gunzip): TransformStream<Uint8Array, Uint8Array> {
  let output: TransformStreamDefaultController<Uint8Array> | null = null;
  engine.ondata = (data) => output?.enqueue(data);
  return new TransformStream<Uint8Array, Uint8Array>({
    start(controller) {
      output = controller;
    },
    transform(chunk) {
      engine.push(chunk);
    },
    flush() {
      // Throws on a stream cut short: the reader sees it as a broken file.
      engine.push(new Uint8Array(0), true);
    },
  });
}

/** Bytes in, gzip out. `engine` chooses one (the tests use both); the default is the browser's if any. */
export function gzipStream(
  engine: GzipEngine = nativeGzip() ? "native" : "fflate",
): TransformStream<Uint8Array, Uint8Array> {
  if (engine === "native")
    return new CompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>;
  // The modification time stays 0, as the browser's leaves it: the same content gives the same file.
  return fflateTransform(new Gzip({ level: 6, mtime: 0 }));
}

/** gzip in, bytes out; the stream errors when the data is not gzip, is cut short or fails its CRC. */
export function gunzipStream(
  engine: GzipEngine = nativeGzip() ? "native" : "fflate",
): TransformStream<Uint8Array, Uint8Array> {
  if (engine === "native")
    return new DecompressionStream("gzip") as unknown as TransformStream<Uint8Array, Uint8Array>;
  return fflateTransform(new Gunzip());
}

/** Whether bytes start as gzip does (1f 8b). */
export function isGzip(bytes: Uint8Array): boolean {
  return bytes.length >= 2 && bytes[0] === 0x1f && bytes[1] === 0x8b;
}
