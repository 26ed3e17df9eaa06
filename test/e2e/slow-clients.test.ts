import { readdirSync, readlinkSync } from "node:fs";
import { connect, type Socket } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { useServer } from "./support/use-server";

// Slow clients used to hold their connections for minutes and, thousands at once, exhaust the
// process's file descriptors. This server waits 1 s for headers and 2 s for a whole request and
// keeps at most 100 connections, so a few hundred slow clients are enough to show the behaviour.
const SLOW_CLIENTS = 300;

describe("slow clients (own server: 100 connections, 1 s for headers, 2 s per request)", () => {
  const own = useServer(
    { MAX_CONNECTIONS: "100", HEADERS_TIMEOUT: "3", REQUEST_TIMEOUT: "4", KEEP_ALIVE_TIMEOUT: "1" },
    "vasanam-slow-",
  );
  const sockets: Socket[] = [];
  const timers: ReturnType<typeof setInterval>[] = [];
  afterEach(() => {
    for (const timer of timers.splice(0)) clearInterval(timer);
    for (const socket of sockets.splice(0)) socket.destroy();
  });

  /** A client that sends its request a piece at a time and reports how its connection ended. */
  function trickle(first: string, piece: string, everyMs: number) {
    const { baseURL } = own().server;
    const url = new URL(baseURL);
    const socket = connect(Number(url.port), url.hostname);
    sockets.push(socket);
    let answer = "";
    const ended = new Promise<string>((resolve) => {
      socket.on("data", (chunk) => (answer += chunk));
      socket.on("close", () => resolve(answer));
      socket.on("error", () => {});
    });
    socket.on("connect", () => {
      socket.write(first);
      timers.push(setInterval(() => socket.writable && socket.write(piece), everyMs));
    });
    return ended;
  }

  it("keeps answering ordinary requests while hundreds of clients trickle their headers", async () => {
    const { baseURL } = own().server;
    const slow = Array.from({ length: SLOW_CLIENTS }, (_, i) =>
      trickle(`GET /collections/all?slow=${i} HTTP/1.1\r\nHost: x\r\n`, "X-Slow: 1\r\n", 300),
    );
    await new Promise((resolve) => setTimeout(resolve, 200)); // let them all connect

    const ordinary = [];
    for (let i = 0; i < 20; i++) {
      const response = await fetch(new URL(`/collections/all?ordinary=${i}`, baseURL));
      ordinary.push(response.status);
      await response.arrayBuffer();
    }
    expect(ordinary).toEqual(Array(20).fill(200));

    // Every slow client is let go: closed to make room, or told 408 when its time ran out.
    const endings = await Promise.all(slow);
    expect(endings.every((answer) => answer === "" || answer.startsWith("HTTP/1.1 408"))).toBe(true);
    expect(endings.some((answer) => answer.startsWith("HTTP/1.1 408"))).toBe(true);
  }, 30_000);

  it("cuts off a body sent one byte at a time with 408", async () => {
    const head =
      "POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\n" +
      "Content-Length: 400\r\n\r\n";
    const answer = await trickle(head, "a", 200);
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toMatch(/x-content-type-options: nosniff/i);
  }, 30_000);
});

/** The sockets a process holds open (its file descriptors that are sockets). */
function openSockets(pid: number): number {
  let count = 0;
  for (const fd of readdirSync(`/proc/${pid}/fd`)) {
    try {
      if (readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith("socket:")) count += 1;
    } catch {
      // closed between the listing and the look
    }
  }
  return count;
}

describe("refused connections are closed fully (own server: room for all, 3 s for headers)", () => {
  const own = useServer(
    { MAX_CONNECTIONS: "2000", HEADERS_TIMEOUT: "3", REQUEST_TIMEOUT: "4", KEEP_ALIVE_TIMEOUT: "1" },
    "vasanam-refused-",
  );
  const sockets: Socket[] = [];
  const timers: ReturnType<typeof setInterval>[] = [];
  afterEach(() => {
    for (const timer of timers.splice(0)) clearInterval(timer);
    for (const socket of sockets.splice(0)) socket.destroy();
  });

  it("lets go of 300 clients that trickle their headers and never read the 408, while answering others", async () => {
    const { server } = own();
    const pid = server.process.pid!;
    const before = openSockets(pid);
    const url = new URL(server.baseURL);
    for (let i = 0; i < SLOW_CLIENTS; i++) {
      const socket = connect(Number(url.port), url.hostname);
      sockets.push(socket);
      socket.on("error", () => {});
      socket.pause(); // never reads what the server answers, and never closes
      socket.on("connect", () => {
        socket.write(`GET /?never-reads=${i} HTTP/1.1\r\nHost: x\r\n`);
        timers.push(setInterval(() => socket.writable && socket.write("X-Slow: 1\r\n"), 300));
      });
    }
    // The server holds all of them at once (each for at least its 3 s of headers). Counted absolutely:
    // the server's own few sockets (a keep-alive from its readiness check) may close meanwhile.
    let peak = 0;
    for (let tries = 0; tries < 100 && peak < SLOW_CLIENTS; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      peak = Math.max(peak, openSockets(pid));
    }
    expect(peak).toBeGreaterThanOrEqual(SLOW_CLIENTS);

    // Meanwhile ordinary requests are answered (each must come back within 10 s).
    for (let i = 0; i < 20; i++) {
      const response = await fetch(new URL(`/collections/all?ordinary=${i}`, server.baseURL), {
        signal: AbortSignal.timeout(10_000),
      });
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }

    // Every slow client got its 408 after 3 s and is destroyed 2 s later; 45 s is the outer bound.
    const deadline = Date.now() + 45_000;
    while (openSockets(pid) > before && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(openSockets(pid)).toBeLessThanOrEqual(before);
  }, 90_000);
});
