/**
 * Reads a form body with a hard size cap: bodies over 64 KB get 413 before they are parsed.
 * A declared Content-Length over the cap is refused without reading a byte; a chunked body is read
 * only until it passes the cap. Nothing is parsed until the whole body is known to fit. A body
 * that is not a form (JSON, plain text, none declared) gets 415.
 */
import { MAX_CONTACT_BODY_BYTES } from "./contact-fields";

export type BodyReadResult =
  { ok: true; form: URLSearchParams | FormData } | { ok: false; status: 413 | 415 | 400 };

export async function readLimitedForm(
  request: Request,
  maxBytes = MAX_CONTACT_BODY_BYTES,
): Promise<BodyReadResult> {
  const declared = request.headers.get("content-length");
  if (declared !== null && (!/^\d+$/.test(declared.trim()) || Number(declared) > maxBytes)) {
    return { ok: false, status: /^\d+$/.test(declared.trim()) ? 413 : 400 };
  }
  // Only the media type is compared without case: a multipart boundary is case-sensitive, and
  // browsers send ones with capitals (----WebKitFormBoundary7MA4YWxkTrZu0gW).
  const contentType = request.headers.get("content-type") ?? "";
  const mediaType = contentType.split(";", 1)[0]!.trim().toLowerCase();
  const isUrlEncoded = mediaType === "application/x-www-form-urlencoded";
  const isMultipart = mediaType === "multipart/form-data";
  if (!isUrlEncoded && !isMultipart) return { ok: false, status: 415 };

  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readAtMost(request, maxBytes);
  } catch {
    return { ok: false, status: 400 }; // the body broke off (client gone, or the request timed out)
  }
  if (!bytes) return { ok: false, status: 413 };

  if (isUrlEncoded) return { ok: true, form: new URLSearchParams(new TextDecoder().decode(bytes)) };
  try {
    const form = await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]), {
      headers: { "content-type": contentType },
    }).formData();
    return { ok: true, form };
  } catch {
    return { ok: false, status: 400 };
  }
}

/** The body's bytes, or null as soon as more than `maxBytes` have arrived. */
async function readAtMost(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop reading here. Cancelling would reset the connection before the client reads the 413;
      // once the response is sent, Node's HTTP server discards the unread rest without buffering it.
      reader.releaseLock();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
