/**
 * Gifting: attar roll-ons in their box, the brass lotus incense holder, and the gift packs
 * (an open hamper; in use, its contents laid out).
 */
import type { Product } from "~/catalog/schema";

import { closeSet, packAndProduct, productInUse, type KindArt, type Place } from "./compose";
import { carton, cylinder, glassOver, waxOf } from "./objects";
import { MATERIAL } from "./palette";
import { prop, scatter } from "./props";
import { pick } from "./random";
import { ember, flame, flatLay, placed, shadow, smoke, type Shot } from "./scene";
import { circle, d, ellipse, group, mix, path, rect, shade } from "./svg";

/* Attar */

const vial =
  (s: Shot): Place =>
  (x, y, k) => {
    const oil = mix(s.pal.main, "#e0a423", 0.3);
    shadow(s, x, y, 80 * k);
    s.cv.add(
      placed(
        x,
        y,
        k,
        cylinder(s, 44, 110, oil, shade(oil, 0.2), 7) +
          glassOver(s, 50, 118, MATERIAL.glass, 8) +
          placed(0, -118, 1, cylinder(s, 40, 56, MATERIAL.brass, MATERIAL.brassLight, 6)),
      ),
    );
  };

const attarBox =
  (s: Shot): Place =>
  (x, y, k) => {
    shadow(s, x, y, 200 * k);
    s.cv.add(placed(x, y, k, carton(s, 150, 110, 70, { face: s.pal.deep, trim: "#d4a437", premium: true })));
  };

/* Incense holder */

const holder =
  (s: Shot): Place =>
  (x, y, k) => {
    const brass = s.cv.linear([
      [0, MATERIAL.brassLight],
      [1, MATERIAL.brassDark],
    ]);
    shadow(s, x, y, 240 * k);
    // A lotus seen from the side: a ring of pointed petals, squashed by the angle of view.
    let petals = "";
    for (let i = 0; i < 10; i++)
      petals += path(
        "M0 0C-22 -30 -14 -70 0 -92C14 -70 22 -30 0 0Z",
        i % 2 ? MATERIAL.brass : MATERIAL.brassLight,
        { transform: `rotate(${i * 36})`, stroke: MATERIAL.brassDark, "stroke-width": 2 },
      );
    s.cv.add(
      placed(
        x,
        y,
        k,
        ellipse(0, 0, 112, 22, MATERIAL.brassDark) +
          ellipse(0, -6, 106, 19, brass) +
          group(petals, { transform: "translate(0 -18) scale(1 0.3)" }) +
          ellipse(0, -22, 16, 6, MATERIAL.brassDark) +
          circle(0, -26, 4, "#2b1b12"),
      ),
    );
  };

/* Gift pack */

const hamper =
  (s: Shot, p: Product): Place =>
  (x, y, k) => {
    const face = s.pal.moody || /diwali|corporate/i.test(p.name) ? "#7a1f3d" : s.pal.main;
    const inside = shade(face, -0.45);
    shadow(s, x, y, 320 * k);
    const items =
      placed(-70, -100, 0.8, carton(s, 60, 150, 20, { face: s.pal.main, trim: s.pal.trim, plain: !s.rich })) +
      placed(
        20,
        -104,
        0.7,
        cylinder(s, 110, 120, waxOf(s.pal.main), null, 16) + glassOver(s, 116, 130, MATERIAL.glass, 16),
      ) +
      (s.rich ? placed(90, -104, 0.6, cylinder(s, 90, 150, MATERIAL.copper, "#e39a6a", 12)) : "");
    s.cv.add(
      placed(
        x,
        y,
        k,
        // Lid leaning behind, then the open box with its contents peeking out.
        path("M-150 -110L-120 -260H160L130 -110Z", shade(face, 0.1)) +
          path("M-10 -110L0 -260H40L30 -110Z", "#d4a437") +
          path("M-160 -110H160L180 -130H-140Z", inside) +
          items +
          rect(-160, -110, 320, 110, face) +
          path("M160 0L190 -20V-130L160 -110Z", shade(face, -0.3)) +
          rect(-20, -110, 40, 110, "#d4a437") +
          path("M0 -110C-40 -150 -70 -120 -40 -104ZM0 -110C40 -150 70 -120 40 -104Z", "#f2c14e"),
      ),
    );
  };

export const giftArt: Record<"attar" | "incense-holder" | "gift-pack", KindArt> = {
  attar: {
    front: (s) => packAndProduct(s, attarBox(s), vial(s), { productK: 1.6 }),
    closeUp: (s) => closeSet(s, () => vial(s)(300, 700, 3.6)),
    inUse: (s) => {
      flatLay(s, "silk");
      s.cv.add(
        circle(310, 320, 230, "#000", { opacity: 0.2 }),
        circle(300, 300, 230, MATERIAL.brass),
        circle(300, 300, 200, MATERIAL.brassLight, { opacity: 0.4 }),
      );
      for (const [x, y, t] of [
        [230, 300, -30],
        [330, 260, 20],
        [360, 380, 70],
      ] as const)
        s.cv.add(
          group(
            rect(-20, -70, 40, 100, mix(s.pal.main, "#e0a423", 0.3), { rx: 12 }) +
              rect(-20, -110, 40, 46, MATERIAL.brass, { rx: 10 }) +
              rect(-12, -60, 8, 80, "#fff", { rx: 4, opacity: 0.4 }),
            { transform: `translate(${x} ${y}) rotate(${t})` },
          ),
        );
      prop(s, 120, 500, 1.8);
      prop(s, 500, 120, 1.6);
    },
  },
  "incense-holder": {
    front: (s) => packAndProduct(s, holder(s), undefined, { packK: 1.5 }),
    closeUp: (s) => closeSet(s, () => holder(s)(300, 520, 2.6)),
    inUse: (s) =>
      productInUse(s, holder(s), undefined, (x, y) => {
        s.cv.add(
          path(d`M${x} ${y - 36}L${x + 90} ${y - 330}`, "none", {
            stroke: mix(s.pal.main, "#5a3a24", 0.4),
            "stroke-width": 7,
            "stroke-linecap": "round",
          }),
        );
        ember(s, x + 90, y - 330, 5);
        smoke(s, x + 90, y - 336, 200, 4);
      }),
  },
  "gift-pack": {
    front: (s, p) => packAndProduct(s, hamper(s, p), undefined, { packK: 1.15 }),
    closeUp: (s, p) => closeSet(s, () => hamper(s, p)(320, 700, 2.2)),
    inUse: (s) => {
      // The pack's contents laid out, seen from above.
      flatLay(s, pick(s.rnd, ["silk", "wood", "linen"] as const));
      const shade1 = (markup: string, x: number, y: number) =>
        s.cv.add(
          placed(x + 8, y + 10, 1, markup.replace(/fill="[^"]+"/g, 'fill="#000"'), 0).replace(
            "<g ",
            '<g opacity="0.2" ',
          ),
          placed(x, y, 1, markup),
        );
      shade1(
        rect(-55, -110, 110, 220, s.pal.main, { rx: 6 }) +
          rect(-55, 20, 110, 24, s.pal.trim) +
          circle(0, -40, 24, "none", { stroke: s.pal.trim, "stroke-width": 3 }),
        160,
        220,
      );
      shade1(
        circle(0, 0, 80, "#e8eef0") + circle(0, 0, 68, waxOf(s.pal.main)) + circle(0, 0, 4, "#2b1b12"),
        420,
        190,
      );
      shade1(circle(0, 0, 54, MATERIAL.copper) + circle(0, 0, 30, "#8a4522"), 430, 440);
      shade1(
        path("M-70 0C-70 -50 50 -56 90 0C50 56 -70 50 -70 0Z", "#b5643f") +
          ellipse(-6, 0, 56, 40, "#7a3a20") +
          ellipse(-6, 0, 46, 32, MATERIAL.ghee),
        200,
        460,
      );
      flame(s, 270, 462, 0.9);
      prop(s, 300, 320, 1.8, "marigold");
      prop(s, 90, 560, 1.6);
      scatter(s, 60, 60, 480, 480, 12);
    },
  },
};
