import { describe, expect, it } from "vitest";

import {
  fadeOut,
  FIREWORKS_CLEAR_AFTER_MS,
  FIREWORKS_LAUNCH_MS,
  fireworksPhase,
  liveSparkles,
  SPARKLE_COLOURS,
  SPARKLE_LIFE_MS,
  spawnSparkles,
} from "~/components/festive/festive-timing";
import { fireworksAllowed, sparklesAllowed } from "~/components/festive/festive-gate";

/** A deterministic stand-in for Math.random. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

describe("fireworks timing", () => {
  it("launches for 10 s and is cleared 1.5 s later", () => {
    expect(FIREWORKS_LAUNCH_MS).toBe(10_000);
    expect(FIREWORKS_CLEAR_AFTER_MS).toBe(1_500);
    expect(fireworksPhase(0)).toBe("launching");
    expect(fireworksPhase(9_999)).toBe("launching");
    expect(fireworksPhase(10_000)).toBe("fading");
    expect(fireworksPhase(11_499)).toBe("fading");
    expect(fireworksPhase(11_500)).toBe("done");
    expect(fireworksPhase(60_000)).toBe("done");
  });

  it("takes other durations (for demos and tests)", () => {
    expect(fireworksPhase(150, 200, 100)).toBe("launching");
    expect(fireworksPhase(250, 200, 100)).toBe("fading");
    expect(fireworksPhase(300, 200, 100)).toBe("done");
  });

  it("is off at 600 px or narrower and under reduced motion", () => {
    expect(fireworksAllowed(601, false)).toBe(true);
    expect(fireworksAllowed(1280, false)).toBe(true);
    expect(fireworksAllowed(600, false)).toBe(false);
    expect(fireworksAllowed(390, false)).toBe(false);
    expect(fireworksAllowed(1280, true)).toBe(false);
  });
});

describe("sparkle trail", () => {
  it("is off under reduced motion", () => {
    expect(sparklesAllowed(true)).toBe(false);
    expect(sparklesAllowed(false)).toBe(true);
  });

  it("spawns 1 or 2 sparkles of 1 to 13 px in amber, gold, pink or white", () => {
    const random = seeded(42);
    const counts = new Set<number>();
    const sizes = new Set<number>();
    for (let i = 0; i < 2_000; i++) {
      const batch = spawnSparkles(10, 20, i, random);
      counts.add(batch.length);
      for (const s of batch) {
        sizes.add(s.size);
        expect(Number.isInteger(s.size)).toBe(true);
        expect(s.size).toBeGreaterThanOrEqual(1);
        expect(s.size).toBeLessThanOrEqual(13);
        expect(SPARKLE_COLOURS).toContain(s.colour);
        expect([s.x, s.y, s.born]).toEqual([10, 20, i]);
      }
    }
    expect([...counts].sort()).toEqual([1, 2]);
    expect(Math.min(...sizes)).toBe(1);
    expect(Math.max(...sizes)).toBe(13);
  });

  it("keeps the palette to its four colours: amber, gold, pink, white", () => {
    expect(SPARKLE_COLOURS).toHaveLength(4);
  });

  it("drops sparkles after 900 ms", () => {
    expect(SPARKLE_LIFE_MS).toBe(900);
    const sparkles = [{ born: 0 }, { born: 500 }, { born: 899 }];
    expect(liveSparkles(sparkles, 899)).toHaveLength(3);
    expect(liveSparkles(sparkles, 900)).toEqual([{ born: 500 }, { born: 899 }]);
    expect(liveSparkles(sparkles, 1_798)).toEqual([{ born: 899 }]);
    expect(liveSparkles(sparkles, 1_799)).toEqual([]);
  });

  it("fades linearly to nothing over the life", () => {
    expect(fadeOut(-5, 900)).toBe(1);
    expect(fadeOut(0, 900)).toBe(1);
    expect(fadeOut(450, 900)).toBeCloseTo(0.5);
    expect(fadeOut(900, 900)).toBe(0);
    expect(fadeOut(2_000, 900)).toBe(0);
  });
});
