import { useEffect, useState } from "react";

export type Persistence = "kept" | "refused" | "unsupported";

/**
 * Asks the browser to keep the calculator's data persistently (`navigator.storage.persist()`), once the
 * device holds something worth keeping, so that it is not cleared when space runs low; says what the
 * browser answered.
 */
export function usePersistentStorage(ask: boolean): Persistence | null {
  const [persistence, setPersistence] = useState<Persistence | null>(null);
  useEffect(() => {
    if (!ask || persistence !== null) return;
    const storage = typeof navigator === "undefined" ? undefined : navigator.storage;
    if (!storage?.persist || !storage.persisted) {
      setPersistence("unsupported");
      return;
    }
    let current = true;
    void storage
      .persisted()
      .then((already) => already || storage.persist())
      .then((kept) => current && setPersistence(kept ? "kept" : "refused"))
      .catch(() => current && setPersistence("refused"));
    return () => {
      current = false;
    };
  }, [ask, persistence]);
  return persistence;
}
