/**
 * What a product is, for its picture: one kind per thing a shopper would recognise on a shelf.
 * Decided from the product's data alone (subcategory first, then category, then words of the
 * name for the few products filed without a subcategory), so a new product gets a sensible
 * picture without anyone touching the artwork.
 */
import type { Product } from "~/catalog/schema";

export const KINDS = [
  "agarbatti",
  "dhoop-stick",
  "cone",
  "sambrani-cup",
  "camphor",
  "ghee-jar",
  "oil-bottle",
  "jyot-batti",
  "hawan-samagri",
  "kalawa",
  "gangajal",
  "pooja-kit",
  "brass-diya",
  "incense-holder",
  "tealight",
  "glass-candle",
  "bowl-candle",
  "metal-candle",
  "ribbed-candle",
  "massage-candle",
  "wooden-candle",
  "cube-candle",
  "votive-candle",
  "floating-candle",
  "diya-candle",
  "diffuser",
  "aroma-oil",
  "burner",
  "air-freshener",
  "soap",
  "attar",
  "lakkad",
  "organic-pouch",
  "gift-pack",
] as const;
export type Kind = (typeof KINDS)[number];

const BY_SUBCATEGORY: Readonly<Record<string, Kind>> = {
  Agarbatti: "agarbatti",
  "Premium Agarbatti": "agarbatti",
  Incense: "agarbatti",
  "Dhoop Sticks": "dhoop-stick",
  "Premium Dhoop Sticks": "dhoop-stick",
  "Dhoop Batti": "dhoop-stick",
  "Premium Dhoop": "dhoop-stick",
  "Dhoop Cones": "cone",
  "Premium Incense Cones": "cone",
  "Sambrani Cups": "sambrani-cup",
  "Premium Sambrani Cups": "sambrani-cup",
  "Dhoop Lakkad": "lakkad",
  Camphor: "camphor",
  "Pooja Ghee": "ghee-jar",
  "Pooja Oil": "oil-bottle",
  "Jyot Batti": "jyot-batti",
  "Ghee Diya Batti": "jyot-batti",
  "Hawan Samagri": "hawan-samagri",
  Kalawa: "kalawa",
  Gangajal: "gangajal",
  Tealight: "tealight",
  "Glass Candles": "glass-candle",
  "Glass Collection": "glass-candle",
  "Mercury Collection": "glass-candle",
  "Bowl Candles": "bowl-candle",
  "Metal Collection": "metal-candle",
  "Ribbed Collection": "ribbed-candle",
  "Ripped Collection": "ribbed-candle",
  "Body Massage Candle": "massage-candle",
  "Wooden Collection": "wooden-candle",
  "Cube Collection": "cube-candle",
  Candles: "votive-candle",
  Diffusers: "diffuser",
  "Air Freshner": "air-freshener",
  "Air Freshener": "air-freshener",
  Soap: "soap",
  Attar: "attar",
};

/** Words of a name that say what it is, for products filed without a telling subcategory. */
const BY_NAME: readonly (readonly [RegExp, Kind])[] = [
  [/\broli|kumkum|haldi|chawal\b/i, "pooja-kit"],
  [/\b(hamper|gift|kit)\b/i, "gift-pack"],
  [/\bstick holder\b/i, "incense-holder"],
  [/\bburner\b/i, "burner"],
  [/\brefill|aroma oil\b/i, "aroma-oil"],
  [/\bfloating\b/i, "floating-candle"],
  [/\bdiya candle/i, "diya-candle"],
  [/\bgel\b/i, "glass-candle"],
  [/\baarti diya|brass diya\b/i, "brass-diya"],
  [/\bwicks?\b|phool batti/i, "jyot-batti"],
];

const BY_CATEGORY: Readonly<Record<string, Kind>> = {
  Agarbatti: "agarbatti",
  Incense: "agarbatti",
  "Dhoop Cones": "cone",
  "Dhoop Batti": "dhoop-stick",
  "Sambrani Cups": "sambrani-cup",
  "Hawan Samagri": "hawan-samagri",
  "Pooja Essentials": "pooja-kit",
  Candles: "votive-candle",
  Lifestyle: "diffuser",
  "Organic Products": "organic-pouch",
  "Premium Packs": "gift-pack",
};

export function kindOf(p: Pick<Product, "category" | "subCategory" | "name">): Kind {
  if (p.category === "Premium Packs") return "gift-pack";
  const bySub = BY_SUBCATEGORY[p.subCategory];
  if (bySub) return bySub;
  for (const [words, kind] of BY_NAME) if (words.test(p.name)) return kind;
  return BY_CATEGORY[p.category] ?? "gift-pack";
}
