/**
 * mulberry32: a tiny seeded random number generator. The same seed gives the same sequence on the
 * server, in the browser and in every run of a script, which is what its users need (a shuffle the
 * page hydrates identically, artwork drawn the same each time, repeatable test data). Not for
 * anything that needs real randomness.
 */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
