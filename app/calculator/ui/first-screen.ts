import { readFirstScreenValues } from "~/calculator/device/books-db";
import { deviceBooks } from "~/calculator/device/device-books";
import { heldDraftLocks } from "~/calculator/device/draft-locks";
import { readDraftRecordValues, type DraftRecord } from "~/calculator/device/drafts";

/**
 * What the calculator's first screen reads from the device, once per page: the drafts, which of them
 * other tabs hold, and the price list in use (as stored; use-calculator.ts reads it field by field).
 * One read for all of them, so that their answers arrive together and the screen is rendered again
 * once with all of it, not once per answer: on a budget phone each such render is a long task while
 * the page starts (docs/performance.md).
 */
export interface FirstScreen {
  readonly drafts: readonly DraftRecord[];
  readonly held: ReadonlySet<string>;
  readonly priceList: unknown;
}

let reading: Promise<FirstScreen> | null = null;

async function read(): Promise<FirstScreen> {
  const books = await deviceBooks();
  const [values, held] = await Promise.all([
    books ? readFirstScreenValues(books).catch(() => null) : null,
    heldDraftLocks(),
  ]);
  return {
    drafts: values ? readDraftRecordValues(values.drafts) : [],
    held,
    priceList: values?.priceList,
  };
}

export function readFirstScreen(): Promise<FirstScreen> {
  reading ??= read();
  return reading;
}
