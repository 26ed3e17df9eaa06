import "fake-indexeddb/auto";

import { describe, expect, it } from "vitest";

import { DEFAULT_SETTINGS } from "~/calculator/arithmetic/invoice";
import { BOOKS_VERSION, openBooks, taxInvoicesSince, type Books } from "~/calculator/device/books-db";
import {
  BooksFull,
  SeriesCodeNeeded,
  allDocuments,
  cancelInBooks,
  documentByNumber,
  documentsOfMonth,
  documentsPage,
  issueInBooks,
  searchDocuments,
} from "~/calculator/device/books-documents";
import { mergeIntoBooks, readBooksData } from "~/calculator/device/books-merge";
import type { DeviceData } from "~/calculator/device/device-data";
import { documentRecord, matchesQuery, queryTerms } from "~/calculator/device/document-index";
import type { DocumentContent, IssuedDocument } from "~/calculator/device/issued-documents";
import { seededRandom } from "~/catalog/seeded-random";

import { randomDocuments } from "../../../support/random-tax-invoices";
import { DELHI_SELLER, item, lineFor } from "../helpers";

const india = (text: string) => Date.parse(`${text}+05:30`);
let opened = 0;
/** A new device: books of their own name, with a series code unless told otherwise. */
async function newBooks(seriesCode: string | null = "R7"): Promise<Books> {
  opened += 1;
  const books = await openBooks(`books-test-${opened}`);
  if (seriesCode) await books.put("device", seriesCode, "seriesCode");
  return books;
}

const ROSE = lineFor(item({ name: "Rose" }), 3, "dozen");
const content = (
  buyer = "Sharma Stores",
  kind: DocumentContent["kind"] = "tax-invoice",
): DocumentContent => ({
  kind,
  brand: "Punarvana Eco",
  seller: DELHI_SELLER,
  buyer: { name: buyer, address: "Karol Bagh", gstin: "07AAGCB7383J1Z4", stateCode: "07" },
  settings: DEFAULT_SETTINGS,
  lines: [ROSE],
});
const issue = (books: Books, input: Partial<Parameters<typeof issueInBooks>[1]> = {}) =>
  issueInBooks(books, {
    content: content(),
    previousNumber: null,
    invoicePrefix: "PE",
    now: india("2026-11-05T10:00:00"),
    ...input,
  });

describe("the device's books", () => {
  it("are created at their version with every store and index the screens ask by", async () => {
    const books = await newBooks(null);
    expect(books.version).toBe(BOOKS_VERSION);
    expect([...books.objectStoreNames].sort()).toEqual([
      "buyers",
      "counters",
      "device",
      "documents",
      "drafts",
      "payments",
    ]);
    const documents = books.transaction("documents").store;
    expect([...documents.indexNames].sort()).toEqual([
      "against",
      "buyerGstin",
      "buyerName",
      "date",
      "kindDate",
      "status",
      "terms",
    ]);
    expect(documents.keyPath).toBe("number");
  });

  it("number and keep a document in one transaction, and give it again while nothing changed", async () => {
    const books = await newBooks();
    const first = await issue(books);
    expect(first).toMatchObject({ fresh: true, document: { number: "PE/R7/2627/0001" } });
    expect(await books.get("counters", "PE/R7/2627")).toBe(1);
    expect(await documentByNumber(books, "PE/R7/2627/0001")).toEqual(first.document);
    const again = await issue(books, {
      previousNumber: "PE/R7/2627/0001",
      now: india("2026-11-06T10:00:00"),
    });
    expect(again).toEqual({ fresh: false, document: first.document });
    const changed = await issue(books, {
      content: content("Sharma Stores (Karol Bagh)"),
      previousNumber: "PE/R7/2627/0001",
    });
    expect(changed.document.number).toBe("PE/R7/2627/0002");
    const quotation = await issue(books, { content: content("Sharma Stores", "quotation") });
    expect(quotation.document.number).toBe("Q/R7/2627/0001");
    expect(await books.count("documents")).toBe(3);
  });

  it("give two tabs saving at the same moment two consecutive numbers", async () => {
    const name = `books-two-tabs-${Date.now()}`;
    const [tabA, tabB] = await Promise.all([openBooks(name), openBooks(name)]);
    await tabA.put("device", "R7", "seriesCode");
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        issue(index % 2 === 0 ? tabA : tabB, { content: content(`Shop ${index}`) }),
      ),
    );
    expect(results.map((result) => result.document.number).sort()).toEqual(
      Array.from({ length: 10 }, (_, index) => `PE/R7/2627/${String(index + 1).padStart(4, "0")}`),
    );
    expect(await tabB.get("counters", "PE/R7/2627")).toBe(10);
  });

  it("count past every number kept in the series, even with a lost counter", async () => {
    const books = await newBooks();
    await issue(books);
    await issue(books, { content: content("Other") });
    await books.delete("counters", "PE/R7/2627");
    expect((await issue(books, { content: content("Third") })).document.number).toBe("PE/R7/2627/0003");
  });

  it("count past 9,999 although numbers sort as text, and past numbers held above the counter", async () => {
    const books = await newBooks();
    const stored = (serial: number) =>
      books.add(
        "documents",
        documentRecord({
          ...content(`Shop ${serial}`),
          number: `PE/R7/2627/${String(serial).padStart(4, "0")}`,
          issuedAt: india("2026-11-01T10:00:00") + serial,
        }),
      );
    for (const serial of [1, 2, 9998, 9999]) await stored(serial);
    await books.put("counters", 9999, "PE/R7/2627");
    // "…/10000" sorts before "…/9999": the next number is still 10,000, then 10,001.
    expect((await issue(books)).document.number).toBe("PE/R7/2627/10000");
    expect((await issue(books, { content: content("Next") })).document.number).toBe("PE/R7/2627/10001");
    // A backup's numbers past the counter (and a counter lost): the next passes them all.
    for (const serial of [10002, 10003, 10010]) await stored(serial);
    expect((await issue(books, { content: content("After") })).document.number).toBe("PE/R7/2627/10011");
    expect(await books.get("counters", "PE/R7/2627")).toBe(10011);
    await books.delete("counters", "PE/R7/2627");
    expect((await issue(books, { content: content("Lost") })).document.number).toBe("PE/R7/2627/10012");
    // Held above the counter with the next number taken, below 10,000 too.
    const fresh = await newBooks();
    await fresh.put("counters", 3, "PE/R7/2627");
    for (const serial of [1, 2, 3, 4, 12]) {
      await fresh.add(
        "documents",
        documentRecord({
          ...content(`Shop ${serial}`),
          number: `PE/R7/2627/${String(serial).padStart(4, "0")}`,
          issuedAt: india("2026-11-01T10:00:00") + serial,
        }),
      );
    }
    expect((await issue(fresh)).document.number).toBe("PE/R7/2627/0013");
  });

  it("number nothing without a series code", async () => {
    const books = await newBooks(null);
    await expect(issue(books)).rejects.toBeInstanceOf(SeriesCodeNeeded);
    expect(await books.count("documents")).toBe(0);
  });

  it("keep nothing, and use no number, when the browser refuses the write", async () => {
    const books = await newBooks();
    await issue(books);
    const add = IDBObjectStore.prototype.add;
    IDBObjectStore.prototype.add = function refuse() {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
    try {
      await expect(issue(books, { content: content("Refused") })).rejects.toBeInstanceOf(BooksFull);
    } finally {
      IDBObjectStore.prototype.add = add;
    }
    expect(await books.count("documents")).toBe(1);
    expect(await books.get("counters", "PE/R7/2627")).toBe(1);
    expect((await issue(books, { content: content("Later") })).document.number).toBe("PE/R7/2627/0002");
  });

  it("cancel a tax invoice once, keeping it and its number", async () => {
    const books = await newBooks();
    await issue(books);
    const at = india("2026-11-05T12:00:00");
    const cancelled = await cancelInBooks(books, "PE/R7/2627/0001", "Wrong buyer", at);
    expect(cancelled).toMatchObject({ ok: true, document: { cancelled: { reason: "Wrong buyer" } } });
    expect(await cancelInBooks(books, "PE/R7/2627/0001", "Again", at)).toMatchObject({ ok: false });
    expect(await cancelInBooks(books, "PE/R7/2627/0009", "x", at)).toMatchObject({ ok: false });
    expect((await books.get("documents", "PE/R7/2627/0001"))?.status).toBe("cancelled");
    expect((await issue(books, { previousNumber: "PE/R7/2627/0001" })).document.number).toBe(
      "PE/R7/2627/0002",
    );
  });
});

describe("finding documents in the books", () => {
  const documents = randomDocuments(seededRandom(31), {
    count: 600,
    from: india("2026-09-01T00:00:00"),
    to: india("2026-12-01T00:00:00"),
    maxLines: 2,
  }) as IssuedDocument[];
  const data: DeviceData = {
    seriesCode: null,
    counters: {},
    issued: documents,
    drafts: [],
    priceList: { source: "builtin" },
  };
  const filled = (async () => {
    const books = await newBooks(null);
    await mergeIntoBooks(books, data, { chunkSize: 250 });
    return books;
  })();
  const newest = [...documents].sort((a, b) => b.issuedAt - a.issuedAt || b.number.localeCompare(a.number));

  it("lists the newest first, a page at a time, every document once", async () => {
    const books = await filled;
    const seen: string[] = [];
    let page = await documentsPage(books, 100, null);
    seen.push(...page.documents.map((document) => document.number));
    while (page.next) {
      page = await documentsPage(books, 100, page.next);
      seen.push(...page.documents.map((document) => document.number));
    }
    expect(seen).toEqual(newest.map((document) => document.number));
  });

  it("finds a document by its number, its serial, its buyer's words or GSTIN", async () => {
    const books = await filled;
    const target = documents[123]!;
    expect((await searchDocuments(books, target.number, 10)).documents.map((d) => d.number)).toEqual([
      target.number,
    ]);
    const serial = target.number.slice(-4);
    const bySerial = await searchDocuments(books, String(Number(serial)), 50);
    expect(bySerial.documents.map((d) => d.number)).toContain(target.number);
    if (target.buyer.gstin) {
      const byGstin = await searchDocuments(books, target.buyer.gstin.toLowerCase().slice(0, 12), 50);
      expect(byGstin.documents.every((d) => d.buyer.gstin.startsWith(target.buyer.gstin.slice(0, 12)))).toBe(
        true,
      );
      expect(byGstin.documents.map((d) => d.number)).toContain(target.number);
    }
    const byName = await searchDocuments(books, "kaveri mysu", 1000);
    const expected = newest
      .filter((d) => d.buyer.name === "Kaveri Distributors, Mysuru")
      .map((d) => d.number);
    expect(byName.documents.map((d) => d.number)).toEqual(expected);
    const limited = await searchDocuments(books, "kaveri", 5);
    expect(limited).toMatchObject({ more: expected.length > 5 });
    expect(limited.documents).toHaveLength(Math.min(5, expected.length));
    expect(await searchDocuments(books, "   ", 5)).toEqual({ documents: [], more: false });
    expect((await searchDocuments(books, "nobody-here", 5)).documents).toEqual([]);
  });

  it("finds the newest matches of every word typed, whatever the page and the walk's chunk", async () => {
    const books = await filled;
    for (const query of ["kaveri", "sharma stores", "27", "traders 0", "e"]) {
      const terms = queryTerms(query);
      const expected = newest.filter((d) => matchesQuery(documentRecord(d), terms)).map((d) => d.number);
      for (const [limit, chunk, commonWord, direct] of [
        [1, 7, 1000, 0],
        [5, 50, 3, 0],
        [50, 2000, 1000, 256],
        [50, 9, 20, 0],
        [expected.length, 13, 1000, 256],
        [expected.length, 13, 1, 0],
      ] as const) {
        const found = await searchDocuments(books, query, limit, { chunk, commonWord, direct });
        expect(found.documents.map((d) => d.number)).toEqual(expected.slice(0, limit));
        expect(found.more).toBe(expected.length > limit);
      }
    }
  });

  it("pages end exactly where the documents do", async () => {
    const books = await filled;
    expect((await documentsPage(books, documents.length, null)).next).toBeNull();
    const short = await documentsPage(books, documents.length - 1, null);
    expect(short.documents).toHaveLength(documents.length - 1);
    const last = await documentsPage(books, 5, short.next);
    expect(last.documents.map((d) => d.number)).toEqual([newest[newest.length - 1]!.number]);
    expect(last.next).toBeNull();
    const one = await documentsPage(books, 1, null);
    expect(one.documents.map((d) => d.number)).toEqual([newest[0]!.number]);
    expect(await documentsPage(books, 1, one.next)).toMatchObject({
      documents: [{ number: newest[1]!.number }],
    });
  });

  it("lists a month in India time, and counts the tax invoices since a date", async () => {
    const books = await filled;
    const october = await documentsOfMonth(books, "2026-10");
    const expected = newest.filter((d) => {
      const month = new Date(d.issuedAt + 5.5 * 3600_000).toISOString().slice(0, 7);
      return month === "2026-10";
    });
    expect(october.map((d) => d.number)).toEqual(expected.map((d) => d.number));
    expect(await documentsOfMonth(books, "2026-13")).toEqual([]);
    const since = india("2026-11-01T00:00:00");
    const counted = await taxInvoicesSince(books, since);
    const after = documents.filter((d) => d.issuedAt > since);
    expect(counted).toEqual({ count: after.length, earliest: Math.min(...after.map((d) => d.issuedAt)) });
    expect((await taxInvoicesSince(books, null)).count).toBe(documents.length);
  });

  it("read out whole, in chunks, as they went in", async () => {
    const books = await filled;
    let chunks = 0;
    for await (const chunk of allDocuments(books, 250)) {
      chunks += 1;
      expect(chunk.length).toBeLessThanOrEqual(250);
    }
    expect(chunks).toBe(3);
    const out = await readBooksData(books, { pause: async () => undefined });
    expect(new Map(out.issued.map((d) => [d.number, d]))).toEqual(
      new Map(documents.map((d) => [d.number, d])),
    );
  });
});

describe("a merge into the books (a restore)", () => {
  const invoice = (serial: number, cancelled = false): IssuedDocument => ({
    ...content(`Shop ${serial}`),
    number: `PE/R7/2627/${String(serial).padStart(4, "0")}`,
    issuedAt: india("2026-11-05T10:00:00") + serial,
    ...(cancelled ? { cancelled: { at: "2026-11-06T00:00:00.000Z", reason: "Typo" } } : {}),
  });
  const backup = (issued: IssuedDocument[], seriesCode: string | null = "R7"): DeviceData => ({
    seriesCode,
    counters: { "PE/R7/2627": 5 },
    issued,
    drafts: [],
    priceList: { source: "cleared" },
  });

  it("adds what the device lacks, keeps its own, never undoes a cancellation, and adds nothing twice", async () => {
    const books = await newBooks(null);
    const first = await mergeIntoBooks(books, backup([invoice(1), invoice(2)]));
    expect(first).toMatchObject({
      ok: true,
      summary: { documentsAdded: 2, seriesCode: "R7", priceListRestored: true },
    });
    const second = await mergeIntoBooks(books, backup([invoice(1), invoice(2, true), invoice(3)]));
    expect(second).toMatchObject({ ok: true, summary: { documentsAdded: 1, cancellationsAdded: 1 } });
    const again = await mergeIntoBooks(books, backup([invoice(1), invoice(2), invoice(3)]));
    expect(again).toMatchObject({ ok: true, summary: { documentsAdded: 0, cancellationsAdded: 0 } });
    expect((await documentByNumber(books, "PE/R7/2627/0002"))?.cancelled?.reason).toBe("Typo");
    expect(await books.get("counters", "PE/R7/2627")).toBe(5);
    expect((await issue(books)).document.number).toBe("PE/R7/2627/0006");
  });

  it("is refused whole by a device of another series", async () => {
    const books = await newBooks("AK");
    const result = await mergeIntoBooks(books, backup([invoice(1)]));
    expect(result).toMatchObject({ ok: false });
    if (!result.ok) expect(result.message).toContain("series code R7");
    expect(await books.count("documents")).toBe(0);
  });

  it("keeps a document stored in another tab while it ran, and merges the rest of its chunk", async () => {
    const books = await newBooks(null);
    const mine = { ...invoice(7), buyer: { ...invoice(7).buyer, name: "Issued in the other tab" } };
    const result = await mergeIntoBooks(
      books,
      backup(Array.from({ length: 9 }, (_, index) => invoice(index + 1))),
      {
        chunkSize: 4,
        // After the first chunk, another tab stores number 7 (due in the second chunk).
        pause: async () => {
          if (!(await books.get("documents", mine.number)))
            await books.add("documents", documentRecord(mine));
        },
      },
    );
    expect(result).toMatchObject({ ok: true, summary: { documentsAdded: 8 } });
    expect(await books.count("documents")).toBe(9);
    expect((await documentByNumber(books, mine.number))?.buyer.name).toBe("Issued in the other tab");
    expect((await documentByNumber(books, "PE/R7/2627/0008"))?.buyer.name).toBe("Shop 8");
  });

  it("adds a backup's cancellation to a document stored meanwhile, and keeps it otherwise", async () => {
    const books = await newBooks(null);
    const result = await mergeIntoBooks(books, backup([invoice(1), invoice(2, true), invoice(3)]), {
      chunkSize: 1,
      pause: async () => {
        if (!(await books.get("documents", "PE/R7/2627/0002")))
          await books.add("documents", documentRecord(invoice(2)));
      },
    });
    expect(result).toMatchObject({ ok: true, summary: { documentsAdded: 2, cancellationsAdded: 1 } });
    expect((await documentByNumber(books, "PE/R7/2627/0002"))?.cancelled?.reason).toBe("Typo");
  });

  it("pauses between chunks and reports its progress", async () => {
    const books = await newBooks(null);
    const progress: number[] = [];
    let pauses = 0;
    await mergeIntoBooks(books, backup(Array.from({ length: 9 }, (_, index) => invoice(index + 1))), {
      chunkSize: 4,
      pause: async () => void (pauses += 1),
      onProgress: (done) => progress.push(done),
    });
    expect(progress).toEqual([4, 8, 9]);
    expect(pauses).toBe(2);
  });
});
