import type { DeviceData } from "~/calculator/device/device-data";

import { randomNotes } from "./random-notes";
import { randomDocuments, type Random, type RandomDocumentsOptions } from "./random-tax-invoices";

/**
 * Random devices of one seller for the office's property tests and its benchmark: each device numbers
 * its own series (its series code), with random tax invoices (random-tax-invoices.ts) spread over the
 * dates given and, when asked, credit and debit notes against them (random-notes.ts). Seeded, so a
 * failure names a seed that reproduces it.
 */

export const SERIES_CODES = ["A1", "R7", "K3", "M2", "B9", "S4", "T5", "V6", "W8", "X2"] as const;

export interface RandomDevicesOptions extends Omit<RandomDocumentsOptions, "count" | "series"> {
  readonly devices: number;
  /** Each device's number of invoices. */
  readonly invoices: (random: Random) => number;
  /** Up to this many notes against each invoice (none unless given). */
  readonly notesPerInvoice?: number;
}

export function randomDevices(random: Random, options: RandomDevicesOptions): DeviceData[] {
  return SERIES_CODES.slice(0, options.devices).map((code) => {
    const invoices = randomDocuments(random, {
      ...options,
      count: options.invoices(random),
      series: [`PE/${code}/2627`],
    });
    const { documents, counters } = options.notesPerInvoice
      ? randomNotes(random, invoices, {
          until: options.to,
          perInvoice: options.notesPerInvoice,
          seriesCode: code,
        })
      : { documents: invoices, counters: {} };
    return {
      seriesCode: code,
      counters: { ...counters, [`PE/${code}/2627`]: invoices.length },
      issued: documents,
      drafts: [],
      priceList: { source: "builtin" },
    };
  });
}
