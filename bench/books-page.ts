/**
 * The browser half of bench/books.ts: bundled and added to the calculator's own page (same origin,
 * so the same IndexedDB), it times what the issued list does as the rep types (the app's own
 * `searchDocuments` over the device's books) and counts a month's tax invoices. Exposed as
 * `window.booksBench`.
 */
import { openBooks } from "~/calculator/device/books-db";
import { documentsOfMonth, searchDocuments } from "~/calculator/device/books-documents";

/** Milliseconds of each of `runs` searches for `query`, and how many documents the last one found. */
async function timeSearch(query: string, runs: number): Promise<{ ms: number[]; found: string[] }> {
  const books = await openBooks();
  const ms: number[] = [];
  let found: string[] = [];
  try {
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      // The list's page: the first 50, newest first.
      const result = await searchDocuments(books, query, 50);
      ms.push(performance.now() - start);
      found = result.documents.map((document) => document.number);
    }
  } finally {
    books.close();
  }
  return { ms, found };
}

async function monthTaxInvoices(month: string): Promise<number> {
  const books = await openBooks();
  try {
    return (await documentsOfMonth(books, month)).filter((document) => document.kind === "tax-invoice")
      .length;
  } finally {
    books.close();
  }
}

(globalThis as unknown as { booksBench: object }).booksBench = { timeSearch, monthTaxInvoices };
