/**
 * Dhoop that is not a stick: cones, sambrani cups, lakkad (aromatic wood), hawan samagri and the
 * organic loose goods (powders, resins, dried petals, cow-dung cakes) sold in kraft pouches.
 */
import type { Product } from "~/catalog/schema";

import { packAndProduct, inUseSet, type Draw, type KindArt, type Place } from "./compose";
import { carton, pouch, roundShade } from "./objects";
import { MATERIAL } from "./palette";
import { prop, scatter } from "./props";
import { between, pick } from "./random";
import { bokeh, ember, flame, flatLay, placed, shadow, smoke, type Shot } from "./scene";
import { at, circle, d, ellipse, group, mix, path, rect, shade, clone } from "./svg";

const doughOf = (s: Shot) => mix(s.pal.main, "#4a2e1e", 0.45);

function cone(s: Shot, lit = false): string {
  const c = doughOf(s);
  return s.cv.shape(
    `cone${lit}`,
    path("M-20 0L-4 -52C-2 -56 2 -56 4 -52L20 0C8 5 -8 5 -20 0Z", c) +
      path("M-20 0L-4 -52C-2 -56 2 -56 4 -52L20 0C8 5 -8 5 -20 0Z", roundShade(s)) +
      (lit ? path("M-5 -48C-2 -56 2 -56 5 -48C2 -46 -2 -46 -5 -48Z", MATERIAL.ash) : ""),
  );
}

/** A little heap of cones, with (x, y) at the middle of the heap's base. */
const cones =
  (s: Shot): Place =>
  (x, y, k) => {
    shadow(s, x, y, 150 * k, 0.7);
    const id = cone(s);
    const spots = (
      [
        [-34, -4],
        [34, -6],
        [0, 6],
        [-58, 16],
        [56, 18],
      ] as const
    ).slice(0, s.rich ? 5 : 4);
    s.cv.add(
      group(spots.map(([dx, dy]) => clone(id, dx, dy)).join(""), {
        transform: `translate(${x} ${y}) scale(${k * 1.3})`,
      }),
    );
  };

function windowOf(s: Shot, contents: string, w: number, h: number, top: number, face: string): string {
  const gloss = s.rich ? rect(-w / 2, top, w, h, "#fff", { rx: 10, opacity: 0.12 }) : "";
  return rect(-w / 2, top, w, h, shade(face, -0.45), { rx: 10 }) + contents + gloss;
}

/** A carton with a window showing two of what it holds (`item`, a shape id), `w` × `h` × `depth`. */
function windowBox(
  s: Shot,
  premium: boolean,
  item: string,
  size: readonly [w: number, h: number, depth: number],
  win: readonly [w: number, h: number, top: number, scale: number],
): Place {
  return (x, y, k) => {
    const face = premium ? s.pal.deep : s.pal.main;
    const [w, h, depth] = size;
    const [ww, wh, top, scale] = win;
    const row = clone(item, -ww * 0.28, 0) + clone(item, ww * 0.28, 0);
    const front = windowOf(
      s,
      group(row, { transform: `translate(0 ${top + wh - 12}) scale(${scale})` }),
      ww,
      wh,
      top,
      face,
    );
    shadow(s, x, y, (w + 50) * k);
    s.cv.add(
      placed(
        x,
        y,
        k,
        carton(s, w, h, depth, { face, trim: premium ? "#d4a437" : s.pal.trim, premium, front }),
      ),
    );
  };
}

const coneBox = (s: Shot, premium: boolean): Place =>
  windowBox(s, premium, cone(s), [150, 190, 60], [96, 70, -150, 0.9]);

function cupShape(s: Shot, lit = false): string {
  const c = mix(s.pal.main, "#2e1d14", 0.6);
  return s.cv.shape(
    `cup${lit}`,
    path("M-26 -40L-19 0C-8 5 8 5 19 0L26 -40Z", c) +
      path("M-26 -40L-19 0C-8 5 8 5 19 0L26 -40Z", roundShade(s)) +
      ellipse(0, -40, 26, 8, shade(c, 0.18)) +
      ellipse(0, -39, 13, 4, lit ? MATERIAL.ember : shade(c, -0.4)),
  );
}

const cupPile =
  (s: Shot): Place =>
  (x, y, k) => {
    shadow(s, x, y, 150 * k, 0.7);
    const id = cupShape(s);
    s.cv.add(
      group(clone(id, -34, 0) + clone(id, 34, 2) + clone(id, 0, -36) + clone(id, 0, 14), {
        transform: `translate(${x} ${y}) scale(${k * 1.25})`,
      }),
    );
  };

const cupBox = (s: Shot, premium: boolean): Place =>
  windowBox(s, premium, cupShape(s), [180, 150, 80], [110, 56, -110, 0.75]);

/** Close-up of small burning things: large, on a dark blurred ground, one lit and smoking. */
function closeOf(s: Shot, id: string, litId: string, tipY: number): void {
  bokeh(s, mix(s.pal.deep, "#24160f", 0.35), s.pal.light, 8);
  const spots = [
    [150, 520, 3.4],
    [450, 540, 3.2],
    [300, 470, 3.8],
  ] as const;
  for (const [x, y, k] of spots.slice(0, 2))
    s.cv.add(clone(id, 0, 0, { transform: `translate(${x + between(s.rnd, -20, 20)} ${y}) scale(${k})` }));
  const [x, y, k] = spots[2];
  shadow(s, x, y, 180);
  s.cv.add(clone(litId, 0, 0, { transform: `translate(${x} ${y}) scale(${k})` }));
  ember(s, x, y + tipY * k, 9);
  smoke(s, x, y + tipY * k - 8, 220, 7);
}

/** In use: one burning on a brass dish, its pack behind, smoke rising. */
function burningOnDish(s: Shot, p: Product, id: string, tipY: number, packPlace: Place): void {
  const horizon = inUseSet(s);
  const x = 300 + between(s.rnd, -40, 40);
  const y = horizon + 120;
  packPlace(x < 300 ? 470 : 130, horizon + 40, 0.75);
  shadow(s, x, y, 260);
  s.cv.add(
    placed(
      x,
      y,
      1.3,
      ellipse(0, 0, 90, 20, MATERIAL.brassDark) +
        ellipse(0, -6, 86, 17, MATERIAL.brass) +
        ellipse(0, -7, 58, 11, shade(MATERIAL.brass, -0.15)),
    ),
  );
  s.cv.add(clone(id, 0, 0, { transform: `translate(${x} ${y - 8}) scale(2.2)` }));
  ember(s, x, y - 8 + tipY * 2.2, 7);
  smoke(s, x, y - 14 + tipY * 2.2, 250, 6);
  prop(s, x > 300 ? 110 : 490, y + 40, 1.7);
  scatter(s, 40, y + 20, 520, 60, 4);
  void p;
}

/* Loose goods: what a pouch holds, decided from the name. */
type Loose = "powder" | "resin" | "petals" | "cakes" | "wood" | "samagri";

function looseOf(p: Product): Loose {
  if (/lakkad/i.test(p.name) || p.subCategory === "Dhoop Lakkad") return "wood";
  if (/samagri/i.test(p.name)) return "samagri";
  if (/resin/i.test(p.name)) return "resin";
  if (/petals/i.test(p.name)) return "petals";
  if (/cakes|kande/i.test(p.name)) return "cakes";
  return "powder";
}

function looseColour(s: Shot, p: Product, loose: Loose): string {
  if (/rose/i.test(p.name)) return "#c2416b";
  if (/marigold/i.test(p.name)) return MATERIAL.marigold;
  if (loose === "cakes") return "#8a7560";
  if (loose === "resin") return /loban/i.test(p.name) ? "#e9dcc0" : "#b0722e";
  if (loose === "wood") return mix("#8a5a36", s.pal.main, 0.25);
  if (loose === "samagri") return mix("#7a5a34", s.pal.main, 0.2);
  return mix("#8c7a66", s.pal.main, 0.3);
}

/**
 * Small pieces of loose goods as path data at (x, y), turned by `turn` radians: one path per
 * colour holds many pieces, which keeps the files small.
 */
function piece(loose: Loose, x: number, y: number, turn: number, size = 1): string {
  const c = Math.cos(turn) * size;
  const sn = Math.sin(turn) * size;
  const pt = (u: number, v: number) => `${Math.round(x + u * c - v * sn)} ${Math.round(y + u * sn + v * c)}`;
  switch (loose) {
    case "wood":
      return `M${pt(-16, -4)}L${pt(16, -5)}L${pt(16, 4)}L${pt(-16, 5)}Z`;
    case "resin":
      return `M${pt(-8, 0)}L${pt(-4, -9)}L${pt(5, -8)}L${pt(9, 1)}L${pt(2, 6)}Z`;
    case "petals":
      return `M${pt(-10, 0)}Q${pt(0, -7)} ${pt(10, 0)}Q${pt(0, 7)} ${pt(-10, 0)}Z`;
    case "cakes":
      return `M${pt(-20, 0)}Q${pt(-20, -9)} ${pt(0, -9)}Q${pt(20, -9)} ${pt(20, 0)}Q${pt(20, 9)} ${pt(0, 9)}Q${pt(-20, 9)} ${pt(-20, 0)}Z`;
    case "samagri":
      return `M${pt(-8, -1)}L${pt(8, -1)}L${pt(8, 2)}L${pt(-8, 2)}Z`;
    case "powder":
      return `M${pt(-2, -2)}h4v4h-4Z`;
  }
}

/** Pieces in three shades of `colour`, one path each. */
function pieces(
  s: Shot,
  loose: Loose,
  colour: string,
  spots: readonly (readonly [number, number])[],
  size = 1,
): string {
  const paths = ["", "", ""];
  spots.forEach(([x, y], i) => (paths[i % 3] += piece(loose, x, y, s.rnd() * Math.PI, size)));
  return paths.map((dd, i) => (dd ? path(dd, shade(colour, [-0.25, 0.12, -0.05][i] ?? 0)) : "")).join("");
}

/** Grain along three arcs of a mound: dashes in three shades, cheap texture for lean pictures. */
function grain(loose: Loose, colour: string, w: number, h: number): string {
  const look: Readonly<Record<Loose, readonly [width: number, dash: string]>> = {
    powder: [3, "1 7"],
    samagri: [6, "3 7"],
    resin: [10, "9 9"],
    petals: [7, "12 7"],
    cakes: [12, "30 6"],
    wood: [9, "22 6"],
  };
  const [width, dash] = look[loose];
  const arcs = [0.28, 0.55, 0.8].map((t, i) => {
    const x = (w / 2) * (0.85 - t * 0.55);
    const y = -h * (0.72 - t * 0.62);
    return path(d`M${-x} ${y}Q0 ${y - h * 0.35} ${x} ${y}`, undefined, {
      stroke: shade(colour, [0.2, -0.25, -0.1][i] ?? 0),
      "stroke-dashoffset": i * 4,
    });
  });
  return group(arcs.join(""), { fill: "none", "stroke-width": width, "stroke-dasharray": dash });
}

/** A heap of the loose goods, `w` wide, base centred at the origin. */
function heap(s: Shot, loose: Loose, colour: string, w: number): string {
  const { rnd } = s;
  const h = w * 0.42;
  const mound = d`M${-w / 2} 0C${-w / 3} ${-h} ${w / 3} ${-h} ${w / 2} 0Z`;
  let g = path(mound, colour) + path(mound, roundShade(s, 0.8));
  if (!s.rich) return g + grain(loose, colour, w, h);
  const spots: [number, number][] = [];
  for (let i = 0; i < (loose === "powder" ? 8 : loose === "cakes" ? 7 : 16); i++) {
    const t = rnd() - 0.5;
    spots.push([t * w * 0.85, -rnd() * h * (1 - Math.abs(t) * 1.6) * 0.85 - 4]);
  }
  g += pieces(s, loose, colour, spots);
  if (loose === "samagri")
    g += pieces(
      s,
      "powder",
      "#d9c49a",
      spots.slice(0, 10).map(([x, y]) => [x + 9, y - 5] as const),
    );
  return g;
}

/** The product's heap drawn once per picture (170 wide), for <use> in the pack window and in front. */
const heapOf = (s: Shot, p: Product): string => {
  const loose = looseOf(p);
  return s.cv.shape("heap", heap(s, loose, looseColour(s, p, loose), 170));
};

const loosePouch =
  (s: Shot, p: Product): Place =>
  (x, y, k) => {
    const loose = looseOf(p);
    const kraft = loose === "samagri" ? mix(s.pal.main, "#e0701c", 0.5) : MATERIAL.kraft;
    const contents = clone(heapOf(s, p), 0, 0, { transform: "translate(0 -112) scale(0.7)" });
    shadow(s, x, y, 200 * k);
    s.cv.add(
      placed(x, y, k, pouch(s, 190, 290, kraft, loose === "samagri" ? "#f2c14e" : s.pal.main, contents)),
    );
  };

const looseHeap =
  (s: Shot, p: Product): Place =>
  (x, y, k) => {
    shadow(s, x, y, 180 * k, 0.6);
    s.cv.add(clone(heapOf(s, p), 0, 0, { transform: at(x, y, k) }));
  };

/** Flat-lay of loose goods: a clay bowl of them from above, a wooden scoop, a few spilled. */
function looseFlatLay(s: Shot, p: Product): void {
  const loose = looseOf(p);
  const colour = looseColour(s, p, loose);
  flatLay(s, pick(s.rnd, ["wood", "linen", "darkwood"] as const));
  const x = 300 + between(s.rnd, -40, 40);
  const y = 300 + between(s.rnd, -30, 30);
  s.cv.add(
    circle(x + 14, y + 16, 190, "#000", { opacity: 0.18 }),
    circle(x, y, 190, "#a65d3d"),
    circle(x, y, 162, shade("#a65d3d", -0.25)),
  );
  s.cv.add(circle(x, y, 156, colour));
  const spots: [number, number][] = [];
  for (let i = 0; i < 60; i++) {
    const a = s.rnd() * Math.PI * 2;
    const r = Math.sqrt(s.rnd()) * 140;
    spots.push([x + Math.cos(a) * r, y + Math.sin(a) * r]);
  }
  s.cv.add(pieces(s, loose, colour, spots, loose === "powder" ? 1 : 1.4));
  s.cv.add(
    circle(
      x,
      y,
      156,
      s.cv.radial([
        [0.6, "#000", 0],
        [1, "#000", 0.35],
      ]),
    ),
  );
  prop(s, x > 300 ? 80 : 520, 110, 1.8);
  prop(s, x > 300 ? 90 : 510, 500, 1.6);
}

/** In use for hawan samagri and lakkad: a fire in a copper hawan kund or a clay pot, smoke rising. */
function fireInPot(s: Shot, p: Product, place: Place): void {
  const horizon = inUseSet(s, ["dark", "niche"]);
  const x = 300 + between(s.rnd, -30, 30);
  const y = horizon + 130;
  place(x < 300 ? 480 : 120, horizon + 50, 0.7);
  shadow(s, x, y, 330);
  const kund = looseOf(p) === "samagri";
  const pot = kund
    ? path("M-130 -110H130L80 0H-80Z", MATERIAL.copper) +
      path("M-130 -110H130L80 0H-80Z", roundShade(s)) +
      rect(-140, -124, 280, 16, shade(MATERIAL.copper, 0.15), { rx: 4 })
    : path("M-120 -90C-120 0 120 0 120 -90Z", "#b5643f") +
      path("M-120 -90C-120 0 120 0 120 -90Z", roundShade(s)) +
      ellipse(0, -90, 120, 22, "#7a3a20");
  s.cv.add(placed(x, y, 1, pot));
  const top = y - (kund ? 120 : 92);
  s.cv.add(placed(x, top + 4, 1, heap(s, looseOf(p), looseColour(s, p, looseOf(p)), 190)));
  if (kund) for (const dx of [-50, 0, 44]) flame(s, x + dx, top - 6, 1.6 + s.rnd() * 0.8, dx === 0);
  else ember(s, x + 10, top - 22, 10);
  smoke(s, x, top - 60, 230, 8);
  if (s.rnd() < 0.6) prop(s, x > 300 ? 110 : 490, y + 30, 1.6);
}

/** Loose goods sold in pouches: the pouch and a heap; the heap close up; `inUse` for the third. */
function looseArt(ground: string, glow: string, inUse: Draw): KindArt {
  return {
    front: (s, p) => packAndProduct(s, loosePouch(s, p), looseHeap(s, p)),
    closeUp: (s, p) => {
      bokeh(s, mix(ground, s.pal.main, 0.25), glow, 7);
      s.cv.add(placed(300, 580, 3.1, heap(s, looseOf(p), looseColour(s, p, looseOf(p)), 200)));
    },
    inUse,
  };
}

export const dhoopArt: Record<
  "cone" | "sambrani-cup" | "lakkad" | "hawan-samagri" | "organic-pouch",
  KindArt
> = {
  cone: {
    front: (s, p) => packAndProduct(s, coneBox(s, /premium/i.test(p.name)), cones(s)),
    closeUp: (s) => closeOf(s, cone(s), cone(s, true), -52),
    inUse: (s, p) => burningOnDish(s, p, cone(s, true), -52, coneBox(s, /premium/i.test(p.name))),
  },
  "sambrani-cup": {
    front: (s, p) => packAndProduct(s, cupBox(s, /premium/i.test(p.name)), cupPile(s)),
    closeUp: (s) => closeOf(s, cupShape(s), cupShape(s, true), -40),
    inUse: (s, p) => burningOnDish(s, p, cupShape(s, true), -40, cupBox(s, /premium/i.test(p.name))),
  },
  lakkad: looseArt("#5a3a24", "#ffe2b8", (s, p) => fireInPot(s, p, loosePouch(s, p))),
  "hawan-samagri": looseArt("#6b3a1a", "#ffd9a0", (s, p) => fireInPot(s, p, loosePouch(s, p))),
  "organic-pouch": looseArt("#6b5040", "#fff0d8", looseFlatLay),
};
