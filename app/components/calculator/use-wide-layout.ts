import { useEffect, useState } from "react";

/**
 * Whether the screen is wide enough for the desktop layout: two columns and the document with its table
 * beside the work. The server and the first render assume a phone (the layout is phone-first), so the
 * document's code is only loaded on a wide screen or when the rep asks for it.
 */
export const WIDE_LAYOUT_QUERY = "(min-width: 900px)";

export function useWideLayout(): boolean {
  const [wide, setWide] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(WIDE_LAYOUT_QUERY);
    const update = () => setWide(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return wide;
}
