/**
 * Which drafts other tabs are editing, through the browser's Web Locks: each tab holds a lock named
 * after its draft for as long as it edits it (the browser lets go when the tab closes or reloads), so a
 * new tab can see which drafts are taken. Where Web Locks are missing, every draft looks free; the
 * `storage` event still tells a tab when its draft changes elsewhere.
 */

const LOCK_PREFIX = "punarvana-eco.draft-lock.";

function locks(): LockManager | null {
  return typeof navigator !== "undefined" && navigator.locks ? navigator.locks : null;
}

/** The ids of the drafts whose locks are held (this tab's own included). */
export async function heldDraftLocks(): Promise<Set<string>> {
  const manager = locks();
  if (!manager) return new Set();
  try {
    const { held = [] } = await manager.query();
    return new Set(
      held
        .map((lock) => lock.name ?? "")
        .filter((name) => name.startsWith(LOCK_PREFIX))
        .map((name) => name.slice(LOCK_PREFIX.length)),
    );
  } catch {
    return new Set();
  }
}

/**
 * Takes the draft's lock if it is free. Resolves to the function that lets it go again, or to null
 * when another tab holds it.
 */
export function holdDraftLock(id: string): Promise<(() => void) | null> {
  const manager = locks();
  if (!manager) return Promise.resolve(() => undefined);
  return new Promise((resolve) => {
    manager
      .request(LOCK_PREFIX + id, { ifAvailable: true }, (lock) => {
        if (!lock) {
          resolve(null);
          return undefined;
        }
        return new Promise<void>((release) => resolve(() => release()));
      })
      .catch(() => resolve(null));
  });
}
