/**
 * Pooja essentials in jars, bottles and boxes: camphor, ghee, oil, gangajal and the brass aarti
 * diya. Each is shown in use on the aarti thali (see altar.ts).
 */
import type { Product } from "~/catalog/schema";

import { aarti, litDiya } from "./altar";
import { closeSet, packAndProduct, type KindArt, type Place } from "./compose";
import { carton, cylinder, glassOver, roundShade, wrapLabel } from "./objects";
import { MATERIAL } from "./palette";
import { flame, placed, shadow, type Shot } from "./scene";
import { clone, ellipse, group, mix, path, rect, shade } from "./svg";

/* Camphor */

function tablet(s: Shot): string {
  return s.cv.shape(
    "tablet",
    rect(-16, -16, 32, 30, "#e7e3dc", { rx: 7 }) +
      rect(-16, -22, 32, 26, "#fbfaf7", { rx: 7 }) +
      rect(-10, -18, 12, 6, "#fff", { rx: 3 }),
  );
}

export function tabletPile(s: Shot, x: number, y: number, k: number, count = 7): void {
  shadow(s, x, y, 130 * k, 0.6);
  const id = tablet(s);
  const spots = [
    [-36, 0],
    [0, 4],
    [36, -2],
    [-18, -24],
    [18, -22],
    [0, -46],
    [-54, 22],
    [52, 20],
  ];
  s.cv.add(
    group(
      spots
        .slice(0, count)
        .map(([dx, dy]) => clone(id, dx ?? 0, dy ?? 0))
        .join(""),
      { transform: `translate(${Math.round(x)} ${Math.round(y)}) scale(${k})` },
    ),
  );
}

const camphorJar =
  (s: Shot): Place =>
  (x, y, k) => {
    const lid = mix(s.pal.main, "#1f5fa8", s.pal.prop === "marigold" ? 0.8 : 0.2);
    let inside = cylinder(s, 130, 150, "#f4f2ee", "#fff");
    const tablets = [
      [-34, -20],
      [0, -16],
      [34, -22],
      [-20, -62],
      [20, -58],
      [-34, -104],
      [4, -100],
      [36, -108],
    ];
    for (const [dx, dy] of tablets.slice(0, s.rich ? 8 : 5)) inside += clone(tablet(s), dx ?? 0, dy ?? 0);
    shadow(s, x, y, 180 * k);
    s.cv.add(
      placed(
        x,
        y,
        k,
        inside +
          glassOver(s, 140, 160) +
          placed(0, -160, 1, cylinder(s, 146, 34, lid)) +
          wrapLabel(s, 141, -30, 50, s.pal.light, s.pal.main),
      ),
    );
  };

/* Ghee and oil */

const gheeColour = (s: Shot) => mix(MATERIAL.ghee, s.pal.main, 0.12);

const gheeJar =
  (s: Shot): Place =>
  (x, y, k) => {
    const ghee = gheeColour(s);
    shadow(s, x, y, 200 * k);
    const body =
      cylinder(s, 170, 150, ghee, shade(ghee, 0.25)) +
      path("M-50 -150c20 10 40 -6 60 4s30 -4 34 2", "none", {
        stroke: shade(ghee, -0.15),
        "stroke-width": 3,
      });
    s.cv.add(
      placed(
        x,
        y,
        k,
        body +
          glassOver(s, 176, 156) +
          placed(0, -156, 1, cylinder(s, 184, 36, MATERIAL.brass, MATERIAL.brassLight)) +
          wrapLabel(s, 177, -24, 64, s.pal.light, s.pal.main),
      ),
    );
  };

const oilBottle =
  (s: Shot): Place =>
  (x, y, k) => {
    const oil = mix("#e0a423", s.pal.main, 0.22);
    const outline =
      "M-62 0C-70 0 -74 -6 -74 -16V-190C-74 -220 -40 -236 -28 -262V-284H28V-262C40 -236 74 -220 74 -190V-16C74 -6 70 0 62 0Z";
    shadow(s, x, y, 190 * k);
    s.cv.add(
      placed(
        x,
        y,
        k,
        path(outline, oil) +
          path(outline, roundShade(s, 1.1)) +
          rect(-30, -312, 60, 32, MATERIAL.red, { rx: 6 }) +
          rect(-30, -312, 60, 32, roundShade(s), { rx: 6 }) +
          wrapLabel(s, 148, -40, 110, s.pal.light, s.pal.main, 10) +
          rect(s.light < 0 ? -60 : 46, -200, 12, 150, "#fff", { rx: 6, opacity: 0.35 }),
      ),
    );
  };

/* Gangajal */

const gangajalBottle =
  (s: Shot, p: Product): Place =>
  (x, y, k) => {
    shadow(s, x, y, 180 * k);
    if (/copper|kalash/i.test(p.name)) {
      const cu = s.cv.linear(
        [
          [0, "#e39a6a"],
          [0.5, MATERIAL.copper],
          [1, "#6e3518"],
        ],
        [0, 0, 1, 0],
      );
      s.cv.add(
        placed(
          x,
          y,
          k,
          path("M-30 0C-100 -10 -110 -140 -40 -170V-200H40V-170C110 -140 100 -10 30 0Z", cu) +
            rect(-50, -214, 100, 18, "#8a4522", { rx: 8 }) +
            ellipse(0, -100, 80, 14, "none", { stroke: "#f4c9a6", "stroke-width": 3, opacity: 0.7 }) +
            path("M-60 -120C-70 -80 -64 -50 -50 -30", "none", {
              stroke: "#fff",
              "stroke-width": 8,
              opacity: 0.35,
              "stroke-linecap": "round",
            }),
        ),
      );
    } else {
      const water = "#cfe8f1";
      const outline =
        "M-56 0C-64 0 -66 -6 -66 -14V-170C-66 -196 -30 -210 -22 -232V-252H22V-232C30 -210 66 -196 66 -170V-14C66 -6 64 0 56 0Z";
      s.cv.add(
        placed(
          x,
          y,
          k,
          path(outline, water) +
            path(outline, roundShade(s)) +
            rect(-24, -276, 48, 28, "#1e6fb8", { rx: 5 }) +
            wrapLabel(s, 132, -40, 100, "#fff7e6", "#1e6fb8", 9),
        ),
      );
    }
  };

/* Kumkum, haldi, roli and chawal */

export const kitBox =
  (s: Shot): Place =>
  (x, y, k) => {
    shadow(s, x, y, 240 * k);
    s.cv.add(placed(x, y, k, carton(s, 200, 130, 80, { face: "#9b1c1c", trim: "#f2c14e", premium: true })));
  };

export const poojaArt: Record<"camphor" | "ghee-jar" | "oil-bottle" | "gangajal" | "brass-diya", KindArt> = {
  camphor: {
    front: (s) => packAndProduct(s, camphorJar(s), (x, y, k) => tabletPile(s, x, y, k, 5), { packK: 1.6 }),
    closeUp: (s) => closeSet(s, () => tabletPile(s, 300, 520, 3.4)),
    inUse: (s) =>
      aarti(s, camphorJar(s), (y) => {
        tabletPile(s, 300, y - 10, 1.1, 4);
        flame(s, 300, y - 60, 3);
      }),
  },
  "ghee-jar": {
    front: (s) => packAndProduct(s, gheeJar(s), undefined, { packK: 1.45 }),
    closeUp: (s) =>
      closeSet(s, () => {
        const ghee = gheeColour(s);
        s.cv.add(
          ellipse(300, 420, 260, 120, ghee),
          ellipse(
            300,
            420,
            260,
            120,
            s.cv.radial(
              [
                [0, "#fff", 0.5],
                [1, "#000", 0.15],
              ],
              0.4,
              0.35,
            ),
          ),
        );
        s.cv.add(
          path("M120 400c40 -40 100 -10 150 -30s90 -10 120 20M160 460c50 -20 120 10 200 -20", "none", {
            stroke: shade(ghee, -0.18),
            "stroke-width": 8,
            "stroke-linecap": "round",
          }),
        );
        s.cv.add(
          rect(
            330,
            150,
            30,
            300,
            s.cv.linear(
              [
                [0, MATERIAL.brassLight],
                [1, MATERIAL.brassDark],
              ],
              [0, 0, 1, 0],
            ),
            { rx: 12, transform: "rotate(30 345 300)" },
          ),
        );
      }),
    inUse: (s) => aarti(s, gheeJar(s)),
  },
  "oil-bottle": {
    front: (s) => packAndProduct(s, oilBottle(s), undefined, { packK: 1.3 }),
    closeUp: (s) =>
      closeSet(s, () => {
        litDiya(s, 260, 520, 3);
        s.cv.add(
          path("M330 0C330 120 340 240 332 330", "none", {
            stroke: mix("#e0a423", s.pal.main, 0.22),
            "stroke-width": 10,
            opacity: 0.9,
          }),
        );
      }),
    inUse: (s) => aarti(s, oilBottle(s)),
  },
  gangajal: {
    front: (s, p) => packAndProduct(s, gangajalBottle(s, p), undefined, { packK: 1.35 }),
    closeUp: (s) =>
      closeSet(s, () => {
        s.cv.add(ellipse(300, 420, 280, 110, MATERIAL.copper), ellipse(300, 410, 250, 90, "#9fd3e6"));
        for (const r of [30, 70, 120])
          s.cv.add(
            ellipse(300, 410, r * 2, r * 0.7, "none", { stroke: "#fff", "stroke-width": 3, opacity: 0.5 }),
          );
        s.cv.add(path("M300 120c-14 30 -20 44 -20 56a20 20 0 0 0 40 0c0 -12 -6 -26 -20 -56Z", "#bfe6f3"));
      }),
    inUse: (s, p) => aarti(s, gangajalBottle(s, p)),
  },
  "brass-diya": {
    front: (s) => packAndProduct(s, kitBox(s), (x, y, k) => litDiya(s, x + 30, y, k * 1.5), { packK: 0.9 }),
    closeUp: (s) => closeSet(s, () => litDiya(s, 240, 540, 3.2)),
    inUse: (s) => aarti(s, undefined),
  },
};
