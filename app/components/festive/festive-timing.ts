/**
 * The pure rules behind the festive decorations, kept apart from the canvas code
 * so unit tests can pin the timing without a browser.
 */

/** Fireworks launch for 10 s, then the sky is cleared 1.5 s later. */
export const FIREWORKS_LAUNCH_MS = 10_000;
export const FIREWORKS_CLEAR_AFTER_MS = 1_500;

/** Sparkles: 1 or 2 per frame, 1 to 13 px, four colours, gone after 900 ms. */
export const SPARKLE_LIFE_MS = 900;
export const SPARKLE_MIN_SIZE = 1;
export const SPARKLE_MAX_SIZE = 13;
export const SPARKLE_COLOURS = ["#ffb300", "#ffd54f", "#ff80ab", "#ffffff"] as const; // amber, gold, pink, white

export type FireworksPhase = "launching" | "fading" | "done";

/** Where the show is `elapsedMs` after it started. */
export function fireworksPhase(
  elapsedMs: number,
  launchMs = FIREWORKS_LAUNCH_MS,
  clearAfterMs = FIREWORKS_CLEAR_AFTER_MS,
): FireworksPhase {
  if (elapsedMs < launchMs) return "launching";
  if (elapsedMs < launchMs + clearAfterMs) return "fading";
  return "done";
}

export interface Sparkle {
  x: number;
  y: number;
  vx: number;
  vy: number;
  size: number;
  colour: string;
  born: number;
}

/** 1 or 2 new sparkles at (x, y); `random` returns [0, 1) like Math.random. */
export function spawnSparkles(
  x: number,
  y: number,
  now: number,
  random: () => number = Math.random,
): Sparkle[] {
  const count = random() < 0.5 ? 1 : 2;
  const sparkles: Sparkle[] = [];
  for (let i = 0; i < count; i++) {
    const size = SPARKLE_MIN_SIZE + Math.floor(random() * (SPARKLE_MAX_SIZE - SPARKLE_MIN_SIZE + 1));
    const colour = SPARKLE_COLOURS[Math.floor(random() * SPARKLE_COLOURS.length)] ?? SPARKLE_COLOURS[0];
    sparkles.push({
      x,
      y,
      vx: (random() - 0.5) * 1.6,
      vy: random() * 1.2 + 0.3,
      size: Math.min(SPARKLE_MAX_SIZE, Math.max(SPARKLE_MIN_SIZE, size)),
      colour,
      born: now,
    });
  }
  return sparkles;
}

/** The sparkles still alive at `now` (each lives `lifeMs`). */
export function liveSparkles<T extends { born: number }>(
  sparkles: readonly T[],
  now: number,
  lifeMs = SPARKLE_LIFE_MS,
): T[] {
  return sparkles.filter((s) => now - s.born < lifeMs);
}

/** Opacity of a sparkle or spark, fading linearly to 0 at the end of its life. */
export function fadeOut(ageMs: number, lifeMs: number): number {
  if (ageMs <= 0) return 1;
  if (ageMs >= lifeMs) return 0;
  return 1 - ageMs / lifeMs;
}
