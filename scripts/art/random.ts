/**
 * A small seeded random number generator (mulberry32) for the artwork, so every run of the
 * generator draws exactly the same pictures. Not for anything that needs real randomness.
 */
export type Random = () => number;

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A whole number from `min` to `max` inclusive. */
export const between = (rnd: Random, min: number, max: number): number =>
  min + Math.floor(rnd() * (max - min + 1));

/** One element of a non-empty list. */
export function pick<T>(rnd: Random, list: readonly T[]): T {
  return list[Math.floor(rnd() * list.length)] as T;
}

/** A seed from a string (FNV-1a), for pictures named by a slug rather than an id. */
export function seedOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
