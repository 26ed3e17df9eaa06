import { useEffect, useState } from "react";

import { useMediaQuery } from "~/components/hooks/use-media-query";

import { FIREWORKS_MAX_OFF_WIDTH, fireworksAllowed, sparklesAllowed } from "./festive-timing";
import { Fireworks } from "./Fireworks";
import { SparkleTrail } from "./SparkleTrail";

/** Resolves once the page has loaded and the browser is idle, so decorations never delay input. */
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
 * The festive touches of spec §2 (Page extras): fireworks once per page load and the sparkle
 * trail. Both are client-only, start after the page is interactive and stay off under
 * prefers-reduced-motion; the fireworks are also off at 600 px or narrower.
 */
export function FestiveDecorations() {
  const [ready, setReady] = useState(false);
  const [fireworks, setFireworks] = useState(false);
  // Until the browser answers, assume the safest values (reduced motion, narrow screen).
  const reducedMotion = useMediaQuery("(prefers-reduced-motion: reduce)", true);
  const wide = useMediaQuery(`(min-width: ${FIREWORKS_MAX_OFF_WIDTH + 1}px)`, false);

  useEffect(
    () =>
      whenInteractive(() => {
        setReady(true);
        const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
        setFireworks(fireworksAllowed(window.innerWidth, reduce));
      }),
    [],
  );
  // Turning the phone or asking for reduced motion mid-show stops it; it does not start again.
  useEffect(() => {
    if (reducedMotion || !wide) setFireworks(false);
  }, [reducedMotion, wide]);

  if (!ready) return null;
  return (
    <>
      {fireworks ? <Fireworks /> : null}
      {sparklesAllowed(reducedMotion) ? <SparkleTrail /> : null}
    </>
  );
}
