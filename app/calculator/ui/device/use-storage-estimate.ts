import { useEffect, useState } from "react";

import { onBooksChange } from "~/calculator/device/books-channel";

export interface StorageSpace {
  readonly used: number;
  readonly available: number;
}

/**
 * The space the site's data uses on this device and what the browser still allows it
 * (`navigator.storage.estimate()`), read when shown and again after every change to the books; null
 * where the browser cannot say.
 */
export function useStorageEstimate(): StorageSpace | null {
  const [estimate, setEstimate] = useState<StorageSpace | null>(null);
  useEffect(() => {
    const storage = typeof navigator === "undefined" ? undefined : navigator.storage;
    if (!storage?.estimate) return;
    let current = true;
    const read = () =>
      void storage
        .estimate()
        .then(({ usage = 0, quota }) => {
          if (current && quota !== undefined)
            setEstimate({ used: usage, available: Math.max(0, quota - usage) });
        })
        .catch(() => undefined);
    read();
    const stop = onBooksChange((change) => {
      if (change.kind !== "draft") read();
    });
    return () => {
      current = false;
      stop();
    };
  }, []);
  return estimate;
}

const sizeFormat = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 1 });

/** "2.4 MB", "1.3 GB", "820 kB": a size as a phone's settings show it (units of 1,000). */
export function formatSize(bytes: number): string {
  if (bytes >= 1e9) return `${sizeFormat.format(bytes / 1e9)} GB`;
  if (bytes >= 1e6) return `${sizeFormat.format(bytes / 1e6)} MB`;
  return `${sizeFormat.format(Math.max(bytes, 0) / 1e3)} kB`;
}
