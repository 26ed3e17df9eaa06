// @ts-check
/**
 * The HTTP server and how long it waits for clients (docs/caching-and-security.md).
 *
 * A client must send its headers within HEADERS_TIMEOUT (10 s) and its whole request within
 * REQUEST_TIMEOUT (30 s), then gets 408 and is closed; an idle keep-alive connection is closed
 * after KEEP_ALIVE_TIMEOUT (5 s); a connection that neither sends nor reads for REQUEST_TIMEOUT is
 * closed. So a client trickling its headers or body a byte at a time holds a connection for
 * seconds, not minutes.
 *
 * At most MAX_CONNECTIONS are open at once (below the process's file-descriptor limit, so the
 * process never runs out). When a new connection arrives at the cap, the oldest one that has no
 * request in progress (still waiting for headers, or idle between requests) is closed to make
 * room: thousands of slow clients cannot lock real shoppers out, because a real request is in
 * progress from the moment its headers arrive, and is answered in milliseconds.
 */
import { createServer } from "node:http";

/** @typedef {import("node:net").Socket} Socket */

/**
 * @param {import("node:http").RequestListener} app
 * @param {{ headersTimeoutMs: number, requestTimeoutMs: number, keepAliveTimeoutMs: number,
 *   maxConnections: number }} limits  from config.mjs
 * @param {Record<string, string>} securityHeaders  what every answer carries
 */
export function createHttpServer(
  app,
  { headersTimeoutMs, requestTimeoutMs, keepAliveTimeoutMs, maxConnections },
  securityHeaders,
) {
  const server = createServer(
    {
      headersTimeout: headersTimeoutMs,
      requestTimeout: requestTimeoutMs,
      keepAliveTimeout: keepAliveTimeoutMs,
      // How often the two timeouts above are checked (Node's default is 30 s).
      connectionsCheckingInterval: Math.min(1_000, headersTimeoutMs / 2),
      // A missing Host is the front door's to refuse, so the answer carries the security headers.
      requireHostHeader: false,
    },
    app,
  );
  server.timeout = requestTimeoutMs;
  capConnections(server, maxConnections);
  server.on("clientError", (error, socket) =>
    answerUnreadable(error, /** @type {Socket} */ (socket), securityHeaders),
  );
  return server;
}

/**
 * After a refusal, how long the client has to read it before the socket is destroyed. `end()`
 * only sends our FIN: a client that neither reads nor closes would otherwise hold the socket (and
 * its file descriptor) until the kernel gives up on it. Destroying at once could reset the
 * connection before the client has read the status, since its unread request may still be buffered.
 */
const REFUSAL_LINGER_MS = 2_000;

/**
 * A request Node's parser could not read (or that timed out) never reaches the app; it still gets
 * a status and the security headers, then the connection is closed, fully, within
 * REFUSAL_LINGER_MS.
 * @param {Error & { code?: string }} error
 * @param {Socket & { _httpMessage?: { headersSent: boolean } }} socket
 * @param {Record<string, string>} securityHeaders
 */
function answerUnreadable(error, socket, securityHeaders) {
  // Node's own handler's condition: nothing of a response may have been written yet.
  if (!socket.writable || socket._httpMessage?.headersSent || error.code === "ECONNRESET") {
    socket.destroy();
    return;
  }
  const [status, reason] =
    error.code === "HPE_HEADER_OVERFLOW"
      ? [431, "Request Header Fields Too Large"]
      : error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? [408, "Request Timeout"]
        : [400, "Bad Request"];
  const headers = Object.entries(securityHeaders).map(([name, value]) => `${name}: ${value}\r\n`);
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\n${headers.join("")}Content-Length: 0\r\nConnection: close\r\n\r\n`,
  );
  const linger = setTimeout(() => socket.destroy(), REFUSAL_LINGER_MS);
  linger.unref();
  socket.once("close", () => clearTimeout(linger));
}

/**
 * @param {import("node:http").Server} server
 * @param {number} maxConnections
 */
function capConnections(server, maxConnections) {
  // Open sockets, oldest first, each with whether a request is in progress on it.
  /** @type {Map<Socket, boolean>} */
  const open = new Map();
  server.on("connection", (socket) => {
    if (open.size >= maxConnections && !closeOldestIdle(open)) {
      socket.destroy(); // every connection is busy with a request: this one must wait its turn
      return;
    }
    open.set(socket, false);
    socket.once("close", () => open.delete(socket));
  });
  server.on("request", (request, response) => {
    const socket = request.socket;
    if (!open.has(socket)) return;
    open.set(socket, true); // an existing key keeps its place in the order
    response.once("close", () => {
      if (open.has(socket)) open.set(socket, false);
    });
  });
}

/** @param {Map<Socket, boolean>} open */
function closeOldestIdle(open) {
  for (const [socket, busy] of open) {
    if (!busy) {
      open.delete(socket);
      socket.destroy();
      return true;
    }
  }
  return false;
}
