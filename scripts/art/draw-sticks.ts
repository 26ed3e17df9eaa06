/**
 * Things that burn as sticks: agarbatti (a bamboo core under a masala coat, sold in boxes,
 * pouches and family cartons) and dhoop (thick, bambooless, sold in tubes and boxes).
 */
import type { Product } from "~/catalog/schema";

import { finish, frontSet, inUseSet, type KindArt } from "./compose";
import { carton, lotus } from "./objects";
import { MATERIAL } from "./palette";
import { prop, scatter } from "./props";
import { between, pick } from "./random";
import { bokeh, ember, flatLay, placed, shadow, smoke, type Shot } from "./scene";
import { circle, d, ellipse, group, mix, path, rect, shade, clone, at } from "./svg";

/** The masala coat of a stick: the fragrance colour browned by the herbs. */
const coatOf = (s: Shot, dhoop: boolean) =>
  mix(s.pal.main, dhoop ? "#3b2417" : "#5a3a24", dhoop ? 0.55 : 0.4);

/** One agarbatti standing at the origin, `len` long; or a bambooless dhoop stick. */
function stick(s: Shot, dhoop: boolean, len = 230): string {
  const coat = coatOf(s, dhoop);
  return s.cv.shape(
    `stick${dhoop}${len}`,
    dhoop
      ? path(d`M0 0V${-len}`, "none", { stroke: coat, "stroke-width": 11, "stroke-linecap": "round" }) +
          path(d`M-2 -4V${-len + 4}`, "none", { stroke: "#fff", "stroke-width": 2, opacity: 0.18 })
      : path(d`M0 0V${-len}`, "none", { stroke: MATERIAL.bamboo, "stroke-width": 3 }) +
          path(d`M0 ${-len * 0.24}V${-len}`, "none", {
            stroke: coat,
            "stroke-width": 7,
            "stroke-linecap": "round",
          }) +
          path(d`M-1.5 ${-len * 0.26}V${-len + 4}`, "none", {
            stroke: "#fff",
            "stroke-width": 1.5,
            opacity: 0.2,
          }),
  );
}

/** A fan of sticks rising from (0, 0). */
function fan(s: Shot, dhoop: boolean, count: number, spread: number, len: number): string {
  const id = stick(s, dhoop, len);
  let g = "";
  for (let i = 0; i < count; i++) {
    const t = count === 1 ? 0 : i / (count - 1) - 0.5;
    g += clone(id, t * spread * 0.6, 0, {
      transform: `rotate(${Math.round(t * spread * 0.35 + (s.rnd() - 0.5) * 3)})`,
    });
  }
  return g;
}

/** A bundle of sticks lying on the table, tied with red thread. */
function bundle(s: Shot, dhoop: boolean, x: number, y: number, turn: number): void {
  const id = stick(s, dhoop, 210);
  let g = "";
  for (let i = 0; i < 7; i++) g += clone(id, (i - 3) * (dhoop ? 10 : 7), (i % 2) * 3);
  g += rect(-30, -120, 60, 14, MATERIAL.red, { rx: 3 }) + rect(-30, -116, 60, 3, "#f2c14e");
  shadow(s, x, y + 6, 190, 0.6);
  s.cv.add(group(g, { transform: `${at(x, y, 1, turn)} rotate(90) translate(0 105)` }));
}

type Pack = "flat" | "slim" | "tall" | "premium" | "family" | "set";

function packOf(p: Product, dhoop: boolean): Pack {
  if (/family box/i.test(p.name)) return "family";
  if (/discovery set|trio/i.test(p.name)) return "set";
  if (/premium/i.test(p.subCategory) || /premium/i.test(p.name)) return "premium";
  if (/value pack|110 g/i.test(p.name) || (dhoop && /batti/i.test(p.subCategory))) return "tall";
  if (/\d+ sticks/i.test(p.name) || dhoop) return "slim";
  return "flat";
}

/** A window in a pack's front showing the sticks inside, side by side. */
function stickWindow(s: Shot, dhoop: boolean, w: number, top: number, h: number, face: string): string {
  return (
    rect(-w / 2, top, w, h, shade(face, -0.45), { rx: 8 }) +
    path(d`M${-w / 2 + 6} ${top + h / 2}H${w / 2 - 6}`, "none", {
      stroke: coatOf(s, dhoop),
      "stroke-width": h - 10,
      "stroke-dasharray": dhoop ? "9 3" : "5 3",
    })
  );
}

/** The pack, with sticks rising out of it where that is how it is sold; drawn at (x, y), scaled by k. */
function pack(s: Shot, p: Product, dhoop: boolean, x: number, y: number, k: number): void {
  const { pal } = s;
  const kind = packOf(p, dhoop);
  const face = kind === "premium" ? pal.deep : pal.main;
  const trim = kind === "premium" ? "#d4a437" : pal.trim;
  const sticks = (count: number, len: number) => fan(s, dhoop, count, dhoop ? 40 : 50, len);
  if (kind === "family" || kind === "set") {
    // A discovery set: three fragrances side by side. A family box: two rows of the same pack.
    const rows =
      kind === "family"
        ? [
            [-0.5, 0.5],
            [-1, 0, 1],
          ]
        : [[-1, 0, 1]];
    const colours = [pal.main, shade(pal.main, 0.35), pal.deep];
    shadow(s, x, y, 300 * k);
    rows.forEach((row, r) => {
      const back = rows.length - 1 - r;
      row.forEach((t, i) => {
        const px = x + t * 78 * k + back * 12 * k;
        const py = y - back * 34 * k;
        const h = kind === "set" ? 240 : 190;
        s.cv.add(placed(px, py - (h - 30) * k, k, sticks(5, 110)));
        s.cv.add(
          placed(
            px,
            py,
            k,
            carton(s, 70, h, 22, { face: kind === "set" ? (colours[i] ?? face) : face, trim }),
          ),
        );
      });
    });
    return;
  }
  const w = kind === "slim" ? 84 : kind === "flat" ? 130 : 140;
  const h = kind === "flat" ? 230 : 270;
  const depth = kind === "slim" ? 30 : kind === "flat" ? 14 : 46;
  shadow(s, x, y, (w + 70) * k);
  if (kind !== "flat")
    s.cv.add(placed(x, y - (h - 20) * k, k, sticks(kind === "slim" ? 6 : 9, dhoop ? 130 : 170)));
  const window =
    kind === "slim"
      ? ""
      : stickWindow(
          s,
          dhoop,
          w * 0.5,
          -h * 0.18 - (kind === "flat" ? 120 : 56),
          kind === "flat" ? 110 : 44,
          face,
        );
  s.cv.add(
    placed(
      x,
      y,
      k,
      carton(s, w, h, depth, {
        face,
        trim,
        premium: kind === "premium",
        front: window,
        flat: kind === "flat",
      }),
    ),
  );
}

/**
 * A stick burning in its holder, the holder's foot at (x, y): a brass dish for dhoop, a carved
 * wooden boat or a brass leaf for agarbatti; `k` scales the holder, `len` is the stick.
 */
function burning(s: Shot, dhoop: boolean, x: number, y: number, len: number, k: number): void {
  const turn = dhoop ? 0 : between(s.rnd, 14, 24) * (s.rnd() < 0.5 ? -1 : 1);
  const holder = dhoop
    ? ellipse(0, 0, 70, 16, MATERIAL.brassDark) +
      ellipse(0, -6, 66, 13, MATERIAL.brass) +
      ellipse(0, -6, 44, 8, "#9c9186") +
      rect(-10, -20, 20, 14, MATERIAL.brassDark, { rx: 3 })
    : pick(s.rnd, [
        path("M-120 0C-60 12 60 12 120 0L110-10C60-2-60-2-110-10Z", "#7a4a2a"),
        path("M-110 0C-40 18 40 18 110 0C60-12-60-12-110 0Z", MATERIAL.brass),
      ]);
  const tipX = x + Math.sin((turn * Math.PI) / 180) * len;
  const tipY = y - 14 - Math.cos((turn * Math.PI) / 180) * len;
  shadow(s, x, y, 240 * k);
  s.cv.add(placed(x, y, 1, clone(stick(s, dhoop, len), 0, -10, { transform: `rotate(${turn})` })));
  s.cv.add(placed(x, y + 4, k, holder));
  ember(s, tipX, tipY, dhoop ? 8 : 5);
  smoke(s, tipX, tipY - 4, Math.min(tipY - 20, 260), dhoop ? 6 : 4);
}

/** The pack seen from above, lying on the table, its sticks fanned out beside it. */
function flatLayFront(s: Shot, p: Product, dhoop: boolean): void {
  flatLay(s, pick(s.rnd, ["wood", "linen", "marble", "darkwood"] as const));
  const kind = packOf(p, dhoop);
  const face = kind === "premium" ? s.pal.deep : s.pal.main;
  const trim = kind === "premium" ? "#d4a437" : s.pal.trim;
  const side = s.rnd() < 0.5 ? -1 : 1;
  const turn = between(s.rnd, 8, 22) * side;
  const faceUp =
    rect(-100, -170, 200, 340, face, { rx: 6 }) +
    rect(-100, 50, 200, 40, trim) +
    lotus(s, 0, -80, 44, trim, shade(face, 0.12)) +
    stickWindow(s, dhoop, 120, 110, 44, face);
  s.cv.add(
    placed(
      300 + side * 90 + 10,
      310 + 12,
      1,
      rect(-100, -170, 200, 340, "#000", { rx: 6, opacity: 0.25 }),
      turn,
    ),
    placed(300 + side * 90, 310, 1, faceUp, turn),
  );
  const id = stick(s, dhoop, 300);
  let sticks = "";
  for (let i = 0; i < 6; i++) sticks += clone(id, 0, 0, { transform: `rotate(${-side * (8 + i * 7)})` });
  s.cv.add(placed(300 - side * 130, 540, 1, sticks));
  prop(s, 300 - side * 170, 130, 1.8);
}

function front(dhoop: boolean) {
  return (s: Shot, p: Product) => {
    const look = s.rnd();
    if (look < 0.22) return flatLayFront(s, p, dhoop);
    const floor = frontSet(
      s,
      ["sweep", "table", "window", "niche", ...(s.pal.moody ? (["dark"] as const) : [])],
      ["wood", "marble", "linen", "terracotta"],
    );
    const side = pick(s.rnd, [-1, 1] as const);
    const x = 300 + side * between(s.rnd, 50, 90);
    pack(s, p, dhoop, x, floor + 10, 1.1);
    if (look < 0.5) burning(s, dhoop, 300 - side * 150, floor + 40, dhoop ? 120 : 220, 0.7);
    else if (look < 0.8) bundle(s, dhoop, 300 - side * 120, floor + 50, side * between(s.rnd, 8, 20));
    finish(s, floor, side);
  };
}

/** Close-up: a few sticks large and diagonal across the frame, the nearest one lit. */
function closeUp(dhoop: boolean) {
  return (s: Shot) => {
    bokeh(s, mix(s.pal.deep, "#2a1a12", 0.3), s.pal.light);
    const dir = s.rnd() < 0.5 ? -1 : 1;
    const turn = (dhoop ? between(s.rnd, 12, 22) : between(s.rnd, 18, 32)) * dir;
    const rad = (turn * Math.PI) / 180;
    const [sin, cos] = [Math.sin(rad), Math.cos(rad)];
    const k = dhoop ? 2.4 : 2.6;
    const len = 300;
    const id = stick(s, dhoop, len);
    const count = dhoop ? 3 : 4;
    const gap = dhoop ? 40 : 30;
    const tip = { x: 300 + dir * 40, y: 190 };
    for (let i = count - 1; i >= 0; i--) {
      const across = (i - (count - 1) / 2) * gap;
      const back = i * 34 * (i % 2 ? 1 : 0.6);
      const tx = tip.x + across * cos + back * sin;
      const ty = tip.y + across * sin + back * cos;
      s.cv.add(clone(id, 0, 0, { transform: at(tx - k * len * sin, ty + k * len * cos, k, turn) }));
      if (i === 0) {
        s.cv.add(
          circle(tx, ty, 5 * k, MATERIAL.ash, {
            transform: `rotate(${turn} ${Math.round(tx)} ${Math.round(ty)})`,
          }),
        );
        ember(s, tx, ty + 6, dhoop ? 10 : 8);
        smoke(s, tx, ty - 6, 180, 6);
      }
    }
    let dots = "";
    for (let i = 0; i < 30; i++)
      dots += circle(s.rnd() * 600, 200 + s.rnd() * 400, 1.5 + s.rnd() * 2, "#fff", { opacity: 0.16 });
    s.cv.add(group(dots));
  };
}

/** In use: one stick burning in a holder on an altar or a table, its pack behind. */
function inUse(dhoop: boolean) {
  return (s: Shot, p: Product) => {
    const horizon = inUseSet(s);
    const x = 300 + between(s.rnd, -50, 50);
    const y = horizon + 110;
    if (s.rnd() < 0.6) pack(s, p, dhoop, x < 300 ? 470 : 130, horizon + 30, 0.7);
    burning(s, dhoop, x, y, dhoop ? 190 : 330, 1.3);
    if (s.rnd() < 0.8) prop(s, x > 300 ? 100 : 500, y + 50, 1.7);
    scatter(s, 40, y + 30, 520, 60, 5);
  };
}

export const stickArt: Record<"agarbatti" | "dhoop-stick", KindArt> = {
  agarbatti: { front: front(false), closeUp: closeUp(false), inUse: inUse(false) },
  "dhoop-stick": { front: front(true), closeUp: closeUp(true), inUse: inUse(true) },
};
