/** Incense: agarbatti, dhoop sticks, cones, dhoop batti and sambrani cups (ids 1–120). */
import type { Product } from "../schema";
import { expandLine, productImages, sizeVariants, type ProductLine } from "./build";

const CHARCOAL_FREE =
  "Like all our incense it is charcoal-free, rolled by hand by women artisans from recycled temple flowers, so it burns with far less smoke.";

const agarbattiPouch: ProductLine = {
  category: "Incense",
  subCategory: "Agarbatti",
  name: (c) => `${c.f}Agarbatti`,
  price: 15,
  description: (c) =>
    `${c.note.notes} Our everyday ${c.f.trim().toLowerCase() || "unscented"} agarbatti is made for ${c.note.mood}.\n${CHARCOAL_FREE}`,
  details: (c) => ({
    Fragrance: c.fragrance || "Unscented",
    "Type of Stick": "Bamboo agarbatti",
    "No. of sticks / Weight": "16 g",
    "Burning Time": "35–40 minutes per stick",
    Ingredients: "Recycled temple flowers, natural resins, essential oils, bamboo",
    "Packaging Type": "Zipper pouch",
  }),
  variants: (c) =>
    sizeVariants(c.id, [
      ["16 g", 15],
      ["40 g", 27],
      ["100 g", 65],
      ["400 g", 175],
    ]),
  linkPerVariant: true,
};

const agarbattiValuePack: ProductLine = {
  category: "Incense",
  subCategory: "Agarbatti",
  name: (c) => `${c.f}Agarbatti Value Pack`,
  description: (c) =>
    `A larger pouch of our ${c.f.trim().toLowerCase() || "classic"} agarbatti for homes that light incense every morning and evening. ${c.note.notes}`,
  details: (c) => ({
    Fragrance: c.fragrance,
    "Type of Stick": "Bamboo agarbatti",
    "No. of sticks / Weight": "60 g",
    "Burning Time": "35–40 minutes per stick",
    "Packaging Type": "Resealable pouch",
  }),
  variants: (c) =>
    sizeVariants(c.id, [
      ["60 g", 27],
      ["90 g", 35],
      ["250 g", 125, 150],
    ]),
};

const agarbattiTwelve: ProductLine = {
  category: "Incense",
  subCategory: "Agarbatti",
  name: (c) => `${c.f}Agarbatti – 12 Sticks`,
  price: 15,
  description: (c) =>
    `A pocket pack of twelve ${c.f.trim().toLowerCase()} sticks, ideal for trying a fragrance or for travel. ${c.note.notes}`,
  details: (c) => ({
    Fragrance: c.fragrance,
    "No. of sticks / Weight": "12 sticks",
    "Burning Time": "About 40 minutes per stick",
    "Packaging Type": "Paper box",
  }),
};

const agarbattiTwenty: ProductLine = {
  category: "Incense",
  subCategory: "Agarbatti",
  name: (c) => `${c.f}Agarbatti – 20 Sticks`,
  price: 30,
  description: (c) => `${c.note.notes}\nTwenty hand-rolled sticks in a slim box that fits any pooja shelf.`,
  details: (c) => ({
    Fragrance: c.fragrance,
    "No. of sticks / Weight": "20 sticks",
    "Item Length": "9 inches",
    "Burning Time": "About 40 minutes per stick",
    "Packaging Type": "Paper box",
  }),
};

const agarbatti110: ProductLine = {
  category: "Agarbatti",
  subCategory: "Agarbatti",
  name: (c) => `${c.f}Flora Agarbatti 110 g`,
  price: 75,
  description: (c) =>
    `${c.note.notes} A generous 110 g box made from flowers collected after temple offerings, for ${c.note.mood}.`,
  details: (c) => ({
    Fragrance: c.fragrance,
    Weight: "110 g",
    "No. of sticks / Weight": "110 g",
    "Item Form": "Stick",
    "Packaging Type": "Box",
  }),
};

const premiumAgarbatti: ProductLine = {
  category: "Agarbatti",
  subCategory: "Premium Agarbatti",
  name: (c) => `${c.f}Premium Agarbatti`,
  price: 135,
  mrp: 150,
  discountPercent: 10,
  description: (c) =>
    `Our premium masala agarbatti is hand-dipped twice in pure essential oils for a deeper, longer-lasting fragrance.\n${c.note.notes}\nBest for ${c.note.mood}.`,
  details: (c) => ({
    Fragrance: c.fragrance,
    Ingredients: "Recycled temple flowers, herbs, resins, essential oils",
    "Type of Stick": "Masala agarbatti",
    "No. of sticks / Weight": "100 g",
    "Burning Time": "45–50 minutes per stick",
    "Packaging Type": "Premium box",
  }),
  variants: () => [
    { label: "Single Box", price: 135, mrp: 150, discountPercent: 10 },
    { label: "Pack of 2", price: 259, listPrice: 300, mrp: 300, discountPercent: 14 },
    { label: "Pack of 3", price: 379, listPrice: 450, mrp: 450, discountPercent: 16 },
  ],
};

const agarbattiDozen: ProductLine = {
  category: "Incense",
  subCategory: "Agarbatti",
  name: (c) => `${c.f}Agarbatti Family Box (Pack of 12)`,
  price: 150,
  mrp: 180,
  discountPercent: 17,
  description: (c) =>
    `Twelve 16 g pouches of ${c.f.trim().toLowerCase()} agarbatti in one box: a month of mornings and evenings. ${c.note.notes}`,
  details: (c) => ({
    Fragrance: c.fragrance,
    "Number of Items": "12",
    "No. of sticks / Weight": "12 × 16 g",
    "Packaging Type": "Carton",
  }),
};

const dhoopSticks: ProductLine = {
  category: "Incense",
  subCategory: "Dhoop Sticks",
  name: (c) => `${c.f}Dhoop Sticks`,
  price: 80,
  description: (c) =>
    `Bambooless dhoop sticks that burn down completely and leave a fine, clean ash. ${c.note.notes}`,
  details: (c) => ({
    Fragrance: c.fragrance,
    "Type of Stick": "Bambooless dhoop",
    "No. of sticks / Weight": "100 g",
    "Item Thickness": "6 mm",
    "Burning Time": "25–30 minutes per stick",
  }),
  variants: (c) =>
    sizeVariants(c.id, [
      ["40 g", 27],
      ["100 g", 80],
    ]),
};

const premiumDhoopSticks: ProductLine = {
  category: "Incense",
  subCategory: "Premium Dhoop Sticks",
  name: (c) => `${c.f}Premium Dhoop Sticks`,
  price: 99,
  mrp: 110,
  discountPercent: 10,
  description: (c) =>
    `Thick, slow-burning dhoop made with a higher share of natural resin.\n${c.note.notes}\nA favourite for ${c.note.mood}.`,
  details: (c) => ({
    Fragrance: c.fragrance,
    "Type of Stick": "Bambooless dhoop",
    "No. of sticks / Weight": "20 sticks",
    "Item Length": "4 inches",
    "Burning Time": "About 35 minutes per stick",
  }),
};

const dhoopCones: ProductLine = {
  category: "Dhoop Cones",
  subCategory: "Dhoop Cones",
  name: (c) => `${c.f}Dhoop Cones`,
  price: 15,
  description: (c) => `${c.note.notes} Each cone fills a room in minutes and burns for about twenty.`,
  details: (c) => ({
    Fragrance: c.fragrance,
    "Item Form": "Cone",
    "No. of Cones / Weight": "10 cones",
    "Burning Time": "20 minutes per cone",
  }),
  variants: (c) =>
    sizeVariants(c.id, [
      ["10 Cones", 15],
      ["12 Cones", 20],
      ["100 g", 80],
    ]),
};

const premiumCones: ProductLine = {
  category: "Dhoop Cones",
  subCategory: "Premium Incense Cones",
  name: (c) => `${c.f}Premium Incense Cones`,
  price: 125,
  mrp: 150,
  discountPercent: 17,
  description: (c) => `Hand-pressed cones with a ceramic holder in every box. ${c.note.notes}`,
  details: (c) => ({
    Fragrance: c.fragrance,
    "Item Form": "Cone",
    "No. of Cones / Weight": "12 cones",
    "Burning Time": "25 minutes per cone",
    "Packaging Type": "Gift box with holder",
  }),
};

const dhoopBatti: ProductLine = {
  category: "Dhoop Batti",
  subCategory: "Dhoop Batti",
  name: (c) => `${c.f}Dhoop Batti`,
  price: 80,
  description: (c) =>
    `Traditional soft dhoop batti, rolled from cow ghee, herbs and flower powder. ${c.note.notes}`,
  details: (c) => ({
    Fragrance: c.fragrance,
    Weight: "100 g",
    "No. of sticks / Weight": "100 g",
    Ingredients: "Flower powder, cow ghee, herbs, natural resins",
  }),
};

const TRIOS = [
  "Rose, Jasmine & Sandalwood",
  "Kasturi, Guggul & Loban",
  "Lavender, Calming Floral & Chandan",
] as const;

const dhoopBattiTrio: ProductLine = {
  category: "Dhoop Batti",
  subCategory: "Dhoop Batti",
  name: (c) => `Dhoop Batti Trio – ${c.fragrance}`,
  description: () => "Three fragrances in one gift box, 40 g each. Choose the trio that suits your home.",
  details: () => ({
    "Number of Items": "3",
    "No. of sticks / Weight": "3 × 40 g",
    "Packaging Type": "Gift box",
  }),
  variants: (c) =>
    TRIOS.map((label, i) => ({
      label,
      price: i === 0 ? 239 : 249,
      mrp: 299,
      discountPercent: i === 0 ? 20 : 17,
      image: `/images/products/${c.id}-${i + 1}.svg`,
    })),
  linkPerVariant: true,
};

const premiumDhoop: ProductLine = {
  category: "Incense",
  subCategory: "Premium Dhoop",
  name: (c) => `${c.f}Premium Dhoop`,
  price: 149,
  mrp: 180,
  discountPercent: 17,
  description: (c) => `Our richest dhoop, aged for six weeks so the resins mellow. ${c.note.notes}`,
  details: (c) => ({
    Fragrance: c.fragrance,
    "No. of sticks / Weight": "50 g",
    "Burning Time": "About 45 minutes per stick",
    "Packaging Type": "Tin",
  }),
};

const sambrani: ProductLine = {
  category: "Sambrani Cups",
  subCategory: "Sambrani Cups",
  name: (c) => `${c.f}Sambrani Cups`,
  price: 150,
  description: (c) =>
    `Cup sambrani that lights in seconds and releases thick, fragrant smoke for about twelve minutes.\n${c.note.notes}\nPlace it on a heat-proof plate and keep it away from curtains.`,
  details: (c) => ({
    Fragrance: c.fragrance,
    "No. of cups / Weight": "12 cups",
    "Burning Time": "12 minutes per cup",
    Ingredients: "Sambrani resin, cow dung, herbs",
  }),
  variants: (c) =>
    sizeVariants(c.id, [
      ["12 Cups", 150],
      ["48 Cups", 499, 600],
    ]),
};

const premiumSambrani: ProductLine = {
  category: "Sambrani Cups",
  subCategory: "Premium Sambrani Cups",
  name: (c) => `${c.f}Premium Sambrani Cups`,
  price: 199,
  mrp: 250,
  discountPercent: 20,
  description: (c) =>
    `Premium cups with pure loban and guggul at the core and a brass-finish stand. ${c.note.notes}`,
  details: (c) => ({
    Fragrance: c.fragrance,
    "No. of cups / Weight": "24 cups",
    "Burning Time": "15 minutes per cup",
  }),
};

const sampler: ProductLine = {
  category: "Incense",
  subCategory: "Incense",
  name: (c) => `${c.f}Incense Discovery Set`,
  price: 299,
  mrp: 350,
  discountPercent: 15,
  description: (c) =>
    `Agarbatti, dhoop sticks and cones in the same fragrance, so you can find your favourite form. ${c.note.notes}`,
  details: (c) => ({ Fragrance: c.fragrance, "Number of Items": "3", "Packaging Type": "Gift box" }),
  variants: () => [
    { label: "Single Set", price: 299, mrp: 350, discountPercent: 15 },
    { label: "Pack of 2", price: 549, listPrice: 700 },
  ],
};

const holder: ProductLine = {
  category: "Incense",
  subCategory: "",
  name: () => "Brass Incense Stick Holder",
  price: 99,
  description: () => "A small lotus-shaped brass holder that catches ash from agarbatti and dhoop sticks.",
  details: () => ({ Material: "Brass", "Product Dimensions": "8 × 8 × 2 cm", Colour: "Gold" }),
};

export const incenseProducts: Product[] = [
  ...expandLine(agarbattiPouch, [
    [1, "Rose", { isNew: true }],
    [2, "Jasmine"],
    [3, "Sandalwood"],
    [4, "Lavender"],
    [5, "Kasturi"],
    [6, "Guggul", { noLink: true }],
    [7, "Loban"],
    [8, "Chandan"],
  ]),
  ...expandLine(agarbattiValuePack, [
    [9, "Blended"],
    [10, "Mixed"],
    [11, "Rose"],
    [12, "Spiritual Floral Fusion", { isNew: true }],
  ]),
  ...expandLine(agarbattiTwelve, [
    [13, "Sandalwood", { soldOut: true, inStock: false }],
    [14, "Rose"],
    [15, "Jasmine"],
    [16, "Kasturi", { inStock: false }],
  ]),
  ...expandLine(agarbattiTwenty, [
    [17, "Sandalwood"],
    [18, "Rose"],
    [19, "Lavender"],
    [20, "Cooling Minty Blend"],
    [21, "Calming Floral"],
    [22, "Mystic Musk Essence", { noLink: true }],
    [23, "Loban"],
  ]),
  ...expandLine(agarbatti110, [
    [24, "Rose"],
    [25, "Jasmine"],
    [26, "Sandalwood"],
    [27, "Chandan"],
    [28, "Guggul"],
    [29, "Havan"],
  ]),
  ...expandLine(premiumAgarbatti, [
    [30, "Luxury", { price: 179.1, mrp: 199 }],
    [31, "Sandalwood"],
    [32, "Rose"],
    [33, "Arabian Bakhoor", { isNew: true }],
    [34, "Mystic Musk Essence"],
    [35, "Classic Woody Aroma"],
    [36, "Jasmine", { noLink: true }],
    [37, "Lavender"],
  ]),
  ...expandLine(agarbattiDozen, [
    [38, "Mixed"],
    [39, "Rose"],
    [40, "Sandalwood"],
    [41, "Blended"],
  ]),
  ...expandLine(dhoopSticks, [
    [42, "Guggul"],
    [43, "Loban"],
    [44, "Sandalwood"],
    [45, "Rose"],
    [46, "Havan"],
    [47, "Traditional Herbal Resin"],
    [48, "Kasturi", { inStock: false }],
  ]),
  ...expandLine(premiumDhoopSticks, [
    [49, "Arabian Bakhoor"],
    [50, "Luxury"],
    [51, "Chandan"],
    [52, "Classic Woody Aroma"],
    [53, "Mystic Musk Essence", { isNew: true }],
    [54, "Sandalwood"],
  ]),
  ...expandLine(dhoopCones, [
    [55, "Rose"],
    [56, "Sandalwood"],
    [57, "Lavender"],
    [58, "Jasmine"],
    [59, "Guggul"],
    [60, "Loban"],
    [61, "Cooling Minty Blend"],
    [62, "Mixed", { noLink: true }],
  ]),
  ...expandLine(premiumCones, [
    [63, "Luxury"],
    [64, "Arabian Bakhoor"],
    [65, "Spiritual Floral Fusion"],
    [66, "Calming Floral"],
    [67, "Sandalwood", { isNew: true }],
    [68, "Rose"],
  ]),
  ...expandLine(dhoopBatti, [
    [69, "Guggul"],
    [70, "Loban"],
    [71, "Havan"],
    [72, "Chandan"],
    [73, "Kasturi"],
    [74, "Traditional Herbal Resin"],
    [75, "Sandalwood"],
    [76, "Rose", { inStock: false }],
  ]),
  ...expandLine(dhoopBattiTrio, [
    [77, "Mixed"],
    [78, "Blended"],
  ]),
  ...expandLine(premiumDhoop, [
    [79, "Luxury"],
    [80, "Arabian Bakhoor"],
    [81, "Sandalwood"],
    [82, "Rose"],
    [83, "Traditional Herbal Resin"],
  ]),
  ...expandLine(sambrani, [
    [84, "Loban"],
    [85, "Guggul"],
    [86, "Sandalwood"],
    [87, "Rose"],
    [88, "Jasmine"],
    [89, "Havan"],
    [90, "Traditional Herbal Resin", { isNew: true }],
    [91, "Chandan"],
  ]),
  ...expandLine(premiumSambrani, [
    [92, "Arabian Bakhoor"],
    [93, "Luxury"],
    [94, "Loban"],
    [95, "Mystic Musk Essence"],
  ]),
  ...expandLine(sampler, [
    [96, "Rose"],
    [97, "Sandalwood"],
    [98, "Lavender"],
    [99, "Mixed"],
  ]),
  ...expandLine(holder, [[100, ""]]),
  {
    id: 101,
    name: "Sandalwood Agarbatti – 12 Sticks",
    category: "Incense",
    subCategory: "Agarbatti",
    price: 15,
    ...productImages(101),
    inStock: true,
    soldOut: false,
    description:
      "A travel-size box of twelve sandalwood sticks in our original 2015 recipe, restocked after the festive season.",
    details: {
      Fragrance: "Sandalwood",
      "No. of sticks / Weight": "12 sticks",
      "Packaging Type": "Paper box",
    },
    fragrance: "Sandalwood",
  },
];
