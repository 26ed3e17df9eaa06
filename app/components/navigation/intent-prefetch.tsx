/**
 * Prefetching on intent for plain anchors marked `data-prefetch="intent"` (app/shop-link.ts): when
 * the pointer rests on one for a moment, or it takes the keyboard's focus, Remix's own
 * `PrefetchPageLinks` (what `<Link prefetch="intent">` renders) puts in the links that fetch the
 * next page's data and modules. One listener for the page, so the anchors, many of them in islands
 * that are never hydrated, need nothing of their own.
 */
import { PrefetchPageLinks } from "@remix-run/react";
import { useEffect, useState } from "react";

import { leadsToShopPage } from "~/components/navigation/in-app-links";

/** As `<Link prefetch="intent">`: a pointer only passing over a link does not count. */
const HOVER_DELAY_MS = 100;

export function IntentPrefetch() {
  const [page, setPage] = useState<string | null>(null);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const markedLink = (event: Event) => {
      const anchor =
        event.target instanceof Element ? event.target.closest("a[data-prefetch='intent']") : null;
      return anchor instanceof HTMLAnchorElement && leadsToShopPage(anchor, window.location) ? anchor : null;
    };
    const prefetch = (anchor: HTMLAnchorElement) => setPage(anchor.pathname + anchor.search);
    const onPointerOver = (event: Event) => {
      const anchor = markedLink(event);
      clearTimeout(timer);
      if (anchor) timer = setTimeout(() => prefetch(anchor), HOVER_DELAY_MS);
    };
    const onFocusOrTouch = (event: Event) => {
      const anchor = markedLink(event);
      if (anchor) prefetch(anchor);
    };
    document.addEventListener("pointerover", onPointerOver, { passive: true });
    document.addEventListener("focusin", onFocusOrTouch);
    document.addEventListener("touchstart", onFocusOrTouch, { passive: true });
    return () => {
      clearTimeout(timer);
      document.removeEventListener("pointerover", onPointerOver);
      document.removeEventListener("focusin", onFocusOrTouch);
      document.removeEventListener("touchstart", onFocusOrTouch);
    };
  }, []);
  return page ? <PrefetchPageLinks page={page} /> : null;
}
