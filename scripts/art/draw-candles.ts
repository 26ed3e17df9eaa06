/**
 * Candles: each collection in its own vessel (tealight cups, clear, amber and mercury glass,
 * ceramic bowls, hammered tins, ribbed pillars, massage tins with a spout, mango wood, cubes,
 * votives, floating flowers, clay diyas), shown with its gift box, close on the flame, and lit
 * in a dark room.
 */
import type { Product } from "~/catalog/schema";

import { frontSet, inUseSet, type KindArt } from "./compose";
import { KINDS, type Kind } from "./kinds";
import { carton, clayDiya, cylinder, glassOver, roundShade, waxOf, waxTop, wrapLabel } from "./objects";
import { MATERIAL } from "./palette";
import { cornerProps, prop, scatter } from "./props";
import { between, pick } from "./random";
import { bokeh, flame, placed, shadow, type Shot } from "./scene";
import { d, ellipse, mix, path, rect, shade, clone } from "./svg";

type CandleKind = Extract<Kind, `${string}-candle` | "tealight">;

interface Vessel {
  /** The drawing, base centred at the origin. */
  art: string;
  w: number;
  /** Height of the wick's foot above the base. */
  wick: number;
  /** Extra wicks (x offsets) besides the centre one. */
  wicks?: readonly number[];
}

const GLAZES = ["#9fb8a0", "#e9e4da", "#c98b6b", "#4f6d8f", "#d9b8a6", "#2f4f4f"] as const;

function glassTint(p: Product): { tint: string; opacity: number } | "mercury" {
  if (p.subCategory === "Mercury Collection") return "mercury";
  if (/amber/i.test(p.name)) return { tint: "#b5651d", opacity: 0.6 };
  return { tint: MATERIAL.glass, opacity: 0.22 };
}

/** The candle itself, in its vessel; `glaze` picks a ceramic colour where there is one. */
function vessel(s: Shot, p: Product, kind: CandleKind): Vessel {
  const wax = waxOf(s.pal.main);
  const glaze = pick(s.rnd, GLAZES);
  switch (kind) {
    case "tealight": {
      const one = s.cv.shape(
        "tealight",
        cylinder(s, 64, 22, MATERIAL.tin, shade(MATERIAL.tin, 0.3), 11) +
          waxTop(0, -22, 28, 8, p.fragrance ? wax : MATERIAL.wax),
      );
      return { art: clone(one, 0, 0), w: 64, wick: 22 };
    }
    case "glass-candle": {
      const t = glassTint(p);
      const w = 150;
      const h = 170;
      let art: string;
      if (t === "mercury") {
        const merc = s.cv.linear(
          [
            [0, shade(s.pal.main, 0.55)],
            [0.35, "#e9e4dc"],
            [0.6, shade(s.pal.main, 0.15)],
            [1, shade(s.pal.main, -0.35)],
          ],
          [0, 0, 1, 0],
        );
        let speckle = "";
        for (let i = 0; i < 26; i++)
          speckle += `M${between(s.rnd, -70, 66)} ${between(s.rnd, -160, -10)}h4v4h-4Z`;
        art =
          path(d`M-75 -170V0A75 24 0 0 0 75 0V-170Z`, merc) +
          path(speckle, "#3b3330", { opacity: 0.25 }) +
          ellipse(0, -170, 75, 24, shade(s.pal.main, 0.5)) +
          waxTop(0, -166, 64, 19, wax);
      } else {
        const level = -h * 0.78;
        const inner = cylinder(s, w - 14, -level, wax, null, 20);
        const flowers = /dry flower/i.test(p.name)
          ? path(
              "M-50 -30l10 -14l10 14l-10 14zM20 -60l10 -14l10 14l-10 14zM-10 -90l8 -10l8 10l-8 10z",
              "#d46a8a",
              { opacity: 0.8 },
            )
          : "";
        art = inner + flowers + glassOver(s, w, h, t.tint, 24, t.opacity) + waxTop(0, level, 62, 18, wax);
      }
      return { art, w, wick: t === "mercury" ? 166 : h * 0.78 };
    }
    case "bowl-candle": {
      // One bowl drawn once; each <use> gives it its own glaze (the body takes the use's fill).
      const body = "M-95-80C-95 15 95 15 95-80Z";
      const bowl = s.cv.shape(
        "bowl",
        path(body, undefined) +
          path(body, roundShade(s)) +
          ellipse(0, -80, 95, 19, "#fff", { opacity: 0.3 }) +
          waxTop(0, -78, 84, 15, wax),
      );
      const at3 = (x: number, y: number, k: number, g: string) =>
        clone(bowl, 0, 0, { transform: `translate(${x} ${y}) scale(${k})`, fill: g });
      return {
        art:
          at3(-96, 12, 0.66, pick(s.rnd, GLAZES)) +
          at3(100, 16, 0.58, pick(s.rnd, GLAZES)) +
          clone(bowl, 0, 0, { fill: glaze }),
        w: 190,
        wick: 78,
      };
    }
    case "metal-candle": {
      let dents = "";
      for (let i = 0; i < 18; i++)
        dents += `M${between(s.rnd, -84, 76)} ${between(s.rnd, -100, -14)}a6 4 0 1 0 12 0a6 4 0 1 0 -12 0`;
      const tin = s.pal.prop === "gold" ? "#c9a25a" : pick(s.rnd, ["#b9bcbf", "#c79a6b", "#8f9a9e"]);
      const art =
        cylinder(s, 180, 110, tin, shade(tin, 0.2), 26) +
        path(dents, "#fff", { opacity: 0.22 }) +
        ellipse(0, -110, 80, 22, shade(tin, -0.3)) +
        waxTop(0, -106, 78, 21, wax);
      return { art, w: 180, wick: 106 };
    }
    case "ribbed-candle": {
      const w = 130;
      const h = 190;
      let ribs = "";
      for (let a = -75; a <= 75; a += 15)
        ribs += `M${Math.round((w / 2) * Math.sin((a * Math.PI) / 180))} ${-h + 20}V${-4}`;
      const art =
        cylinder(s, w, h, wax, null, 20) +
        path(ribs, "none", { stroke: shade(wax, -0.18), "stroke-width": 5, opacity: 0.55 }) +
        waxTop(0, -h, 40, 10, shade(wax, -0.04));
      return { art, w, wick: h };
    }
    case "massage-candle": {
      const pot = pick(s.rnd, ["#e9e4da", "#2f2f33", "#c98b6b"]);
      const art =
        cylinder(s, 170, 120, pot, shade(pot, 0.2), 26) +
        path("M70 -126L104 -136L84 -112Z", pot) +
        ellipse(0, -118, 74, 20, shade(wax, 0.15)) +
        ellipse(-14, -120, 30, 6, "#fff", { opacity: 0.6 }) +
        path("M-8 -118v-10", "none", { stroke: "#2b1b12", "stroke-width": 2.5 }) +
        wrapLabel(s, 171, -24, 40, s.pal.light, s.pal.main, 26);
      return { art, w: 170, wick: 118 };
    }
    case "wooden-candle": {
      const wood = s.cv.linear(
        [
          [0, "#b07a4a"],
          [0.5, "#8a5430"],
          [1, "#5e3519"],
        ],
        [0, 0, 1, 0],
      );
      const bowl = "M-110 -80C-112 -10 -80 0 0 0S112 -10 110 -80Z";
      const art =
        path(bowl, wood) +
        path("M-100 -60C-60 -40 60 -40 100 -60M-96 -34C-50 -18 50 -18 96 -34", "none", {
          stroke: "#4a2a12",
          "stroke-width": 2,
          opacity: 0.45,
        }) +
        ellipse(0, -80, 110, 26, "#6e4020") +
        waxTop(0, -78, 96, 22, wax);
      return { art, w: 220, wick: 78, wicks: [-40, 40] };
    }
    case "cube-candle": {
      const art = carton(s, 120, 120, 44, { face: wax, trim: wax, plain: true });
      return { art, w: 130, wick: 132 };
    }
    case "floating-candle": {
      const petalRing = (c: string) => {
        let g = "";
        for (let i = 0; i < 8; i++)
          g += ellipse(0, -18, 10, 18, c, { transform: `rotate(${i * 45}) scale(1 0.35)` });
        return g;
      };
      const one = s.cv.shape(
        "float",
        petalRing(pick(s.rnd, ["#f7a8c0", "#fbe3a0", "#f4f1ea"])) + ellipse(0, -6, 14, 6, "#fff6e8"),
      );
      return {
        art:
          placed(-60, -4, 1.4, clone(one, 0, 0)) +
          placed(62, 2, 1.4, clone(one, 0, 0)) +
          placed(0, 10, 1.6, clone(one, 0, 0)),
        w: 200,
        wick: 20,
      };
    }
    case "diya-candle": {
      const one = clayDiya(s, MATERIAL.wax);
      return {
        art:
          placed(-70, -6, 0.9, clone(one, 0, 0)) +
          placed(70, -2, 0.9, clone(one, 0, 0)) +
          placed(0, 12, 1, clone(one, 0, 0)),
        w: 220,
        wick: 38,
      };
    }
    case "votive-candle": {
      const art =
        cylinder(s, 90, 70, wax, null, 14) +
        glassOver(s, 100, 96, MATERIAL.glass, 16) +
        waxTop(0, -70, 40, 10, wax);
      return { art, w: 100, wick: 70 };
    }
  }
}

/** The wicks' flames of a vessel standing at (x, y), scaled by k. */
function light(s: Shot, v: Vessel, x: number, y: number, k: number, flameK = k): void {
  for (const dx of [0, ...(v.wicks ?? [])]) flame(s, x + dx * k, y - (v.wick + 10) * k, flameK, dx === 0);
}

function candleAt(
  s: Shot,
  p: Product,
  kind: CandleKind,
  x: number,
  y: number,
  k: number,
  lit: boolean,
): Vessel {
  const v = vessel(s, p, kind);
  shadow(s, x, y, v.w * 1.3 * k);
  if (kind === "floating-candle")
    s.cv.add(
      placed(
        x,
        y,
        k,
        ellipse(0, 8, 130, 30, MATERIAL.brassDark) +
          ellipse(0, 0, 124, 26, "#7fb2c0") +
          ellipse(-20, -4, 60, 8, "#fff", { opacity: 0.3 }),
      ),
    );
  if (kind === "tealight") {
    const one = v.art;
    // Either a row of three, or a wrapped stack of the pack with two in front of it.
    const stack = s.rnd() < 0.45;
    const spots: readonly (readonly [number, number, number])[] = stack
      ? [
          [-52, 26, 1],
          [58, 30, 1],
        ]
      : [
          [-70, -10, 1],
          [70, -6, 1],
          [0, 10, 1.1],
        ];
    if (stack) {
      let column = "";
      let rims = "";
      for (let i = 0; i < 6; i++) {
        column += placed(0, -i * 22, 1, one);
        rims += `M-32 ${-i * 22 - 4}H32`;
      }
      column += path(rims, "none", { stroke: "#6f7478", "stroke-width": 2, opacity: 0.5 });
      s.cv.add(
        placed(
          x + 10 * k,
          y - 14 * k,
          k,
          column +
            rect(-34, -140, 68, 150, "#fff", { rx: 8, opacity: 0.25 }) +
            rect(-34, -80, 68, 30, s.pal.main),
        ),
      );
    }
    s.cv.add(placed(x, y, k, spots.map(([dx, dy, kk]) => placed(dx, dy, kk, one)).join("")));
    if (lit)
      for (const [dx, dy, kk] of spots)
        flame(s, x + dx * k, y + (dy - 34 * kk) * k, k * kk * 0.8, dx === spots[0]![0]);
    return v;
  }
  s.cv.add(placed(x, y, k, v.art));
  if (lit) light(s, v, x, y, k);
  return v;
}

const giftBox = (s: Shot, x: number, y: number, k: number) => {
  shadow(s, x, y, 220 * k);
  s.cv.add(
    placed(
      x,
      y,
      k,
      carton(s, 190, 150, 70, {
        face: s.pal.moody ? s.pal.deep : s.pal.main,
        trim: s.pal.trim,
        premium: s.pal.moody,
      }),
    ),
  );
};

function front(kind: CandleKind) {
  return (s: Shot, p: Product) => {
    const floor = frontSet(s, ["sweep", "table", "window", "table"], ["wood", "marble", "linen", "darkwood"]);
    const side = s.rnd() < 0.5 ? -1 : 1;
    const withBox = kind !== "floating-candle" && s.rnd() < 0.7;
    if (withBox) giftBox(s, 300 + side * 150, floor - 20, 1);
    const k = kind === "tealight" ? 2 : kind === "votive-candle" ? 2.2 : 1.7;
    candleAt(s, p, kind, 300 - (withBox ? side * 40 : 0), floor + 30, k, s.rnd() < 0.55);
    cornerProps(s, floor + 60, withBox ? (side === 1 ? 1 : -1) : 0);
  };
}

/** Close on the wax pool and the flame, the vessel's rim filling the frame. */
function closeUp(kind: CandleKind) {
  return (s: Shot, p: Product) => {
    bokeh(s, mix(s.pal.deep, "#2b160c", 0.45), "#ffcf7a", 10);
    const v = vessel(s, p, kind);
    const k = Math.min(3.6, 460 / v.w);
    if (kind === "floating-candle")
      s.cv.add(rect(0, 330, 600, 270, "#5f97a8"), ellipse(300, 340, 420, 40, "#fff", { opacity: 0.2 }));
    const y = 360 + v.wick * k;
    s.cv.add(placed(300, y, k, v.art));
    light(s, v, 300, y, k, k * 0.8);
  };
}

/** Lit in a dark room on a tray, a second candle glowing behind. */
function inUse(kind: CandleKind) {
  return (s: Shot, p: Product) => {
    const horizon = inUseSet(s, ["dark", "dark", "table"]);
    const y = horizon + 130;
    const x = 300 + between(s.rnd, -50, 50);
    if (s.rnd() < 0.6) giftBox(s, x < 300 ? 470 : 130, horizon + 40, 0.6);
    else candleAt(s, p, kind, x < 300 ? 480 : 120, horizon + 36, 0.55, true);
    s.cv.add(
      placed(
        x,
        y + 6,
        1,
        rect(-170, -8, 340, 26, shade("#6e4020", -0.1), { rx: 10 }) +
          rect(-170, -12, 340, 10, "#8a5430", { rx: 5 }),
      ),
    );
    candleAt(s, p, kind, x, y - 6, kind === "tealight" ? 1.4 : 1.15, true);
    prop(s, x > 300 ? 110 : 490, y + 60, 1.6);
    scatter(s, 60, y + 40, 480, 40, 5);
  };
}

const CANDLE_KINDS = KINDS.filter((k): k is CandleKind => k.endsWith("-candle") || k === "tealight");

export const candleArt = Object.fromEntries(
  CANDLE_KINDS.map((k) => [k, { front: front(k), closeUp: closeUp(k), inUse: inUse(k) }]),
) as Record<CandleKind, KindArt>;
