import { useEffect, useState, type ComponentType } from "react";

/** Calls back once the page has loaded and the browser is idle, so decorations never delay input. */
function whenInteractive(callback: () => void): () => void {
  let cancelled = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const schedule = () => {
    if (cancelled) return;
    if ("requestIdleCallback" in window)
      idle = window.requestIdleCallback(() => !cancelled && callback(), { timeout: 1500 });
    else timer = setTimeout(() => !cancelled && callback(), 200);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener("load", schedule);
    if (idle !== undefined) window.cancelIdleCallback(idle);
    clearTimeout(timer);
  };
}

/**
 * The fireworks and the sparkle trail (FestiveShow). They are decoration and start only once the
 * page is interactive, so their code is fetched then, as its own chunk, and is no part of the
 * JavaScript a page needs to load and hydrate.
 */
export function FestiveDecorations() {
  const [Show, setShow] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const cancel = whenInteractive(() => {
      void import("./FestiveShow").then(({ FestiveShow }) => live && setShow(() => FestiveShow));
    });
    return () => {
      live = false;
      cancel();
    };
  }, []);
  return Show ? <Show /> : null;
}
