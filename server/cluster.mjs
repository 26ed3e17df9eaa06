// @ts-check
/**
 * The primary process of a cluster: starts the workers, replaces one that dies, and on SIGTERM or
 * SIGINT lets each finish its requests and exits once all have. It loads nothing of the shop itself.
 */
import cluster from "node:cluster";

/** A worker that dies sooner than this after starting is failing, not unlucky. */
const CRASH_LOOP_MS = 5_000;
const MAX_QUICK_DEATHS = 5;

/**
 * @param {number} count  workers to keep running
 * @param {string} address  the server's address, for the log
 */
export function superviseWorkers(count, address) {
  // The kernel hands each connection straight to a worker. With round-robin, the primary accepts
  // every connection and passes it on, and a flood of slow clients queues shoppers behind it.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  let stopping = false;
  let quickDeaths = 0;
  const startedAt = new Map();

  const start = () => startedAt.set(cluster.fork(), Date.now());
  for (let i = 0; i < count; i++) start();

  let listening = 0;
  cluster.on("listening", () => {
    listening += 1;
    if (listening === count) console.log(`[vasanam] ${address} (${count} workers)`);
  });

  cluster.on("exit", (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    console.error(
      `[vasanam] worker ${worker.process.pid} stopped (${signal ?? `exit ${code}`}); starting another`,
    );
    quickDeaths = lived < CRASH_LOOP_MS ? quickDeaths + 1 : 0;
    if (quickDeaths >= MAX_QUICK_DEATHS) {
      console.error(`[vasanam] workers keep dying on start; giving up`);
      process.exit(1);
    }
    start();
  });

  for (const signal of ["SIGTERM", "SIGINT"]) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill("SIGTERM");
    });
  }
}
