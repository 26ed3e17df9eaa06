/**
 * The shop menu: the five columns of the "Our Shop" mega-menu and the sections of the
 * mobile drawer. Every slug here must resolve to at least one product;
 * a catalogue test checks that.
 */
import { collectionPath, slugify } from "~/paths";

export interface MenuLink {
  label: string;
  slug: string;
}

export interface MenuColumn extends MenuLink {
  links: MenuLink[];
}

export const shopMenu: MenuColumn[] = [
  {
    label: "Incense",
    slug: "incense",
    links: [
      { label: "Agarbatti", slug: "agarbatti" },
      { label: "Dhoop Batti", slug: "dhoop-batti" },
      { label: "Dhoop Sticks", slug: "dhoop-sticks" },
      { label: "Dhoop Cones", slug: "dhoop-cones" },
      { label: "Sambrani Cups", slug: "sambrani-cups" },
    ],
  },
  {
    label: "Pooja Essentials",
    slug: "pooja-essentials",
    links: [
      { label: "Camphor", slug: "camphor" },
      { label: "Hawan Samagri", slug: "hawan-samagri" },
      { label: "Jyot Batti", slug: "jyot-batti" },
      { label: "Pooja Ghee", slug: "pooja-ghee" },
      { label: "Ghee Diya Batti", slug: "ghee-diya-batti" },
      { label: "Pooja Oil", slug: "pooja-oil" },
    ],
  },
  {
    label: "Candles",
    slug: "candles",
    links: [
      { label: "Ribbed Collection", slug: "ribbed-collection" },
      { label: "Wooden Collection", slug: "wooden-collection" },
      { label: "Metal Collection", slug: "metal-collection" },
      { label: "Glass Collection", slug: "glass-collection" },
      { label: "Mercury Collection", slug: "mercury-collection" },
      { label: "Body Massage Candle", slug: "body-massage-candle" },
    ],
  },
  {
    label: "Lifestyle",
    slug: "lifestyle",
    links: [
      { label: "Air Freshner", slug: "air-freshner" },
      { label: "Soap", slug: "soap" },
      { label: "Diffusers", slug: "diffusers" },
    ],
  },
  {
    label: "Organic Products",
    slug: "organic-products",
    links: [{ label: "Dhoop Lakkad", slug: "dhoop-lakkad" }],
  },
];

/**
 * The By Fragrance group, in order: the menu column below, the sidebar's
 * By Fragrance panel and the fragrance collections all come from this one list.
 */
export const BY_FRAGRANCE = ["Sandalwood", "Rose", "Chandan", "Luxury", "Lavender"] as const;

/** Fragrance collections, offered beside the category columns. */
export const fragranceMenu: MenuColumn = {
  label: "By Fragrance",
  slug: "sandalwood",
  links: BY_FRAGRANCE.map((label) => ({ label, slug: slugify(label) })),
};

/** All Products and the five departments, as the footer and the 404 page list them. */
export const shopCollectionLinks: readonly { label: string; href: string }[] = [
  { label: "All Products", href: collectionPath("all") },
  ...shopMenu.map((column) => ({ label: column.label, href: collectionPath(column.slug) })),
];
