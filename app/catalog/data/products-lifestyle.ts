/** Lifestyle (air fresheners, diffusers, soap, attar), organic products and premium gift packs (ids 207–270). */
import type { Product } from "../schema";
import { expandLine, sizeVariants, type ProductLine } from "./build";

const airFreshner = (sub: "Air Freshner" | "Air Freshener"): ProductLine => ({
  category: "Lifestyle",
  subCategory: sub,
  name: (c) => `${c.f}Room Air Freshener Spray`,
  price: 199,
  mrp: 250,
  discountPercent: 20,
  description: (c) =>
    `An alcohol-free room spray made with essential oils. Two sprays freshen a room for hours. ${c.note.notes}`,
  details: (c) => ({
    Scent: c.fragrance,
    "Net Quantity": "250 ml",
    "Dispensing Method": "Spray",
    "Item Form": "Liquid",
  }),
});

const diffuser: ProductLine = {
  category: "Lifestyle",
  subCategory: "Diffusers",
  name: (c) => `${c.f}Reed Diffuser`,
  price: 499,
  description: (c) =>
    `Eight rattan reeds in a glass bottle of fragrance oil that scents a room for up to eight weeks, with no flame and no electricity.\n${c.note.notes}\nTurn the reeds once a week to refresh the fragrance.`,
  details: (c) => ({
    Scent: c.fragrance,
    "Net Quantity": "100 ml",
    "Dispensing Method": "Reed",
    Material: "Glass bottle, rattan reeds",
  }),
  variants: (c) =>
    sizeVariants(c.id, [
      ["100 ml", 499],
      ["200 ml", 699, 799],
    ]),
};

const soap: ProductLine = {
  category: "Lifestyle",
  subCategory: "Soap",
  name: (c) => `${c.f}Handmade Soap`,
  price: 99,
  description: (c) =>
    `Cold-processed soap with coconut oil, shea butter and essential oils; gentle enough for daily use. ${c.note.notes}`,
  details: (c) => ({
    Scent: c.fragrance,
    Weight: "100 g",
    Ingredients: "Coconut oil, shea butter, glycerine, essential oils",
    "Item Form": "Bar",
  }),
  variants: () => [
    { label: "Single Bar", price: 99 },
    { label: "Pack of 3", price: 249, listPrice: 297 },
  ],
};

const attar: ProductLine = {
  category: "Lifestyle",
  subCategory: "Attar",
  name: (c) => `${c.f}Attar Roll-On`,
  price: 299,
  mrp: 320,
  discountPercent: 7,
  description: (c) =>
    `An alcohol-free attar in a glass roll-on, distilled the Kannauj way in copper degs. ${c.note.notes}`,
  details: (c) => ({
    Scent: c.fragrance,
    "Net Quantity": "6 ml",
    "Dispensing Method": "Roll-on",
    "Item Form": "Oil",
  }),
  variants: (c) =>
    sizeVariants(c.id, [
      ["6 ml", 299, 320],
      ["12 ml", 499, 540],
    ]),
  linkPerVariant: true,
};

const burner: ProductLine = {
  category: "Lifestyle",
  subCategory: "",
  name: (c) => ["Ceramic Aroma Oil Burner", "Diffuser Refill Oil", "Brass Bakhoor Burner"][c.id % 3]!,
  price: 199,
  description: () =>
    "An accessory for our fragrance oils and bakhoor, made by potters and metalworkers we have worked with for years.",
  details: () => ({ Material: "Ceramic and brass", "Number of Items": "1" }),
};

const lakkad: ProductLine = {
  category: "Organic Products",
  subCategory: "Dhoop Lakkad",
  name: (c) => `${c.f}Dhoop Lakkad`,
  price: 110,
  description: (c) =>
    `Natural fragrant wood sticks (dhoop lakkad) with nothing added: light one end and let the wood smoulder. ${c.fragrance ? c.note.notes : ""}`.trim(),
  details: (c) => ({
    Fragrance: c.fragrance || "Natural wood",
    "Net Quantity": "100 g",
    "Item Form": "Wood",
    Ingredients: "Natural aromatic wood",
  }),
};

const organic: ProductLine = {
  category: "Organic Products",
  subCategory: "",
  name: (c) =>
    [
      "Cow Dung Cakes (Gau Kande)",
      "Organic Rose Petal Powder",
      "Natural Loban Resin",
      "Organic Sambrani Powder",
      "Dried Marigold Petals",
      "Pure Guggul Resin",
    ][c.id % 6]!,
  price: 149,
  description: () =>
    "A natural pooja ingredient, sun-dried and hand-sorted by women's self-help groups we partner with.",
  details: () => ({ "Net Quantity": "200 g", Ingredients: "100% natural", "Packaging Type": "Kraft pouch" }),
};

const giftPack: ProductLine = {
  category: "Premium Packs",
  subCategory: "",
  name: (c) =>
    [
      "Festive Pooja Gift Hamper",
      "Diwali Celebration Gift Box",
      "Signature Incense Collection",
      "Temple Flowers Gift Box",
      "Corporate Diwali Hamper",
      "Navratri Pooja Kit",
    ][c.id % 6]!,
  price: 699,
  mrp: 799,
  discountPercent: 12,
  description: (c) =>
    `A gift box assembled by hand: agarbatti, dhoop, a candle and a brass holder in a reusable box.\n${c.note.notes}\nAdd a handwritten note at checkout on the marketplace.`,
  details: (c) => ({ Fragrance: c.fragrance, "Number of Items": "5", "Packaging Type": "Gift box" }),
};

export const lifestyleProducts: Product[] = [
  ...expandLine(airFreshner("Air Freshner"), [
    [207, "Lavender"],
    [208, "Rose"],
    [209, "Jasmine"],
    [210, "Cooling Minty Blend", { isNew: true }],
    [211, "Sandalwood"],
    [212, "Calming Floral"],
    [213, "Mystic Musk Essence"],
  ]),
  ...expandLine(airFreshner("Air Freshener"), [
    [214, "Classic Woody Aroma"],
    [215, "Spiritual Floral Fusion"],
  ]),
  ...expandLine(diffuser, [
    [216, "Lavender"],
    [217, "Rose"],
    [218, "Sandalwood"],
    [219, "Jasmine", { isNew: true }],
    [220, "Arabian Bakhoor"],
    [221, "Luxury"],
    [222, "Calming Floral", { inStock: false }],
    [223, "Classic Woody Aroma"],
  ]),
  ...expandLine(soap, [
    [224, "Sandalwood"],
    [225, "Rose"],
    [226, "Lavender"],
    [227, "Jasmine"],
    [228, "Chandan"],
    [229, "Cooling Minty Blend"],
  ]),
  ...expandLine(attar, [
    [230, "Rose"],
    [231, "Sandalwood"],
    [232, "Jasmine"],
    [233, "Kasturi"],
    [234, "Arabian Bakhoor", { isNew: true }],
    [235, "Luxury"],
    [236, "Mystic Musk Essence", { noLink: true }],
  ]),
  ...expandLine(burner, [
    [237, ""],
    [238, ""],
    [239, "", { price: 299 }],
  ]),
  ...expandLine(lakkad, [
    [240, ""],
    [241, "Guggul"],
    [242, "Loban"],
    [243, "Classic Woody Aroma"],
    [244, "Sandalwood"],
    [245, "Traditional Herbal Resin"],
  ]),
  ...expandLine(organic, [
    [246, ""],
    [247, ""],
    [248, "", { price: 85 }],
    [249, "", { price: 125 }],
    [250, "", { price: 99 }],
    [251, "", { price: 239, inStock: false }],
  ]),
  ...expandLine(giftPack, [
    [252, "Mixed"],
    [253, "Luxury", { price: 599, mrp: 999, discountPercent: 40 }],
    [254, "Blended", { price: 408, mrp: 599, discountPercent: 32 }],
    [255, "Spiritual Floral Fusion", { price: 499, mrp: 799, discountPercent: 38 }],
    [256, "Mixed", { price: 1499, mrp: 1999, discountPercent: 25 }],
    [257, "Havan", { price: 599, mrp: 1599, discountPercent: 63 }],
  ]),
];
