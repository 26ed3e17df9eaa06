/**
 * A deliberately naive HTTP/1.1 client for the fuzzer: it writes exactly the bytes it is given
 * (any method, any target, any Host or none, malformed headers and bodies), on a fresh connection
 * each time, and reads the answer until the server closes. fetch() and node:http refuse to send
 * most of what a hostile client sends, which is why this exists.
 */
import { connect } from "node:net";
import { brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

/**
 * @typedef {{ status: number, headers: Map<string, string>, body: string }} RawResponse
 * @param {{ host: string, port: number }} server
 * @param {string | Buffer} bytes  the whole request, head and body
 * @param {{ timeoutMs?: number, endAfterWrite?: boolean }} [options]
 *   endAfterWrite: half-close after writing (a body that never arrives in full)
 * @returns {Promise<RawResponse | null>} null when the server closed without answering
 */
export function sendRaw(server, bytes, { timeoutMs = 15_000, endAfterWrite = false } = {}) {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, server.host);
    const chunks = [];
    const timer = setTimeout(() => {
      socket.destroy();
      reject(new Error(`no answer within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on("connect", () => {
      socket.write(bytes);
      if (endAfterWrite) socket.end();
    });
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", () => {}); // a reset after the answer is normal for a refused request
    socket.on("close", () => {
      clearTimeout(timer);
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** The first response in `raw` (a server may close right after it), or null when there is none. */
export function parseResponse(raw) {
  const headEnd = raw.indexOf("\r\n\r\n");
  if (raw.length === 0 || headEnd === -1) return null;
  const [statusLine, ...lines] = raw.subarray(0, headEnd).toString("latin1").split("\r\n");
  const match = /^HTTP\/1\.[01] (\d{3})/.exec(statusLine);
  if (!match) throw new Error(`not an HTTP response: ${JSON.stringify(statusLine.slice(0, 80))}`);
  const headers = new Map();
  for (const line of lines) {
    const colon = line.indexOf(":");
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = line.slice(colon + 1).trim();
    headers.set(name, headers.has(name) ? `${headers.get(name)}, ${value}` : value);
  }
  let body = raw.subarray(headEnd + 4);
  if (/chunked/i.test(headers.get("transfer-encoding") ?? "")) body = dechunk(body);
  else if (headers.has("content-length")) body = body.subarray(0, Number(headers.get("content-length")));
  return { status: Number(match[1]), headers, body: decode(body, headers.get("content-encoding")) };
}

function dechunk(bytes) {
  const parts = [];
  let at = 0;
  while (at < bytes.length) {
    const lineEnd = bytes.indexOf("\r\n", at);
    if (lineEnd === -1) break;
    const size = parseInt(bytes.subarray(at, lineEnd).toString("latin1"), 16);
    if (!Number.isFinite(size) || size === 0) break;
    parts.push(bytes.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
  return Buffer.concat(parts);
}

function decode(bytes, encoding) {
  try {
    if (encoding === "gzip") return gunzipSync(bytes).toString("utf8");
    if (encoding === "br") return brotliDecompressSync(bytes).toString("utf8");
    if (encoding === "deflate") return inflateSync(bytes).toString("utf8");
  } catch {
    // A body cut short (HEAD, or a closed connection) cannot be decompressed; keep the bytes.
  }
  return bytes.toString("utf8");
}
