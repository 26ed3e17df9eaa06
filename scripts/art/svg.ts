/**
 * The drawing surface of the artwork: a 600 × 600 SVG built as a string, with gradients and
 * shared shapes registered once in <defs> under short ids, and colour arithmetic.
 * Pictures carry no text at all (no <text>, no <title>): the page says what they show.
 */
import type { Random } from "./random";

export const SIZE = 600;

/** Numbers as SVG wants them: whole, or one decimal for small values. */
export const n = (x: number): string => {
  const r = Math.round(x * 10) / 10;
  return Math.abs(r) >= 10 || Number.isInteger(r) ? String(Math.round(x)) : String(r);
};

type Attrs = Record<string, string | number | undefined>;

/** Attributes whose value 0 is SVG's default, so they can be left out. */
const ZERO_DEFAULTS = new Set(["x", "y", "cx", "cy", "x1", "y1", "offset", "stroke-dashoffset"]);

/** Path data without the spaces SVG does not need ("M0 9C-8 0 -5 -9" → "M0 9C-8 0-5-9"). */
export const tight = (data: string): string => data.replace(/\s*([A-Za-z])\s*/g, "$1").replace(/ -/g, "-");

function attrs(a: Attrs): string {
  let s = "";
  for (const [k, v] of Object.entries(a)) {
    if (v === undefined) continue;
    const text = typeof v === "number" ? n(v) : k === "d" ? tight(v) : v;
    if (text === "0" && ZERO_DEFAULTS.has(k)) continue;
    s += ` ${k}="${text}"`;
  }
  return s;
}

export const el = (tag: string, a: Attrs, inner?: string): string =>
  inner === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${inner}</${tag}>`;

export const rect = (x: number, y: number, w: number, h: number, fill: string, a: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, fill, ...a });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, a: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, fill, ...a });
export const circle = (cx: number, cy: number, r: number, fill: string, a: Attrs = {}) =>
  el("circle", { cx, cy, r, fill, ...a });
/** A path; with `fill` undefined it takes the fill of the <use> that places it. */
export const path = (d: string, fill: string | undefined, a: Attrs = {}) => el("path", { d, fill, ...a });
export const group = (inner: string, a: Attrs = {}) => el("g", a, inner);
/** A <use> of a shape registered with `Canvas.shape`. */
export const clone = (id: string, x: number, y: number, a: Attrs = {}) =>
  el("use", { href: `#${id}`, x: x || undefined, y: y || undefined, ...a });

/** `translate(x y) rotate(r) scale(s)`, leaving out the parts that do nothing. */
export function at(x: number, y: number, scale = 1, rotate = 0): string {
  let t = `translate(${n(x)} ${n(y)})`;
  if (rotate) t += ` rotate(${n(rotate)})`;
  if (scale !== 1) t += ` scale(${Math.round(scale * 100) / 100})`;
  return t;
}

/** A path's `d` from points, with numbers rounded: d`M${x} ${y}…`. */
export function d(strings: TemplateStringsArray, ...values: number[]): string {
  let s = strings[0] ?? "";
  values.forEach((v, i) => (s += n(v) + (strings[i + 1] ?? "")));
  return s;
}

export type Stop = readonly [offset: number, colour: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(([o, c, op]) =>
      el("stop", {
        offset: o,
        "stop-color": c,
        "stop-opacity": op === undefined || op === 1 ? undefined : op,
      }),
    )
    .join("");
}

export class Canvas {
  private readonly defs = new Map<string, string>();
  private readonly ids = new Map<string, string>();
  private readonly parts: string[] = [];

  constructor(readonly rnd: Random) {}

  /** Registers `markup(id)` once under `key`; returns its id. */
  define(key: string, markup: (id: string) => string): string {
    const known = this.ids.get(key);
    if (known !== undefined) return known;
    const id = `i${this.ids.size.toString(36)}`;
    this.ids.set(key, id);
    this.defs.set(key, markup(id));
    return id;
  }

  /** A linear gradient, top to bottom by default (`[x1, y1, x2, y2]` in the box's fractions). */
  linear(list: readonly Stop[], dir: readonly [number, number, number, number] = [0, 0, 0, 1]): string {
    const [x1, y1, x2, y2] = dir;
    const key = `l${dir.join()}${JSON.stringify(list)}`;
    // x2 defaults to 1 and y2 to 0 (x1 and y1 to 0, left out by `attrs`).
    const a = { x1, y1, x2: x2 === 1 ? undefined : x2, y2: y2 === 0 ? undefined : y2 };
    return `url(#${this.define(key, (id) => el("linearGradient", { id, ...a }, stops(list)))})`;
  }

  /** A radial gradient over the shape's box, centred at (cx, cy) in fractions. */
  radial(list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const key = `r${cx},${cy},${r}${JSON.stringify(list)}`;
    const a = {
      id: "",
      cx: cx === 0.5 ? undefined : cx,
      cy: cy === 0.5 ? undefined : cy,
      r: r === 0.5 ? undefined : r,
    };
    return `url(#${this.define(key, (id) => el("radialGradient", { ...a, id }, stops(list)))})`;
  }

  /** A shape drawn once and placed with <use>. */
  shape(key: string, markup: string): string {
    return this.define(`s${key}`, (id) => el("g", { id }, markup));
  }

  add(...markup: string[]): this {
    this.parts.push(...markup);
    return this;
  }

  toString(): string {
    const defs = this.defs.size ? `<defs>${[...this.defs.values()].join("")}</defs>` : "";
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${SIZE}" height="${SIZE}" viewBox="0 0 ${SIZE} ${SIZE}">${defs}${this.parts.join("")}</svg>\n`;
  }
}

/* Colour arithmetic on #rrggbb. */

function rgb(hex: string): [number, number, number] {
  const h = hex.replace("#", "");
  const full = h.length === 3 ? [...h].map((c) => c + c).join("") : h;
  const v = parseInt(full, 16);
  return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
}

function hex([r, g, b]: readonly number[]): string {
  return `#${[r, g, b]
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c ?? 0)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** The colour `t` of the way from `a` to `b`. */
export function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return hex(x.map((c, i) => c + ((y[i] ?? 0) - c) * t));
}

/** Lighter (t > 0, towards white) or darker (t < 0, towards near-black brown). */
export const shade = (c: string, t: number): string =>
  t >= 0 ? mix(c, "#ffffff", t) : mix(c, "#1a0f0a", -t);

/** Same colour, saturation scaled by `k` around its grey. */
export function saturate(c: string, k: number): string {
  const [r, g, b] = rgb(c);
  const grey = (r + g + b) / 3;
  return hex([r, g, b].map((v) => grey + (v - grey) * k));
}

export const luminance = (c: string): number => {
  const [r, g, b] = rgb(c);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
};
