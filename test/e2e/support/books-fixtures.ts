import { makeBackup } from "~/calculator/device/backup";
import type { DeviceData } from "~/calculator/device/device-data";
import { indiaMonth } from "~/calculator/device/document-index";
import type { IssuedDocument } from "~/calculator/device/issued-documents";
import { financialYear, shortYear } from "~/calculator/documents/document-numbering";
import { seededRandom } from "~/catalog/seeded-random";

import { randomDocuments } from "../../support/random-tax-invoices";

/**
 * A device that has issued thousands of tax invoices, for the browser tests of the device's books: made
 * in Node with the calculator's own modules (random-tax-invoices.ts for the invoices, backup.ts for the
 * file), and handed to the page as a version-1 backup, the format every later version restores.
 */

/** A buyer found on exactly three of the invoices, by name or by GSTIN. */
export const RARE_BUYER = {
  name: "Tirupati Pooja Bhandar",
  address: "Gandhi Road, Tirupati",
  gstin: "37AAPFT4821K1ZN",
  stateCode: "37",
  pincode: "517501",
  city: "Tirupati",
};
/** Where among the invoices RARE_BUYER's are, as shares of their number. */
const RARE_BUYER_SHARES = [0.2, 0.72, 0.925];

export interface BigDevice {
  readonly data: DeviceData;
  /** The series its invoices are numbered in, "PE/K7/2627". */
  readonly series: string;
  /** Its invoices, oldest first (the last has the highest number). */
  readonly invoices: readonly IssuedDocument[];
  /** The numbers of the invoices to RARE_BUYER, oldest first. */
  readonly rareBuyerNumbers: readonly string[];
}

const DAY = 24 * 60 * 60 * 1000;

/** The first instant of this financial year, in India (1 April, 00:00 IST). */
function financialYearStart(now: number): number {
  const start = Number(financialYear(now).slice(0, 4));
  return Date.UTC(start, 3, 1) - 5.5 * 60 * 60 * 1000;
}

/**
 * `count` tax invoices of the device with `seriesCode`, all in this financial year's series (so the
 * next one continues it), spread over the last 240 days or since 1 April, some cancelled.
 */
export function bigDevice(seriesCode: string, count: number, now = Date.now()): BigDevice {
  const rareAt = RARE_BUYER_SHARES.map((share) => Math.floor(count * share));
  const series = `PE/${seriesCode}/${shortYear(financialYear(now))}`;
  const invoices = randomDocuments(seededRandom(31), {
    count,
    from: Math.max(financialYearStart(now), now - 240 * DAY),
    to: now - 60 * 60 * 1000,
    maxLines: 3,
    cancelledShare: 0.02,
    series: [series],
  }).map((invoice, index): IssuedDocument => {
    if (!rareAt.includes(index)) return invoice;
    const { cancelled: _standing, ...rest } = invoice;
    return { ...rest, buyer: RARE_BUYER };
  });
  const data: DeviceData = {
    seriesCode,
    counters: { [series]: count },
    issued: invoices,
    drafts: [],
    priceList: { source: "builtin" },
  };
  return {
    data,
    series,
    invoices,
    rareBuyerNumbers: rareAt.map((index) => invoices[index]!.number),
  };
}

/** The version-1 backup file of the device's data, as Download backup would have made it. */
export function backupText(data: DeviceData, now = Date.now()): Promise<string> {
  return makeBackup(data, now);
}

/** The month ("2026-09", India time) holding the middle invoice: one with many invoices in it. */
export function busyMonth(invoices: readonly IssuedDocument[]): string {
  return indiaMonth(invoices[Math.floor(invoices.length / 2)]!.issuedAt);
}

/** The invoices dated in a month, India time. */
export function invoicesOfMonth(invoices: readonly IssuedDocument[], month: string): IssuedDocument[] {
  return invoices.filter((invoice) => indiaMonth(invoice.issuedAt) === month);
}
