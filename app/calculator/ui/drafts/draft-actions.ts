import { announceBooksChange } from "~/calculator/device/books-channel";
import { deviceBooks } from "~/calculator/device/device-books";
import {
  draftContent,
  draftRecordValue,
  newDraftId,
  readDraftRecordValue,
  type DraftRecord,
} from "~/calculator/device/drafts";
import { newDraft } from "~/calculator/device/invoice-draft";

import type { Drafts } from "./use-drafts";

/**
 * What the drafts list and the changed-elsewhere notice do with the drafts on the device (loaded with
 * them, on demand; use-drafts.ts keeps this tab's draft).
 */

async function stored(id: string): Promise<DraftRecord | null> {
  const books = await deviceBooks();
  const value = books ? await books.get("drafts", id) : undefined;
  return value ? readDraftRecordValue(id, value) : null;
}

/** Edit another draft in this tab. */
export async function openDraft(drafts: Drafts, id: string): Promise<void> {
  const record = await stored(id);
  if (record && id !== drafts.id) void drafts.switchTo(id, record.draft, true);
}

/** Start a new, empty draft in this tab at once; the one left stays in the list. */
export function startNewDraft(drafts: Drafts): void {
  void drafts.switchTo(newDraftId(Date.now()), newDraft(Date.now()), false);
}

/** Delete a draft other than this tab's; returns it, to bring it back with `restoreDraft`. */
export async function deleteDraft(drafts: Drafts, id: string): Promise<DraftRecord | null> {
  const record = await stored(id);
  const books = await deviceBooks();
  if (!record || !books || id === drafts.id) return null;
  await books.delete("drafts", id);
  announceBooksChange({ kind: "draft", id, content: null });
  drafts.refresh();
  return record;
}

export async function restoreDraft(drafts: Drafts, record: DraftRecord): Promise<void> {
  const books = await deviceBooks();
  if (!books) return;
  await books.put("drafts", draftRecordValue(record) as Record<string, unknown> & { id: string });
  announceBooksChange({ kind: "draft", id: record.id, content: draftContent(record.draft) });
  drafts.refresh();
}

/** This tab's draft as another tab left it. */
export async function loadOtherVersion(drafts: Drafts): Promise<void> {
  const record = drafts.id ? await stored(drafts.id) : null;
  if (record) void drafts.switchTo(record.id, record.draft, true);
}

/** This tab's draft, kept under a new id: the other tab's version stays as it is. */
export function keepMineAsNew(drafts: Drafts): void {
  void drafts.switchTo(newDraftId(Date.now()), null, false);
}
