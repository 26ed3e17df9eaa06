import { useCallback, useEffect, useRef, useState } from "react";

import {
  documentCount,
  documentsOfMonth,
  documentsPage,
  notesAgainst,
  searchDocuments,
} from "~/calculator/device/books-documents";
import { deviceBooks } from "~/calculator/device/device-books";
import {
  indiaMonth,
  matchesQuery,
  newestFirst,
  queryTerms,
  searchTerms,
} from "~/calculator/device/document-index";
import type { IssuedDocument } from "~/calculator/device/issued-documents";

/** Documents shown at a time; Show more adds as many again. */
export const LIST_PAGE_SIZE = 50;

export interface DocumentListState {
  readonly documents: readonly IssuedDocument[];
  /** The credit and debit notes against the tax invoices shown (listed under them). */
  readonly notes: readonly IssuedDocument[];
  /** Every document on the device. */
  readonly total: number;
  /** More match than are shown: Show more brings the next page. */
  readonly more: boolean;
  readonly loading: boolean;
}

/**
 * What "Issued on this device" shows: the newest documents a page at a time, or those found by what the
 * rep types (number, buyer's name, GSTIN), or a month's; read from the device's books afresh whenever
 * the search changes or documents change (`version`), the answer to an older search never replacing a
 * newer one's. `visit` holds the documents of a device without books (this visit's only).
 */
export function useDocumentList(options: {
  query: string;
  month: string;
  version: number;
  visit: readonly IssuedDocument[] | null;
}): DocumentListState & { showMore: () => void } {
  const { query, month, version, visit } = options;
  const [state, setState] = useState<DocumentListState>({
    documents: [],
    notes: [],
    total: 0,
    more: false,
    loading: true,
  });
  const [pages, setPages] = useState(1);
  const asked = useRef(0);

  // A new search starts at its first page.
  useEffect(() => setPages(1), [query, month]);

  useEffect(() => {
    const ask = ++asked.current;
    const limit = pages * LIST_PAGE_SIZE;
    void listDocuments({ query, month, limit, visit })
      .then(async (answer) => ({ ...answer, notes: await notesOfInvoices(answer.documents, visit) }))
      .then((answer) => {
        if (ask === asked.current) setState({ ...answer, loading: false });
      });
  }, [query, month, pages, version, visit]);

  const showMore = useCallback(() => setPages((count) => count + 1), []);
  return { ...state, showMore };
}

async function notesOfInvoices(
  documents: readonly IssuedDocument[],
  visit: readonly IssuedDocument[] | null,
): Promise<IssuedDocument[]> {
  const invoices = documents
    .filter((document) => document.kind === "tax-invoice")
    .map((document) => document.number);
  if (invoices.length === 0) return [];
  if (visit)
    return visit.filter((document) => document.note && invoices.includes(document.note.against.number));
  const books = await deviceBooks();
  return books ? notesAgainst(books, invoices) : [];
}

async function listDocuments(options: {
  query: string;
  month: string;
  limit: number;
  visit: readonly IssuedDocument[] | null;
}): Promise<Omit<DocumentListState, "loading" | "notes">> {
  const { query, month, limit, visit } = options;
  const terms = queryTerms(query);
  if (visit) {
    const found = visit
      .filter(
        (document) =>
          (month === "" || indiaMonth(document.issuedAt) === month) &&
          matchesQuery({ terms: searchTerms(document) }, terms),
      )
      .sort(newestFirst);
    return { documents: found.slice(0, limit), total: visit.length, more: found.length > limit };
  }
  const books = await deviceBooks();
  if (!books) return { documents: [], total: 0, more: false };
  // The count reads every key: asked beside the list, not before it.
  const total = documentCount(books);
  if (terms.length > 0) {
    const found = await searchDocuments(books, query, month === "" ? limit : Number.MAX_SAFE_INTEGER);
    const inMonth =
      month === ""
        ? found.documents
        : found.documents.filter((document) => indiaMonth(document.issuedAt) === month);
    return {
      documents: inMonth.slice(0, limit),
      total: await total,
      more: found.more || inMonth.length > limit,
    };
  }
  if (month !== "") {
    const found = await documentsOfMonth(books, month);
    return { documents: found.slice(0, limit), total: await total, more: found.length > limit };
  }
  const page = await documentsPage(books, limit, null);
  return { documents: page.documents, total: await total, more: page.next !== null };
}
