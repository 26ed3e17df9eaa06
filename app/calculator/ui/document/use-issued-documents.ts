import { useCallback, useEffect, useRef, useState } from "react";

import { announceBooksChange, onBooksChange } from "~/calculator/device/books-channel";
import { readDeviceValue, writeDeviceValue, type Books } from "~/calculator/device/books-db";
import {
  BooksFull,
  SeriesCodeNeeded,
  cancelInBooks,
  documentByNumber,
  issueInBooks,
} from "~/calculator/device/books-documents";
import { deviceBooks } from "~/calculator/device/device-books";
import {
  documentSeries,
  issueDocument,
  type DocumentContent,
  type IssuedDocument,
} from "~/calculator/device/issued-documents";
import {
  changeSeriesCode,
  readSeriesCode,
  seriesCodeChangeable,
  type SeriesCodeChange,
} from "~/calculator/device/series-code";
import type { DocumentCounters } from "~/calculator/documents/document-numbering";
import type { NoteIssueInput } from "~/calculator/notes/issue-note";

export { SeriesCodeNeeded };

interface IssueRequest {
  readonly content: DocumentContent;
  readonly previousNumber: string | null;
  readonly invoicePrefix: string;
}

/** What a device without books (a private window) keeps for the visit: quotations only, in memory. */
interface VisitMemory {
  issued: IssuedDocument[];
  counters: DocumentCounters;
  seriesCode: string | null;
}

async function readSeriesState(books: Books): Promise<{ code: string | null; counters: DocumentCounters }> {
  const transaction = books.transaction(["device", "counters"]);
  const [code, series, serials] = await Promise.all([
    transaction.objectStore("device").get("seriesCode"),
    transaction.objectStore("counters").getAllKeys(),
    transaction.objectStore("counters").getAll(),
  ]);
  const counters: Record<string, number> = {};
  series.forEach((key, index) => (counters[key] = serials[index] ?? 0));
  return { code: readSeriesCode(typeof code === "string" ? code : null), counters };
}

/**
 * The device's numbering and issued documents, in its books (books-documents.ts): each issue numbers
 * and stores its document in one transaction; the screen learns of documents issued here or in
 * another tab through the books' channel (`version` changes, and the lists read again). Without books,
 * quotations are still numbered, in memory for this visit only; tax invoices are not offered then (see
 * document-readiness.ts).
 */
export function useIssuedDocuments() {
  const [seriesCode, setSeriesCodeState] = useState<string | null>(null);
  const [codeChangeable, setCodeChangeable] = useState(true);
  const [storageAvailable, setStorageAvailable] = useState(true);
  /** Changes whenever documents change, here or in another tab: what lists them reads again. */
  const [version, setVersion] = useState(0);
  const memory = useRef<VisitMemory>({ issued: [], counters: {}, seriesCode: null });

  const readState = useCallback(async () => {
    const books = await deviceBooks();
    const state = books
      ? await readSeriesState(books)
      : { code: memory.current.seriesCode, counters: memory.current.counters };
    setStorageAvailable(books !== null);
    setSeriesCodeState(state.code);
    setCodeChangeable(
      seriesCodeChangeable({ current: state.code, counters: state.counters, now: Date.now() }),
    );
  }, []);

  useEffect(() => {
    void readState();
    return onBooksChange((change) => {
      if (change.kind === "draft") return;
      void readState();
      if (change.kind === "documents") setVersion((value) => value + 1);
    });
  }, [readState]);

  /** The document to save or print: the one issued before if nothing changed, else a new number. */
  const issue = useCallback(async (request: IssueRequest): Promise<IssuedDocument> => {
    const books = await deviceBooks();
    const now = Date.now();
    if (!books) {
      const document = issueForTheVisit(memory.current, request, now);
      setVersion((value) => value + 1);
      return document;
    }
    const result = await issueInBooks(books, { ...request, now });
    if (result.fresh) announceBooksChange({ kind: "documents" });
    return result.document;
  }, []);

  /** Sets the device's series code, when it may still change; says why not otherwise. */
  const setSeriesCode = useCallback(
    async (typed: string, invoicePrefix: string): Promise<SeriesCodeChange> => {
      const books = await deviceBooks();
      const before = books
        ? await readSeriesState(books)
        : { code: memory.current.seriesCode, counters: memory.current.counters };
      const change = changeSeriesCode({
        typed,
        current: before.code,
        counters: before.counters,
        invoicePrefix,
        now: Date.now(),
      });
      if (!change.ok) return change;
      if (!books) memory.current.seriesCode = change.code;
      else {
        try {
          await writeDeviceValue(books, "seriesCode", change.code);
        } catch {
          return {
            ok: false,
            message: "This phone's storage for the calculator is full, so the series code could not be kept.",
          };
        }
        announceBooksChange({ kind: "device" });
      }
      await readState();
      return change;
    },
    [readState],
  );

  /**
   * Issues a credit or debit note against an issued tax invoice (device/books-notes.ts and
   * notes/issue-note.ts, loaded on the first note): checked, numbered and stored, or refused with the
   * reason.
   */
  const issueNote = useCallback(
    async (
      request: Omit<NoteIssueInput, "issued" | "counters" | "seriesCode" | "now">,
    ): Promise<{ ok: true; document: IssuedDocument } | { ok: false; message: string }> => {
      const books = await deviceBooks();
      const now = Date.now();
      if (!books) {
        const { issueNote: makeNote } = await import("~/calculator/notes/issue-note");
        const visit = memory.current;
        if (visit.seriesCode === null) {
          return { ok: false, message: "Set this device's series code (under Customer & Settings) first." };
        }
        const result = makeNote({ ...request, ...visit, seriesCode: visit.seriesCode, now });
        if (!result.ok) return result;
        visit.issued = result.issued;
        visit.counters = result.counters;
        setVersion((value) => value + 1);
        return { ok: true, document: result.document };
      }
      const { issueNoteInBooks } = await import("~/calculator/device/books-notes");
      const result = await issueNoteInBooks(books, { ...request, now });
      if (result.ok) announceBooksChange({ kind: "documents" });
      return result;
    },
    [],
  );

  /**
   * Cancels an issued tax invoice or note with a reason; its number stays used. An invoice with notes
   * that stand waits for them (notes/issue-note.ts, loaded on the first cancel).
   */
  const cancel = useCallback(async (number: string, reason: string) => {
    const { cancelIssued } = await import("~/calculator/notes/issue-note");
    const books = await deviceBooks();
    const now = Date.now();
    if (!books) {
      const result = cancelIssued(memory.current.issued, number, reason, now);
      if (result.ok) {
        memory.current.issued = result.issued;
        setVersion((value) => value + 1);
      }
      return result;
    }
    const result = await cancelInBooks(books, number, reason, now, cancelIssued);
    if (result.ok) announceBooksChange({ kind: "documents" });
    return result;
  }, []);

  /** The code as stored now (the state may not have been read yet when a Save PDF waits on the panel). */
  const currentSeriesCode = useCallback(async (): Promise<string | null> => {
    const books = await deviceBooks();
    if (!books) return memory.current.seriesCode;
    return readSeriesCode(((await readDeviceValue(books, "seriesCode")) as string | undefined) ?? null);
  }, []);

  /** An issued document as stored now, by its number. */
  const find = useCallback(async (number: string): Promise<IssuedDocument | null> => {
    const books = await deviceBooks();
    if (!books) return memory.current.issued.find((document) => document.number === number) ?? null;
    return documentByNumber(books, number);
  }, []);

  return {
    storageAvailable,
    seriesCode,
    codeChangeable,
    version,
    currentSeriesCode,
    issue,
    find,
    setSeriesCode,
    cancel,
    issueNote,
    /** The documents of this visit, when the device has no books. */
    visitDocuments: memory.current.issued,
  };
}

function issueForTheVisit(memory: VisitMemory, request: IssueRequest, now: number): IssuedDocument {
  if (memory.seriesCode === null) throw new SeriesCodeNeeded();
  const previous = memory.issued.find((document) => document.number === request.previousNumber) ?? null;
  const series = documentSeries(request.content.kind, request.invoicePrefix, memory.seriesCode, now);
  const result = issueDocument({
    ...request,
    previous,
    seriesNumbers: memory.issued
      .map((document) => document.number)
      .filter((number) => number.startsWith(`${series}/`)),
    counters: memory.counters,
    seriesCode: memory.seriesCode,
    now,
  });
  if (result.fresh) {
    memory.issued.push(result.document);
    memory.counters = result.counters;
  }
  return result.document;
}

export { BooksFull };
