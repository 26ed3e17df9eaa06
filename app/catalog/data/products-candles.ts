/** Candles: tealights, glass, bowl, ribbed, metal, wooden, mercury and massage candles (ids 135–209, 278). */
import { percentOff } from "../pricing";
import type { Product, Variant } from "../schema";
import { expandLine, type LineContext, type ProductLine } from "./build";

const SOY =
  "Poured by hand from a soy and natural wax blend with a lead-free cotton wick, for a clean, even burn.";

function colourVariants(
  c: LineContext,
  price: number,
  colours: readonly (readonly [string, string])[],
  mrp?: number,
): Variant[] {
  return colours.map(([label, color], i) => ({
    label,
    price,
    ...(mrp !== undefined ? { mrp, discountPercent: percentOff(mrp, price) } : {}),
    color,
    image: `/images/products/${c.id}-${(i % 3) + 1}.svg`,
    thumbnails: [
      `/images/products/${c.id}-${(i % 3) + 1}.svg`,
      `/images/products/${c.id}-${((i + 1) % 3) + 1}.svg`,
    ],
  }));
}

const tealight: ProductLine = {
  category: "Candles",
  subCategory: "Tealight",
  name: (c) => `${c.f}Scented Tealight Candles`,
  description: (c) =>
    `${c.note.notes}\nEach tealight burns for about four hours in its aluminium cup. Perfect for diyas, lanterns and Diwali rows.`,
  details: (c) => ({
    Scent: c.fragrance || "Unscented",
    "Burning Time": "4 hours each",
    Material: "Soy wax blend",
    "Number of Items": "20",
  }),
  variants: () => [
    { label: "Pack of 20", price: 349, mrp: 439, discountPercent: 21 },
    { label: "Pack of 40", price: 599, mrp: 749, discountPercent: 20 },
    { label: "Pack of 60", price: 749, mrp: 929, discountPercent: 19 },
  ],
};

const tealightBasic: ProductLine = {
  category: "Candles",
  subCategory: "Tealight",
  name: () => "Unscented Tealight Candles",
  description: () =>
    "Everyday white tealights with a smokeless wick. Burns for about three and a half hours.",
  details: () => ({ Colour: "White", "Burning Time": "3.5 hours each", Material: "Paraffin-free wax" }),
  variants: () => [
    { label: "Pack of 20", price: 179, mrp: 225, discountPercent: 20 },
    { label: "Pack of 40", price: 349, mrp: 439, discountPercent: 21 },
    { label: "Pack of 60", price: 439, mrp: 549, discountPercent: 20 },
  ],
};

const glassCandle: ProductLine = {
  category: "Candles",
  subCategory: "Glass Candles",
  name: (c) => `${c.f}Glass Candle`,
  price: 150,
  description: (c) => `${c.note.notes} ${SOY}`,
  details: (c) => ({
    Scent: c.fragrance,
    Material: "Soy wax in glass",
    "Burning Time": "20 hours",
    Weight: "100 g",
  }),
};

const glassJar: ProductLine = {
  category: "Candles",
  subCategory: "Glass Collection",
  name: (c) => `${c.f}Amber Glass Jar Candle`,
  price: 299,
  mrp: 350,
  discountPercent: 15,
  description: (c) => `A tall amber-glass jar candle with a wooden lid.\n${c.note.notes}\n${SOY}`,
  details: (c) => ({
    Scent: c.fragrance,
    Material: "Soy wax, amber glass, wooden lid",
    "Burning Time": "35 hours",
    "Product Dimensions": "7 × 7 × 9 cm",
  }),
};

const bowl: ProductLine = {
  category: "Candles",
  subCategory: "Bowl Candles",
  name: (c) => `${c.f}Ceramic Bowl Candle Set`,
  description: (c) =>
    `Hand-glazed ceramic bowls filled with scented wax; reuse the bowls for trinkets once the candle is done. ${c.note.notes}`,
  details: (c) => ({
    Scent: c.fragrance,
    Material: "Ceramic, soy wax",
    "Burning Time": "18 hours per bowl",
    "Number of Items": "2",
  }),
  variants: () => [
    { label: "Set of 2", price: 499, listPrice: 899, mrp: 899, discountPercent: 30 },
    { label: "Set of 4", price: 599, listPrice: 999, mrp: 999, discountPercent: 40 },
  ],
};

const ribbed = (sub: "Ribbed Collection" | "Ripped Collection"): ProductLine => ({
  category: "Candles",
  subCategory: sub,
  name: (c) => `${c.f}Ribbed Pillar Candle`,
  price: 199,
  mrp: 249,
  discountPercent: 20,
  description: (c) => `A ribbed pillar that looks as good unlit as lit. ${c.note.notes}`,
  details: (c) => ({
    Scent: c.fragrance,
    Size: "7.5 × 10 cm",
    "Burning Time": "30 hours",
    Colour: "Ivory",
  }),
});

const metal: ProductLine = {
  category: "Candles",
  subCategory: "Metal Collection",
  name: (c) => `${c.f}Hammered Metal Tin Candle`,
  price: 299,
  description: (c) =>
    `A hand-hammered metal tin with a lid, filled with ${c.f.trim().toLowerCase()} soy wax. ${SOY}`,
  details: (c) => ({
    Scent: c.fragrance,
    Material: "Metal tin, soy wax",
    "Burning Time": "25 hours",
    Weight: "150 g",
  }),
  variants: (c) =>
    colourVariants(c, 299, [
      ["Gold", "#c9a227"],
      ["Silver", "#b8bcc2"],
      ["Copper", "#b87333"],
    ]),
};

const wooden: ProductLine = {
  category: "Candles",
  subCategory: "Wooden Collection",
  name: (c) => `${c.f}Mango Wood Candle`,
  price: 399,
  mrp: 499,
  discountPercent: 20,
  description: (c) =>
    `Scented wax poured into a hand-turned mango wood bowl from Saharanpur artisans. ${c.note.notes}`,
  details: (c) => ({
    Scent: c.fragrance,
    Material: "Mango wood, soy wax",
    "Burning Time": "40 hours",
    "Product Dimensions": "10 × 10 × 6 cm",
  }),
};

const mercury: ProductLine = {
  category: "Candles",
  subCategory: "Mercury Collection",
  name: (c) => `${c.f}Mercury Glass Candle`,
  price: 599,
  mrp: 699,
  discountPercent: 14,
  description: (c) =>
    `Mercury glass with an antique shimmer that glows beautifully when lit. ${c.note.notes}\n${SOY}`,
  details: (c) => ({
    Scent: c.fragrance,
    Material: "Mercury glass, soy wax",
    "Burning Time": "45 hours",
    Weight: "250 g",
  }),
  variants: (c) =>
    colourVariants(
      c,
      599,
      [
        ["Gold", "#d4af37"],
        ["Silver", "#c0c0c0"],
        ["Rose Gold", "#b76e79"],
      ],
      699,
    ),
  linkPerVariant: true,
};

const cube: ProductLine = {
  category: "Candles",
  subCategory: "Cube Collection",
  name: (c) => `${c.f}Cube Candle`,
  price: 150,
  description: (c) => `A neat 6 cm cube that stands on any surface. ${c.note.notes}`,
  details: (c) => ({ Scent: c.fragrance, Size: "6 × 6 × 6 cm", "Burning Time": "22 hours" }),
};

const massage: ProductLine = {
  category: "Candles",
  subCategory: "Body Massage Candle",
  name: (c) => `${c.f}Body Massage Candle`,
  price: 699,
  mrp: 799,
  discountPercent: 12,
  description: (c) =>
    `A skin-safe candle of shea butter, cocoa butter and almond oil. Light it for ten minutes, blow it out, and pour the warm oil into your palm.\n${c.note.notes}`,
  details: (c) => ({
    Scent: c.fragrance,
    Ingredients: "Soy wax, shea butter, cocoa butter, almond oil",
    "Net Quantity": "120 g",
  }),
};

const votive: ProductLine = {
  category: "Candles",
  subCategory: "Candles",
  name: (c) => `${c.f}Votive Candle`,
  price: 15,
  description: (c) => `A small votive for diyas and lanterns. ${c.note.notes}`,
  details: (c) => ({ Scent: c.fragrance || "Unscented", "Burning Time": "8 hours", Weight: "40 g" }),
  variants: (c) =>
    colourVariants(c, 15, [
      ["Red", "#c62828"],
      ["Ivory", "#f3ead8"],
      ["Yellow", "#f9a825"],
    ]),
};

const floating: ProductLine = {
  category: "Candles",
  subCategory: "",
  name: (c) => ["Floating Flower Candles", "Diwali Diya Candles", "Gel Wax Candle"][c.id % 3]!,
  price: 99,
  description: () => "Festive candles for urlis, thalis and rangoli corners.",
  details: () => ({ "Number of Items": "6", "Burning Time": "4 hours each" }),
};

export const candleProducts: Product[] = [
  ...expandLine(tealight, [
    [135, "Lavender"],
    [136, "Rose"],
    [137, "Jasmine"],
    [138, "Sandalwood"],
    [139, "Calming Floral", { isNew: true }],
    [140, "Cooling Minty Blend"],
  ]),
  ...expandLine(tealightBasic, [
    [141, ""],
    [142, "", { noLink: true }],
  ]),
  ...expandLine(glassCandle, [
    [143, "Lavender"],
    [144, "Rose"],
    [145, "Jasmine"],
    [146, "Sandalwood"],
    [147, "Mystic Musk Essence"],
    [148, "Classic Woody Aroma"],
    [149, "Spiritual Floral Fusion", { inStock: false }],
    [150, "Calming Floral"],
  ]),
  ...expandLine(glassJar, [
    [151, "Luxury"],
    [152, "Lavender"],
    [153, "Arabian Bakhoor"],
    [154, "Rose"],
    [155, "Classic Woody Aroma"],
    [156, "Mystic Musk Essence", { isNew: true }],
    [157, "Cooling Minty Blend"],
  ]),
  ...expandLine(bowl, [
    [158, "Lavender"],
    [159, "Rose"],
    [160, "Calming Floral"],
    [161, "Sandalwood"],
    [162, "Jasmine"],
    [163, "Luxury"],
  ]),
  ...expandLine(ribbed("Ribbed Collection"), [
    [164, "Lavender"],
    [165, "Rose"],
    [166, "Sandalwood"],
    [167, "Jasmine"],
    [168, "Calming Floral"],
    [169, "Classic Woody Aroma"],
    [170, "Mystic Musk Essence"],
  ]),
  ...expandLine(ribbed("Ripped Collection"), [
    [171, "Cooling Minty Blend"],
    [172, "Spiritual Floral Fusion"],
  ]),
  ...expandLine(metal, [
    [173, "Luxury"],
    [174, "Arabian Bakhoor"],
    [175, "Lavender"],
    [176, "Rose"],
    [177, "Sandalwood", { price: 408 }],
    [178, "Classic Woody Aroma"],
  ]),
  ...expandLine(wooden, [
    [179, "Sandalwood"],
    [180, "Classic Woody Aroma"],
    [181, "Lavender"],
    [182, "Chandan", { isNew: true }],
    [183, "Rose"],
    [184, "Mystic Musk Essence"],
  ]),
  ...expandLine(mercury, [
    [185, "Luxury"],
    [186, "Rose"],
    [187, "Arabian Bakhoor"],
    [188, "Jasmine"],
    [189, "Lavender", { inStock: false }],
    [190, "Spiritual Floral Fusion"],
  ]),
  ...expandLine(cube, [
    [191, "Lavender"],
    [192, "Rose"],
    [193, "Cooling Minty Blend"],
    [194, "Blended"],
  ]),
  ...expandLine(massage, [
    [195, "Lavender"],
    [196, "Calming Floral"],
    [197, "Rose"],
    [198, "Sandalwood", { noLink: true }],
  ]),
  ...expandLine(votive, [
    [199, "Rose"],
    [200, "Jasmine"],
    [201, "Sandalwood"],
    [202, "Lavender"],
    [203, ""],
  ]),
  ...expandLine(floating, [
    [204, ""],
    [205, ""],
    [206, ""],
  ]),
  {
    id: 278,
    name: "Dry Flower Glass Candle",
    category: "Candles",
    subCategory: "Glass Collection",
    price: 599,
    mrp: 699,
    discountPercent: 14,
    image: "/images/products/278-1.svg",
    thumbnails: ["/images/products/278-1.svg", "/images/products/278-2.svg", "/images/products/278-3.svg"],
    inStock: true,
    soldOut: false,
    description:
      "Our signature candle: clear glass, a soy wax blend and real dried rose petals, marigold and lavender pressed into the wax by hand.\nThe petals come from the same temple flowers we recycle into incense, so every candle carries a little of a temple's morning.\nBurns for about 40 hours with a soft floral fragrance.",
    details: {
      Scent: "Spiritual Floral Fusion",
      Material: "Glass, soy wax, dried flowers",
      "Burning Time": "40 hours",
      "Product Dimensions": "8 × 8 × 10 cm",
      Weight: "300 g",
    },
    marketplaceUrl: "https://www.amazon.in/dp/B0DRYFLWR8",
    fragrance: "Spiritual Floral Fusion",
    isNew: true,
  },
];
