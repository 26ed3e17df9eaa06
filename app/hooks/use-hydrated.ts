import { useEffect, useState } from "react";

/** False during the server render and hydration, true afterwards: controls that need JS wait for it. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
