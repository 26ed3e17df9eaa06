/**
 * Small pooja things: jyot and ghee diya batti, cotton phool batti, kalawa thread and the
 * kumkum, haldi, roli and chawal kits.
 */
import type { Product } from "~/catalog/schema";

import { aarti, litDiya } from "./altar";
import { closeSet, packAndProduct, type KindArt, type Place } from "./compose";
import { kitBox } from "./draw-pooja";
import { carton, cylinder, roundShade } from "./objects";
import { MATERIAL } from "./palette";
import { prop, scatter } from "./props";
import { between, pick } from "./random";
import { flatLay, placed, shadow, type Shot } from "./scene";
import { circle, clone, d, ellipse, group, mix, path, rect, shade } from "./svg";

/* Jyot and diya batti */

function jyot(s: Shot, dipped: boolean): string {
  const cotton = dipped ? mix(MATERIAL.cotton, MATERIAL.ghee, 0.45) : MATERIAL.cotton;
  return s.cv.shape(
    `jyot${dipped}`,
    ellipse(0, 0, 22, 7, shade(cotton, -0.12)) +
      path("M-18 -2C-10 -10 -4 -30 0 -46C4 -30 10 -10 18 -2Z", cotton) +
      path("M-18 -2C-10 -10 -4 -30 0 -46C4 -30 10 -10 18 -2Z", roundShade(s, 0.6)),
  );
}

/** Ghee diya batti: a little cup of set ghee with a wick. */
function gheeCup(s: Shot): string {
  return s.cv.shape(
    "gheecup",
    cylinder(s, 48, 22, "#d8d2c8", mix(MATERIAL.ghee, "#fff", 0.3), 8) +
      path("M0 -22v-12", "none", { stroke: MATERIAL.cotton, "stroke-width": 4, "stroke-linecap": "round" }),
  );
}

const battiOf = (s: Shot, p: Product) =>
  /ghee diya/i.test(p.subCategory) ? gheeCup(s) : jyot(s, !/cotton|phool/i.test(p.name));

const battiPile =
  (s: Shot, p: Product): Place =>
  (x, y, k) => {
    shadow(s, x, y, 160 * k, 0.6);
    const id = battiOf(s, p);
    s.cv.add(
      group(
        [
          [-44, 0],
          [0, 8],
          [44, 2],
          [-22, -20],
          [24, -18],
        ]
          .map(([dx, dy]) => clone(id, dx ?? 0, dy ?? 0))
          .join(""),
        { transform: `translate(${Math.round(x)} ${Math.round(y)}) scale(${k * 1.25})` },
      ),
    );
  };

const battiBox =
  (s: Shot, p: Product): Place =>
  (x, y, k) => {
    const id = battiOf(s, p);
    let grid = "";
    for (let r = 0; r < 2; r++)
      for (let c = 0; c < 3; c++) grid += clone(id, (c - 1) * 40, -12 - r * 50, { transform: undefined });
    const face = s.pal.prop === "marigold" ? "#c0392b" : s.pal.main;
    const front =
      rect(-66, -170, 132, 120, shade(face, 0.55), { rx: 10 }) +
      group(grid, { transform: "translate(0 -56) scale(0.9)" }) +
      rect(-66, -170, 132, 120, "#fff", { rx: 10, opacity: 0.15 });
    shadow(s, x, y, 220 * k);
    s.cv.add(
      placed(
        x,
        y,
        k,
        carton(s, 170, 200, 50, { face, trim: s.pal.prop === "marigold" ? "#f2c14e" : s.pal.trim, front }),
      ),
    );
  };

/* Kalawa */

function spool(s: Shot, w: number, h: number): string {
  return (
    path(d`M0 0V${-h}`, "none", { stroke: "#c62828", "stroke-width": w }) +
    path(d`M0 -2V${-h + 2}`, "none", { stroke: "#f9a825", "stroke-width": w, "stroke-dasharray": "3 7" }) +
    path(d`M0 -4V${-h + 4}`, "none", { stroke: "#e65100", "stroke-width": w, "stroke-dasharray": "2 13" }) +
    rect(-w / 2, -h, w, h, roundShade(s, 1.2)) +
    ellipse(0, -h, w / 2, w * 0.16, "#a31f1f") +
    ellipse(0, -h, w * 0.16, w * 0.06, "#3a1a10")
  );
}

const spools =
  (s: Shot, p: Product): Place =>
  (x, y, k) => {
    const big = /large/i.test(p.name);
    shadow(s, x, y, 240 * k);
    s.cv.add(
      placed(
        x,
        y,
        k,
        placed(-60, 6, 1, spool(s, 110, big ? 170 : 110)) +
          placed(62, 14, 1, spool(s, 90, big ? 130 : 86)) +
          path("M20 10C60 40 130 20 150 44S100 70 60 60", "none", { stroke: "#c62828", "stroke-width": 4 }),
      ),
    );
  };

const threadLoops =
  (s: Shot): Place =>
  (x, y, k) => {
    let loops = "";
    for (let i = 0; i < 4; i++)
      loops += path(
        d`M${-110 + i * 6} ${-i * 5}C-60 ${-60 - i * 6} 60 ${-60 + i * 4} ${110 - i * 8} ${-i * 3}C60 ${40 + i * 3} -60 ${40 - i * 5} ${-110 + i * 6} ${-i * 5}`,
        "none",
        { stroke: i % 2 ? "#f9a825" : "#c62828", "stroke-width": 4 },
      );
    s.cv.add(placed(x, y - 10, k, loops));
  };

/* Kumkum, haldi, roli and chawal */

function dibbi(s: Shot, powder: string): string {
  return (
    cylinder(s, 90, 40, "#7a1f1f", "#5a1414") +
    ellipse(0, -40, 38, 11, powder) +
    path("M-24 -42C-10 -52 10 -52 24 -42", "none", { stroke: shade(powder, 0.25), "stroke-width": 5 })
  );
}

const dibbis =
  (s: Shot, p: Product): Place =>
  (x, y, k) => {
    const second = /chawal|rice/i.test(p.name) ? "#f4efe2" : "#f2b705";
    shadow(s, x, y, 240 * k);
    s.cv.add(placed(x, y, k, placed(-56, 0, 1, dibbi(s, "#d0102a")) + placed(56, 10, 1, dibbi(s, second))));
  };

export const ritualArt: Record<"jyot-batti" | "kalawa" | "pooja-kit", KindArt> = {
  "jyot-batti": {
    front: (s, p) => packAndProduct(s, battiBox(s, p), battiPile(s, p)),
    closeUp: (s, p) => closeSet(s, () => battiPile(s, p)(300, 500, 3)),
    inUse: (s, p) =>
      aarti(s, battiBox(s, p), (y) => {
        litDiya(s, 280, y - 8, 1.25, mix(MATERIAL.ghee, "#fff", 0.2));
        s.cv.add(clone(battiOf(s, p), 0, 0, { transform: `translate(406 ${y - 84}) scale(0.9) rotate(40)` }));
      }),
  },
  kalawa: {
    front: (s, p) => packAndProduct(s, spools(s, p), threadLoops(s), { productK: 0.9 }),
    closeUp: (s, p) => closeSet(s, () => spools(s, p)(300, 560, 2.2)),
    inUse: (s, p) => {
      flatLay(s, pick(s.rnd, ["silk", "wood", "linen"] as const));
      const [x, y] = [300 + between(s.rnd, -30, 30), 300 + between(s.rnd, -30, 30)];
      s.cv.add(
        circle(x + 10, y + 14, 230, "#000", { opacity: 0.2 }),
        circle(x, y, 230, MATERIAL.brass),
        circle(x, y, 200, MATERIAL.brassLight, { opacity: 0.5 }),
      );
      threadLoops(s)(x, y + 20, 1.6);
      spools(s, p)(x + 80, y + 120, 0.7);
      prop(s, x - 120, y - 100, 1.8, "marigold");
      scatter(s, x - 150, y - 150, 300, 300, 14, "#f4efe2");
    },
  },
  "pooja-kit": {
    front: (s, p) => packAndProduct(s, kitBox(s), dibbis(s, p)),
    closeUp: (s, p) => closeSet(s, () => dibbis(s, p)(300, 520, 2.6)),
    inUse: (s, p) => aarti(s, dibbis(s, p)),
  },
};
