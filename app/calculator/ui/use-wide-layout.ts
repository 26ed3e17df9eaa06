import { useMediaQuery } from "~/hooks/use-media-query";

/**
 * Whether the screen is wide enough for the desktop layout: two columns and the document with its table
 * beside the work. The server and the first render assume a phone (the layout is phone-first), so the
 * document's code is only loaded on a wide screen or when the rep asks for it.
 */
export const WIDE_LAYOUT_QUERY = "(min-width: 900px)";

export function useWideLayout(): boolean {
  return useMediaQuery(WIDE_LAYOUT_QUERY);
}
