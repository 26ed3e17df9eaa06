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

export function removeStorage(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to remove.
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

/**
 * Sent on the window when this tab changed what the device keeps outside a draft (a document issued or
 * cancelled, a backup made or restored): the parts that show it read it again. Other tabs hear of it
 * through the browser's `storage` event.
 */
export const DEVICE_DATA_CHANGED_EVENT = "calculator-device-data-changed";

export function announceDeviceDataChanged(): void {
  window.dispatchEvent(new Event(DEVICE_DATA_CHANGED_EVENT));
}
