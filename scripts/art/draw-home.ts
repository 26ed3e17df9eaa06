/**
 * Lifestyle: reed diffusers, aroma oils, oil and bakhoor burners, room sprays and handmade
 * soaps, each with its box, close up, and in use on a table.
 */
import type { Product } from "~/catalog/schema";

import { closeSet, packAndProduct, productInUse, type KindArt, type Place } from "./compose";
import { carton, cylinder, roundShade, wrapLabel } from "./objects";
import { MATERIAL } from "./palette";
import { between, pick } from "./random";
import { ember, flame, placed, shadow, smoke, type Shot } from "./scene";
import { circle, d, ellipse, group, mix, path, rect, shade } from "./svg";

export const box =
  (s: Shot, w = 150, h = 200, depth = 60): Place =>
  (x, y, k) => {
    shadow(s, x, y, (w + 40) * k);
    s.cv.add(
      placed(
        x,
        y,
        k,
        carton(s, w, h, depth, {
          face: s.pal.moody ? s.pal.deep : s.pal.main,
          trim: s.pal.trim,
          premium: s.pal.moody,
        }),
      ),
    );
  };

const liquidOf = (s: Shot) => mix(s.pal.main, "#f4e7c8", 0.35);

/* Diffuser */

const diffuser =
  (s: Shot, reeds = true): Place =>
  (x, y, k) => {
    const liquid = liquidOf(s);
    const outline =
      "M-70 0C-86 0 -90 -14 -90 -40V-110C-90 -150 -40 -160 -30 -170V-190H30V-170C40 -160 90 -150 90 -110V-40C90 -14 86 0 70 0Z";
    let sticks = "";
    if (reeds)
      for (let i = 0; i < 7; i++)
        sticks += d`M${(i - 3) * 3} -180L${(i - 3) * 34 + (s.rnd() - 0.5) * 10} ${-420 + Math.abs(i - 3) * 26}`;
    shadow(s, x, y, 200 * k);
    s.cv.add(
      placed(
        x,
        y,
        k,
        path(sticks, "none", { stroke: "#b08a5a", "stroke-width": 4, "stroke-linecap": "round" }) +
          path("M-90 -70V-40C-90 -14 -86 0 -70 0H70C86 0 90 -14 90 -40V-70Z", liquid) +
          path(outline, roundShade(s), { stroke: "#fff", "stroke-width": 3 }) +
          rect(-32, -206, 64, 20, reeds ? "#3a2a20" : "#1c1c1c", { rx: 4 }) +
          (reeds ? "" : rect(-26, -250, 52, 46, "#1c1c1c", { rx: 10 })) +
          rect(s.light < 0 ? -70 : 56, -130, 12, 90, "#fff", { rx: 6, opacity: 0.45 }) +
          wrapLabel(s, 140, -86, 40, s.pal.light, s.pal.main, 8),
      ),
    );
  };

/* Burners */

const burner =
  (s: Shot, p: Product, lit: boolean): Place =>
  (x, y, k) => {
    shadow(s, x, y, 200 * k);
    if (/brass|bakhoor/i.test(p.name)) {
      const brass = s.cv.linear(
        [
          [0, MATERIAL.brassLight],
          [0.5, MATERIAL.brass],
          [1, MATERIAL.brassDark],
        ],
        [0, 0, 1, 0],
      );
      s.cv.add(
        placed(
          x,
          y,
          k,
          path("M-70 0H70L50 -40H-50Z", brass) +
            rect(-16, -110, 32, 72, brass) +
            path("M-80 -110C-80 -170 80 -170 80 -110Z", brass) +
            ellipse(0, -150, 70, 14, MATERIAL.brassDark) +
            path("M-60 -150C-30 -210 30 -210 60 -150", "none", {
              stroke: MATERIAL.brassLight,
              "stroke-width": 4,
              "stroke-dasharray": "6 6",
            }),
        ),
      );
      if (lit) {
        ember(s, x, y - 156 * k, 8 * k);
        smoke(s, x, y - 170 * k, 220, 6);
      }
    } else {
      const glaze = pick(s.rnd, ["#f1ece4", "#9fb8a0", "#c98b6b", "#4f6d8f"]);
      s.cv.add(
        placed(
          x,
          y,
          k,
          cylinder(s, 130, 150, glaze, shade(glaze, 0.2), 18) +
            path("M-26 0V-60C-26 -86 26 -86 26 -60V0Z", lit ? "#ffb347" : "#3a2a20") +
            placed(
              0,
              -150,
              1,
              path("M-86 0C-80 40 80 40 86 0Z", glaze) +
                ellipse(0, 0, 86, 18, shade(glaze, -0.2)) +
                ellipse(0, 0, 70, 13, liquidOf(s)),
            ),
        ),
      );
      if (lit) flame(s, x, y - 8 * k, 0.8 * k);
    }
  };

/* Room spray */

const spray =
  (s: Shot): Place =>
  (x, y, k) => {
    const can = s.pal.main;
    shadow(s, x, y, 150 * k);
    s.cv.add(
      placed(
        x,
        y,
        k,
        cylinder(s, 110, 260, can, shade(can, 0.2), 16) +
          path("M-55 -260C-55 -290 -30 -300 0 -300S55 -290 55 -260Z", shade(can, -0.1)) +
          path("M-55 -260C-55 -290 -30 -300 0 -300S55 -290 55 -260Z", roundShade(s)) +
          wrapLabel(s, 111, -70, 110, s.pal.light, s.pal.main, 16),
      ),
    );
    s.cv.add(
      placed(
        x,
        y - 300 * k,
        k,
        cylinder(s, 60, 44, "#f4f1ea", "#ffffff", 8) + rect(24, -34, 16, 10, "#777", { rx: 3 }),
      ),
    );
  };

function mist(s: Shot, x: number, y: number, dir: number, reach: number): void {
  let dots = "";
  for (let i = 0; i < 40; i++) {
    const t = s.rnd();
    const spread = t * reach * 0.35;
    dots += `M${Math.round(x + dir * t * reach)} ${Math.round(y + (s.rnd() - 0.5) * spread * 2)}h3v3h-3Z`;
  }
  s.cv.add(
    ellipse(
      x + dir * reach * 0.55,
      y,
      reach * 0.55,
      reach * 0.22,
      s.cv.radial([
        [0, "#fff", 0.55],
        [1, "#fff", 0],
      ]),
    ),
    path(dots, "#fff", { opacity: 0.7 }),
  );
}

/* Soap */

function soapBar(s: Shot, wrapped: boolean): string {
  const c = mix(s.pal.main, "#f4ead8", 0.45);
  const top = "M-100 -60L-60 -90H100L60 -60Z";
  let flecks = "";
  for (let i = 0; i < 14; i++) flecks += `M${between(s.rnd, -90, 90)} ${between(s.rnd, -84, -64)}h3v2h-3Z`;
  return (
    rect(-100, -60, 160, 60, shade(c, -0.08), { rx: 10 }) +
    path("M60 -60L100 -90V-30L60 0Z", shade(c, -0.25)) +
    path(top, shade(c, 0.12)) +
    path(flecks, shade(s.pal.main, -0.2), { opacity: 0.5 }) +
    (wrapped
      ? path("M-30 0V-60L10 -90H50L10 -60V0Z", MATERIAL.kraft) +
        path("M-10 -2V-62L30 -90", "none", { stroke: "#6b4a2a", "stroke-width": 2 })
      : "")
  );
}

const soaps =
  (s: Shot): Place =>
  (x, y, k) => {
    shadow(s, x, y, 260 * k);
    s.cv.add(
      placed(
        x,
        y,
        k,
        path("M-150 0C-150 16 150 16 150 0L136 -20H-136Z", "#8a5430") +
          placed(-20, -14, 1, soapBar(s, false)) +
          placed(30, -74, 0.9, soapBar(s, true)),
      ),
    );
  };

function bubbles(s: Shot, x: number, y: number, r: number, count: number): void {
  let g = "";
  for (let i = 0; i < count; i++) {
    const a = s.rnd() * Math.PI * 2;
    const rr = 6 + s.rnd() * 22;
    const cx = x + Math.cos(a) * r * s.rnd();
    const cy = y + Math.sin(a) * r * 0.4 * s.rnd();
    g +=
      circle(cx, cy, rr, "#fff", { opacity: 0.35, stroke: "#fff", "stroke-width": 2 }) +
      circle(cx - rr * 0.3, cy - rr * 0.3, rr * 0.25, "#fff", { opacity: 0.8 });
  }
  s.cv.add(group(g));
}

export const homeArt: Record<"diffuser" | "aroma-oil" | "burner" | "air-freshener" | "soap", KindArt> = {
  diffuser: {
    front: (s) => packAndProduct(s, box(s, 140, 220, 60), diffuser(s), { productK: 1 }),
    closeUp: (s) => closeSet(s, () => diffuser(s)(300, 980, 2.6)),
    inUse: (s) => productInUse(s, diffuser(s), box(s, 140, 220, 60)),
  },
  "aroma-oil": {
    front: (s) => packAndProduct(s, box(s, 120, 200, 50), diffuser(s, false), { productK: 0.9 }),
    closeUp: (s) => closeSet(s, () => diffuser(s, false)(300, 760, 2.4)),
    inUse: (s, p) => productInUse(s, burner(s, p, true), diffuser(s, false)),
  },
  burner: {
    front: (s, p) => packAndProduct(s, burner(s, p, false), undefined, { packK: 1.4 }),
    closeUp: (s, p) => closeSet(s, () => burner(s, p, true)(300, 720, 2.6)),
    inUse: (s, p) => productInUse(s, burner(s, p, true), box(s, 150, 150, 70)),
  },
  "air-freshener": {
    front: (s) => packAndProduct(s, spray(s), undefined, { packK: 1.15 }),
    closeUp: (s) =>
      closeSet(s, () => {
        spray(s)(250, 1100, 2.6);
        mist(s, 330, 215, 1, 260);
      }),
    inUse: (s) =>
      productInUse(s, spray(s), undefined, (x, y) => mist(s, x + 40, y - 330, x < 300 ? 1 : -1, 240)),
  },
  soap: {
    front: (s) => packAndProduct(s, soaps(s), undefined, { packK: 1.4 }),
    closeUp: (s) =>
      closeSet(s, () => {
        s.cv.add(placed(330, 560, 3, soapBar(s, false)));
        bubbles(s, 200, 340, 160, 12);
      }),
    inUse: (s) =>
      productInUse(s, soaps(s), undefined, (x, y) => {
        bubbles(s, x - 40, y - 110, 90, 8);
      }),
  },
};
