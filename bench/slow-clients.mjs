/**
 * `node bench/slow-clients.mjs [connections] [seconds]`: the slow-client attack at full size, run
 * by hand (it holds tens of thousands of sockets, too many for the test suite). `npm start`'s
 * server (one worker per CPU, default limits) faces `connections` clients (default 20,000) that
 * each send one header line every 10 s and reconnect whenever they are cut off, while a shopper
 * asks for a page every 100 ms. Prints the shopper's latencies and failures. Needs a build.
 *
 * The attackers connect from 127.0.0.2 and up, so their ports do not crowd out other programs
 * talking to 127.0.0.1, and are spread over child processes, each within its own file limit.
 */
import { fork } from "node:child_process";
import { get } from "node:http";
import { fileURLToPath } from "node:url";

import { startServerProcess } from "../scripts/server-process.mjs";

const PER_PROCESS = 5_000;

/** One page on a connection of its own, as a new visitor's browser would: its status, or 0. */
function shopperRequest(url) {
  return new Promise((resolve) => {
    const request = get(url, { agent: false, timeout: 10_000 }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    request.on("timeout", () => request.destroy());
    request.on("error", () => resolve(0));
  });
}

if (process.argv[2] === "--attacker") {
  // A child: hold `count` trickling connections from `localAddress` until told to stop.
  const [, , , port, count, localAddress] = process.argv;
  const { connect } = await import("node:net");
  let stopped = false;
  let connected = 0;
  const open = () => {
    if (stopped) return;
    const socket = connect({ port: Number(port), host: "127.0.0.1", localAddress });
    socket.once("connect", () => {
      connected += 1;
      if (connected === Number(count)) process.send?.("connected");
    });
    const timer = setInterval(() => socket.writable && socket.write("X-Slow: 1\r\n"), 10_000);
    socket.on("connect", () => socket.write("GET / HTTP/1.1\r\nHost: shop.example\r\n"));
    socket.on("error", () => {});
    socket.on("close", () => {
      clearInterval(timer);
      setTimeout(open, 50);
    });
  };
  for (let i = 0; i < Number(count); i++) setTimeout(open, i % 1000);
  process.on("message", (message) => {
    if (message !== "stop") return;
    stopped = true;
    process.exit(0);
  });
} else {
  const connections = Number(process.argv[2] ?? 20_000);
  const seconds = Number(process.argv[3] ?? 60);
  const server = await startServerProcess({ env: { WEB_CONCURRENCY: "" }, keepLog: false });
  const port = new URL(server.baseURL).port;
  const page = `${server.baseURL}/collections/all`;
  await shopperRequest(page); // rendered once before the attack
  const attackers = [];
  const connected = [];
  for (let i = 0; i * PER_PROCESS < connections; i++) {
    const count = Math.min(PER_PROCESS, connections - i * PER_PROCESS);
    const attacker = fork(fileURLToPath(import.meta.url), [
      "--attacker",
      port,
      String(count),
      `127.0.0.${2 + i}`,
    ]);
    connected.push(new Promise((resolve) => attacker.once("message", resolve)));
    attackers.push(attacker);
  }
  await Promise.all(connected);
  console.log(
    `${connections} slow clients connected to ${server.baseURL}; a shopper every 100 ms for ${seconds} s…`,
  );
  const latencies = [];
  const slow = [];
  let failures = 0;
  const started = Date.now();
  while (Date.now() < started + seconds * 1000) {
    const sent = performance.now();
    const status = await shopperRequest(page);
    const took = performance.now() - sent;
    if (status !== 200) failures++;
    else latencies.push(took);
    if (took > 1000) slow.push(`${took.toFixed(0)} ms at ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  for (const attacker of attackers) attacker.send("stop");
  await server.stop();
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]?.toFixed(0);
  console.table([
    {
      "shopper requests": latencies.length + failures,
      answered: latencies.length,
      failed: failures,
      "p50 ms": at(0.5),
      "p99 ms": at(0.99),
      "max ms": latencies.at(-1)?.toFixed(0),
    },
  ]);
  if (slow.length) console.log(`Over a second: ${slow.join(", ")}`);
  process.exit(failures > 0 ? 1 : 0);
}
