import { useCallback, useEffect, useRef, useState } from "react";

import {
  DEVICE_DATA_CHANGED_EVENT,
  announceDeviceDataChanged,
  readStorage,
  writeStorage,
} from "~/calculator/device/browser-storage";
import {
  ISSUED_STORAGE_KEY,
  issueDocument,
  readIssuedDocuments,
  writeIssuedDocuments,
  type IssueInput,
  type IssuedDocument,
} from "~/calculator/device/issued-documents";
import {
  SERIES_CODE_STORAGE_KEY,
  changeSeriesCode,
  readSeriesCode,
  seriesCodeChangeable,
  type SeriesCodeChange,
} from "~/calculator/device/series-code";
import {
  COUNTERS_STORAGE_KEY,
  readCounters,
  writeCounters,
  type DocumentCounters,
} from "~/calculator/documents/document-numbering";
import type { NoteIssueInput } from "~/calculator/notes/issue-note";

const FULL_STORAGE =
  "This browser's storage is full, so the document could not be kept and no number was used. Remove old data for this site, then try again.";

/** Thrown by `issue` while the device has no series code: the rep is asked for one first. */
export class SeriesCodeNeeded extends Error {
  constructor() {
    super("This device needs a series code before it numbers a document.");
  }
}

interface DeviceNumbering {
  issued: readonly IssuedDocument[];
  counters: DocumentCounters;
  seriesCode: string | null;
}

/**
 * The documents issued on this device, the number counters and the device's series code, in the
 * browser's storage. Each issue reads them afresh from storage (another tab may have issued a number
 * meanwhile), stores the document and only then counts its number as used. Without storage, quotations
 * are still numbered, in memory for this visit only; tax invoices are not offered then (see
 * document-readiness.ts).
 */
export function useIssuedDocuments() {
  const [documents, setDocuments] = useState<readonly IssuedDocument[]>([]);
  const [seriesCode, setSeriesCodeState] = useState<string | null>(null);
  const [codeChangeable, setCodeChangeable] = useState(true);
  const [storageAvailable, setStorageAvailable] = useState(true);
  const memory = useRef<DeviceNumbering>({ issued: [], counters: {}, seriesCode: null });

  const read = useCallback((): DeviceNumbering => {
    if (!storageWorks()) return memory.current;
    return {
      issued: readIssuedDocuments(readStorage(ISSUED_STORAGE_KEY)),
      counters: readCounters(readStorage(COUNTERS_STORAGE_KEY)),
      seriesCode: readSeriesCode(readStorage(SERIES_CODE_STORAGE_KEY)),
    };
  }, []);

  const show = useCallback((state: DeviceNumbering) => {
    setDocuments(state.issued);
    setSeriesCodeState(state.seriesCode);
    setCodeChangeable(
      seriesCodeChangeable({ current: state.seriesCode, counters: state.counters, now: Date.now() }),
    );
  }, []);

  useEffect(() => {
    setStorageAvailable(storageWorks());
    const refresh = () => show(read());
    refresh();
    // Another tab issued or cancelled a document, set the code, or restored a backup. (Only these keys:
    // reading probes the storage, a write other tabs hear of, so any key would set tabs echoing.)
    const watched = new Set([ISSUED_STORAGE_KEY, COUNTERS_STORAGE_KEY, SERIES_CODE_STORAGE_KEY]);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || watched.has(event.key)) refresh();
    };
    window.addEventListener(DEVICE_DATA_CHANGED_EVENT, refresh);
    window.addEventListener("storage", onStorage);
    return () => {
      window.removeEventListener(DEVICE_DATA_CHANGED_EVENT, refresh);
      window.removeEventListener("storage", onStorage);
    };
  }, [read, show]);

  /** The document to save or print: the one issued before if nothing changed, else a new number. */
  const issue = useCallback(
    (input: Omit<IssueInput, "issued" | "counters" | "now" | "seriesCode">): IssuedDocument => {
      const stored = storageWorks();
      const before = read();
      if (before.seriesCode === null) throw new SeriesCodeNeeded();
      const result = issueDocument({ ...input, ...before, seriesCode: before.seriesCode, now: Date.now() });
      if (!result.fresh) return result.document;
      const after = { ...before, issued: result.issued, counters: result.counters };
      if (stored) {
        if (!writeStorage(ISSUED_STORAGE_KEY, writeIssuedDocuments(result.issued)))
          throw new Error(FULL_STORAGE);
        writeStorage(COUNTERS_STORAGE_KEY, writeCounters(result.counters));
      } else {
        memory.current = after;
      }
      show(after);
      announceDeviceDataChanged();
      return result.document;
    },
    [read, show],
  );

  /** Sets the device's series code, when it may still change; says why not otherwise. */
  const setSeriesCode = useCallback(
    (typed: string, invoicePrefix: string): SeriesCodeChange => {
      const before = read();
      const change = changeSeriesCode({
        typed,
        current: before.seriesCode,
        counters: before.counters,
        invoicePrefix,
        now: Date.now(),
      });
      if (!change.ok) return change;
      const after = { ...before, seriesCode: change.code };
      if (!storageWorks()) memory.current = after;
      else if (!writeStorage(SERIES_CODE_STORAGE_KEY, change.code)) {
        return {
          ok: false,
          message: "This browser's storage is full, so the series code could not be kept.",
        };
      }
      show(after);
      return change;
    },
    [read, show],
  );

  /**
   * Issues a credit or debit note against an issued tax invoice (notes/issue-note.ts, loaded on the
   * first note): read afresh, checked, numbered and stored, or refused with the reason.
   */
  const issueNote = useCallback(
    async (
      request: Omit<NoteIssueInput, "issued" | "counters" | "seriesCode" | "now">,
    ): Promise<{ ok: true; document: IssuedDocument } | { ok: false; message: string }> => {
      const { issueNote: makeNote } = await import("~/calculator/notes/issue-note");
      const before = read();
      if (before.seriesCode === null) {
        return { ok: false, message: "Set this device's series code (under Customer & Settings) first." };
      }
      const result = makeNote({ ...request, ...before, seriesCode: before.seriesCode, now: Date.now() });
      if (!result.ok) return result;
      const after = { ...before, issued: result.issued, counters: result.counters };
      if (storageWorks()) {
        if (!writeStorage(ISSUED_STORAGE_KEY, writeIssuedDocuments(result.issued))) {
          return { ok: false, message: FULL_STORAGE };
        }
        writeStorage(COUNTERS_STORAGE_KEY, writeCounters(result.counters));
      } else {
        memory.current = after;
      }
      show(after);
      announceDeviceDataChanged();
      return { ok: true, document: result.document };
    },
    [read, show],
  );

  /**
   * Cancels an issued tax invoice or note with a reason; its number stays used. An invoice with notes
   * that stand waits for them (notes/issue-note.ts, loaded on the first cancel).
   */
  const cancel = useCallback(
    async (number: string, reason: string) => {
      const { cancelIssued } = await import("~/calculator/notes/issue-note");
      const before = read();
      const result = cancelIssued(before.issued, number, reason, Date.now());
      if (!result.ok) return result;
      if (storageWorks() && !writeStorage(ISSUED_STORAGE_KEY, writeIssuedDocuments(result.issued))) {
        return {
          ok: false as const,
          message: "This browser's storage is full, so the cancellation could not be kept.",
        };
      }
      show({ ...before, issued: result.issued });
      announceDeviceDataChanged();
      return result;
    },
    [read, show],
  );

  /** The code as stored now (the state may not have been read yet when a Save PDF waits on the panel). */
  const currentSeriesCode = useCallback(() => read().seriesCode, [read]);

  return {
    documents,
    storageAvailable,
    seriesCode,
    codeChangeable,
    currentSeriesCode,
    issue,
    setSeriesCode,
    cancel,
    issueNote,
  };
}

/** Whether the browser keeps what is written: a probe written, read back and removed. */
export function storageWorks(): boolean {
  const key = "punarvana-eco.storage-probe";
  try {
    window.localStorage.setItem(key, "1");
    const kept = window.localStorage.getItem(key) === "1";
    window.localStorage.removeItem(key);
    return kept;
  } catch {
    return false;
  }
}
