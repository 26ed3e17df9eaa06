/**
 * The category tree, the collection sidebar's categories (with subcategory links and the By
 * Fragrance group) and the search page's sidebar sections.
 * Every link resolves to at least one product (checked by test/unit/catalog/data.test.ts).
 */
import { BY_FRAGRANCE } from "./menu";
import type { SidebarCategory } from "./schema";
import { collectionPath, slugify } from "~/paths";

export interface CategoryNode {
  name: string;
  children: readonly string[];
}

/** Spec §3, "Category tree". */
export const categoryTree: readonly CategoryNode[] = [
  { name: "Incense", children: ["Agarbatti", "Dhoop Batti", "Dhoop Cones", "Dhoop Sticks", "Sambrani Cups"] },
  {
    name: "Pooja Essentials",
    children: ["Camphor", "Hawan Samagri", "Jyot Batti", "Pooja Ghee", "Pooja Oil", "Kalawa"],
  },
  {
    name: "Candles",
    children: [
      "Tealight",
      "Glass Candles",
      "Bowl Candles",
      "Ribbed Collection",
      "Metal Collection",
      "Body Massage Candle",
    ],
  },
  { name: "Lifestyle", children: ["Air Freshner", "Diffusers"] },
  { name: "By Fragrance", children: BY_FRAGRANCE },
  { name: "Organic Products", children: ["Dhoop Lakkad"] },
];

/** The collection page sidebar. By Fragrance lists fragrances, not subcategories. */
export const sidebarCategories: readonly SidebarCategory[] = categoryTree.map((node) =>
  node.name === "By Fragrance"
    ? { title: node.name, subcategories: [], fragrances: [...node.children] }
    : {
        title: node.name,
        link: collectionPath(slugify(node.name)),
        subcategories: node.children.map((name) => ({ name, link: collectionPath(slugify(name)) })),
        fragrances: [],
      },
);

export interface SidebarSection {
  title: string;
  links: readonly { label: string; href: string }[];
}

const section = (title: string, names: string[]): SidebarSection => ({
  title,
  links: names.map((label) => ({ label, href: collectionPath(slugify(label)) })),
});

/** The search page's category sidebar: Incense, Pooja Essentials, Candles, By Fragrance. */
export const searchSidebarSections: readonly SidebarSection[] = [
  section("Incense", [
    "Agarbatti",
    "Premium Agarbatti",
    "Dhoop Batti",
    "Premium Dhoop",
    "Premium Incense Cones",
    "Premium Dhoop Sticks",
    "Premium Sambrani Cups",
  ]),
  section("Pooja Essentials", [
    "Camphor",
    "Hawan Samagri",
    "Jyot Batti",
    "Pooja Ghee",
    "Ghee Diya Batti",
    "Pooja Oil",
    "Gangajal",
    "Kalawa",
  ]),
  section("Candles", [
    "Ribbed Collection",
    "Wooden Collection",
    "Metal Collection",
    "Glass Collection",
    "Mercury Collection",
  ]),
  section("By Fragrance", ["Sandalwood", "Rose"]),
];

/** Link of a sidebar category or subcategory: its custom link, else its collection. */
export function sidebarLink(entry: { link?: string; name?: string; title?: string }): string {
  return entry.link ?? collectionPath(slugify(entry.name ?? entry.title ?? ""));
}
