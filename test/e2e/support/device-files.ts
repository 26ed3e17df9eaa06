import type { Download, Page } from "playwright-core";

import { bytesOf } from "./calculator";

/** The calculator's "Backup and accountant's files" and the issued list, as the browser tests use them. */

/** Opens "Backup and accountant's files" unless it is open (its content loads when first opened). */
export async function openDeviceFiles(page: Page) {
  const backUp = page.getByRole("button", { name: "Download backup" });
  if (!(await backUp.isVisible())) await page.getByText("Backup and accountant's files").click();
  await backUp.waitFor();
}

/** Chooses a file through Restore from a backup file, as the rep does (the button opens the chooser). */
export async function chooseBackup(page: Page, name: string, bytes: string | Buffer) {
  const opened = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Restore from a backup file" }).click();
  const chooser = await opened;
  await chooser.setFiles({ name, mimeType: "application/json", buffer: Buffer.from(bytes) });
}

/** A downloaded backup chosen for restore on `page`, under the name it was saved with. */
export async function restoreDownload(page: Page, backup: Download) {
  await chooseBackup(page, backup.suggestedFilename(), await bytesOf(backup));
}

/** The live message that contains `text`. */
export const status = (page: Page, text: string) => page.getByRole("status").filter({ hasText: text });

export const issuedList = (page: Page) => page.getByRole("region", { name: "Issued documents" });

/** The numbers the issued list shows, top to bottom. */
export const listedNumbers = (page: Page) => issuedList(page).getByRole("rowheader").allTextContents();

/** The line above the issued list: "6,001 documents on this device, the newest first." */
export const listSummary = (page: Page) =>
  page.locator(".calc-issued > p[role=status]").first().textContent();

export const findBox = (page: Page) =>
  page.getByRole("searchbox", { name: "Find by number, buyer or GSTIN" });

/** On a phone the document side, with the issued list, opens on request (a Save PDF opens it too). */
export async function openDocumentSide(page: Page) {
  const heading = page.getByRole("heading", { name: "Issued on this device" });
  if (!(await heading.isVisible())) {
    await page.getByRole("button", { name: "Customer, settings and document" }).tap();
  }
  await heading.waitFor();
}
