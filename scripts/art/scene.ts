/**
 * The set a product is photographed on: backdrops and surfaces, light and shadow, flames, smoke
 * and soft out-of-focus lights. Every picture starts with one of these.
 */
import type { Palette } from "./palette";
import { MATERIAL } from "./palette";
import { pick, type Random } from "./random";
import { type Canvas, at, circle, d, ellipse, group, mix, path, rect, shade, clone } from "./svg";

/** One picture being drawn: the canvas, its random stream, its colours and where light comes from. */
export interface Shot {
  cv: Canvas;
  rnd: Random;
  pal: Palette;
  /** -1: light from the left (shadows fall right); 1: light from the right. */
  light: 1 | -1;
  /** Whether the picture may spend bytes on extra detail (not the front shots listings load). */
  rich: boolean;
}

const WALLS = ["#f7f1e8", "#efe5d6", "#e4ebe2", "#f4e4dc", "#e7e4ee", "#f2ead9", "#e9eef1"] as const;
export type Surface = "wood" | "darkwood" | "marble" | "linen" | "terracotta" | "slate" | "silk";

/** A light wall colour: a neutral of the studio tinted by the fragrance. */
export function wallColour(s: Shot): string {
  return mix(pick(s.rnd, WALLS), s.pal.light, 0.25 + s.rnd() * 0.4);
}

const SURFACES: Readonly<Record<Surface, readonly [top: string, bottom: string]>> = {
  wood: ["#c9a27a", "#a67b52"],
  darkwood: ["#7a5236", "#4e321f"],
  marble: ["#f1eee9", "#dcd7cf"],
  linen: ["#e8dccb", "#d6c6ae"],
  terracotta: ["#c97e59", "#a65d3d"],
  slate: ["#4a4542", "#2e2a28"],
  silk: ["", ""],
};

/** A studio sweep: one wall curving into the floor, brightest behind the product. */
export function sweep(s: Shot, wall = wallColour(s)): void {
  const { cv } = s;
  const light = cv.radial(
    [
      [0, shade(wall, 0.45)],
      [0.55, wall],
      [1, shade(wall, -0.12)],
    ],
    0.5 - s.light * 0.08,
    0.42,
    0.75,
  );
  cv.add(rect(0, 0, 600, 600, light));
}

/** A wall and a table top meeting at `horizon`; the wall brightest behind the product. */
export function table(s: Shot, surface: Surface, horizon: number, wall = wallColour(s)): void {
  const { cv } = s;
  cv.add(
    rect(
      0,
      0,
      600,
      horizon,
      cv.radial(
        [
          [0, shade(wall, 0.4)],
          [1, shade(wall, -0.08)],
        ],
        0.5 - s.light * 0.1,
        0.85,
        0.8,
      ),
    ),
  );
  const [top, bottom] = surface === "silk" ? [s.pal.main, s.pal.deep] : SURFACES[surface];
  cv.add(
    rect(
      0,
      horizon,
      600,
      600 - horizon,
      cv.linear([
        [0, shade(top, 0.25)],
        [0.02, top],
        [1, bottom],
      ]),
    ),
  );
  if (surface === "wood" || surface === "darkwood") {
    const y = horizon + 40 + Math.floor(s.rnd() * 30);
    cv.add(
      path(
        d`M0 ${y}C150 ${y - 8} 420 ${y + 10} 600 ${y}M0 ${y + 70}C200 ${y + 80} 380 ${y + 56} 600 ${y + 74}`,
        "none",
        { stroke: shade(bottom, -0.25), "stroke-width": 2, opacity: 0.3 },
      ),
    );
  } else if (surface === "marble") {
    const y = horizon + 30 + Math.floor(s.rnd() * 40);
    cv.add(
      path(d`M0 ${y + 60}C120 ${y + 20} 200 ${y + 90} 330 ${y + 40}S520 ${y + 10} 600 ${y + 70}`, "none", {
        stroke: "#b9b2a8",
        "stroke-width": 1.5,
        opacity: 0.5,
      }),
    );
  } else if (surface === "silk") {
    cv.add(
      path(
        d`M0 ${horizon + 40}C160 ${horizon + 10} 260 ${horizon + 80} 420 ${horizon + 30}S560 ${horizon + 50} 600 ${horizon + 20}V600H0Z`,
        "#fff",
        { opacity: 0.12 },
      ),
    );
  }
}

/** Slanting window light falling across a wall and table: light and shadow for the front shots. */
export function windowLight(s: Shot): void {
  const x = s.light < 0 ? 40 : 560;
  const k = -s.light;
  s.cv.add(
    path(
      d`M${x} 0H${x + k * 90}L${x + k * 330} 600H${x + k * 200}ZM${x + k * 120} 0H${x + k * 170}L${x + k * 410} 600H${x + k * 350}Z`,
      "#fff",
      { opacity: 0.15 },
    ),
  );
}

/** A temple-like arched niche in the wall, for pooja things. */
export function niche(s: Shot, horizon: number, wall = wallColour(s)): void {
  table(s, pick(s.rnd, ["marble", "linen", "terracotta"] as const), horizon, wall);
  const deep = shade(wall, -0.14);
  s.cv.add(
    path(
      d`M150 ${horizon}V180C150 80 450 80 450 180V${horizon}`,
      s.cv.linear([
        [0, shade(deep, -0.15)],
        [1, deep],
      ]),
      { stroke: shade(wall, 0.4), "stroke-width": 6 },
    ),
  );
}

/** A dark, warm room for lit candles and smoke. */
export function darkRoom(s: Shot, horizon: number): void {
  const { cv, pal } = s;
  const wall = mix(pal.deep, "#120b08", 0.45);
  cv.add(
    rect(
      0,
      0,
      600,
      600,
      cv.linear([
        [0, shade(wall, -0.3)],
        [1, wall],
      ]),
    ),
    ellipse(
      300,
      horizon - 80,
      340,
      260,
      cv.radial([
        [0, "#ffb347", 0.35],
        [1, "#ffb347", 0],
      ]),
    ),
    rect(
      0,
      horizon,
      600,
      600 - horizon,
      cv.linear([
        [0, mix(wall, "#5a3b24", 0.5)],
        [1, shade(wall, -0.4)],
      ]),
    ),
    rect(0, horizon, 600, 2, "#ffcf8a", { opacity: 0.25 }),
  );
}

/** Seen from above: a table top filling the frame (flat-lays of a pack's contents). */
export function flatLay(s: Shot, surface: Surface): void {
  const { cv } = s;
  const [top, bottom] = surface === "silk" ? [s.pal.main, s.pal.deep] : SURFACES[surface];
  cv.add(
    rect(
      0,
      0,
      600,
      600,
      cv.linear(
        [
          [0, top],
          [1, bottom],
        ],
        [0, 0, 1, 1],
      ),
    ),
  );
  if (surface === "wood" || surface === "darkwood") {
    let planks = "";
    for (let x = 120 + Math.floor(s.rnd() * 60); x < 600; x += 150) planks += `M${x} 0V600`;
    cv.add(path(planks, "none", { stroke: shade(bottom, -0.35), "stroke-width": 3, opacity: 0.5 }));
  } else if (surface === "linen" || surface === "silk") {
    cv.add(
      path("M0 140C200 100 380 220 600 160M0 430C220 380 420 500 600 450", "none", {
        stroke: "#fff",
        "stroke-width": 26,
        opacity: 0.12,
      }),
    );
  }
  cv.add(
    rect(
      0,
      0,
      600,
      600,
      cv.radial([
        [0.5, "#000", 0],
        [1, "#000", 0.22],
      ]),
    ),
  );
}

/** Soft out-of-focus lights behind a close-up. */
export function bokeh(s: Shot, base: string, glow: string, count = 9): void {
  const { cv, rnd } = s;
  cv.add(
    rect(
      0,
      0,
      600,
      600,
      cv.radial(
        [
          [0, shade(base, 0.15)],
          [1, shade(base, -0.35)],
        ],
        0.35,
        0.3,
        0.9,
      ),
    ),
  );
  let dots = "";
  for (let i = 0; i < count; i++)
    dots += circle(rnd() * 600, rnd() * 600, 20 + rnd() * 60, glow, {
      opacity: Math.round((0.08 + rnd() * 0.18) * 100) / 100,
    });
  cv.add(group(dots));
}

/** A soft contact shadow under an object whose base is centred at (x, y), `w` wide. */
export function shadow(s: Shot, x: number, y: number, w: number, strength = 1): void {
  const grad = s.cv.radial([
    [0.2, "#2a1a10", 0.45],
    [1, "#2a1a10", 0],
  ]);
  s.cv.add(
    ellipse(x - s.light * w * 0.12, y + 2, w * 0.7, w * 0.12, grad, {
      opacity: strength === 1 ? undefined : strength,
    }),
  );
}

/** A candle or lamp flame with its glow, its base at (x, y), about 40·k tall. */
export function flame(s: Shot, x: number, y: number, k = 1, glow = true): void {
  const { cv } = s;
  const id = cv.shape(
    "flame",
    path(
      "M0 0C-12 0-9-24 0-44C9-24 12 0 0 0Z",
      cv.linear(
        [
          [0.1, MATERIAL.flameCore],
          [0.5, MATERIAL.flame],
          [1, "#ff7b1c"],
        ],
        [0, 1, 0, 0],
      ),
    ) + rect(-1, 0, 2, 6, "#2b1b12"),
  );
  if (glow)
    cv.add(
      circle(
        x,
        y - 18 * k,
        70 * k,
        cv.radial([
          [0, "#ffd27a", 0.55],
          [1, "#ffb347", 0],
        ]),
      ),
    );
  cv.add(clone(id, 0, 0, { transform: at(x, y, k) }));
}

/** Rising smoke from (x, y), `h` tall, drifting to one side. */
export function smoke(s: Shot, x: number, y: number, h: number, width = 3, drift = s.light * -1): void {
  const { cv, rnd } = s;
  const grad = cv.linear([
    [0, "#fff", 0],
    [0.6, "#fff", 0.55],
    [1, "#fff", 0.8],
  ]);
  let lines = "";
  for (let i = 0; i < 2; i++) {
    const sway = 14 + rnd() * 18;
    const dx = drift * (20 + rnd() * 30);
    lines += path(
      d`M${x} ${y}C${x - sway} ${y - h * 0.25} ${x + sway} ${y - h * 0.45} ${x + dx * 0.4} ${y - h * 0.6}S${x + dx - sway} ${y - h * 0.85} ${x + dx} ${y - h}`,
      "none",
      {
        stroke: grad,
        "stroke-width": width * (i ? 0.6 : 1),
        "stroke-linecap": "round",
        opacity: i ? 0.5 : 0.8,
      },
    );
  }
  cv.add(lines);
}

/** A glowing ember at (x, y). */
export function ember(s: Shot, x: number, y: number, r: number): void {
  s.cv.add(
    circle(
      x,
      y,
      r * 3,
      s.cv.radial([
        [0, "#ff8a3d", 0.6],
        [1, "#ff8a3d", 0],
      ]),
    ),
    circle(x, y, r, MATERIAL.ember),
    circle(x - r * 0.2, y - r * 0.2, r * 0.45, "#ffd27a"),
  );
}

/** An object placed and scaled: its own drawing made at the origin. */
export const placed = (x: number, y: number, k: number, inner: string, turn = 0): string =>
  group(inner, { transform: at(x, y, k, turn) });
