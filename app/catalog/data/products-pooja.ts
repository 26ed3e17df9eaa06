/** Pooja essentials: camphor, hawan samagri, jyot batti, ghee, oils, kalawa, gangajal (ids 102–150). */
import type { Product } from "../schema";
import { expandLine, sizeVariants, type ProductLine } from "./build";

const camphor: ProductLine = {
  category: "Pooja Essentials",
  subCategory: "Camphor",
  name: (c) => (c.fragrance ? `${c.f}Camphor Tablets` : "Pure Bhimseni Camphor Tablets"),
  price: 40,
  description: (c) =>
    `Pure camphor (kapur) tablets that light instantly and burn clean without residue, for aarti and for freshening the air.${c.fragrance ? ` ${c.note.notes}` : ""}`,
  details: (c) => ({
    Fragrance: c.fragrance || "Natural camphor",
    "Net Quantity": "40 g",
    "Item Form": "Tablet",
    "Packaging Type": "Airtight jar",
  }),
  variants: (c) =>
    sizeVariants(c.id, [
      ["40 g", 40],
      ["100 g", 85],
      ["250 g", 199, 250],
    ]),
};

const hawan: ProductLine = {
  category: "Hawan Samagri",
  subCategory: "Hawan Samagri",
  name: (c) => `${c.f}Hawan Samagri`,
  price: 85,
  description: (c) =>
    `A complete hawan samagri of more than thirty herbs, woods, seeds and resins, cleaned and blended by hand.\n${c.note.notes}\nSuitable for griha pravesh, Navratri and every sacred fire ceremony.`,
  details: (c) => ({
    Fragrance: c.fragrance,
    Ingredients: "Jau, til, guggul, loban, sandalwood, nagarmotha, dried herbs",
    "Net Quantity": "250 g",
    "Packaging Type": "Pouch",
  }),
  variants: (c) =>
    sizeVariants(c.id, [
      ["250 g", 85],
      ["500 g", 149, 180],
    ]),
};

const jyot: ProductLine = {
  category: "Pooja Essentials",
  subCategory: "Jyot Batti",
  name: (c) => `${c.f}Jyot Batti`,
  price: 99,
  description: (c) =>
    `Ready-to-light cotton jyot batti pre-soaked in ghee. Place one in a diya and light it: no oil, no mess. ${c.fragrance ? c.note.notes : ""}`.trim(),
  details: (c) => ({
    Fragrance: c.fragrance || "Ghee",
    "Number of Items": "50",
    "Burning Time": "About 45 minutes each",
    Material: "Cotton and cow ghee",
  }),
  variants: () => [
    { label: "Single Box", price: 99 },
    { label: "Pack of 2", price: 189, listPrice: 198 },
    { label: "Pack of 3", price: 269, listPrice: 297 },
  ],
};

const ghee: ProductLine = {
  category: "Pooja Essentials",
  subCategory: "Pooja Ghee",
  name: () => "Pooja Ghee",
  price: 90,
  description: () =>
    "Aromatic pooja ghee for diyas and havan. It burns with a bright, steady flame and very little soot.\nFor worship only, not for eating.",
  details: () => ({ "Net Quantity": "200 ml", "Packaging Type": "Jar", "Item Form": "Semi-solid" }),
  variants: (c) =>
    sizeVariants(c.id, [
      ["200 ml", 90],
      ["500 ml", 210],
    ]),
};

const gheeDiya: ProductLine = {
  category: "Pooja Essentials",
  subCategory: "Ghee Diya Batti",
  name: (c) => `${c.f}Ghee Diya Batti`,
  price: 125,
  mrp: 150,
  discountPercent: 17,
  description: () =>
    "Small wax-free diyas filled with ghee and a cotton wick. Light them straight from the box for aarti or Diwali rows.",
  details: () => ({
    "Number of Items": "20",
    "Burning Time": "About 60 minutes each",
    Material: "Cow ghee, cotton, clay cup",
  }),
  variants: (c) =>
    sizeVariants(c.id, [
      ["Pack of 20", 125, 150],
      ["Pack of 50", 299, 350],
    ]),
};

const oil: ProductLine = {
  category: "Pooja Essentials",
  subCategory: "Pooja Oil",
  name: (c) => `${c.f}Pooja Oil`,
  price: 244,
  description: (c) =>
    `A light, clear deepam oil blended from five oils that burns long and smokeless. ${c.fragrance ? c.note.notes : ""}`.trim(),
  details: (c) => ({
    Fragrance: c.fragrance || "Mild",
    "Net Quantity": "1000 ml",
    "Packaging Type": "Bottle",
    "Dispensing Method": "Pour",
  }),
  variants: (c) =>
    sizeVariants(c.id, [
      ["450 ml", 135],
      ["500 ml", 131],
      ["900 ml", 244],
      ["1000 ml", 244],
    ]),
};

const kalawa: ProductLine = {
  category: "Pooja Essentials",
  subCategory: "Kalawa",
  name: (c) => (c.id % 2 ? "Kalawa Mauli Thread" : "Kalawa Mauli Thread Roll – Large"),
  price: 15,
  description: () => "Pure cotton kalawa (mauli) in red and yellow for raksha sutra, kalash and sacred ties.",
  details: () => ({ Material: "Cotton", Colour: "Red and yellow", "Item Length": "20 m" }),
};

const gangajal: ProductLine = {
  category: "Pooja Essentials",
  subCategory: "Gangajal",
  name: () => "Gangajal",
  price: 99,
  description: () =>
    "Holy water from the Ganga at Haridwar, filtered and sealed in a leak-proof bottle for pooja and sprinkling.",
  details: () => ({ "Net Quantity": "500 ml", "Packaging Type": "Bottle" }),
};

const roli: ProductLine = {
  category: "Pooja Essentials",
  subCategory: "",
  name: (c) =>
    ["Roli Chawal Pooja Kit", "Cotton Wicks (Phool Batti)", "Kumkum and Haldi Set", "Brass Aarti Diya"][
      c.id % 4
    ]!,
  price: 110,
  description: () => "A small everyday pooja essential, packed with the same care as our incense.",
  details: () => ({ "Number of Items": "1", "Packaging Type": "Box" }),
};

export const poojaProducts: Product[] = [
  ...expandLine(camphor, [
    [102, ""],
    [103, "", { name: "Camphor Cubes for Aarti" }],
    [104, "Cooling Minty Blend"],
    [105, "Jasmine", { isNew: true }],
    [106, "Sandalwood"],
  ]),
  ...expandLine(hawan, [
    [107, "Havan"],
    [108, "Traditional Herbal Resin"],
    [109, "Guggul"],
    [110, "Havan", { price: 99, inStock: false }],
    [111, "Loban"],
  ]),
  ...expandLine(jyot, [
    [112, ""],
    [113, "Chandan"],
    [114, "Rose"],
    [115, "Kasturi"],
  ]),
  ...expandLine(ghee, [
    [116, ""],
    [117, "", { isNew: true, name: "A2 Cow Pooja Ghee" }],
  ]),
  ...expandLine(gheeDiya, [
    [118, ""],
    [119, "Sandalwood"],
    [120, "Rose"],
  ]),
  ...expandLine(oil, [
    [121, ""],
    [122, "Jasmine"],
    [123, "Sandalwood"],
    [124, "Chandan", { noLink: true }],
    [125, "Rose"],
  ]),
  ...expandLine(kalawa, [
    [126, ""],
    [127, ""],
    [128, "", { price: 30 }],
  ]),
  ...expandLine(gangajal, [
    [129, ""],
    [130, "", { inStock: false, name: "Gangajal in Copper Kalash Bottle", price: 149 }],
  ]),
  ...expandLine(roli, [
    [131, ""],
    [132, ""],
    [133, ""],
    [134, "", { price: 149 }],
  ]),
];
