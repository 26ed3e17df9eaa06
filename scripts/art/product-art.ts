/**
 * A product's three pictures: {id}-1 (front), {id}-2 (close-up), {id}-3 (in use or contents).
 * The kind decides what is drawn, the fragrance the colours and props, and a random stream
 * seeded by the product id and the view decides the set, the angle and the arrangement, so two
 * products of one kind side by side still look like two photographs.
 */
import type { Product } from "~/catalog/schema";

import type { KindArt, View } from "./compose";
import { candleArt } from "./draw-candles";
import { dhoopArt } from "./draw-dhoop";
import { giftArt } from "./draw-gifts";
import { homeArt } from "./draw-home";
import { poojaArt } from "./draw-pooja";
import { ritualArt } from "./draw-rituals";
import { stickArt } from "./draw-sticks";
import { kindOf, type Kind } from "./kinds";
import { paletteOf } from "./palette";
import { seededRandom } from "./random";
import type { Shot } from "./scene";
import { Canvas } from "./svg";

/** Every kind's drawings; the type makes sure no kind is left without. */
const ART: Record<Kind, KindArt> = {
  ...stickArt,
  ...dhoopArt,
  ...poojaArt,
  ...ritualArt,
  ...candleArt,
  ...homeArt,
  ...giftArt,
};

/** `salt` gives another shot of the same product (the category tiles use it). */
export function productArt(p: Product, view: View, salt = 0): string {
  const rnd = seededRandom(p.id * 7919 + view * 104729 + salt);
  const s: Shot = {
    cv: new Canvas(rnd),
    rnd,
    pal: paletteOf(p.fragrance),
    light: rnd() < 0.5 ? -1 : 1,
    rich: view !== 1,
  };
  const art = ART[kindOf(p)];
  if (view === 1) art.front(s, p);
  else if (view === 2) art.closeUp(s, p);
  else art.inUse(s, p);
  return s.cv.toString();
}
