import { useEffect, useState, type ComponentType } from "react";

import { fireworksAllowed } from "./festive-gate";

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

/** Calls back on the first move of a mouse, pen or finger over the page. */
function whenPointerMoves(callback: () => void): () => void {
  const moved = () => {
    stop();
    callback();
  };
  const stop = () => {
    window.removeEventListener("pointermove", moved);
    window.removeEventListener("touchmove", moved);
  };
  window.addEventListener("pointermove", moved, { passive: true });
  window.addEventListener("touchmove", moved, { passive: true });
  return stop;
}

/**
 * The fireworks and the sparkle trail (FestiveShow). They are decoration and start only once the
 * page is interactive, so their code is fetched then, as its own chunk, and is no part of the
 * JavaScript a page needs to load and hydrate. Where the fireworks cannot run (a phone's width, or
 * reduced motion asked for), all there is to show is the trail, which is drawn where a pointer
 * moves: the code then waits for the first move, and a phone that is only read never fetches it.
 */
export function FestiveDecorations() {
  const [Show, setShow] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    const reducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    // Without fireworks, wait for a pointer's first move too (listened to from the start).
    let moved = fireworksAllowed(window.innerWidth, reducedMotion);
    let interactive = false;
    const showWhenReady = () => {
      if (!moved || !interactive) return;
      void import("./FestiveShow").then(({ FestiveShow }) => live && setShow(() => FestiveShow));
    };
    const stopWaiting = moved
      ? () => {}
      : whenPointerMoves(() => {
          moved = true;
          showWhenReady();
        });
    const cancel = whenInteractive(() => {
      interactive = true;
      showWhenReady();
    });
    return () => {
      live = false;
      cancel();
      stopWaiting();
    };
  }, []);
  return Show ? <Show /> : null;
}
