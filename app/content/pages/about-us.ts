/**
 * About Us copy, with the brand's claims: charcoal-free incense, recycled temple flowers, artisan
 * livelihoods, 1L+ customers, founded in 2015, incense made since 2021. "{brand}" and
 * "{calculatorBrand}" are the configured names; `aboutPage` fills them in for the loader.
 */
import { withBrand } from "~/content/brand-text";
import type { SiteConfig } from "~/content/site-config";

export const aboutBanner = {
  eyebrow: "Since 2015",
  title: "About Us",
  tagline:
    "Fragrance for every prayer, made with respect for the flowers, the hands and the home it reaches.",
};

export const aboutStory = {
  title: "Our story",
  paragraphs: [
    "{brand} began in 2015 in a small New Delhi storeroom with a simple wish: that the incense lit in our homes every morning should be as pure as the prayer it carries. We started by sourcing agarbatti, dhoop and pooja essentials from makers we trusted, tasting every fragrance at our own family altar before it reached yours.",
    "Every day, tonnes of flowers offered at temples are swept away and thrown into rivers. In 2021 we opened our own incense unit to give those flowers a second life. We collect them from temples across Delhi, dry and grind them, and blend them with natural resins and essential oils into incense that is completely charcoal-free, so it burns cleaner and leaves far less smoke in your home.",
    "Our incense is rolled by hand by women artisans, many of whom earn a steady income of their own for the first time. Today more than one lakh (1L+) families across India light {brand} in their pooja rooms, shops and temples, and every pack still goes through the same hands and the same care.",
  ],
};

export const whyChoose = {
  title: "Why choose {brand} products",
  points: [
    {
      title: "Charcoal-free incense",
      body: "No charcoal and no harsh fillers: our agarbatti, dhoop and cones burn slowly and cleanly, with far less smoke.",
    },
    {
      title: "Recycled temple flowers",
      body: "Flowers offered in devotion are collected from temples, not dumped in rivers, and become the base of our incense.",
    },
    {
      title: "Artisan livelihoods",
      body: "Women artisans hand-roll our incense and earn fair, regular wages close to home.",
    },
    {
      title: "Trusted by 1L+ customers",
      body: "More than one lakh households, shops and temples across India choose {brand} for their daily prayers.",
    },
    {
      title: "Made in New Delhi since 2021",
      body: "We make our own incense in our New Delhi unit, so we know exactly what goes into every stick and cone.",
    },
    {
      title: "Fragrances for every occasion",
      body: "From everyday sandalwood and rose to festive gift packs, candles and pure pooja ghee and oil.",
    },
  ],
};

export interface BrandLogo {
  name: string;
  logo: string;
  description: string;
}

export const ourBrands: { title: string; intro: string; brands: BrandLogo[] } = {
  title: "Meet our brands",
  intro: "One family of makers, five ranges, each with its own purpose.",
  brands: [
    {
      name: "{brand}",
      logo: "/images/brands/vasanam.svg",
      description: "Charcoal-free agarbatti, dhoop, sambrani cups and pooja essentials for the daily prayer.",
    },
    {
      name: "{calculatorBrand}",
      logo: "/images/brands/punarvana-eco.svg",
      description:
        "Our sister eco brand: products reborn from temple flowers, supplied to retailers and distributors.",
    },
    {
      name: "Jyoti by {brand}",
      logo: "/images/brands/vasanam-jyoti.svg",
      description:
        "Tealights, glass, ribbed, wooden and metal candles for festivals, gifting and quiet evenings.",
    },
    {
      name: "{brand} Organics",
      logo: "/images/brands/vasanam-organics.svg",
      description:
        "Dhoop lakkad and other natural, minimally processed offerings for the hawan and the home.",
    },
    {
      name: "{brand} Home",
      logo: "/images/brands/vasanam-home.svg",
      description:
        "Air fresheners, diffusers and soaps that carry our temple fragrances into everyday living.",
    },
  ],
};

export const missionVision = {
  mission: {
    title: "Our mission",
    body: "To make pure, charcoal-free incense and pooja essentials that every Indian home can afford, while turning temple flower waste into honest work for women artisans.",
  },
  vision: {
    title: "Our vision",
    body: "A future where no offered flower ends up in a river, every prayer is lit with a clean fragrance, and the people who make it share fairly in its success.",
  },
};

/** The whole page with the configured names filled in. */
export function aboutPage(site: Pick<SiteConfig, "brand" | "calculatorBrand">) {
  const fill = (text: string) => withBrand(text, site);
  return {
    brand: site.brand,
    banner: aboutBanner,
    story: { title: aboutStory.title, paragraphs: aboutStory.paragraphs.map(fill) },
    whyChoose: {
      title: fill(whyChoose.title),
      points: whyChoose.points.map((point) => ({ title: point.title, body: fill(point.body) })),
    },
    brands: {
      title: ourBrands.title,
      intro: ourBrands.intro,
      brands: ourBrands.brands.map((b) => ({ ...b, name: fill(b.name), description: fill(b.description) })),
    },
    missionVision,
  };
}
