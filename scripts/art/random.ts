/**
 * Seeded randomness for the artwork, so every run of the generator draws exactly the same pictures.
 */
export { seededRandom } from "~/catalog/seeded-random";

export type Random = () => number;

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
