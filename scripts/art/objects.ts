/**
 * Solid things drawn at the origin (base centre at 0,0, up is negative y), to be placed with
 * `placed()`: cartons, pouches, cylinders (jars, tins, candles, spools), glass, and the brand's
 * lotus seal that stands in for a printed label (pictures carry no text).
 */
import { MATERIAL } from "./palette";
import type { Shot } from "./scene";
import { circle, d, ellipse, luminance, mix, path, rect, shade, clone } from "./svg";

/** Horizontal light-and-shade for round things, lit from the shot's light side. */
export function roundShade(s: Shot, strength = 1): string {
  const dir = s.light < 0 ? ([0, 0, 1, 0] as const) : ([1, 0, 0, 0] as const);
  const k = strength >= 1 ? 1 : 0.6;
  return s.cv.linear(
    [
      [0.1, "#fff", 0.3 * k],
      [0.45, "#fff", 0],
      [1, "#000", 0.35 * k],
    ],
    dir,
  );
}

/** The brand seal: a lotus in a ring, `r` in radius, centred at (x, y). */
export function lotus(s: Shot, x: number, y: number, r: number, colour: string, ground: string): string {
  const id = s.cv.shape(
    `lotus${colour}${ground}`,
    circle(0, 0, 20, ground, { stroke: colour }) +
      path("M0 10C-9 2-6-8 0-14 6-8 9 2 0 10-8 9-14 1-14-6-6-4 0 10Z", colour),
  );
  return clone(id, 0, 0, {
    transform: `translate(${Math.round(x)} ${Math.round(y)}) scale(${Math.round((r / 20) * 100) / 100})`,
  });
}

export interface CartonLook {
  face: string;
  trim: string;
  /** Side of the box the camera sees: 1 right, -1 left. */
  side?: 1 | -1;
  /** Extra drawing on the front face, in its own coordinates (front face spans -w/2..w/2, -h..0). */
  front?: string;
  premium?: boolean;
  /** A thin flat pack: the seal moves up to leave the front to a window. */
  flat?: boolean;
  /** No band and no seal: a block of wax, a plain gift box. */
  plain?: boolean;
}

/** A carton seen three-quarters on: front, one side and the top. */
export function carton(s: Shot, w: number, h: number, depth: number, look: CartonLook): string {
  const side = look.side ?? (s.light < 0 ? 1 : -1);
  const lit = side === s.light;
  const x = (w / 2) * side;
  const dx = depth * side;
  const dy = depth * 0.55;
  const sideFill = shade(look.face, lit ? 0.08 : -0.3);
  const faceShade = s.cv.linear([
    [0, "#fff", 0.16],
    [0.5, "#fff", 0],
    [1, "#000", 0.12],
  ]);
  let g =
    path(d`M${x} 0L${x + dx} ${-dy}V${-h - dy}L${x} ${-h}Z`, sideFill) +
    path(d`M${-x} ${-h}H${x}L${x + dx} ${-h - dy}H${-x + dx}Z`, shade(look.face, 0.22)) +
    rect(-w / 2, -h, w, h, look.face) +
    rect(-w / 2, -h, w, h, faceShade);
  if (look.plain) return g;
  // Band and seal in place of a printed label.
  const bandY = look.flat ? -h * 0.16 : -h * 0.36;
  g += rect(-w / 2, bandY, w, h * 0.12, look.trim);
  if (s.rich)
    g += path(
      d`M${x} ${bandY}L${x + dx} ${bandY - dy}V${bandY + h * 0.12 - dy}L${x} ${bandY + h * 0.12}Z`,
      shade(look.trim, lit ? 0 : -0.3),
    );
  // With a window in the front, the seal moves up out of its way.
  const high = look.flat || look.front !== undefined;
  g += lotus(
    s,
    0,
    high ? -h * 0.86 : -h * 0.66,
    Math.min(w * 0.26, h * 0.16) * (high ? 0.6 : 1),
    look.trim,
    shade(look.face, luminance(look.face) > 0.6 ? -0.1 : 0.12),
  );
  if (look.premium)
    g += rect(-w / 2 + 7, -h + 7, w - 14, h - 14, "none", {
      stroke: look.trim,
      "stroke-width": 2,
      opacity: 0.8,
    });
  if (look.front) g += look.front;
  return g;
}

/** A stand-up pouch with a clear window; `contents` is drawn in the window's own box (-w/2..w/2 around 0, -h..0). */
export function pouch(s: Shot, w: number, h: number, face: string, trim: string, contents = ""): string {
  const hw = w / 2;
  const body = d`M${-hw + 4} 0C${-hw - 6} ${-h * 0.4} ${-hw + 2} ${-h * 0.8} ${-hw} ${-h}H${hw}C${hw - 2} ${-h * 0.8} ${hw + 6} ${-h * 0.4} ${hw - 4} 0Z`;
  const wy = -h * 0.58;
  const wh = h * 0.34;
  return (
    path(body, face) +
    path(body, roundShade(s, 0.9)) +
    rect(-hw, -h, w, h * 0.09, shade(face, -0.15)) +
    rect(-hw * 0.62, wy, w * 0.62, wh, shade(face, 0.5), { rx: 14 }) +
    contents +
    rect(-hw * 0.62, wy, w * 0.62, wh, "#fff", { rx: 14, opacity: 0.18 }) +
    rect(-hw, -h * 0.18, w, h * 0.08, trim) +
    lotus(s, 0, -h * 0.76, Math.min(w * 0.15, 18), trim, face)
  );
}

/** An upright cylinder: body and top (none when something covers it), `ry` the depth of its ellipses. */
export function cylinder(
  s: Shot,
  w: number,
  h: number,
  fill: string,
  top: string | null = shade(fill, 0.18),
  ry = w * 0.16,
): string {
  const hw = w / 2;
  const body = d`M${-hw} ${-h}V0A${hw} ${ry} 0 0 0 ${hw} 0V${-h}Z`;
  return path(body, fill) + path(body, roundShade(s)) + (top ? ellipse(0, -h, hw, ry, top) : "");
}

/** A clear glass vessel over whatever was drawn inside it: walls, rim and a window reflection. */
export function glassOver(
  s: Shot,
  w: number,
  h: number,
  tint: string = MATERIAL.glass,
  ry = w * 0.16,
  opacity = 0.25,
): string {
  const hw = w / 2;
  const body = d`M${-hw} ${-h}V0A${hw} ${ry} 0 0 0 ${hw} 0V${-h}`;
  const hx = s.light < 0 ? -hw * 0.62 : hw * 0.5;
  return (
    path(body + "Z", tint, { opacity, stroke: "#fff", "stroke-width": 3 }) +
    ellipse(0, -h, hw, ry, "none", { stroke: "#fff", "stroke-width": 2.5 }) +
    rect(hx, -h + ry + 8, w * 0.1, h - ry * 2 - 12, "#fff", { rx: 4, opacity: 0.45 })
  );
}

/** Wax seen from just above its surface inside a vessel, with a wick. */
export function waxTop(cx: number, cy: number, rx: number, ry: number, wax: string): string {
  return (
    ellipse(cx, cy, rx, ry, wax, { stroke: shade(wax, -0.08), "stroke-width": 2 }) +
    path(d`M${cx} ${cy}v-12`, "none", { stroke: "#2b1b12", "stroke-width": 2.5, "stroke-linecap": "round" })
  );
}

/** A paper label band wrapped round a cylinder, with the lotus seal. */
export function wrapLabel(
  s: Shot,
  w: number,
  y: number,
  h: number,
  face: string,
  trim: string,
  ry = w * 0.16,
): string {
  const hw = w / 2;
  const band = d`M${-hw} ${y - h}V${y}A${hw} ${ry} 0 0 0 ${hw} ${y}V${y - h}A${hw} ${ry} 0 0 1 ${-hw} ${y - h}Z`;
  return (
    path(band, face) +
    path(band, roundShade(s)) +
    lotus(s, 0, y - h / 2 + ry * 0.5, Math.min(h * 0.32, w * 0.2), trim, face)
  );
}

/** A tinted version of a colour fit for wax: pale, creamy. */
export const waxOf = (colour: string): string => mix(colour, MATERIAL.wax, 0.55);

/** A painted clay diya holding `fill` (ghee or wax), spout to the right; a shape id for <use>. */
export function clayDiya(s: Shot, fill: string): string {
  const clay = s.cv.linear([
    [0, "#c8663a"],
    [1, "#8a3a1c"],
  ]);
  return s.cv.shape(
    `claydiya${fill}`,
    path("M-46-30C-44 4 44 4 46-30L62-40 40-34Z", clay) +
      ellipse(0, -30, 46, 11, "#a34a22") +
      ellipse(0, -30, 38, 8, fill) +
      path("M-40-22C-20-10 20-10 40-22", "none", {
        stroke: "#f2c14e",
        "stroke-width": 3,
        "stroke-dasharray": "2 6",
      }),
  );
}
