import { openDB, type DBSchema, type IDBPDatabase } from "idb";

import type { BuyerRecord } from "~/calculator/buyers/buyer-record";
import type { Payment } from "~/calculator/buyers/payments";

import type { DocumentRecord } from "./document-index";

/**
 * The device's books (docs/calculator.md, "Storage"): everything the calculator keeps, in the
 * browser's IndexedDB through `idb`. One record per issued document, keyed by its number, with the
 * indexes the screens and files ask by; the counters, the drafts and the device's own settings (series
 * code, price list, last backup) each in a store of their own; since version 2 the buyer book's
 * edited and imported buyers and the payments received too.
 *
 * The schema has one versioned `upgrade`: a later version adds its stores or indexes in a new step
 * (`if (oldVersion < 2) …`) and bumps BOOKS_VERSION, and a device opening the page after the update
 * runs the steps it has not yet run, in order, in the one upgrade transaction. The documents store is
 * generic over IssuedDocument, whatever its kind: a new kind of document is a new `kind` value, not a
 * new store.
 *
 * This module is part of the calculator's first load (the drafts and the price list are read at
 * once); what only the document panel, the backup or the move-in need is in books-documents.ts,
 * books-merge.ts and move-in.ts, loaded with them.
 */

export const BOOKS_DB_NAME = "punarvana-eco-books";
export const BOOKS_VERSION = 2;

/** The keys of the `device` store: the device's single values. */
export type DeviceKey = "seriesCode" | "priceList" | "lastBackupAt";

export interface BooksSchema extends DBSchema {
  documents: {
    key: string;
    value: DocumentRecord;
    indexes: {
      /** Newest or oldest first, a month at a time: [issuedAt, number]. */
      date: [number, string];
      /** The tax invoices since a date (the backup reminder, the accountant's files): [kind, issuedAt]. */
      kindDate: [string, number];
      buyerGstin: string;
      buyerName: string;
      status: string;
      /** Every word a search may start with (multiEntry). */
      terms: string;
      /** A credit or debit note's invoice number (only notes have one). */
      against: string;
    };
  };
  /** The last serial issued in each series, keyed by the series ("PE/R7/2627"). */
  counters: { key: string; value: number };
  /** The drafts, as drafts.ts stores them (`draftRecordValue`), keyed by their id. */
  drafts: { key: string; value: Record<string, unknown> & { id: string } };
  /** The device's single values, each under its name (DeviceKey). */
  device: { key: DeviceKey; value: unknown };
  /**
   * The buyers the rep added, edited, imported or answered "same buyer?" about, keyed by their id
   * (version 2). The buyers only learnt from documents are not stored: the book is these records
   * with the documents' buyers learnt on top (buyers/buyer-book.ts).
   */
  buyers: { key: string; value: BuyerRecord };
  /** The payments received, keyed by their receipt number (version 2); never deleted. */
  payments: {
    key: string;
    value: Payment;
    indexes: {
      /** The buyer's key when the payment was taken: a buyer's payments. */
      buyerKey: string;
      /** The day the money came, then the receipt number: the payments of a period. */
      date: [string, string];
    };
  };
}

export type Books = IDBPDatabase<BooksSchema>;

/**
 * Opens (creating or upgrading) the device's books with the browser's IndexedDB, or the global one set
 * in tests. `version` is for those tests only: the books as an earlier version of the page left them.
 */
export function openBooks(name: string = BOOKS_DB_NAME, version: number = BOOKS_VERSION): Promise<Books> {
  return openDB<BooksSchema>(name, version, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        const documents = database.createObjectStore("documents", { keyPath: "number" });
        documents.createIndex("date", ["issuedAt", "number"]);
        documents.createIndex("kindDate", ["kind", "issuedAt"]);
        documents.createIndex("buyerGstin", "buyerGstin");
        documents.createIndex("buyerName", "buyerName");
        documents.createIndex("status", "status");
        documents.createIndex("terms", "terms", { multiEntry: true });
        documents.createIndex("against", "against");
        database.createObjectStore("counters");
        database.createObjectStore("drafts", { keyPath: "id" });
        database.createObjectStore("device");
      }
      if (oldVersion < 2 && version >= 2) {
        // The buyer book and the payments: new stores only, so every document stays as it was.
        database.createObjectStore("buyers", { keyPath: "id" });
        const payments = database.createObjectStore("payments", { keyPath: "number" });
        payments.createIndex("buyerKey", "buyerKey");
        payments.createIndex("date", ["date", "number"]);
      }
      // Later versions: `if (oldVersion < 3) { … }` here, each step once, in order.
    },
    // A newer version of the page in another tab wants to upgrade: let it (this tab's next read or
    // write then fails and says to reload, rather than holding the books at the old version).
    blocking(_current, _blocked, event) {
      (event.target as IDBDatabase).close();
    },
  });
}

/** The tax invoices issued after `since` (all of them when null) and the earliest of them. */
export async function taxInvoicesSince(
  books: Books,
  since: number | null,
): Promise<{ count: number; earliest: number | null }> {
  const range = IDBKeyRange.bound(
    ["tax-invoice", since ?? -Infinity],
    ["tax-invoice", Infinity],
    true,
    false,
  );
  const index = books.transaction("documents").store.index("kindDate");
  const [count, first] = await Promise.all([index.count(range), index.openKeyCursor(range)]);
  return { count, earliest: first ? first.key[1] : null };
}

export async function readDeviceValue(books: Books, key: DeviceKey): Promise<unknown> {
  return books.get("device", key);
}

export async function writeDeviceValue(books: Books, key: DeviceKey, value: unknown): Promise<void> {
  await books.put("device", value, key);
}

/**
 * What the calculator's first screen reads, in one transaction: every stored draft and the price list
 * in use, as stored.
 */
export async function readFirstScreenValues(
  books: Books,
): Promise<{ drafts: (Record<string, unknown> & { id: string })[]; priceList: unknown }> {
  const transaction = books.transaction(["drafts", "device"]);
  const [drafts, priceList] = await Promise.all([
    transaction.objectStore("drafts").getAll(),
    transaction.objectStore("device").get("priceList"),
  ]);
  return { drafts, priceList };
}

/** Every stored draft, as stored (drafts.ts reads each back field by field). */
export function readDraftValues(books: Books): Promise<(Record<string, unknown> & { id: string })[]> {
  return books.getAll("drafts");
}
