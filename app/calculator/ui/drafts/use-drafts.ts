import { useCallback, useEffect, useRef, useState } from "react";

import {
  localStore,
  readTabStorage,
  removeStorage,
  writeStorage,
  writeTabStorage,
} from "~/calculator/device/browser-storage";
import { heldDraftLocks, holdDraftLock } from "~/calculator/device/draft-locks";
import {
  chooseDraft,
  draftContent,
  draftIdOfKey,
  draftKey,
  isEmptyDraft,
  listDraftRecords,
  migrateLegacyDraft,
  newDraftId,
  readDraftRecord,
  writeDraftRecord,
  type DraftRecord,
} from "~/calculator/device/drafts";
import type { InvoiceDraft } from "~/calculator/device/invoice-draft";

/**
 * This tab's draft among the drafts on the device (docs/calculator.md, "Drafts"): which one it opens,
 * writing it after every change under its own key, and what happens when another tab changes it. When
 * that happens this tab stops writing (so neither overwrites the other) until the rep chooses: load the
 * other tab's version, or keep this one as a new draft.
 */

/** Remembered per tab (sessionStorage), so a reload reopens the same draft. */
const TAB_DRAFT_KEY = "punarvana-eco.tab-draft";

export type DraftConflict = "changed" | "deleted" | null;

export interface Drafts {
  /** This tab's draft id; null until the stored drafts have been read. */
  readonly id: string | null;
  /** Every draft kept on the device, the most recently changed first (this tab's included). */
  readonly records: readonly DraftRecord[];
  /** Drafts another tab is editing. */
  readonly heldElsewhere: ReadonlySet<string>;
  readonly conflict: DraftConflict;
  /** This tab's draft as it is now. */
  readonly current: InvoiceDraft;
  /**
   * Makes this tab edit another draft: `draft` as kept on the device (`stored`, so nothing needs writing
   * until it changes), or null to keep what is on the screen under the new id. What the drafts list and
   * the notice offer is built on it (draft-actions.ts).
   */
  switchTo(id: string, draft: InvoiceDraft | null, stored: boolean): Promise<void>;
  refresh(): void;
}

export function useDrafts(
  draft: InvoiceDraft,
  replace: (draft: InvoiceDraft) => void,
  onStorageFailure: () => void,
): Drafts {
  const [id, setId] = useState<string | null>(null);
  const [records, setRecords] = useState<readonly DraftRecord[]>([]);
  const [heldElsewhere, setHeldElsewhere] = useState<ReadonlySet<string>>(new Set());
  const [conflict, setConflict] = useState<DraftConflict>(null);
  const idRef = useRef<string | null>(null);
  /** The content this tab last wrote or loaded under its id: a `storage` event with other content is news. */
  const known = useRef<string | null>(null);
  const release = useRef<(() => void) | null>(null);
  const latest = useRef({ draft, replace, onStorageFailure });
  latest.current = { draft, replace, onStorageFailure };

  const refresh = useCallback(() => {
    const store = localStore();
    setRecords(store ? listDraftRecords(store) : []);
    void heldDraftLocks().then((held) => {
      if (idRef.current) held.delete(idRef.current);
      setHeldElsewhere(held);
    });
  }, []);

  const switchTo = useCallback(
    async (nextId: string, next: InvoiceDraft | null, stored: boolean) => {
      release.current?.();
      release.current = await holdDraftLock(nextId);
      idRef.current = nextId;
      known.current = next && stored ? draftContent(next) : null;
      writeTabStorage(TAB_DRAFT_KEY, nextId);
      setId(nextId);
      setConflict(null);
      if (next) latest.current.replace(next);
      refresh();
    },
    [refresh],
  );

  // Once, after the first render (the server cannot see the browser's storage): choose this tab's draft.
  useEffect(() => {
    const store = localStore();
    if (store) migrateLegacyDraft(store);
    void heldDraftLocks().then((held) => {
      const choice = chooseDraft({
        remembered: readTabStorage(TAB_DRAFT_KEY),
        records: store ? listDraftRecords(store) : [],
        heldElsewhere: held,
      });
      const now = Date.now();
      if (choice.kind === "open") void switchTo(choice.record.id, choice.record.draft, true);
      else if (choice.kind === "copy") void switchTo(newDraftId(now), choice.record.draft, false);
      else void switchTo(newDraftId(now), null, false);
    });
    return () => release.current?.();
  }, [switchTo]);

  // Every change is written under this tab's id, unless the draft changed elsewhere meanwhile.
  useEffect(() => {
    if (!id || conflict) return;
    const content = draftContent(draft);
    if (content === known.current) return;
    if (isEmptyDraft(draft)) {
      if (known.current !== null) removeStorage(draftKey(id));
    } else if (!writeStorage(draftKey(id), writeDraftRecord({ id, updatedAt: Date.now(), draft }))) {
      latest.current.onStorageFailure();
    }
    known.current = content;
  }, [draft, id, conflict]);

  useEffect(() => {
    function onStorage(event: StorageEvent) {
      const changed = draftIdOfKey(event.key);
      if (event.key !== null && !changed) return;
      refresh();
      if (!changed || changed !== idRef.current) return;
      const record = readDraftRecord(changed, event.newValue);
      if (!record) setConflict("deleted");
      else if (draftContent(record.draft) !== known.current) setConflict("changed");
    }
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [refresh]);

  return { id, records, heldElsewhere, conflict, current: draft, switchTo, refresh };
}
