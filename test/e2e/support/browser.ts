import { createRequire } from "node:module";

import type axeCore from "axe-core";
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Frame,
  type Page,
  type Response,
} from "playwright-core";
import { afterAll, beforeAll, expect, inject } from "vitest";

import { CHROMIUM_FLAGS, findChromium } from "../../../scripts/ensure-chromium.mjs";

export const baseURL = inject("baseURL");

export function launchBrowser(): Promise<Browser> {
  // npm test has made sure one exists; the fallback only names what to install in the error.
  const executablePath = findChromium() ?? "/usr/bin/chromium";
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
}

/** Every shopper-facing test runs twice: as a browser with JavaScript and one without. */
export const jsModes = [
  { label: "JavaScript on", javaScriptEnabled: true },
  { label: "JavaScript off", javaScriptEnabled: false },
] as const;
export type JsMode = (typeof jsModes)[number];

export const viewports = {
  desktop: { width: 1280, height: 900 },
  tablet: { width: 900, height: 1000 },
  mobile: { width: 390, height: 844 },
} as const;

/** One browser per test file, closed afterwards. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error("browser not launched yet");
    return browser;
  };
}

export interface OpenedPage {
  page: Page;
  context: BrowserContext;
  response: Response | null;
}

export interface OpenOptions {
  javaScriptEnabled?: boolean;
  viewport?: { width: number; height: number };
  reducedMotion?: "reduce" | "no-preference";
  /** Default timeout of the page's actions and waits, in ms (Playwright's own default otherwise). */
  actionTimeout?: number;
}

/**
 * Opens `path` in a fresh context. With JavaScript on it waits for hydration (the root
 * layout marks <html data-hydrated>), so clicks reach React's handlers.
 */
export async function openPage(
  browser: Browser,
  path: string,
  options: OpenOptions = {},
): Promise<OpenedPage> {
  const { page, context } = await newPage(browser, options);
  const response = await loadPage(page, path);
  if (options.actionTimeout !== undefined) page.setDefaultTimeout(options.actionTimeout);
  return { page, context, response };
}

async function newPage(browser: Browser, options: OpenOptions) {
  const { javaScriptEnabled = true, viewport = viewports.desktop, reducedMotion = "reduce" } = options;
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    viewport,
    reducedMotion,
    acceptDownloads: true,
  });
  return { context, page: await context.newPage() };
}

/**
 * Loads `path` as a new document in `page`; with JavaScript on it waits for hydration, as openPage does.
 * (Whether scripts run is the page's own setting: a disabled page never marks itself hydrated.)
 */
export async function loadPage(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  if (await scriptsRun(page)) await waitForHydration(page);
  return response;
}

/**
 * One page for a describe block whose tests each load their own URL (loadPage) and only look:
 * a fresh context for each such test costs more than the test. Closed after the block.
 */
export function useSharedPage(browser: () => Browser, options: OpenOptions = {}): () => Page {
  let opened: { context: BrowserContext; page: Page } | undefined;
  beforeAll(async () => {
    opened = await newPage(browser(), options);
  });
  afterAll(async () => {
    await opened?.context.close();
  });
  return () => {
    if (!opened) throw new Error("shared page not opened yet");
    return opened.page;
  };
}

/** Whether the page runs scripts, told by the HTML parser: it reads <noscript> content as markup only when they are off. */
function scriptsRun(page: Page): Promise<boolean> {
  return page.evaluate(() => {
    const probe = document.createElement("noscript");
    probe.innerHTML = "<i></i>";
    return probe.children.length === 0;
  });
}

export async function waitForHydration(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 15_000 });
}

const WCAG_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * axe-core's source, the version @axe-core/playwright pins (another tool hoists a newer one), so the
 * rules stay those the shop was checked against.
 */
const axeSource: string = (() => {
  const requireHere = createRequire(import.meta.url);
  const requireFromAxePlaywright = createRequire(requireHere.resolve("@axe-core/playwright"));
  return (requireFromAxePlaywright("axe-core") as { source: string }).source;
})();

/**
 * WCAG 2.0/2.1 A and AA, zero violations; the message lists what failed and where.
 *
 * axe runs in the page itself (its "legacy mode": the shop has no frames of its own to gather).
 * @axe-core/playwright's AxeBuilder would send axe's half a megabyte of source twice on every call;
 * here it goes once per document.
 *
 * axe yields between rules with timers, which never fire in a page whose scripts are disabled. In
 * such a page axe's timers run as microtasks for the length of the scan, so axe checks the very DOM a
 * shopper without JavaScript gets, noscript content included. (A timer's delay is not kept: axe's
 * only long one gives up on preloading media and style sheets, which a page without scripts never
 * finishes; the results matched those on a scripted copy of the same DOM, rule for rule.)
 */
export async function expectNoAxeViolations(page: Page) {
  await injectAxe(page.mainFrame());
  // A frame (the calculator lays out its document picture in one, for a moment) is scanned too, as
  // @axe-core/playwright does: one that has gone meanwhile is no longer part of the page.
  for (const frame of page.frames().slice(1)) await injectAxe(frame).catch(() => undefined);
  const violations = await page.evaluate(
    async ({ tags, emulateTimers }) => {
      const timers = window.setTimeout;
      if (emulateTimers) {
        window.setTimeout = ((
          callback: (...args: unknown[]) => void,
          _delay?: number,
          ...args: unknown[]
        ) => {
          void Promise.resolve().then(() => callback(...args));
          return 0;
        }) as typeof window.setTimeout;
      }
      try {
        const { axe } = window as unknown as { axe: typeof axeCore };
        const results = await axe.run(document, {
          runOnly: { type: "tag", values: tags },
          // Passes and the like are not read: axe then keeps one node of each, not every one.
          resultTypes: ["violations"],
        });
        return results.violations.map(({ id, impact, help, nodes }) => ({
          id,
          impact,
          help,
          nodes: nodes.map(({ target, failureSummary }) => ({ target: target.join(" "), failureSummary })),
        }));
      } finally {
        window.setTimeout = timers;
      }
    },
    { tags: WCAG_TAGS, emulateTimers: !(await scriptsRun(page)) },
  );
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n` +
      violation.nodes.map((node) => `    ${node.target}: ${node.failureSummary ?? ""}`).join("\n"),
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

async function injectAxe(frame: Frame) {
  if (!(await frame.evaluate(() => "axe" in window))) await frame.evaluate(axeSource);
}

/**
 * After a client-side navigation the URL changes before React has rendered the new page: Remix
 * renders it in a transition, which a slow machine may commit several frames later. This waits
 * until Remix's router is idle, the root layout has rendered the router's location (it marks
 * <html data-rendered-location> with the location's key) and two frames have been painted.
 * Without JavaScript the page that loaded is already the new one, so there is nothing to wait for.
 */
export async function waitForRouterIdle(page: Page) {
  const hydrated = await page.evaluate(() => "__remixRouter" in window);
  if (!hydrated) return;
  await page.waitForFunction(() => {
    const router = (
      window as unknown as {
        __remixRouter?: { state: { navigation: { state: string }; location: { key: string } } };
      }
    ).__remixRouter;
    return (
      router?.state.navigation.state === "idle" &&
      document.documentElement.dataset.renderedLocation === router.state.location.key
    );
  });
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

/** Fetch without a browser, for status codes and headers. */
export function fetchPath(path: string, init?: RequestInit) {
  return fetch(new URL(path, baseURL), { redirect: "manual", ...init });
}
