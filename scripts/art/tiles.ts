/**
 * The home page's category tiles and the festival articles' pictures. Tiles are shots of a
 * typical product of the category, taken from a different angle than its own pictures; the
 * page prints the tile's label, so the picture has none. Article pictures are festival scenes,
 * their important part in the middle band that the home page's 5:3 teasers keep.
 */
import { productById } from "~/catalog/lookup";

import type { View } from "./compose";
import { clayDiya as clayDiyaShape } from "./objects";
import { MATERIAL, paletteOf } from "./palette";
import { productArt } from "./product-art";
import { prop, scatter } from "./props";
import { seededRandom, seedOf } from "./random";
import { darkRoom, flame, niche, placed, shadow, sweep, table, type Shot } from "./scene";
import { Canvas, circle, d, ellipse, group, path, rect, shade, clone } from "./svg";
import type { Fragrance } from "~/catalog/schema";

/** Tile slug → the product it shows, and which of the three shots. */
export const TILES: Readonly<Record<string, readonly [productId: number, view: View]>> = {
  "sambrani-cups": [84, 2],
  incense: [11, 1],
  "dhoop-batti": [69, 1],
  "pooja-oil": [122, 1],
  attar: [230, 1],
  candles: [278, 3],
  aroma: [237, 3],
  diffusers: [216, 1],
  "air-freshner": [208, 1],
  agarbatti: [30, 1],
};

export function tileArt(slug: string): string {
  const tile = TILES[slug];
  const product = tile && productById(tile[0]);
  if (!tile || !product) throw new Error(`No tile picture for "${slug}"`);
  return productArt(product, tile[1], seedOf(slug));
}

function shotFor(slug: string, fragrance: Fragrance): Shot {
  const rnd = seededRandom(seedOf(`blog:${slug}`));
  return { cv: new Canvas(rnd), rnd, pal: paletteOf(fragrance), light: -1, rich: true };
}

/** A clay diya, lit, at (x, y). */
function clayDiya(s: Shot, x: number, y: number, k: number): void {
  const id = clayDiyaShape(s, MATERIAL.ghee);
  shadow(s, x, y, 110 * k, 0.7);
  s.cv.add(clone(id, 0, 0, { transform: `translate(${Math.round(x)} ${Math.round(y)}) scale(${k})` }));
  flame(s, x + 52 * k, y - 46 * k, 0.8 * k);
}

/** A rangoli: rings of petals and dots, seen at an angle on the floor. */
function rangoli(s: Shot, x: number, y: number, r: number): void {
  const colours = ["#d0102a", MATERIAL.marigold, "#f4efe2", "#2e7d32", "#7b1fa2"];
  let g = "";
  colours.forEach((c, i) => {
    const rr = r * (1 - i * 0.18);
    g += circle(0, 0, rr, c, { stroke: shade(c, -0.2), "stroke-width": 6, "stroke-dasharray": "10 8" });
  });
  s.cv.add(group(g, { transform: `translate(${x} ${y}) scale(1 0.32)` }));
}

/** A marigold garland hanging in swags across the top. */
function garland(s: Shot, y: number): void {
  const id = s.cv.shape(
    "gm",
    circle(0, 0, 13, MATERIAL.marigoldDark) +
      circle(0, 0, 10, MATERIAL.marigold, {
        stroke: MATERIAL.marigoldDark,
        "stroke-width": 3,
        "stroke-dasharray": "2 3",
      }),
  );
  let g = "";
  for (let i = 0; i <= 40; i++) {
    const x = i * 15;
    const t = (x % 200) / 200;
    g += clone(id, x, Math.round(y + Math.sin(t * Math.PI) * 50));
  }
  s.cv.add(g);
}

function kalash(s: Shot, x: number, y: number, k: number): void {
  const brass = s.cv.linear(
    [
      [0, MATERIAL.brassLight],
      [0.5, MATERIAL.brass],
      [1, MATERIAL.brassDark],
    ],
    [0, 0, 1, 0],
  );
  let leaves = "";
  for (let i = -2; i <= 2; i++)
    leaves += path("M0 0C-10 -30 -6 -60 0 -80C6 -60 10 -30 0 0Z", MATERIAL.leaf, {
      transform: `rotate(${i * 22})`,
    });
  shadow(s, x, y, 220 * k);
  s.cv.add(
    placed(
      x,
      y,
      k,
      path("M-40 0C-120 -10 -130 -150 -50 -180V-200H50V-180C130 -150 120 -10 40 0Z", brass) +
        group(leaves, { transform: "translate(0 -200)" }) +
        ellipse(0, -230, 44, 40, "#8a5a2b") +
        path("M-100 -110C-40 -90 40 -90 100 -110", "none", { stroke: MATERIAL.red, "stroke-width": 6 }),
    ),
  );
}

function charkha(s: Shot, x: number, y: number, k: number): void {
  let spokes = "";
  for (let i = 0; i < 8; i++)
    spokes += d`M0 0L${Math.cos((i * Math.PI) / 4) * 120} ${Math.sin((i * Math.PI) / 4) * 120}`;
  const wood = "#7a4a2a";
  shadow(s, x, y, 360 * k);
  s.cv.add(
    placed(
      x,
      y,
      k,
      rect(-190, -20, 380, 20, wood, { rx: 6 }) +
        path("M-120 -20L-60 -160M-10 -20L-60 -160", "none", { stroke: wood, "stroke-width": 12 }) +
        group(
          circle(0, 0, 120, "none", { stroke: wood, "stroke-width": 10 }) +
            path(spokes, "none", { stroke: wood, "stroke-width": 5 }) +
            circle(0, 0, 14, wood),
          { transform: "translate(-60 -160)" },
        ) +
        rect(90, -70, 80, 50, "#efe6d2", { rx: 6 }) +
        path("M-60 -280L130 -70", "none", { stroke: "#f4efe2", "stroke-width": 2 }),
    ),
  );
}

const BLOG: Readonly<Record<string, (s: Shot) => void>> = {
  diwali: (s) => {
    darkRoom(s, 330);
    garland(s, 40);
    rangoli(s, 300, 470, 170);
    for (const [x, y, k] of [
      [110, 400, 1],
      [220, 420, 1.15],
      [380, 420, 1.15],
      [490, 400, 1],
    ] as const)
      clayDiya(s, x, y, k);
    clayDiya(s, 300, 480, 1.4);
  },
  dhanteras: (s) => {
    niche(s, 400);
    kalash(s, 300, 450, 1.05);
    clayDiya(s, 130, 470, 1.2);
    clayDiya(s, 470, 470, 1.2);
    scatter(s, 80, 470, 440, 60, 10, MATERIAL.marigold);
  },
  dussehra: (s) => {
    table(s, "silk", 380);
    garland(s, 30);
    s.cv.add(ellipse(300, 460, 230, 55, MATERIAL.brassDark), ellipse(300, 454, 222, 50, MATERIAL.brass));
    clayDiya(s, 250, 450, 1.2);
    s.cv.add(circle(380, 440, 26, "#d0102a"), circle(400, 470, 22, "#f4efe2"));
    prop(s, 150, 460, 1.6, "marigold");
    prop(s, 470, 480, 1.4, "mint");
  },
  "gandhi-jayanti": (s) => {
    sweep(s, "#eef1e2");
    charkha(s, 300, 470, 1);
    clayDiya(s, 480, 500, 1);
    prop(s, 110, 520, 1.6, "jasmine");
  },
};

const BLOG_FRAGRANCE: Readonly<Record<string, Fragrance>> = {
  diwali: "Havan",
  dhanteras: "Luxury",
  dussehra: "Rose",
  "gandhi-jayanti": "",
};

export const BLOG_SLUGS = Object.keys(BLOG);

export function blogArt(slug: string): string {
  const draw = BLOG[slug];
  if (!draw) throw new Error(`No article picture for "${slug}"`);
  const s = shotFor(slug, BLOG_FRAGRANCE[slug] ?? "");
  draw(s);
  return s.cv.toString();
}
