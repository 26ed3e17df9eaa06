/**
 * What lies around a product in its picture, chosen by its fragrance: rose petals and heads,
 * jasmine buds, lavender sprigs, sandalwood sticks, resin tears, mint leaves, marigolds…
 * Each shape is drawn once per picture and placed with <use>.
 */
import { MATERIAL, type Prop } from "./palette";
import { between, pick } from "./random";
import type { Shot } from "./scene";
import { at, circle, ellipse, group, path, rect, shade, clone } from "./svg";

function leaf(s: Shot): string {
  return s.cv.shape(
    "leaf",
    path("M0 0C10-14 34-16 48-4C34 8 12 10 0 0Z", MATERIAL.leaf, {
      stroke: MATERIAL.leafDark,
      "stroke-width": 1.5,
    }),
  );
}

function marigold(s: Shot): string {
  return s.cv.shape(
    "marigold",
    circle(0, 0, 20, MATERIAL.marigold, {
      stroke: MATERIAL.marigoldDark,
      "stroke-width": 8,
      "stroke-dasharray": "3 4",
    }) +
      circle(0, 0, 10, "#fbbf24", {
        stroke: MATERIAL.marigoldDark,
        "stroke-width": 4,
        "stroke-dasharray": "2 3",
      }),
  );
}

function roseHead(s: Shot): string {
  const c = s.pal.prop === "rose" ? s.pal.main : "#c2185b";
  return s.cv.shape(
    "rose",
    circle(0, 0, 22, c, { stroke: shade(c, -0.3), "stroke-width": 3 }) +
      path("M-20 2C-18-16 4-22 16-10C6-14-8-10-10 4ZM20-2C18 14-2 22-16 12C-4 14 8 10 8-4Z", shade(c, 0.15)) +
      circle(0, -2, 7, shade(c, -0.35)),
  );
}

function petal(s: Shot, colour: string): string {
  return s.cv.shape(`petal${colour}`, path("M0 0C-10 -8 -8 -22 0 -20C8 -22 10 -8 0 0Z", colour));
}

function jasmine(s: Shot): string {
  // Five round petals: round-capped dots of a thick dashed ring.
  return s.cv.shape(
    "jasmine",
    circle(0, 0, 8, "none", {
      stroke: "#fffdf6",
      "stroke-width": 12,
      "stroke-dasharray": "0 10.05",
      "stroke-linecap": "round",
    }) + circle(0, 0, 3.5, "#e8c84a"),
  );
}

function lavender(s: Shot): string {
  // Buds as a dashed stroke with round caps: one path instead of an ellipse per bud.
  return s.cv.shape(
    "lavender",
    path("M0 0C2-30 0-60 0-100", "none", { stroke: "#6b8e4e", "stroke-width": 3 }) +
      path("M-4-36 4-45-4-54 4-63-4-72 4-81-4-90 4-99", "none", {
        stroke: "#7a5cb8",
        "stroke-width": 9,
        "stroke-dasharray": "0 12",
        "stroke-linecap": "round",
      }),
  );
}

function sandalSticks(s: Shot): string {
  const wood = s.cv.linear([
    [0, "#e0b67e"],
    [1, "#b98750"],
  ]);
  return s.cv.shape(
    "sandal",
    rect(-60, -8, 120, 16, wood, { rx: 5 }) +
      rect(-46, -26, 100, 14, wood, { rx: 5, transform: "rotate(-8)" }) +
      ellipse(30, 18, 30, 9, "#e8c796"),
  );
}

function resin(s: Shot): string {
  const amber = s.cv.linear([
    [0, "#f0b85a"],
    [1, "#9a5a1c"],
  ]);
  return s.cv.shape(
    "resin",
    path("M-14 0L-16 -12L-6 -20L8 -16L14 -4L6 4Z", amber) +
      path("M10 6L16 -4L26 -2L28 8L18 12Z", amber) +
      path("M-8 -12L-2 -15L0 -10Z", "#fff", { opacity: 0.6 }),
  );
}

function beads(s: Shot, colour: string): string {
  // A string of beads: zero-length dashes with round caps along a curve.
  const string = "M-40 0C-20-14 20 12 44 0";
  return s.cv.shape(
    `beads${colour}`,
    path(string, "none", {
      stroke: colour,
      "stroke-width": 13,
      "stroke-dasharray": "0 15",
      "stroke-linecap": "round",
    }) +
      path(string, "none", {
        stroke: "#fff",
        "stroke-width": 4,
        "stroke-dasharray": "0 15",
        "stroke-linecap": "round",
        opacity: 0.6,
        transform: "translate(-2 -3)",
      }),
  );
}

function woodChips(s: Shot): string {
  const wood = s.cv.linear([
    [0, "#9c6b43"],
    [1, "#5e3b22"],
  ]);
  return s.cv.shape(
    "chips",
    rect(-40, -10, 80, 18, wood, { rx: 4, transform: "rotate(-12)" }) +
      rect(-18, 4, 56, 14, wood, { rx: 4, transform: "rotate(10)" }) +
      path("M-36 -4H30", "none", {
        stroke: "#c99a6a",
        "stroke-width": 1.5,
        opacity: 0.7,
        transform: "rotate(-12)",
      }),
  );
}

/**
 * One prop of the picture's fragrance at (x, y), scaled by k. Rich shots add a second and third
 * piece (a leaf, a loose petal); front shots, which listings load by the dozen, stay lean.
 */
export function prop(s: Shot, x: number, y: number, k = 1, kind: Prop = s.pal.prop): void {
  const { rnd } = s;
  const turn = between(rnd, -40, 40);
  const place = (id: string, kk = k, t = turn) => s.cv.add(clone(id, 0, 0, { transform: at(x, y, kk, t) }));
  const more = (draw: () => void) => s.rich && draw();
  switch (kind) {
    case "rose":
      place(roseHead(s));
      more(() => place(leaf(s), k * 0.8, turn + 150));
      more(() => place(petal(s, s.pal.main), k, turn + 70));
      break;
    case "jasmine":
      place(jasmine(s));
      more(() => place(leaf(s), k * 0.7, turn - 150));
      s.cv.add(clone(jasmine(s), 0, 0, { transform: at(x + 26 * k, y + 6 * k, k * 0.8, 30) }));
      break;
    case "lavender":
      place(lavender(s), k, turn * 0.5 + 60);
      more(() => place(lavender(s), k * 0.9, turn * 0.5 + 75));
      break;
    case "sandal":
      place(sandalSticks(s), k * 0.9, turn * 0.3);
      break;
    case "resin":
      place(resin(s));
      break;
    case "musk":
      place(beads(s, "#3b2a2a"), k, turn * 0.5);
      more(() => place(resin(s), k * 0.7));
      break;
    case "gold":
      place(beads(s, MATERIAL.brass), k, turn * 0.5);
      more(() => place(petal(s, shade(s.pal.main, 0.1)), k, turn + 90));
      break;
    case "mint":
      place(leaf(s));
      place(leaf(s), k * 0.9, turn + 130);
      more(() => place(leaf(s), k * 0.7, turn + 250));
      break;
    case "wood":
      place(woodChips(s), k, turn * 0.4);
      break;
    case "floral":
      place(marigold(s), k * 0.8);
      s.cv.add(clone(jasmine(s), 0, 0, { transform: at(x + 30 * k, y - 4 * k, k * 0.8) }));
      more(() => place(petal(s, "#e85d8a"), k, turn + 100));
      break;
    case "marigold":
      place(marigold(s));
      more(() => place(leaf(s), k * 0.8, turn + 140));
  }
}

/** Loose petals or grains scattered over a region: small, cheap, and they make a surface look used. */
export function scatter(
  s: Shot,
  x0: number,
  y0: number,
  w: number,
  h: number,
  count: number,
  colour?: string,
): void {
  const colours =
    s.pal.prop === "rose"
      ? [s.pal.main, shade(s.pal.main, 0.2)]
      : s.pal.prop === "marigold" || s.pal.prop === "floral"
        ? [MATERIAL.marigold, "#e85d8a"]
        : [shade(s.pal.main, 0.1), s.pal.light];
  let g = "";
  for (let i = 0; i < count; i++) {
    const c = colour ?? pick(s.rnd, colours);
    g += clone(petal(s, c), 0, 0, {
      transform: at(x0 + s.rnd() * w, y0 + s.rnd() * h, 0.35 + s.rnd() * 0.35, s.rnd() * 360),
    });
  }
  s.cv.add(group(g));
}

/** Two props in the foreground corners, on the side away from the main object. */
export function cornerProps(s: Shot, y = 520, side: -1 | 1 | 0 = 0): void {
  const left = side === 0 ? s.rnd() < 0.5 : side !== 1;
  const right = !left;
  if (left) prop(s, 70 + s.rnd() * 40, y + s.rnd() * 30, 1.7);
  if (right) prop(s, 510 + s.rnd() * 40, y + 20 + s.rnd() * 30, 1.6);
}
