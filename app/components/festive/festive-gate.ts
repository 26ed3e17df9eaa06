/**
 * Whether the festive decorations may run, apart from their timing (festive-timing.ts): the page
 * decides with these alone whether to fetch the show's code, so they are all of it a page loads.
 */

/** Fireworks are off at this width or narrower. */
export const FIREWORKS_MAX_OFF_WIDTH = 600;

/** Whether the fireworks may run: not on narrow screens, never when reduced motion is asked for. */
export function fireworksAllowed(viewportWidth: number, prefersReducedMotion: boolean): boolean {
  return !prefersReducedMotion && viewportWidth > FIREWORKS_MAX_OFF_WIDTH;
}

/** Whether the sparkle trail may run. */
export function sparklesAllowed(prefersReducedMotion: boolean): boolean {
  return !prefersReducedMotion;
}
