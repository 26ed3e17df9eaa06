import { startTransition, useCallback, useEffect, useRef, useState } from "react";

import { announceBooksChange, onBooksChange } from "~/calculator/device/books-channel";
import { readDraftValues } from "~/calculator/device/books-db";
import { readTabStorage, writeTabStorage } from "~/calculator/device/browser-storage";
import { deviceBooks } from "~/calculator/device/device-books";
import { heldDraftLocks, holdDraftLock } from "~/calculator/device/draft-locks";
import {
  chooseDraft,
  draftContent,
  draftRecordValue,
  isEmptyDraft,
  newDraftId,
  readDraftRecordValues,
  TAB_DRAFT_KEY,
  type DraftRecord,
} from "~/calculator/device/drafts";
import type { InvoiceDraft } from "~/calculator/device/invoice-draft";
import { readFirstScreen } from "~/calculator/ui/first-screen";

/**
 * This tab's draft among the drafts on the device (docs/calculator.md, "Drafts"): which one it opens,
 * writing it to the device's books after every change, and what happens when another tab changes it
 * (the books' channel says so). When that happens this tab stops writing (so neither overwrites the
 * other) until the rep chooses: load the other tab's version, or keep this one as a new draft.
 *
 * Nothing read from the books may undo what the rep did meanwhile: the draft chosen at start-up is put
 * on the screen only if the rep has not changed the screen's draft while it was being read, and a
 * switch (New invoice, opening a draft) shows its draft at once, taking the draft's lock afterwards.
 */

/** Every readable draft in the books, the most recently changed first. */
export async function storedDrafts(): Promise<DraftRecord[]> {
  const books = await deviceBooks();
  if (!books) return [];
  return readDraftRecordValues(await readDraftValues(books).catch(() => []));
}

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
  /** The content this tab last wrote or loaded under its id: a change announced with other content is news. */
  const known = useRef<string | null>(null);
  const release = useRef<(() => void) | null>(null);
  const latest = useRef({ draft, replace, onStorageFailure });
  latest.current = { draft, replace, onStorageFailure };

  const refresh = useCallback(() => {
    void storedDrafts().then(setRecords);
    void heldDraftLocks().then((held) => {
      if (idRef.current) held.delete(idRef.current);
      setHeldElsewhere(held);
    });
  }, []);

  /**
   * Makes `nextId` this tab's draft; `seen` is what the device held a moment ago (the drafts and the
   * locks), read again when not given.
   */
  const enter = useCallback(
    async (
      nextId: string,
      next: InvoiceDraft | null,
      stored: boolean,
      seen: { records: readonly DraftRecord[]; held: ReadonlySet<string> } | null,
    ) => {
      // On the screen at once: a choice the rep makes next (Tax invoice, a buyer) is made on this draft.
      release.current?.();
      release.current = null;
      idRef.current = nextId;
      known.current = next && stored ? draftContent(next) : null;
      writeTabStorage(TAB_DRAFT_KEY, nextId);
      setId(nextId);
      setConflict(null);
      if (next) latest.current.replace(next);
      if (seen) {
        setRecords(seen.records);
        setHeldElsewhere(new Set([...seen.held].filter((held) => held !== nextId)));
      } else refresh();
      const lock = await holdDraftLock(nextId);
      if (idRef.current === nextId) release.current = lock;
      else lock?.();
    },
    [refresh],
  );
  const switchTo = useCallback(
    (nextId: string, next: InvoiceDraft | null, stored: boolean) => enter(nextId, next, stored, null),
    [enter],
  );

  // Once, after the first render (the server cannot see the browser's storage): choose this tab's draft,
  // from what the first screen reads (first-screen.ts), with nothing read again.
  // Put on the screen as a transition (docs/performance.md): rendered in slices a tap can interrupt; a
  // choice the rep makes meanwhile is applied after the stored draft, so it stays.
  useEffect(() => {
    const onScreen = latest.current.draft;
    void readFirstScreen().then(({ drafts: records, held }) =>
      startTransition(() => {
        const now = Date.now();
        const seen = { records, held };
        // The rep has already typed or chosen something: that stays, as a new draft. (Compared by
        // content: an update that rebuilds the draft with the same values is not the rep's doing.)
        if (draftContent(latest.current.draft) !== draftContent(onScreen)) {
          void enter(newDraftId(now), null, false, seen);
          return;
        }
        const choice = chooseDraft({
          remembered: readTabStorage(TAB_DRAFT_KEY),
          records,
          heldElsewhere: held,
        });
        if (choice.kind === "open") void enter(choice.record.id, choice.record.draft, true, seen);
        else if (choice.kind === "copy") void enter(newDraftId(now), choice.record.draft, false, seen);
        else void enter(newDraftId(now), null, false, seen);
      }),
    );
    return () => release.current?.();
  }, [enter]);

  // Every change is written under this tab's id, unless the draft changed elsewhere meanwhile.
  useEffect(() => {
    if (!id || conflict) return;
    const content = draftContent(draft);
    if (content === known.current) return;
    const wasStored = known.current !== null;
    known.current = content;
    void writeDraft(id, draft, content, wasStored).then((kept) => {
      if (!kept) latest.current.onStorageFailure();
    });
  }, [draft, id, conflict]);

  useEffect(
    () =>
      onBooksChange((change, elsewhere) => {
        if (change.kind === "documents") return;
        if (change.kind === "device") {
          refresh(); // a restore may have brought drafts
          return;
        }
        if (!elsewhere) return;
        refresh();
        if (change.id !== idRef.current) return;
        if (change.content === null) setConflict("deleted");
        else if (change.content !== known.current) setConflict("changed");
      }),
    [refresh],
  );

  return { id, records, heldElsewhere, conflict, current: draft, switchTo, refresh };
}

/**
 * Writes the draft (or, emptied, removes it: a blank draft is not kept) and tells the other tabs.
 * Resolves false when the books refused it.
 */
async function writeDraft(
  id: string,
  draft: InvoiceDraft,
  content: string,
  wasStored: boolean,
): Promise<boolean> {
  const books = await deviceBooks();
  if (!books) return false;
  try {
    if (isEmptyDraft(draft)) {
      if (!wasStored) return true;
      await books.delete("drafts", id);
      announceBooksChange({ kind: "draft", id, content: null });
    } else {
      const value = draftRecordValue({ id, updatedAt: Date.now(), draft }) as Record<string, unknown> & {
        id: string;
      };
      await books.put("drafts", value);
      announceBooksChange({ kind: "draft", id, content });
    }
    return true;
  } catch {
    return false;
  }
}
