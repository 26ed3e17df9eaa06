import type { KeyValueStore } from "./drafts";

/**
 * The browser's storage without exceptions: private modes, full quotas and storage turned off all
 * throw, and the calculator must keep working (and say so) when they do.
 */

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** False when the browser refuses to store (private mode, quota, storage disabled). */
export function writeStorage(key: string, value: string): boolean {
  try {
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

/** localStorage itself, or null when the browser will not give it. */
export function localStore(): KeyValueStore | null {
  try {
    const store = window.localStorage;
    void store.length;
    return store;
  } catch {
    return null;
  }
}

/** What this tab remembers across its own reloads (and a duplicated tab copies). */
export function readTabStorage(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeTabStorage(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Without it a reload opens the latest draft instead, which is this one unless another tab changed one.
  }
}
