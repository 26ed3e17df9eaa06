/**
 * localStorage without exceptions: private modes, full quotas and storage turned off all throw, and the
 * calculator must keep working (and say so) when they do.
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
