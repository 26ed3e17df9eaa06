import "fake-indexeddb/auto";

import { describe, expect, it } from "vitest";

import { DEFAULT_SETTINGS } from "~/calculator/arithmetic/invoice";
import { LAST_BACKUP_STORAGE_KEY } from "~/calculator/device/backup-reminder";
import { openBooks } from "~/calculator/device/books-db";
import { cancelInBooks, documentByNumber, issueInBooks } from "~/calculator/device/books-documents";
import { readBooksData } from "~/calculator/device/books-merge";
import { draftKey, writeDraftRecord } from "~/calculator/device/drafts";
import {
  LEGACY_DRAFT_STORAGE_KEY,
  PRICE_LIST_STORAGE_KEY,
  newDraft,
  writeDraft,
  writeStoredPriceList,
} from "~/calculator/device/invoice-draft";
import {
  ISSUED_STORAGE_KEY,
  writeIssuedDocuments,
  type IssuedDocument,
} from "~/calculator/device/issued-documents";
import { moveIn, oldBookKeys } from "~/calculator/device/move-in";
import { SERIES_CODE_STORAGE_KEY } from "~/calculator/device/series-code";
import { COUNTERS_STORAGE_KEY, writeCounters } from "~/calculator/documents/document-numbering";

import { DELHI_SELLER, item, lineFor, memoryStore } from "../helpers";

const ROSE = lineFor(item({ name: "Rose" }), 2, "dozen");
const invoice = (serial: number): IssuedDocument => ({
  kind: "tax-invoice",
  brand: "Punarvana Eco",
  seller: DELHI_SELLER,
  buyer: { name: `Shop ${serial}`, address: "Delhi", gstin: "", stateCode: "07" },
  settings: DEFAULT_SETTINGS,
  lines: [ROSE],
  number: `PE/R7/2627/${String(serial).padStart(4, "0")}`,
  issuedAt: Date.UTC(2026, 10, 1) + serial * 60_000,
});

/** A device as the localStorage versions left it: 30 invoices, counters, code, two drafts, a list, a backup time. */
function oldDevice() {
  const issued = Array.from({ length: 30 }, (_, index) => invoice(index + 1));
  const draft = {
    ...newDraft(Date.UTC(2026, 10, 2)),
    buyer: { name: "Draft Shop", address: "", gstin: "", stateCode: "" },
  };
  const legacy = {
    ...newDraft(Date.UTC(2026, 9, 2)),
    buyer: { name: "Kept Before", address: "", gstin: "", stateCode: "" },
  };
  return memoryStore({
    [ISSUED_STORAGE_KEY]: writeIssuedDocuments(issued),
    [COUNTERS_STORAGE_KEY]: writeCounters({ "PE/R7/2627": 30, "Q/R7/2627": 4 }),
    [SERIES_CODE_STORAGE_KEY]: "R7",
    [draftKey("d1")]: writeDraftRecord({ id: "d1", updatedAt: Date.UTC(2026, 10, 3), draft }),
    [LEGACY_DRAFT_STORAGE_KEY]: writeDraft(legacy),
    [PRICE_LIST_STORAGE_KEY]: writeStoredPriceList({ source: "cleared" }),
    [LAST_BACKUP_STORAGE_KEY]: String(Date.UTC(2026, 10, 1)),
    "punarvana-eco.build-seen": "build-1",
    "another-site-key": "kept",
  });
}

let opened = 0;
const newBooks = () => openBooks(`move-in-test-${(opened += 1)}`);

describe("the move-in from localStorage", () => {
  it("moves every document, counter, draft, the code, the list and the backup time, then removes the old keys", async () => {
    const store = oldDevice();
    const books = await newBooks();
    const result = await moveIn(books, store);
    expect(result).toEqual({ documents: 30, drafts: 2, complete: true });
    const data = await readBooksData(books, { pause: async () => undefined });
    expect(data.issued.map((document) => document.number)).toEqual(
      Array.from({ length: 30 }, (_, index) => invoice(index + 1).number),
    );
    expect(data.issued[4]).toEqual(invoice(5));
    expect(data.counters).toEqual({ "PE/R7/2627": 30, "Q/R7/2627": 4 });
    expect(data.seriesCode).toBe("R7");
    expect(data.drafts.map((record) => record.draft.buyer.name).sort()).toEqual([
      "Draft Shop",
      "Kept Before",
    ]);
    expect(data.priceList).toEqual({ source: "cleared" });
    expect(await books.get("device", "lastBackupAt")).toBe(Date.UTC(2026, 10, 1));
    // Only the books' keys went; what is not theirs stays.
    expect([...store.map.keys()].sort()).toEqual(["another-site-key", "punarvana-eco.build-seen"]);
    expect(oldBookKeys(store)).toEqual([]);
    // The device numbers on from where it was.
    const next = await issueInBooks(books, {
      content: {
        kind: "tax-invoice",
        brand: "Punarvana Eco",
        seller: DELHI_SELLER,
        buyer: { name: "After", address: "Delhi", gstin: "", stateCode: "07" },
        settings: DEFAULT_SETTINGS,
        lines: [ROSE],
      },
      previousNumber: null,
      invoicePrefix: "PE",
      now: Date.UTC(2026, 10, 20),
    });
    expect(next.document.number).toBe("PE/R7/2627/0031");
  });

  it("cut short half-way keeps the old keys, and done again moves the rest, nothing twice", async () => {
    const store = oldDevice();
    const books = await newBooks();
    let chunks = 0;
    await expect(
      moveIn(books, store, {
        chunkSize: 10,
        pause: () => {
          chunks += 1;
          // The tab is closed after the first chunk of documents.
          return Promise.reject(new Error("tab closed"));
        },
      }),
    ).rejects.toThrow("tab closed");
    expect(chunks).toBe(1);
    expect(await books.count("documents")).toBe(10);
    // The counters came first: what is issued meanwhile takes no number the old keys still hold.
    expect(await books.get("counters", "PE/R7/2627")).toBe(30);
    expect(store.getItem(ISSUED_STORAGE_KEY)).not.toBeNull();
    const meanwhile = await issueInBooks(books, {
      content: { ...invoice(0), kind: "tax-invoice", buyer: { ...invoice(0).buyer, name: "Meanwhile" } },
      previousNumber: null,
      invoicePrefix: "PE",
      now: Date.UTC(2026, 10, 3),
    });
    expect(meanwhile.document.number).toBe("PE/R7/2627/0031");

    // A document cancelled meanwhile (between the two loads) stays cancelled after the second move.
    expect(await cancelInBooks(books, "PE/R7/2627/0003", "Wrong shop", Date.UTC(2026, 10, 4))).toMatchObject({
      ok: true,
    });
    const result = await moveIn(books, store, { chunkSize: 10, pause: async () => undefined });
    expect(result.complete).toBe(true);
    expect(await books.count("documents")).toBe(31);
    expect(await books.get("counters", "PE/R7/2627")).toBe(31);
    // Every old document as it was, the one issued meanwhile beside them.
    for (let serial = 11; serial <= 30; serial += 1) {
      expect((await documentByNumber(books, invoice(serial).number))?.buyer.name).toBe(`Shop ${serial}`);
    }
    expect((await documentByNumber(books, "PE/R7/2627/0031"))?.buyer.name).toBe("Meanwhile");
    expect(oldBookKeys(store)).toEqual([]);
    expect((await documentByNumber(books, "PE/R7/2627/0003"))?.cancelled?.reason).toBe("Wrong shop");

    // Nothing left to move: a third load changes nothing.
    expect(await moveIn(books, store)).toEqual({ documents: 0, drafts: 0, complete: true });
    expect(await books.count("documents")).toBe(31);
  });

  it("moves the earliest versions' single draft, read as version 1, and leaves out an empty one", async () => {
    const v1 = JSON.stringify({
      version: 1,
      startedAt: 7,
      settings: { customerName: "V1 Store", notes: "", ss: false, tradeDiscountPercent: 0, roundingStep: 1 },
      lines: [],
    });
    const books = await newBooks();
    const store = memoryStore({ [LEGACY_DRAFT_STORAGE_KEY]: v1 });
    expect(await moveIn(books, store)).toEqual({ documents: 0, drafts: 1, complete: true });
    const [moved] = (await readBooksData(books)).drafts;
    expect(moved).toMatchObject({ id: `kept-${(7).toString(36)}`, draft: { buyer: { name: "V1 Store" } } });
    const empty = memoryStore({ [LEGACY_DRAFT_STORAGE_KEY]: writeDraft(newDraft(9)) });
    expect(await moveIn(await newBooks(), empty)).toEqual({ documents: 0, drafts: 0, complete: true });
    expect(empty.map.size).toBe(0);
  });

  it("keeps the books' series code when an old tab wrote another one since", async () => {
    const books = await newBooks();
    await books.put("device", "AK", "seriesCode");
    const store = oldDevice();
    const result = await moveIn(books, store);
    expect(result.complete).toBe(true);
    expect(await books.get("device", "seriesCode")).toBe("AK");
    expect(await books.count("documents")).toBe(30);
  });

  it("leaves every old key when the books cannot read back what was written", async () => {
    const store = oldDevice();
    const books = await newBooks();
    const getAllKeys = books.getAllKeys.bind(books);
    // As if the browser lost the write: the books answer without the documents.
    books.getAllKeys = ((name: "documents" | "drafts" | "counters") =>
      name === "documents" ? Promise.resolve([]) : getAllKeys(name)) as typeof books.getAllKeys;
    const result = await moveIn(books, store);
    expect(result.complete).toBe(false);
    expect(oldBookKeys(store)).toHaveLength(7);
  });
});
