import "fake-indexeddb/auto";

import { describe, expect, it } from "vitest";

import type { BuyerRecord } from "~/calculator/buyers/buyer-record";
import { settleAccount, settledBy } from "~/calculator/buyers/settlement";
import {
  allPayments,
  cancelPaymentInBooks,
  keepBuyers,
  paymentByNumber,
  recordPaymentInBooks,
  storedBuyers,
  type PaymentEntry,
} from "~/calculator/device/books-buyers";
import { BOOKS_VERSION, openBooks, type Books } from "~/calculator/device/books-db";
import { BooksFull, SeriesCodeNeeded, documentByNumber } from "~/calculator/device/books-documents";
import { documentRecord } from "~/calculator/device/document-index";
import type { IssuedDocument } from "~/calculator/device/issued-documents";
import { seededRandom } from "~/catalog/seeded-random";

import { randomDocuments } from "../../../support/random-tax-invoices";
import { KEY, invoice } from "../buyers/fixtures";

const india = (text: string) => Date.parse(`${text}+05:30`);
let opened = 0;
async function newBooks(seriesCode: string | null = "R7"): Promise<Books> {
  opened += 1;
  const books = await openBooks(`books-buyers-test-${opened}`);
  if (seriesCode) await books.put("device", seriesCode, "seriesCode");
  return books;
}

const ENTRY: PaymentEntry = {
  buyerKey: KEY,
  buyerName: "Lakshmi Stores",
  date: "2026-11-05",
  amount: 12_000_00,
  mode: "upi",
  reference: "UTR 4471",
  against: [],
};
const INVOICES = [
  invoice("PE/R7/2627/0001", "2026-10-01", 8_000_00),
  invoice("PE/R7/2627/0002", "2026-10-20", 9_000_00),
];

/** Records a payment settled against INVOICES with the payments kept, as the screen does. */
function record(
  input: Partial<Omit<Parameters<typeof recordPaymentInBooks>[1], "entry">> & {
    entry?: Partial<PaymentEntry>;
  } = {},
) {
  return (books: Books) =>
    recordPaymentInBooks(books, {
      buyerKeys: [KEY],
      now: india("2026-11-05T12:00:00"),
      receiptOf: (payment, kept) => {
        const account = settleAccount(INVOICES, [...kept, payment]);
        return settledBy(account, payment.number, payment.amount);
      },
      ...input,
      entry: { ...ENTRY, ...input.entry },
    });
}

describe("the books' buyers and payments", () => {
  it("keep a payment with the next receipt number of the device's series and what it settled", async () => {
    const books = await newBooks();
    const first = await record()(books);
    expect(first).toMatchObject({
      number: "RV/R7/2627/0001",
      amount: 12_000_00,
      receipt: {
        settled: [
          { number: "PE/R7/2627/0001", amount: 8_000_00 },
          { number: "PE/R7/2627/0002", amount: 4_000_00 },
        ],
        advance: 0,
      },
    });
    expect(first.number.length).toBeLessThanOrEqual(16);
    // The second settles what the first left of the later invoice, then keeps the rest as an advance.
    const second = await record({ entry: { amount: 6_000_00 } })(books);
    expect(second.number).toBe("RV/R7/2627/0002");
    expect(second.receipt).toEqual({
      settled: [{ number: "PE/R7/2627/0002", amount: 5_000_00 }],
      advance: 1_000_00,
    });
    expect(await books.get("counters", "RV/R7/2627")).toBe(2);
    expect((await allPayments(books)).map((payment) => payment.number)).toEqual([
      "RV/R7/2627/0001",
      "RV/R7/2627/0002",
    ]);
  });

  it("number receipts per financial year, and past every receipt kept even with a lost counter", async () => {
    const books = await newBooks();
    await record()(books);
    await books.delete("counters", "RV/R7/2627");
    expect((await record()(books)).number).toBe("RV/R7/2627/0002");
    const april = await record({ now: india("2027-04-01T09:00:00"), entry: { date: "2027-04-01" } })(books);
    expect(april.number).toBe("RV/R7/2728/0001");
  });

  it("give two tabs taking payments at the same moment consecutive receipts", async () => {
    const name = `books-buyers-two-tabs-${Date.now()}`;
    const [tabA, tabB] = await Promise.all([openBooks(name), openBooks(name)]);
    await tabA.put("device", "R7", "seriesCode");
    const payments = await Promise.all(
      Array.from({ length: 8 }, (_, index) => record()(index % 2 === 0 ? tabA : tabB)),
    );
    expect(payments.map((payment) => payment.number).sort()).toEqual(
      Array.from({ length: 8 }, (_, index) => `RV/R7/2627/${String(index + 1).padStart(4, "0")}`),
    );
    // Each settled what the ones before it left: together never more than the invoices owed.
    const settled = payments.flatMap((payment) => payment.receipt.settled);
    expect(settled.reduce((sum, entry) => sum + entry.amount, 0)).toBe(17_000_00);
  });

  it("take no payment without a series code, and keep nothing when the browser refuses the write", async () => {
    await expect(record()(await newBooks(null))).rejects.toBeInstanceOf(SeriesCodeNeeded);
    const books = await newBooks();
    await record()(books);
    const add = IDBObjectStore.prototype.add;
    IDBObjectStore.prototype.add = function refuse() {
      throw new DOMException("The quota has been exceeded.", "QuotaExceededError");
    };
    try {
      await expect(record()(books)).rejects.toBeInstanceOf(BooksFull);
    } finally {
      IDBObjectStore.prototype.add = add;
    }
    expect(await books.count("payments")).toBe(1);
    expect(await books.get("counters", "RV/R7/2627")).toBe(1);
  });

  it("cancel a payment with a reason: marked and kept, never deleted, never twice", async () => {
    const books = await newBooks();
    const payment = await record()(books);
    expect(await cancelPaymentInBooks(books, payment.number, " ", Date.now())).toMatchObject({ ok: false });
    const cancelled = await cancelPaymentInBooks(
      books,
      payment.number,
      "Cheque bounced",
      india("2026-11-06T09:00:00"),
    );
    expect(cancelled).toMatchObject({ ok: true, payment: { cancelled: { reason: "Cheque bounced" } } });
    expect(await paymentByNumber(books, payment.number)).toMatchObject({
      amount: 12_000_00,
      cancelled: { reason: "Cheque bounced" },
    });
    expect(await cancelPaymentInBooks(books, payment.number, "Again", Date.now())).toEqual({
      ok: false,
      message: `${payment.number} is already cancelled.`,
    });
    expect(await cancelPaymentInBooks(books, "RV/R7/2627/0099", "Typo", Date.now())).toMatchObject({
      ok: false,
    });
    expect(await books.count("payments")).toBe(1);
  });

  it("keep and forget buyers in one go, reading back only what fits", async () => {
    const books = await newBooks();
    const buyer = (id: string, name: string): BuyerRecord => ({
      id,
      name,
      gstin: "",
      stateCode: "",
      address: "",
      city: "",
      pincode: "",
      phone: "",
      email: "",
      formerKeys: [],
      updatedAt: 1,
    });
    await keepBuyers(books, [buyer("a", "Asha Traders"), buyer("b", "Bala Stores")]);
    await keepBuyers(books, [{ ...buyer("a", "Asha Traders"), city: "Pune" }], ["b"]);
    await books.put("buyers", { id: "damaged" } as unknown as BuyerRecord);
    expect(await storedBuyers(books)).toEqual([{ ...buyer("a", "Asha Traders"), city: "Pune" }]);
  });
});

describe("the books' upgrade from version 1", () => {
  it("keeps every document, counter, draft and device value, and adds the buyers and payments", async () => {
    expect(BOOKS_VERSION).toBe(2);
    const name = `books-upgrade-${Date.now()}`;
    const old = await openBooks(name, 1);
    expect([...old.objectStoreNames].sort()).toEqual(["counters", "device", "documents", "drafts"]);
    const documents = randomDocuments(seededRandom(34), {
      count: 60,
      from: india("2026-09-01T00:00:00"),
      to: india("2026-12-01T00:00:00"),
      maxLines: 3,
      cancelledShare: 0.2,
    }) as IssuedDocument[];
    const transaction = old.transaction(["documents", "counters", "device", "drafts"], "readwrite");
    await Promise.all([
      ...documents.map((document) => transaction.objectStore("documents").put(documentRecord(document))),
      transaction.objectStore("counters").put(60, "PE/R7/2627"),
      transaction.objectStore("device").put("R7", "seriesCode"),
      transaction.objectStore("drafts").put({ id: "d1", lines: [] }),
      transaction.done,
    ]);
    old.close();

    const upgraded = await openBooks(name);
    expect(upgraded.version).toBe(2);
    // The same stores as a device that started at version 2.
    const fresh = await newBooks(null);
    expect([...upgraded.objectStoreNames].sort()).toEqual([...fresh.objectStoreNames].sort());
    expect(await upgraded.count("documents")).toBe(documents.length);
    for (const document of documents) {
      expect(await documentByNumber(upgraded, document.number)).toEqual(document);
    }
    expect(await upgraded.get("counters", "PE/R7/2627")).toBe(60);
    expect(await upgraded.get("device", "seriesCode")).toBe("R7");
    expect(await upgraded.get("drafts", "d1")).toEqual({ id: "d1", lines: [] });
    const payments = upgraded.transaction("payments").store;
    expect([...payments.indexNames].sort()).toEqual(["buyerKey", "date"]);
    expect(await record()(upgraded)).toMatchObject({ number: "RV/R7/2627/0001" });
  });
});
