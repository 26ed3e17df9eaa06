import { useEffect, useState } from "react";

import { learnFromDocuments } from "~/calculator/buyers/buyer-book";
import type { BuyerRecord } from "~/calculator/buyers/buyer-record";
import { storedBuyers } from "~/calculator/device/books-buyers";
import { documentsPage } from "~/calculator/device/books-documents";
import { deviceBooks } from "~/calculator/device/device-books";
import type { IssuedDocument } from "~/calculator/device/issued-documents";

/** How many of the newest documents the book is learnt from: a season of a rep's round, read quickly. */
export const BUYER_BOOK_DOCUMENTS = 1000;

/**
 * The buyer book the buyer's fields offer: the buyers the rep kept (added, edited, imported) with the
 * device's newest documents learnt on top (or, without books, this visit's), read once `wanted` (the
 * rep is in the customer's fields) and again whenever the books change (`version`). Not before: a
 * thousand documents are a long read on a phone, which neither the first screen nor a Save PDF should
 * wait behind, and only the rep typing a buyer asks for the book.
 */
export function useBuyerBook(
  version: number,
  visitDocuments: readonly IssuedDocument[],
  wanted: boolean,
): readonly BuyerRecord[] {
  const [book, setBook] = useState<readonly BuyerRecord[]>([]);
  useEffect(() => {
    if (!wanted) return;
    let current = true;
    void (async () => {
      const books = await deviceBooks();
      const [kept, documents] = books
        ? await Promise.all([
            storedBuyers(books),
            documentsPage(books, BUYER_BOOK_DOCUMENTS, null).then((page) => page.documents),
          ])
        : [[], visitDocuments];
      if (current) setBook(learnFromDocuments(kept, documents).book);
    })();
    return () => {
      current = false;
    };
  }, [version, visitDocuments, wanted]);
  return book;
}
