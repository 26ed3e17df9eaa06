/**
 * The altar shared by the pooja pictures: a brass diya (lit or not), the aarti thali, and the
 * in-use shot where a lamp burns on the thali among marigolds with the product beside it.
 */
import type { Place } from "./compose";
import { inUseSet } from "./compose";
import { roundShade } from "./objects";
import { MATERIAL } from "./palette";
import { prop, scatter } from "./props";
import { pick } from "./random";
import { flame, shadow, smoke, type Shot } from "./scene";
import { clone, ellipse, path, rect } from "./svg";

/** A brass diya on a short foot, its spout to the right; returns the spout tip for the flame. */
export function diya(s: Shot, fill: string): string {
  const brass = s.cv.linear([
    [0, MATERIAL.brassLight],
    [0.5, MATERIAL.brass],
    [1, MATERIAL.brassDark],
  ]);
  return s.cv.shape(
    `diya${fill}`,
    path("M-24 0H24L14 -16H-14Z", brass) +
      rect(-8, -30, 16, 16, MATERIAL.brassDark) +
      path("M52 -46Q88 -56 104 -66Q92 -44 58 -32Z", brass) +
      path("M-72 -46C-68 -14 68 -14 72 -46Z", brass) +
      path("M-72 -46C-68 -14 68 -14 72 -46Z", roundShade(s, 0.8)) +
      ellipse(0, -46, 72, 14, MATERIAL.brassDark) +
      ellipse(0, -45, 62, 10, fill),
  );
}

/** A lit diya at (x, y) scaled by k. */
export function litDiya(s: Shot, x: number, y: number, k: number, fill: string = MATERIAL.ghee): void {
  shadow(s, x, y, 200 * k);
  s.cv.add(
    clone(diya(s, fill), 0, 0, { transform: `translate(${Math.round(x)} ${Math.round(y)}) scale(${k})` }),
  );
  flame(s, x + 100 * k, y - 66 * k, 1.3 * k);
}

/** A round brass aarti thali seen from the front, `r` wide. */
export function thali(s: Shot, x: number, y: number, r: number): void {
  shadow(s, x, y, r * 2.1);
  s.cv.add(
    ellipse(x, y, r, r * 0.24, MATERIAL.brassDark),
    ellipse(
      x,
      y - 5,
      r * 0.97,
      r * 0.22,
      s.cv.linear([
        [0, MATERIAL.brassLight],
        [1, MATERIAL.brass],
      ]),
    ),
    ellipse(x, y - 4, r * 0.75, r * 0.15, "none", {
      stroke: MATERIAL.brassDark,
      "stroke-width": 2,
      "stroke-dasharray": "5 5",
      opacity: 0.6,
    }),
  );
}

/**
 * In use on an aarti thali: a lit diya in the middle (or what `centre` draws there, at the
 * thali's level `y`), marigolds, and the product (`beside`) standing behind.
 */
export function aarti(s: Shot, beside: Place | undefined, centre?: (y: number) => void): void {
  const horizon = inUseSet(s, ["niche", "dark", "table"]);
  const y = horizon + 120;
  beside?.(pick(s.rnd, [110, 490]), horizon + 40, 0.7);
  thali(s, 300, y, 230);
  if (centre) centre(y);
  else litDiya(s, 280, y - 8, 1.25);
  prop(s, 150, y - 10, 1.4, "marigold");
  prop(s, 440, y, 1.3);
  scatter(s, 140, y - 30, 320, 40, 6);
  smoke(s, 300, y - 140, 150, 4);
}
