import { useEffect, useState } from "react";

import { useMediaQuery } from "~/hooks/use-media-query";

import { FIREWORKS_MAX_OFF_WIDTH, fireworksAllowed, sparklesAllowed } from "./festive-gate";
import { Fireworks } from "./Fireworks";
import { SparkleTrail } from "./SparkleTrail";

/**
 * The festive touches: fireworks once per page load and the sparkle trail. FestiveDecorations
 * mounts this once the page is interactive. Both stay off under prefers-reduced-motion; the
 * fireworks are also off at 600 px or narrower.
 */
export function FestiveShow() {
  // Mounted only in the browser, so the media queries can be answered from the first render.
  const reduceQuery = "(prefers-reduced-motion: reduce)";
  const wideQuery = `(min-width: ${FIREWORKS_MAX_OFF_WIDTH + 1}px)`;
  const reducedMotion = useMediaQuery(reduceQuery, window.matchMedia(reduceQuery).matches);
  const wide = useMediaQuery(wideQuery, window.matchMedia(wideQuery).matches);
  const [fireworks, setFireworks] = useState(() => fireworksAllowed(window.innerWidth, reducedMotion));

  // Turning the phone or asking for reduced motion mid-show stops it; it does not start again.
  useEffect(() => {
    if (reducedMotion || !wide) setFireworks(false);
  }, [reducedMotion, wide]);

  return (
    <>
      {fireworks ? <Fireworks /> : null}
      {sparklesAllowed(reducedMotion) ? <SparkleTrail /> : null}
    </>
  );
}
