import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

import { chromium, type BrowserContext, type Page, type Response } from "playwright-core";
import { describe, expect, it } from "vitest";

import { CHROMIUM_FLAGS, findChromium } from "../../scripts/ensure-chromium.mjs";

import { baseURL, useBrowser, viewports, waitForHydration } from "./support/browser";
import {
  CALCULATOR_PATH,
  addToList,
  dialogCounts,
  freshCalculator,
  giveSeriesCode,
  lineCards,
  product,
  quantity,
  savePdf,
  totalBar,
} from "./support/calculator";
import { pdfPageTexts } from "./support/pdf-text";
import { recordShares, waitForShares } from "./support/share-recorder";
import { useServer } from "./support/use-server";

/**
 * The calculator without a network: after one visit its service worker has kept the page, its data,
 * its scripts and styles, the PDF code and fonts, html2canvas and the QR library; a reload with the
 * network off is answered by the worker from the device (the response says so), and an invoice is
 * built, saved as a PDF and shared as a picture, and a UPI QR code drawn. Also on a fresh start of the
 * browser. The worker never answers for the shop's pages.
 */

const browser = useBrowser();
const OFFLINE_HEADER = "x-calculator-offline";

/** Resolves once the calculator's service worker has kept its files and controls the page. */
async function workerInCharge(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const done = () => navigator.serviceWorker.controller && resolve();
        navigator.serviceWorker.addEventListener("controllerchange", done);
        void navigator.serviceWorker.ready.then(done);
      }),
  );
}

/**
 * Chromium (150 at least) starts a document loaded under Playwright's offline emulation with
 * `navigator.onLine` true, though its requests fail. Sending the emulation again to the page's
 * own session corrects it and fires "offline", as a phone losing its signal would. The session stays
 * open: the emulation ends with it.
 */
async function offlineInPage(page: Page) {
  if (!(await page.evaluate(() => navigator.onLine))) return;
  const session = await page.context().newCDPSession(page);
  await session.send("Network.enable");
  await session.send("Network.emulateNetworkConditions", {
    offline: true,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await page.waitForFunction(() => !navigator.onLine);
}

function servedByWorkerFromDevice(response: Response | null) {
  return {
    fromServiceWorker: response?.fromServiceWorker(),
    offline: response?.headers()[OFFLINE_HEADER],
  };
}

async function addByTaps(page: Page, name: string, count: string) {
  await product(page).tap();
  await page.keyboard.type(name);
  await page.getByRole("option", { name: new RegExp(`^${name.replace(/[()]/g, "\\$&")}`) }).tap();
  await quantity(page).fill(count);
  await addToList(page).tap();
}

describe("the calculator offline, JavaScript on", () => {
  it("after one visit, reloads with the network off from its worker, builds a 3-line invoice, saves a PDF and shares a picture", async () => {
    const { page, context } = await freshCalculator(browser(), {
      viewport: viewports.mobile,
      touch: true,
      serviceWorkers: "allow",
    });
    try {
      await recordShares(context, true);
      await workerInCharge(page);
      await context.setOffline(true);
      const response = await page.reload();
      expect(servedByWorkerFromDevice(response)).toEqual({
        fromServiceWorker: true,
        offline: "served from this device",
      });
      await waitForHydration(page);
      await offlineInPage(page);
      await page.getByText("Offline: the calculator works from this device.").waitFor();

      await addByTaps(page, "Punarvana Rose Agarbatti 16 g", "56");
      await addByTaps(page, "Punarvana Pooja Oil 1000 ml", "23");
      await addByTaps(page, "Punarvana Dhoop Lakkad (loose)", "2");
      await expect(lineCards(page).count()).resolves.toBe(3);

      const download = await savePdf(page);
      const bytes = readFileSync((await download.path())!);
      expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
      const text = (await pdfPageTexts(bytes)).join(" ");
      for (const name of ["Rose Agarbatti 16 g", "Pooja Oil 1000 ml", "Dhoop Lakkad (loose)"]) {
        expect(text).toContain(name);
      }
      // html2canvas, never loaded before, comes from the device too.
      await page.getByRole("button", { name: "Share as picture" }).tap();
      const [share] = await waitForShares(page, 1);
      expect(share!.files.map((file) => [file.type, file.image])).toEqual([
        ["image/png", { width: 1080, height: 1527 }],
      ]);
      await expect(dialogCounts(page)).resolves.toEqual({ print: 0, alert: 0 });
    } finally {
      await context.close();
    }
  });

  it("keeps every file the page loaded, and never answers for the shop's pages", async () => {
    const { page, context } = await freshCalculator(browser(), { serviceWorkers: "allow" });
    try {
      await workerInCharge(page);
      const notKept = await page.evaluate(async () => {
        const paths = performance
          .getEntriesByType("resource")
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname !== "/__manifest")
          .filter((url) => url.pathname !== "/price-calculation-sw.js")
          .map((url) => url.pathname + url.search);
        const missing: string[] = [];
        for (const path of [location.pathname, ...paths]) if (!(await caches.match(path))) missing.push(path);
        return missing;
      });
      expect(notKept).toEqual([]);

      const home = await page.goto("/");
      expect(home?.fromServiceWorker()).toBe(false);
      await expect(page.evaluate(() => navigator.serviceWorker.controller)).resolves.toBeNull();
      await context.setOffline(true);
      await expect(page.goto("/collections/incense")).rejects.toThrow();
    } finally {
      await context.close();
    }
  });

  it('says "updated" on the first visit after a new build, and only then', async () => {
    const { page, context } = await freshCalculator(browser());
    try {
      const updated = page.getByText("The calculator has been updated to the latest version.");
      await expect(updated.count()).resolves.toBe(0);
      await page.evaluate(() => localStorage.setItem("punarvana-eco.build-seen", "an-earlier-build"));
      await page.reload();
      await waitForHydration(page);
      await updated.waitFor();
      await page.reload();
      await waitForHydration(page);
      await expect(totalBar(page).isVisible()).resolves.toBe(true);
      await expect(updated.count()).resolves.toBe(0);
    } finally {
      await context.close();
    }
  });
});

describe("the UPI QR code offline, JavaScript on", () => {
  const withUpi = useServer(
    { SITE_SELLER_UPI_ID: "punarvana@okaxis", SITE_SELLER_LEGAL_NAME: "Punarvana Eco Products" },
    "vasanam-e2e-offline-upi-",
  );

  it("draws the code from the device's copy of the QR library", async () => {
    const { page, context } = await freshCalculator(
      browser(),
      { serviceWorkers: "allow" },
      withUpi().server.baseURL + CALCULATOR_PATH,
    );
    try {
      await workerInCharge(page);
      await context.setOffline(true);
      await page.reload();
      await waitForHydration(page);
      await offlineInPage(page);
      await product(page).fill("Punarvana Rose Agarbatti 16 g");
      await page.keyboard.press("Enter");
      await quantity(page).fill("10");
      await addToList(page).click();
      await page.getByRole("button", { name: "Print" }).click();
      const code = page.getByRole("img", { name: "UPI payment QR code for punarvana@okaxis" });
      await expect
        .poll(() => code.getAttribute("data-upi-uri"))
        .toMatch(
          /^upi:\/\/pay\?pa=punarvana@okaxis&pn=Punarvana%20Eco%20Products&am=\d+\.\d\d&cu=INR&tn=Q%2F/,
        );
    } finally {
      await context.close();
    }
  });
});

describe("the calculator offline after the browser was closed, JavaScript on", () => {
  it("opens, calculates and prints from its worker on a fresh start with the network off", async () => {
    const profile = mkdtempSync(join(tmpdir(), "vasanam-e2e-profile-"));
    const launch = () =>
      chromium.launchPersistentContext(profile, {
        executablePath: findChromium() ?? "/usr/bin/chromium",
        headless: true,
        args: CHROMIUM_FLAGS,
        baseURL,
        viewport: viewports.mobile,
        serviceWorkers: "allow",
      });
    let context: BrowserContext | undefined;
    try {
      context = await launch();
      const visit = context.pages()[0] ?? (await context.newPage());
      await visit.goto(CALCULATOR_PATH);
      await waitForHydration(visit);
      await workerInCharge(visit);
      await context.close();

      context = await launch();
      await context.setOffline(true);
      await giveSeriesCode(context);
      await context.addInitScript(() => {
        window.print = () => Object.assign(window, { printed: true });
      });
      const page = context.pages()[0] ?? (await context.newPage());
      const response = await page.goto(CALCULATOR_PATH);
      expect(servedByWorkerFromDevice(response)).toEqual({
        fromServiceWorker: true,
        offline: "served from this device",
      });
      await waitForHydration(page);
      await product(page).fill("Punarvana Rose Agarbatti 16 g");
      await page.keyboard.press("Enter");
      await quantity(page).fill("64");
      await addToList(page).click();
      await totalBar(page).getByText("1 line", { exact: true }).waitFor();
      await page.getByRole("button", { name: "Print" }).click();
      await page.waitForFunction(() => (window as unknown as { printed?: boolean }).printed === true);
      await expect(page.locator(".calc-invoice").textContent()).resolves.toContain("Rose Agarbatti 16 g");
    } finally {
      await context?.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });
});
