import { readStorage, removeStorage, writeStorage } from "~/calculator/device/browser-storage";
import {
  draftKey,
  newDraftId,
  readDraftRecord,
  writeDraftRecord,
  type DraftRecord,
} from "~/calculator/device/drafts";
import { newDraft } from "~/calculator/device/invoice-draft";

import type { Drafts } from "./use-drafts";

/**
 * What the drafts list and the changed-elsewhere notice do with the drafts on the device (loaded with
 * them, on demand; use-drafts.ts keeps this tab's draft).
 */

function stored(id: string): DraftRecord | null {
  return readDraftRecord(id, readStorage(draftKey(id)));
}

/** Edit another draft in this tab. */
export function openDraft(drafts: Drafts, id: string): void {
  const record = stored(id);
  if (record && id !== drafts.id) void drafts.switchTo(id, record.draft, true);
}

/** Start a new, empty draft in this tab; the one left stays in the list. */
export function startNewDraft(drafts: Drafts): void {
  void drafts.switchTo(newDraftId(Date.now()), newDraft(Date.now()), false);
}

/** Delete a draft other than this tab's; returns it, to bring it back with `restoreDraft`. */
export function deleteDraft(drafts: Drafts, id: string): DraftRecord | null {
  const record = stored(id);
  if (!record || id === drafts.id) return null;
  removeStorage(draftKey(id));
  drafts.refresh();
  return record;
}

export function restoreDraft(drafts: Drafts, record: DraftRecord): void {
  writeStorage(draftKey(record.id), writeDraftRecord(record));
  drafts.refresh();
}

/** This tab's draft as another tab left it. */
export function loadOtherVersion(drafts: Drafts): void {
  const record = drafts.id ? stored(drafts.id) : null;
  if (record) void drafts.switchTo(record.id, record.draft, true);
}

/** This tab's draft, kept under a new id: the other tab's version stays as it is. */
export function keepMineAsNew(drafts: Drafts): void {
  void drafts.switchTo(newDraftId(Date.now()), null, false);
}
