import { useCallback, useEffect, useRef, useState } from "react";

import {
  COUNTERS_STORAGE_KEY,
  readCounters,
  writeCounters,
  type DocumentCounters,
} from "~/calculator/documents/document-numbering";
import {
  ISSUED_STORAGE_KEY,
  issueDocument,
  readIssuedDocuments,
  writeIssuedDocuments,
  type IssueInput,
  type IssuedDocument,
} from "~/calculator/device/issued-documents";

import { readStorage, writeStorage } from "~/calculator/device/browser-storage";

/**
 * The documents issued on this device and the number counters, in the browser's storage. Each issue
 * reads both afresh from storage (another tab may have issued a number meanwhile), stores the document
 * and only then counts its number as used. Without storage, quotations are still numbered, in memory
 * for this visit only; tax invoices are not offered then (see document-readiness.ts).
 */
export function useIssuedDocuments() {
  const [documents, setDocuments] = useState<readonly IssuedDocument[]>([]);
  const [storageAvailable, setStorageAvailable] = useState(true);
  const memory = useRef<{ issued: readonly IssuedDocument[]; counters: DocumentCounters }>({
    issued: [],
    counters: {},
  });

  useEffect(() => {
    const works = storageWorks();
    setStorageAvailable(works);
    if (works) setDocuments(readIssuedDocuments(readStorage(ISSUED_STORAGE_KEY)));
  }, []);

  /** The document to save or print: the one issued before if nothing changed, else a new number. */
  const issue = useCallback((input: Omit<IssueInput, "issued" | "counters" | "now">): IssuedDocument => {
    const stored = storageWorks();
    const before = stored
      ? {
          issued: readIssuedDocuments(readStorage(ISSUED_STORAGE_KEY)),
          counters: readCounters(readStorage(COUNTERS_STORAGE_KEY)),
        }
      : memory.current;
    const result = issueDocument({ ...input, ...before, now: Date.now() });
    if (!result.fresh) return result.document;
    if (stored) {
      if (!writeStorage(ISSUED_STORAGE_KEY, writeIssuedDocuments(result.issued))) {
        throw new Error(
          "This browser's storage is full, so the document could not be kept and no number was used. Remove old data for this site, then try again.",
        );
      }
      writeStorage(COUNTERS_STORAGE_KEY, writeCounters(result.counters));
    } else {
      memory.current = { issued: result.issued, counters: result.counters };
    }
    setDocuments(result.issued);
    return result.document;
  }, []);

  return { documents, storageAvailable, issue };
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
