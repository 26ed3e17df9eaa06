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
