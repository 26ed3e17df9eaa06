import { useEffect, useState } from "react";

/** False during the server render and hydration, true afterwards: controls that need JS wait for it. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** Live value of a media query; `fallback` until hydrated (the server cannot know). */
export function useMediaQuery(query: string, fallback = false): boolean {
  const [matches, setMatches] = useState(fallback);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => setMatches(list.matches);
    update();
    list.addEventListener("change", update);
    return () => list.removeEventListener("change", update);
  }, [query]);
  return matches;
}

/** True when the shopper asked for reduced motion (assumed until the browser says otherwise). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery("(prefers-reduced-motion: reduce)", true);
}

/** Scrolls `element` to `left` over `durationMs` (eased), or at once when `durationMs` is 0. */
export function animateScrollLeft(
  element: HTMLElement,
  left: number,
  durationMs: number,
  ease: (t: number) => number,
): () => void {
  const from = element.scrollLeft;
  if (durationMs <= 0 || Math.abs(left - from) < 1) {
    element.scrollLeft = left;
    return () => {};
  }
  // Scroll snapping would fight a frame-by-frame scroll, so it is off while the animation runs.
  element.classList.add("is-animating");
  const started = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const t = Math.min(1, (now - started) / durationMs);
    element.scrollLeft = from + (left - from) * ease(t);
    if (t < 1) frame = requestAnimationFrame(step);
    else element.classList.remove("is-animating");
  };
  frame = requestAnimationFrame(step);
  return () => {
    cancelAnimationFrame(frame);
    element.classList.remove("is-animating");
  };
}
