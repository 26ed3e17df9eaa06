import { AxeBuilder } from "@axe-core/playwright";
import { chromium, type Browser, type BrowserContext, type Page, type Response } from "playwright-core";
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
  const {
    javaScriptEnabled = true,
    viewport = viewports.desktop,
    reducedMotion = "reduce",
    actionTimeout,
  } = options;
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled,
    viewport,
    reducedMotion,
    acceptDownloads: true,
  });
  const page = await context.newPage();
  const response = await page.goto(path);
  if (javaScriptEnabled) await waitForHydration(page);
  if (actionTimeout !== undefined) page.setDefaultTimeout(actionTimeout);
  return { page, context, response };
}

export async function waitForHydration(page: Page) {
  await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 15_000 });
}

/**
 * WCAG 2.0/2.1 A and AA, zero violations; the message lists what failed and where.
 * axe needs timers, which never fire in a JavaScript-disabled page, so for such a page it
 * checks a twin: the same DOM as rendered without scripts (noscript content shown as a div,
 * scripts removed), served at the same URL with the same styles.
 */
export async function expectNoAxeViolations(page: Page) {
  const target = (await timersRun(page)) ? page : await noScriptTwin(page);
  try {
    // The shop has no frames, so axe runs in the page itself ("legacy mode") rather than in a new
    // blank page that gathers every frame's results: the same checks in half the time.
    const results = await new AxeBuilder({ page: target })
      .setLegacyMode()
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
      .analyze();
    const summary = results.violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help}\n` +
        violation.nodes
          .map((node) => `    ${node.target.join(" ")}: ${node.failureSummary ?? ""}`)
          .join("\n"),
    );
    expect(summary, `axe violations on ${page.url()}`).toEqual([]);
  } finally {
    if (target !== page) await target.context().close();
  }
}

async function timersRun(page: Page): Promise<boolean> {
  const timer = page.evaluate(() => new Promise<boolean>((resolve) => setTimeout(() => resolve(true), 0)));
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 500));
  return Promise.race([timer.catch(() => false), timeout]);
}

async function noScriptTwin(page: Page): Promise<Page> {
  const html = (await page.content())
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<noscript\b([^>]*)>/gi, "<div data-noscript$1>")
    .replace(/<\/noscript>/gi, "</div>");
  const browser = page.context().browser();
  if (!browser) throw new Error("page has no browser");
  const context = await browser.newContext({
    baseURL,
    viewport: page.viewportSize() ?? viewports.desktop,
    reducedMotion: "reduce",
  });
  const url = page.url();
  await context.route("**/*", (route) => {
    if (route.request().url() === url)
      return route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html });
    if (route.request().resourceType() === "script") return route.abort();
    return route.continue();
  });
  const twin = await context.newPage();
  await twin.goto(url);
  return twin;
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
