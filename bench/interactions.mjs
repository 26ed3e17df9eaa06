/**
 * Interactions on the budget phone (npm run bench, after a build): the time from an input to the next
 * paint, as the Event Timing API measures it (the longest event of the interaction: input delay,
 * handlers and the work until the frame is presented), in Chromium with its CPU slowed by
 * `Emulation.setCPUThrottlingRate` to the phone of bench/calibration.mjs, against the production server:
 * - a listing (/collections/all, as wide as the instant filters show): ticking In Stock, changing the
 *   sort with the keyboard;
 * - the header search on a phone: typing "rose" (the slowest of its keystrokes);
 * - the calculator on a phone with 60 lines: typing a product name (the slowest keystroke), Add to
 *   List, removing a line.
 * Each is the median of INTERACTION_RUNS runs (default 5), each in a fresh, settled page. Target: every
 * one paints within 200 ms. Event Timing reports only events of 16 ms or more; an interaction that took
 * less shows as "< 16". Exits 1 on a miss.
 *
 *   INTERACTION_RUNS=3 INTERACTIONS=calculator node bench/interactions.mjs   (only the matching rows)
 */
import { startServerProcess } from "../scripts/server-process.mjs";

import { calibrationLine, loadLine, median } from "./calibration.mjs";
import { launchChromium, PHONE, phonePage } from "./phone-browser.mjs";

const TARGET_MS = 200;
const RUNS = Math.max(1, Number(process.env.INTERACTION_RUNS ?? 5));
const LINES = 60;
/** Wide enough for the listing's sidebar, whose filters apply at once. */
const WIDE = { viewport: { width: 1280, height: 900 } };

/** Collects every Event Timing entry of an interaction, from the page's start. */
const OBSERVE_INTERACTIONS = () => {
  const entries = [];
  Object.defineProperty(window, "__interactionEntries", { value: entries });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId)
        entries.push({ id: entry.interactionId, start: entry.startTime, duration: entry.duration });
  }).observe({ type: "event", durationThreshold: 16, buffered: true });
};

/**
 * Runs `act` and returns the slowest of the interactions it made, in ms (0 when all were under
 * 16 ms). Fails when `act` made no interaction the browser counts (a synthetic event would not be).
 */
async function timeInteraction(page, act) {
  const before = await page.evaluate(() => ({ at: performance.now(), count: performance.interactionCount }));
  await act();
  // Entries arrive after the frame that follows the input is presented; give the slowed page time.
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 300))),
      ),
  );
  const { count, entries } = await page.evaluate(() => ({
    count: performance.interactionCount,
    entries: window.__interactionEntries,
  }));
  if (count <= before.count) throw new Error("the action made no interaction the browser counts");
  return entries
    .filter((entry) => entry.start >= before.at)
    .reduce((worst, entry) => Math.max(worst, entry.duration), 0);
}

async function openSettled(browser, url, contextOptions) {
  const opened = await phonePage(browser, contextOptions);
  await opened.context.addInitScript(OBSERVE_INTERACTIONS);
  await opened.page.goto(url, { waitUntil: "networkidle" });
  await opened.page.waitForSelector("html[data-hydrated]", { state: "attached" });
  return opened;
}

/** The calculator with one line added by keyboard, then copied to 60 in its stored draft (in the books), reloaded. */
async function calculatorWithLines(browser, baseURL) {
  const opened = await openSettled(browser, `${baseURL}/price-calculation`, PHONE);
  const { page } = opened;
  await page.getByRole("combobox", { name: "Product" }).fill("sandal");
  await page.keyboard.press("Enter");
  await page.getByRole("spinbutton", { name: "Quantity" }).fill("2");
  await page.getByRole("button", { name: "Add to List" }).click();
  await page.getByRole("region", { name: "Lines (1)" }).waitFor();
  // The draft is kept in the device's books (IndexedDB): copy its one line to 60 there.
  await page.evaluate(async (lines) => {
    const request = (operation) =>
      new Promise((resolve, reject) => {
        operation.onsuccess = () => resolve(operation.result);
        operation.onerror = () => reject(operation.error);
      });
    const books = await request(indexedDB.open("punarvana-eco-books"));
    for (;;) {
      const drafts = await request(books.transaction("drafts").objectStore("drafts").getAll());
      const record = drafts.find((draft) => Array.isArray(draft.lines) && draft.lines.length === 1);
      if (record) {
        record.lines = Array.from({ length: lines }, (_, index) => ({
          ...record.lines[0],
          id: `bench-${index}`,
        }));
        await request(books.transaction("drafts", "readwrite").objectStore("drafts").put(record));
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    books.close();
  }, LINES);
  await page.reload({ waitUntil: "networkidle" });
  await page.waitForSelector("html[data-hydrated]", { state: "attached" });
  await page.getByRole("region", { name: `Lines (${LINES})` }).waitFor();
  return opened;
}

const typeSlowly = (page, text) => page.keyboard.type(text, { delay: 120 });

/** Each scenario opens its page, then runs its interactions in order; each returns one duration. */
const scenarios = [
  {
    name: "listing",
    open: (browser, baseURL) => openSettled(browser, `${baseURL}/collections/all`, WIDE),
    interactions: [
      {
        name: "listing: tick In Stock",
        act: (page) =>
          page.getByRole("form", { name: "Filter products" }).first().getByLabel("In Stock").click(),
      },
    ],
  },
  {
    name: "listing sort",
    open: (browser, baseURL) => openSettled(browser, `${baseURL}/collections/all`, WIDE),
    prepare: (page) =>
      page.getByRole("form", { name: "Sort products" }).getByRole("combobox", { name: "Sort by" }).focus(),
    interactions: [
      { name: "listing: change the sort (keyboard)", act: (page) => page.keyboard.press("ArrowDown") },
    ],
  },
  {
    name: "header search",
    open: (browser, baseURL) => openSettled(browser, `${baseURL}/`, PHONE),
    prepare: async (page) => {
      // The first focus loads the suggestions' code: a step of its own, before the typing measured.
      await page.getByRole("banner").getByRole("combobox", { name: "Search products" }).click();
      await page.waitForLoadState("networkidle");
    },
    interactions: [
      { name: 'header search: type "rose" (slowest key)', act: (page) => typeSlowly(page, "rose") },
    ],
  },
  {
    name: "calculator",
    open: calculatorWithLines,
    prepare: (page) => page.getByRole("combobox", { name: "Product" }).click(),
    interactions: [
      {
        name: `calculator, ${LINES} lines: type a product name (slowest key)`,
        act: (page) => typeSlowly(page, "rose"),
      },
      {
        name: `calculator, ${LINES} lines: Add to List`,
        act: async (page) => {
          await page.keyboard.press("Enter");
          await page.getByRole("spinbutton", { name: "Quantity" }).fill("3");
          return page.getByRole("button", { name: "Add to List" }).click();
        },
      },
      {
        name: `calculator, ${LINES + 1} lines: remove a line`,
        act: (page) =>
          page
            .getByRole("button", { name: /^Remove\b/ })
            .first()
            .click(),
      },
    ],
  },
];

const only = process.env.INTERACTIONS?.split(",").filter(Boolean);
const chosen = scenarios.filter((scenario) => !only || only.some((part) => scenario.name.includes(part)));

const server = await startServerProcess({ keepLog: false });
const browser = await launchChromium();
const durations = new Map();
const indexes = [];
const loadBefore = loadLine();
try {
  for (const scenario of chosen) {
    for (let run = 0; run < RUNS; run++) {
      const { page, context, benchmarkIndex } = await scenario.open(browser, server.baseURL);
      indexes.push(benchmarkIndex);
      await scenario.prepare?.(page);
      for (const { name, act } of scenario.interactions) {
        const duration = await timeInteraction(page, () => act(page));
        durations.set(name, [...(durations.get(name) ?? []), duration]);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.stop();
}

const shown = (ms) => (ms < 16 ? "< 16" : String(Math.round(ms)));
let missed = 0;
const rows = [...durations].map(([interaction, values]) => {
  const ms = median(values);
  const ok = ms <= TARGET_MS;
  if (!ok) missed += 1;
  return {
    interaction,
    "median ms": shown(ms),
    "runs ms": values.map(shown).join(" "),
    target: `≤ ${TARGET_MS}`,
    result: ok ? "ok" : "MISSED",
  };
});
console.log(
  `Input to next paint (Event Timing), ${RUNS} run(s) each, production server, CPU slowed per context`,
);
console.log(`Calibration: ${calibrationLine(indexes)}`);
console.log(`Host: ${loadBefore} before, ${loadLine()} after`);
console.table(rows);
if (missed) {
  console.log(`${missed} interaction(s) slower than ${TARGET_MS} ms.`);
  process.exit(1);
}
