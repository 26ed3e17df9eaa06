/**
 * Colours of a picture: the fragrance's own colour (shared with the product records) drives the
 * pack, the wax or the liquid, and picks the loose props around the product (rose petals for
 * rose, sprigs for lavender, resin for loban…).
 */
import { FRAGRANCE_NOTES } from "~/catalog/data/fragrance-notes";
import type { Fragrance } from "~/catalog/schema";

import { luminance, mix, saturate, shade } from "./svg";

export type Prop =
  | "rose"
  | "jasmine"
  | "sandal"
  | "lavender"
  | "musk"
  | "resin"
  | "mint"
  | "floral"
  | "wood"
  | "gold"
  | "marigold";

export interface Palette {
  /** The fragrance colour, a little richer: packs, wax, liquid. */
  main: string;
  /** Its pale companion: labels, highlights. */
  light: string;
  /** Deep version of the main colour: pack sides, dark backdrops. */
  deep: string;
  /** A second colour for bands and emblems on packs. */
  trim: string;
  prop: Prop;
  /** Dark, moody fragrances are shot on dark backdrops more often. */
  moody: boolean;
}

const PROPS: Readonly<Record<Fragrance, Prop>> = {
  "": "marigold",
  Blended: "floral",
  Mixed: "floral",
  Luxury: "gold",
  Lavender: "lavender",
  Jasmine: "jasmine",
  Rose: "rose",
  Sandalwood: "sandal",
  Kasturi: "musk",
  Guggul: "resin",
  Loban: "resin",
  Havan: "marigold",
  Chandan: "sandal",
  "Cooling Minty Blend": "mint",
  "Mystic Musk Essence": "musk",
  "Spiritual Floral Fusion": "floral",
  "Calming Floral": "floral",
  "Classic Woody Aroma": "wood",
  "Traditional Herbal Resin": "resin",
  "Arabian Bakhoor": "gold",
};

/** Pack trims: gold for the rich fragrances, cream or a contrasting hue for the rest. */
const GOLD = "#d4a437";

export function paletteOf(fragrance: Fragrance): Palette {
  const note = FRAGRANCE_NOTES[fragrance];
  const main = saturate(note.colour, 1.15);
  const dark = luminance(main) < 0.35;
  const prop = PROPS[fragrance];
  return {
    main,
    light: note.accent,
    deep: shade(main, -0.45),
    trim: dark || prop === "gold" || prop === "musk" ? GOLD : mix(note.accent, "#ffffff", 0.4),
    prop,
    moody: dark || prop === "gold" || prop === "musk",
  };
}

/** Fixed material colours shared by every picture. */
export const MATERIAL = {
  bamboo: "#c9a46b",
  brass: "#c99a2e",
  brassLight: "#f3d77a",
  brassDark: "#7a5412",
  copper: "#b8653a",
  wax: "#f6efe2",
  ash: "#cfc8bd",
  ember: "#ff6a1a",
  flame: "#ffb52e",
  flameCore: "#fff4c2",
  smoke: "#ffffff",
  kraft: "#c49a6c",
  kraftDark: "#8d6a45",
  cotton: "#fbf8f1",
  ghee: "#f2c14e",
  glass: "#e8f1f2",
  tin: "#b9bcbf",
  leaf: "#5e8c3a",
  leafDark: "#3d6424",
  marigold: "#f59e0b",
  marigoldDark: "#d9650b",
  red: "#b3261e",
} as const;
