import { useCallback, useEffect, useState } from "react";

import { learnFromDocuments } from "~/calculator/buyers/buyer-book";
import type { BuyerRecord } from "~/calculator/buyers/buyer-record";
import { ledgerEntryOf, type LedgerEntry } from "~/calculator/buyers/ledger";
import type { Payment } from "~/calculator/buyers/payments";
import { allPayments, storedBuyers } from "~/calculator/device/books-buyers";
import { onBooksChange } from "~/calculator/device/books-channel";
import type { Books } from "~/calculator/device/books-db";
import { allDocuments } from "~/calculator/device/books-documents";
import { deviceBooks } from "~/calculator/device/device-books";

/**
 * What the buyers' screens show, read from the device's books: the buyer book (the kept buyers with
 * every document's buyer learnt on top), every invoice's and note's ledger entry and every payment;
 * read again whenever the books change, here or in another tab.
 */

export type BuyerAccounts =
  | { readonly status: "loading" | "unavailable" }
  | {
      readonly status: "ready";
      readonly books: Books;
      readonly book: readonly BuyerRecord[];
      readonly entries: readonly LedgerEntry[];
      readonly payments: readonly Payment[];
    };

// A document's amount never changes once issued, so its entry is worked out once per page; only
// whether it is cancelled is read afresh.
const entryCache = new Map<string, LedgerEntry | null>();

async function readAccounts(books: Books) {
  const [stored, payments] = await Promise.all([storedBuyers(books), allPayments(books)]);
  const entries: LedgerEntry[] = [];
  const buyers: { buyer: LedgerEntryBuyer; issuedAt: number }[] = [];
  for await (const chunk of allDocuments(books)) {
    for (const document of chunk) {
      buyers.push({ buyer: document.buyer, issuedAt: document.issuedAt });
      let entry = entryCache.get(document.number);
      if (entry === undefined) {
        entry = ledgerEntryOf(document);
        entryCache.set(document.number, entry);
      }
      if (entry) entries.push({ ...entry, cancelled: document.cancelled !== undefined });
    }
  }
  return { book: learnFromDocuments(stored, buyers).book, entries, payments };
}

type LedgerEntryBuyer = Parameters<typeof learnFromDocuments>[1][number]["buyer"];

export function useBuyerAccounts(): BuyerAccounts {
  const [accounts, setAccounts] = useState<BuyerAccounts>({ status: "loading" });
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((before) => before + 1), []);
  useEffect(() => onBooksChange((change) => (change.kind === "documents" ? reload() : undefined)), [reload]);
  useEffect(() => {
    let current = true;
    void (async () => {
      const books = await deviceBooks();
      if (!books) {
        if (current) setAccounts({ status: "unavailable" });
        return;
      }
      try {
        const read = await readAccounts(books);
        if (current) setAccounts({ status: "ready", books, ...read });
      } catch (error) {
        console.error("The buyers could not be read", error);
        if (current) setAccounts({ status: "unavailable" });
      }
    })();
    return () => {
      current = false;
    };
  }, [version]);
  return accounts;
}
