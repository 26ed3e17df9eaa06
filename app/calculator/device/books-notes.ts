import { financialYear, seriesKey } from "~/calculator/documents/document-numbering";
import { issueNote, type NoteIssueInput } from "~/calculator/notes/issue-note";

import type { Books } from "./books-db";
import { BooksFull, abandon, documentOf, isQuotaError, seriesRange } from "./books-documents";
import { documentRecord } from "./document-index";
import type { IssuedDocument } from "./issued-documents";
import { readSeriesCode } from "./series-code";

/**
 * A credit or debit note issued into the device's books (notes/issue-note.ts's rule), loaded with the
 * first note: the invoice, the notes already against it, the note series' counter and numbers are read,
 * and the note and its counter written, in ONE readwrite transaction, as books-documents.ts does for
 * an invoice, so a note is never numbered twice nor counted without being kept.
 */
export async function issueNoteInBooks(
  books: Books,
  request: Omit<NoteIssueInput, "issued" | "counters" | "seriesCode">,
): Promise<{ ok: true; document: IssuedDocument } | { ok: false; message: string }> {
  const transaction = books.transaction(["documents", "counters", "device"], "readwrite");
  const documents = transaction.objectStore("documents");
  try {
    const code = await transaction.objectStore("device").get("seriesCode");
    const seriesCode = readSeriesCode(typeof code === "string" ? code : null);
    if (seriesCode === null) {
      await transaction.done;
      return { ok: false, message: "Set this device's series code (under Customer & Settings) first." };
    }
    const series = seriesKey(request.kind, "", seriesCode, financialYear(request.now));
    const [invoice, notes, inSeries, serial] = await Promise.all([
      documents.get(request.invoiceNumber),
      documents.index("against").getAll(request.invoiceNumber),
      documents.getAll(seriesRange(series)),
      transaction.objectStore("counters").get(series),
    ]);
    const byNumber = new Map<string, IssuedDocument>();
    for (const record of [invoice, ...notes, ...inSeries]) {
      const document = documentOf(record);
      if (document) byNumber.set(document.number, document);
    }
    const result = issueNote({
      ...request,
      issued: [...byNumber.values()],
      counters: { [series]: Number.isSafeInteger(serial) ? serial! : 0 },
      seriesCode,
    });
    if (!result.ok) {
      await transaction.done;
      return result;
    }
    await Promise.all([
      documents.add(documentRecord(result.document)),
      transaction.objectStore("counters").put(result.counters[series]!, series),
      transaction.done,
    ]);
    return { ok: true, document: result.document };
  } catch (error) {
    await abandon(transaction);
    if (isQuotaError(error) || isQuotaError(transaction.error)) {
      return { ok: false, message: new BooksFull("this note was not issued and no number was used").message };
    }
    throw error;
  }
}
