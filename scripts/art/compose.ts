/**
 * The three pictures every product gets, as compositions shared by all kinds:
 * 1. front: the pack and the product on a set (sweep, table, window light or niche);
 * 2. close-up: the product large, cropped, against soft out-of-focus light;
 * 3. in use (a lit candle, a burning stick) or the pack's contents laid out.
 * A kind supplies the drawings; the composition places them, lights them and adds props.
 */
import type { Product } from "~/catalog/schema";

import { cornerProps, prop, scatter } from "./props";
import { between, pick } from "./random";
import { bokeh, darkRoom, niche, sweep, table, windowLight, type Shot, type Surface } from "./scene";
import { mix } from "./svg";

export type View = 1 | 2 | 3;
export type Draw = (s: Shot, p: Product) => void;
export interface KindArt {
  front: Draw;
  closeUp: Draw;
  inUse: Draw;
}

export type SetStyle = "sweep" | "table" | "window" | "niche" | "dark";

/** Lays the set for a front shot and returns the y of the floor line where things stand. */
export function frontSet(s: Shot, styles: readonly SetStyle[], surfaces: readonly Surface[]): number {
  const style = pick(s.rnd, styles);
  const horizon = 360 + Math.floor(s.rnd() * 60);
  if (style === "sweep") sweep(s);
  else if (style === "niche") niche(s, horizon);
  else if (style === "dark") darkRoom(s, horizon);
  else {
    table(s, pick(s.rnd, surfaces), horizon);
    if (style === "window") windowLight(s);
  }
  return style === "sweep"
    ? 470 + Math.floor(s.rnd() * 30)
    : Math.max(horizon + 70, 470 + Math.floor(s.rnd() * 30));
}

/** Props in the corners away from `side` (the side the main object leans to). */
export function finish(s: Shot, floor: number, side: -1 | 1 | 0 = 0): void {
  cornerProps(s, floor + 40, side === 0 ? 0 : side === 1 ? -1 : 1);
}

/** Draws something standing with its base centred at (x, y), scaled by k. */
export type Place = (x: number, y: number, k: number) => void;

/**
 * The usual front shot: the pack standing to one side, the product itself in front of it on the
 * other, props in the free corner.
 */
export function packAndProduct(
  s: Shot,
  pack: Place,
  product: Place | undefined,
  options: {
    styles?: readonly SetStyle[];
    surfaces?: readonly Surface[];
    packK?: number;
    productK?: number;
  } = {},
): void {
  const floor = frontSet(
    s,
    options.styles ?? ["sweep", "table", "window", "niche"],
    options.surfaces ?? ["wood", "marble", "linen", "terracotta"],
  );
  const side = s.rnd() < 0.5 ? -1 : 1;
  const spread = product ? 60 + Math.floor(s.rnd() * 40) : 0;
  pack(300 + side * spread, floor, options.packK ?? 1.2);
  product?.(300 - side * (spread + 70), floor + 40, options.productK ?? 1.2);
  finish(s, floor, product ? (side === 1 ? -1 : 1) : side);
}

/** The set of an in-use shot (dark room, niche or a dark table); returns the horizon. */
export function inUseSet(
  s: Shot,
  styles: readonly ("dark" | "niche" | "table")[] = ["dark", "niche", "table"],
): number {
  const horizon = 380 + Math.floor(s.rnd() * 40);
  const style = pick(s.rnd, styles);
  if (style === "dark") darkRoom(s, horizon);
  else if (style === "niche") niche(s, horizon);
  else table(s, pick(s.rnd, ["darkwood", "slate", "wood"] as const), horizon);
  return horizon;
}

/** A close-up's ground: soft, warm out-of-focus light in the picture's colours; then `draw`. */
export function closeSet(s: Shot, draw: () => void): void {
  bokeh(s, mix(s.pal.deep, "#3a2616", 0.4), mix(s.pal.light, "#ffd27a", 0.4), 8);
  draw();
}

/**
 * An in-use shot of a product standing on a table: `main` in the middle, `beside` smaller behind,
 * `after` for what happens (smoke, mist, bubbles) once the product stands at (x, y).
 */
export function productInUse(
  s: Shot,
  main: Place,
  beside?: Place,
  after?: (x: number, y: number) => void,
): void {
  const horizon = inUseSet(s, ["table", "dark", "niche"]);
  const y = horizon + 120;
  const x = 300 + between(s.rnd, -40, 40);
  beside?.(x < 300 ? 480 : 120, horizon + 50, 0.7);
  main(x, y, 1.2);
  after?.(x, y);
  prop(s, x > 300 ? 100 : 500, y + 40, 1.7);
  scatter(s, 60, y + 20, 480, 40, 4);
}
