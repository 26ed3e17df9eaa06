/**
 * Pure rules of the sliders and the category strip, unit-tested without a DOM.
 */

/** Slide transition: 500 ms. */
export const SLIDE_TRANSITION_MS = 500;
/** Progress dots: +2% every 100 ms, so a full bar takes 5 s. */
export const PROGRESS_STEP_PERCENT = 2;
export const PROGRESS_TICK_MS = 100;
/** Resize debounce. */
export const RESIZE_DEBOUNCE_MS = 50;
/** Category strip: keyboard arrows scroll 180 px, the buttons 220 px, disabled within 5 px of an end. */
export const STRIP_KEY_SCROLL_PX = 180;
export const STRIP_BUTTON_SCROLL_PX = 220;
export const STRIP_EDGE_TOLERANCE_PX = 5;

/** `index` wrapped into 0…count-1 (infinite loop). */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

/** How many distinct positions a row of `count` slides has when `perView` are visible at once. */
export function positionCount(count: number, perView: number): number {
  if (count <= 0) return 0;
  const visible = Math.max(1, Math.min(count, Math.floor(perView)));
  return count - visible + 1;
}

/** Slides visible at once on the candle sliders: 4, 3 below 1024 px, 2 below 768 px, 1 below 480 px. */
export function slidesPerView(viewportWidth: number): number {
  if (viewportWidth < 480) return 1;
  if (viewportWidth < 768) return 2;
  if (viewportWidth < 1024) return 3;
  return 4;
}

/** Whether the strip's previous/next buttons are usable at this scroll position. */
export function stripEdges(
  scrollLeft: number,
  clientWidth: number,
  scrollWidth: number,
  tolerance = STRIP_EDGE_TOLERANCE_PX,
): { canScrollBack: boolean; canScrollForward: boolean } {
  return {
    canScrollBack: scrollLeft > tolerance,
    canScrollForward: scrollLeft + clientWidth < scrollWidth - tolerance,
  };
}

/** One tick of the progress dots: the new fill, and whether the slider should advance. */
export function progressTick(
  percent: number,
  step = PROGRESS_STEP_PERCENT,
): { percent: number; advance: boolean } {
  const next = percent + step;
  if (next >= 100) return { percent: 0, advance: true };
  return { percent: next, advance: false };
}

/** Ease in-out for the 500 ms slide animation; t in [0, 1]. */
export function easeInOut(t: number): number {
  const c = Math.min(1, Math.max(0, t));
  return c < 0.5 ? 2 * c * c : 1 - (-2 * c + 2) ** 2 / 2;
}

/** The reveal delay of the nth Shop the Essentials tile (90 ms steps). */
export const REVEAL_STEP_MS = 90;
export const REVEAL_THRESHOLD = 0.35;
export function revealDelayMs(index: number): number {
  return Math.max(0, index) * REVEAL_STEP_MS;
}
